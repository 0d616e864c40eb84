import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Star, Store } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { JoinedOn } from '../../components/JoinedOn.tsx';
import { sellerPath } from '../../routing/paths.ts';
import type { StoreBlock_product$key } from './__generated__/StoreBlock_product.graphql.ts';

/**
 * Who sells it, from the seller's real data: store name (linking to the store), its rating and when it joined.
 * The original storefront's hard-coded figures (on-time delivery, response time, business type, other sellers) are left out.
 */
export function StoreBlock({ product }: { product: StoreBlock_product$key }) {
  const { seller } = useFragment(
    graphql`
      fragment StoreBlock_product on Product {
        seller {
          sellerId
          storeName
          joinedAt
          ratingSummary {
            average
            count
          }
        }
      }
    `,
    product,
  );
  return (
    <Stack as="section" aria-label="Sold by" gap="1" p="4" rounded="lg" borderWidth="1px" bg="bg">
      <Text fontSize="sm" color="fg.muted">
        Sold By
      </Text>
      <Link asChild fontWeight="semibold" alignSelf="start">
        <RouterLink to={sellerPath(seller.sellerId)}>
          <Store aria-hidden size={18} /> {seller.storeName}
        </RouterLink>
      </Link>
      <HStack gap="1" fontSize="sm">
        <Star aria-hidden size={14} fill="currentColor" color="var(--chakra-colors-orange-500)" />
        <Text>
          {seller.ratingSummary.count > 0
            ? `${seller.ratingSummary.average.toFixed(1)} (${seller.ratingSummary.count} ${seller.ratingSummary.count === 1 ? 'rating' : 'ratings'})`
            : 'No store ratings yet'}
        </Text>
      </HStack>
      <JoinedOn joinedAt={seller.joinedAt} withAge />
    </Stack>
  );
}
