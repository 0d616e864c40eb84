import { Badge, Stack, Text } from '@chakra-ui/react';
import { BadgeCheck } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { productPath } from '../routing/paths.ts';
import type {
  NewArrivalCard_product$data,
  NewArrivalCard_product$key,
} from './__generated__/NewArrivalCard_product.graphql.ts';
import { CardImage } from './CardImage.tsx';
import { CardLink } from './CardLink.tsx';
import { OutOfStockCover } from './OutOfStockCover.tsx';

function priceLine({ tierPriceRange, offerPrice }: NewArrivalCard_product$data): string {
  if (tierPriceRange) {
    const { min, max } = tierPriceRange;
    return min.amount === max.amount ? min.formatted : `${min.formatted} - ${max.formatted}`;
  }
  return offerPrice.amount === '0.00' ? 'No Price Available' : offerPrice.formatted;
}

/** A new arrival: the bulk price range, the minimum order quantity and the Verified mark; "Out of Stock" over the
 * picture when none is left, as on other product cards. */
export function NewArrivalCard({ product }: { product: NewArrivalCard_product$key }) {
  const data = useFragment(
    graphql`
      fragment NewArrivalCard_product on Product {
        productId
        name
        images(first: 1) {
          url
        }
        offerPrice {
          amount
          formatted
        }
        tierPriceRange {
          min {
            amount
            formatted
          }
          max {
            amount
            formatted
          }
        }
        quantityBounds {
          min
        }
        stockStatus
      }
    `,
    product,
  );
  return (
    <CardLink to={productPath(data.productId)}>
      <CardImage src={data.images[0]?.url} alt={data.name}>
        {data.stockStatus === 'OUT_OF_STOCK' && <OutOfStockCover />}
      </CardImage>
      <Stack gap="1" p="3" fontSize="sm">
        <Text fontWeight="medium" lineClamp={2}>
          {data.name}
        </Text>
        <Text fontWeight="bold">{priceLine(data)}</Text>
        <Text color="fg.muted">MOQ: {data.quantityBounds.min} Pieces</Text>
        <Badge alignSelf="start" colorPalette="blue" variant="subtle">
          <BadgeCheck aria-hidden size={14} /> Verified
        </Badge>
      </Stack>
    </CardLink>
  );
}
