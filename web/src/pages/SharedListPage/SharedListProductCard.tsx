import { Link, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { AddToCartButton } from '../../components/AddToCartButton.tsx';
import { CardImage } from '../../components/CardImage.tsx';
import { productPath } from '../../routing/paths.ts';
import type { SharedListProductCard_product$key } from './__generated__/SharedListProductCard_product.graphql.ts';
import { PriceLine } from '../../components/PriceLine.tsx';

/** A product of a list opened by its share link: picture, name, price and Add to Cart (for the viewer's own cart). */
export function SharedListProductCard({ product }: { product: SharedListProductCard_product$key }) {
  const data = useFragment(
    graphql`
      fragment SharedListProductCard_product on Product {
        productId
        name
        images(first: 1) {
          url
        }
        ...PriceLine_product @relay(mask: false)
        stockStatus
        inCart
      }
    `,
    product,
  );
  return (
    <Stack as="li" aria-label={data.name} listStyleType="none" borderWidth="1px" rounded="md" overflow="hidden" gap="0">
      <CardImage src={data.images[0]?.url} alt={data.name} />
      <Stack gap="2" p="3" fontSize="sm" flex="1">
        <Link asChild fontWeight="medium" lineClamp={2}>
          <RouterLink to={productPath(data.productId)}>{data.name}</RouterLink>
        </Link>
        <PriceLine pays={data.offerPrice.formatted} mrp={data.listPrice.formatted} percentOff={data.percentOff} />
        <Stack mt="auto">
          <AddToCartButton
            productId={data.productId}
            outOfStock={data.stockStatus === 'OUT_OF_STOCK'}
            inCart={data.inCart}
          />
        </Stack>
      </Stack>
    </Stack>
  );
}
