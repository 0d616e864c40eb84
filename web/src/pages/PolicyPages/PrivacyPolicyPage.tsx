import { List } from '@chakra-ui/react';
import { raiseTicketPath } from '../../routing/paths.ts';
import { PageLink, PolicyArticle } from './PolicyArticle.tsx';

/** /privacy-policy: what the marketplace keeps about a shopper, why, and what stays on the device. */
export function PrivacyPolicyPage() {
  return (
    <PolicyArticle
      title="Privacy Policy"
      summary="What we keep about you, why we keep it, and who sees it."
      sections={[
        {
          heading: 'What we collect',
          body: (
            <List.Root ps="5">
              <List.Item>
                Your name, e-mail address and phone number, and for a business account your GST number and GST username.
              </List.Item>
              <List.Item>
                The delivery addresses you save, your cart, wishlist and lists, your orders, coins and tickets.
              </List.Item>
              <List.Item>The ratings, reviews, photos, questions and reports you send.</List.Item>
            </List.Root>
          ),
        },
        {
          heading: 'How we use it',
          body: 'To sign you in, verify your phone, e-mail or GST number with one-time codes, deliver and track your orders, refund cancellations, and answer your tickets. The sellers you buy from see what they need to ship your order: your name, delivery address and phone number.',
        },
        {
          heading: 'Payments',
          body: 'Online payments are made on the payment provider’s checkout. We receive whether the payment succeeded, never your card or bank details.',
        },
        {
          heading: 'Your device',
          body: 'Your session is kept in a secure cookie that scripts on the page cannot read, and ends when you log out. The products you viewed recently (at most 10) are remembered on your device only and are not sent to us until you open Recently Viewed.',
        },
        {
          heading: 'Your choices',
          body: (
            <>
              You can change your personal information and addresses in your account at any time. To ask what we hold
              about you or to close your account, <PageLink to={raiseTicketPath}>raise a ticket</PageLink>.
            </>
          ),
        },
      ]}
    />
  );
}
