import { raiseTicketPath } from '../../routing/paths.ts';
import { PageLink, PolicyArticle } from './PolicyArticle.tsx';

/** /terms-of-use: the rules of buying on the marketplace. */
export function TermsOfUsePage() {
  return (
    <PolicyArticle
      title="Terms of Use"
      summary="The rules that apply when you browse, buy and review on our marketplace."
      sections={[
        {
          heading: 'Your account',
          body: 'You may browse without an account. To buy you sign in with a one-time code sent to your phone, with your e-mail and password, or with Google. Keep your sign-in details to yourself: you are responsible for what is done with your account. A business account is opened with a GST number verified by a one-time code.',
        },
        {
          heading: 'Sellers and products',
          body: 'Products are listed and sold by independent sellers, each with its own store page. Sellers are responsible for their product details, stock and delivery; the store that sells a product is shown on its card and page.',
        },
        {
          heading: 'Prices and payment',
          body: 'Prices are in Indian rupees. Some products have lower tier prices for larger quantities and a minimum order quantity for business buyers; the price shown in your cart and at checkout is the one you pay. You pay online or cash on delivery.',
        },
        {
          heading: 'Coins',
          body: 'Coins in your account can be redeemed against an order at checkout, up to the share of the order total shown there. Coins have no cash value outside the marketplace.',
        },
        {
          heading: 'Reviews and reports',
          body: 'You may rate and review products you have bought, once per product. Reviews must be honest and about the product. You can report a product or a brand that looks wrong; our team and the seller look into every report.',
        },
        {
          heading: 'Questions',
          body: (
            <>
              For anything about these terms, <PageLink to={raiseTicketPath}>raise a ticket</PageLink>.
            </>
          ),
        },
      ]}
    />
  );
}
