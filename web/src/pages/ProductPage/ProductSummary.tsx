import { Badge, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Heart, Share2 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { StarDisplay } from '../../components/StarRating.tsx';
import { brandPath } from '../../paths.ts';
import { useChangeWishlist } from '../../mutations/useChangeWishlist.ts';
import { signInPath } from '../../session/redirect.ts';
import { toaster } from '../../toaster.tsx';
import { sharePage } from '../BrandPage/BrandBanner.tsx';
import type { ProductSummary_product$key } from './__generated__/ProductSummary_product.graphql.ts';

/**
 * The name, Share, the favourite heart, the brand link and the rating. The heart puts the product on the
 * shopper's wishlist or takes it off (at once, rolled back if refused); a guest is sent to sign in first.
 */
export function ProductSummary({ product, signedIn }: { product: ProductSummary_product$key; signedIn: boolean }) {
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
  const navigate = useNavigate();
  const location = useLocation();
  const [changeWishlist] = useChangeWishlist();
  return (
    <Stack gap="2">
      <HStack justify="space-between" align="start" gap="2">
        <Heading as="h1" size="2xl">
          {data.name}
        </Heading>
        <HStack gap="1">
          <IconButton variant="ghost" aria-label="Share" onClick={() => void sharePage(data.name)}>
            <Share2 aria-hidden />
          </IconButton>
          <IconButton
            variant="ghost"
            colorPalette="red"
            aria-label={data.inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
            aria-pressed={data.inWishlist}
            onClick={() =>
              signedIn
                ? changeWishlist(data, !data.inWishlist, (message) => toaster.create({ type: 'error', title: message }))
                : navigate(signInPath(location))
            }
          >
            <Heart aria-hidden fill={data.inWishlist ? 'currentColor' : 'none'} />
          </IconButton>
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
    </Stack>
  );
}
