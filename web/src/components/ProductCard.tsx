import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { productPath } from '../routing/paths.ts';
import type { ProductCard_product$key } from './__generated__/ProductCard_product.graphql.ts';
import { AddToListButton } from './AddToListButton.tsx';
import { AverageRating } from './AverageRating.tsx';
import { CardImage } from './CardImage.tsx';
import { CardLink } from './CardLink.tsx';
import { OutOfStockCover } from './OutOfStockCover.tsx';
import { PriceLine } from './PriceLine.tsx';

/**
 * A product in a grid or carousel; the whole card opens the product page. Low stock shows the gateway's label
 * ("Only few left" for 5-9, "Only {n} left" for 1-4); none left covers the picture with "Out of Stock". The
 * heart (beside the link, not inside it) opens the Add to List dialog.
 */
export function ProductCard({ product }: { product: ProductCard_product$key }) {
  const data = useFragment(
    graphql`
      fragment ProductCard_product on Product {
        productId
        name
        inWishlist
        images(first: 1) {
          url
        }
        rating {
          average
          count
        }
        badge
        seller {
          storeName
        }
        ...PriceLine_product @relay(mask: false)
        stockStatus
        stockLabel
      }
    `,
    product,
  );
  const badge = data.badge === 'FEATURED' ? 'Best Seller' : data.badge === 'NEW' ? 'New' : null;
  return (
    <Box position="relative" h="full">
      <CardLink to={productPath(data.productId)}>
        <CardImage src={data.images[0]?.url} alt={data.name}>
          {badge && (
            <Badge
              position="absolute"
              top="2"
              left="2"
              colorPalette={data.badge === 'NEW' ? 'green' : 'orange'}
              variant="solid"
            >
              {badge}
            </Badge>
          )}
          {(data.stockStatus === 'FEW_LEFT' || data.stockStatus === 'LOW_STOCK') && (
            <Badge position="absolute" bottom="2" left="2" colorPalette="red" variant="subtle">
              {data.stockLabel}
            </Badge>
          )}
          {data.stockStatus === 'OUT_OF_STOCK' && <OutOfStockCover />}
        </CardImage>
        <Stack gap="1" p="3" fontSize="sm">
          <AverageRating rating={data.rating} />
          <Text fontWeight="medium" lineClamp={2}>
            {data.name}
          </Text>
          <Text color="fg.muted" truncate>
            Sold By {data.seller.storeName}
          </Text>
          <PriceLine pays={data.offerPrice.formatted} mrp={data.listPrice.formatted} percentOff={data.percentOff} />
        </Stack>
      </CardLink>
      <Box position="absolute" top="1" right="1" bg="bg" rounded="full">
        <AddToListButton product={data} label={`Add ${data.name} to a list`} />
      </Box>
    </Box>
  );
}
