import { Heading, Stack, Text } from '@chakra-ui/react';
import { Store } from 'lucide-react';
import { graphql } from 'react-relay/hooks';
import { JoinedOn } from '../../components/JoinedOn.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { SellerStorePageQuery as SellerStorePageQueryType } from './__generated__/SellerStorePageQuery.graphql.ts';
import { SellerBrands } from './SellerBrands.tsx';
import { SellerProducts } from './SellerProducts.tsx';
import { SellerRatings } from './SellerRatings.tsx';

export const SellerStorePageQuery = graphql`
  query SellerStorePageQuery($sellerId: ID!) @preloadable {
    seller(sellerId: $sellerId) {
      storeName
      joinedAt
      ...SellerProducts_seller
      ...SellerBrands_seller
      ...SellerRatings_seller
    }
    viewer {
      user {
        id
      }
    }
  }
`;

/**
 * /seller-store/:sellerId: the store's name and age, its top-selling products, the brands it deals in, and its
 * ratings with the leave-a-rating modal. The original storefront's static trending list is left out (no data behind it).
 */
export function SellerStorePage() {
  const { seller, viewer } = useRouteQuery<SellerStorePageQueryType>(SellerStorePageQuery);
  if (!seller) {
    return (
      <Text fontSize="lg" fontWeight="semibold">
        No Store Found
      </Text>
    );
  }
  return (
    <Stack gap="8">
      <Stack gap="1" bg="bg" p="5" rounded="lg" borderWidth="1px">
        <Heading as="h1" size="xl" display="flex" alignItems="center" gap="2">
          <Store aria-hidden /> {seller.storeName}
        </Heading>
        <JoinedOn joinedAt={seller.joinedAt} withAge />
      </Stack>
      <SellerProducts seller={seller} />
      <SellerBrands seller={seller} />
      <SellerRatings seller={seller} signedIn={viewer.user != null} />
    </Stack>
  );
}
