import { graphql, useFragment } from 'react-relay';
import type { BuyAgain_viewer$key } from './__generated__/BuyAgain_viewer.graphql.ts';
import { ProductRow } from './ProductRow.tsx';

/** Products from the shopper's delivered orders; only for a signed-in shopper who has some. */
export function BuyAgain({ viewer }: { viewer: BuyAgain_viewer$key }) {
  const { user, buyAgain } = useFragment(
    graphql`
      fragment BuyAgain_viewer on Viewer {
        user {
          id
        }
        buyAgain(first: 20) {
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    `,
    viewer,
  );
  if (!user) return null;
  return <ProductRow title="Buy Again" products={buyAgain.edges.map(({ node }) => ({ id: node.id, product: node }))} />;
}
