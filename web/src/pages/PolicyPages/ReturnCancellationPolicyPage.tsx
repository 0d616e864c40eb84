import { List } from '@chakra-ui/react';
import { myOrdersPath, raiseTicketPath } from '../../routing/paths.ts';
import { PageLink, PolicyArticle } from './PolicyArticle.tsx';

/** /return-cancellation-policy: cancelling items, refunds, and asking for a return. */
export function ReturnCancellationPolicyPage() {
  return (
    <PolicyArticle
      title="Return & Cancellation Policy"
      summary="How to cancel an order, how refunds work, and what to do when something is wrong with a delivery."
      sections={[
        {
          heading: 'Cancelling an order',
          body: (
            <List.Root ps="5">
              <List.Item>
                You can cancel items that are still being processed or are on the way: open the order in{' '}
                <PageLink to={myOrdersPath}>My Orders</PageLink>, choose the items and a reason, and confirm.
              </List.Item>
              <List.Item>Items that are out for delivery or already delivered can no longer be cancelled.</List.Item>
              <List.Item>Cancellation is free: there is no processing fee and no cancellation fee (₹0).</List.Item>
            </List.Root>
          ),
        },
        {
          heading: 'Refunds',
          body: 'The amount of the cancelled items is refunded to your original payment method or to your wallet, as you choose when you cancel. Coins you redeemed on the order are returned to your account.',
        },
        {
          heading: 'Returns and damaged items',
          body: (
            <>
              If an item arrives damaged, is wrong or is missing,{' '}
              <PageLink to={raiseTicketPath}>raise a ticket</PageLink> with the order ID and, where it helps, photos.
              Our support team works it out with the seller and tells you how the item will be returned, replaced or
              refunded.
            </>
          ),
        },
      ]}
    />
  );
}
