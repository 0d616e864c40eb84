import { List } from '@chakra-ui/react';
import { myOrdersPath, raiseTicketPath } from '../../routing/paths.ts';
import { PageLink, PolicyArticle } from './PolicyArticle.tsx';

/** /shipping-policy: where and how orders are delivered, and what delivery costs. */
export function ShippingPolicyPage() {
  return (
    <PolicyArticle
      title="Shipping Policy"
      summary="How your orders reach you across India."
      sections={[
        {
          heading: 'Where we deliver',
          body: 'We deliver to addresses in India. Enter your six-digit pincode on a product page to check whether we deliver there before you order.',
        },
        {
          heading: 'Delivery charges',
          body: 'Delivery is free on every order: the order summary shows the shipping charge struck through as Free Delivery, and you pay only the price of the products, less any coins you redeem.',
        },
        {
          heading: 'Delivery time',
          body: 'Each product is shipped by the seller you buy it from, so one order can arrive in more than one parcel. The estimated delivery date of each item is shown on your order once it is placed.',
        },
        {
          heading: 'Tracking your order',
          body: (
            <List.Root ps="5">
              <List.Item>
                Follow each item from Order Placed to On the Way, Out for Delivery and Delivered in{' '}
                <PageLink to={myOrdersPath}>My Orders</PageLink>.
              </List.Item>
              <List.Item>
                If a parcel is late or arrives damaged, <PageLink to={raiseTicketPath}>raise a ticket</PageLink> with
                the order ID.
              </List.Item>
            </List.Root>
          ),
        },
        {
          heading: 'Bulk orders',
          body: 'Business buyers order at least the minimum quantity each seller sets for a product; bulk orders are shipped under the same terms.',
        },
      ]}
    />
  );
}
