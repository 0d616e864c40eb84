import { Badge, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Share2 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { AddToListButton } from '../../components/AddToListButton.tsx';
import { StarDisplay } from '../../components/StarDisplay.tsx';
import { brandPath } from '../../routing/paths.ts';
import { useShare } from '../../device/useShare.tsx';
import type { ProductSummary_product$key } from './__generated__/ProductSummary_product.graphql.ts';

/**
 * The name, Share, the favourite heart (filled when on the wishlist; it opens the Add to List dialog), the brand
 * link and the rating.
 */
export function ProductSummary({ product }: { product: ProductSummary_product$key }) {
  const data = useFragment(
    graphql`
      fragment ProductSummary_product on Product {
        id
        productId
        inWishlist
        name
        brand {
          brandId
          name
        }
        rating {
          average
          count
        }
      }
    `,
    product,
  );
  const { share, shareDialog } = useShare();
  return (
    <Stack gap="2">
      <HStack justify="space-between" align="start" gap="2">
        <Heading as="h1" size="2xl">
          {data.name}
        </Heading>
        <HStack gap="1">
          <IconButton variant="ghost" aria-label="Share" onClick={() => share(data.name)}>
            <Share2 aria-hidden />
          </IconButton>
          <AddToListButton product={data} label="Add to list" />
        </HStack>
      </HStack>
      <Link asChild color="colorPalette.fg" colorPalette="blue" alignSelf="start">
        <RouterLink to={brandPath(data.brand.brandId)}>Visit the {data.brand.name} store</RouterLink>
      </Link>
      <HStack gap="2">
        {data.rating.count > 0 ? (
          <>
            <Badge colorPalette="green" variant="solid">
              {data.rating.average.toFixed(1)}
            </Badge>
            <StarDisplay value={data.rating.average} />
            <Text color="fg.muted" fontSize="sm">
              {data.rating.count} {data.rating.count === 1 ? 'rating' : 'ratings'}
            </Text>
          </>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            No ratings yet
          </Text>
        )}
      </HStack>
      {shareDialog}
    </Stack>
  );
}
