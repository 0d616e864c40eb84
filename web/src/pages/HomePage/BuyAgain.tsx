import { Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { AddToCartButton } from '../../components/AddToCartButton.tsx';
import { ProductCard } from '../../components/ProductCard.tsx';
import { ProductCarousel } from '../../components/ProductCarousel.tsx';
import type { BuyAgain_viewer$key } from './__generated__/BuyAgain_viewer.graphql.ts';
import { HomeSection } from './HomeSection.tsx';

const TITLE = 'Buy Again';

/** Products from the shopper's delivered orders, each with Buy Again (adds one to the cart); only for a signed-in shopper who has some. */
export function BuyAgain({ viewer }: { viewer: BuyAgain_viewer$key }) {
  const { user, buyAgain } = useFragment(
    graphql`
      fragment BuyAgain_viewer on Viewer {
        user {
          id
        }
        buyAgain(first: 20) @required(action: THROW) {
          edges {
            node {
              id
              productId
              inCart
              stockStatus
              ...ProductCard_product
            }
          }
        }
      }
    `,
    viewer,
  );
  if (!user || buyAgain.edges.length === 0) return null;
  return (
    <HomeSection title={TITLE}>
      <ProductCarousel label={TITLE}>
        {buyAgain.edges.map(({ node }) => (
          <Stack key={node.id} gap="2" h="full">
            <ProductCard product={node} />
            <AddToCartButton
              productId={node.productId}
              outOfStock={node.stockStatus === 'OUT_OF_STOCK'}
              inCart={node.inCart}
              label="Buy Again"
            />
          </Stack>
        ))}
      </ProductCarousel>
    </HomeSection>
  );
}
