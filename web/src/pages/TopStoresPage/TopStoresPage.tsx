import { Heading, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { DealBannerCarousel } from '../../components/DealBannerCarousel.tsx';
import { ListingLayout } from '../../components/listing/ListingLayout.tsx';
import { ListingEmpty } from '../../components/listing/ProductGrid.tsx';
import { useListingParams } from '../../components/listing/useListingParams.ts';
import { PromotedSection } from '../../components/PromotedSection.tsx';
import { sellerPath } from '../../routing/paths.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { TopStoresPageQuery as TopStoresPageQueryType } from './__generated__/TopStoresPageQuery.graphql.ts';

export const TopStoresPageQuery = graphql`
  query TopStoresPageQuery($filter: ProductFilter, $sort: ProductSort) @preloadable {
    topStores {
      dealId
      image {
        url
        alt
      }
      seller {
        sellerId
        storeName
      }
      topBrand {
        name
      }
      products(filter: $filter, sort: $sort, first: 20) @required(action: THROW) {
        edges {
          node {
            id
            ...ProductCard_product
          }
        }
      }
    }
    # The sidebar: all the stores' products as one list (only its facets, no page of products).
    topStoreProducts(filter: $filter, first: 0) @required(action: THROW) {
      facets {
        ...FilterSidebar_facets
        ...FilterPanel_facets
      }
    }
  }
`;

/**
 * /topStore-Page: the promoted stores' banners, then each store with "Visit Store" and its products (or "No
 * products available"). The sidebar's filters and the sort apply to every store's products: its facets are the
 * graph's `topStoreProducts` (all the stores' products as one list: their brands and counts, their price range).
 */
export function TopStoresPage() {
  const { topStores, topStoreProducts } = useRouteQuery<TopStoresPageQueryType>(TopStoresPageQuery);
  const controls = useListingParams();
  const { facets } = topStoreProducts;
  const slides = topStores.map((store) => ({
    key: store.dealId,
    image: store.image,
    caption: (
      <Text fontWeight="bold" fontSize={{ base: 'md', md: 'xl' }}>
        {store.seller.storeName}
      </Text>
    ),
  }));
  if (topStores.length === 0) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="lg">
          Top Stores
        </Heading>
        <ListingEmpty title="No stores available" />
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <DealBannerCarousel label="Top stores" slides={slides} />
      <ListingLayout
        title={
          <Heading as="h1" size="lg">
            Top Stores
          </Heading>
        }
        summary={`${topStores.length} ${topStores.length === 1 ? 'store' : 'stores'}`}
        controls={controls}
        filters={{ facets }}
      >
        <Stack gap="6">
          {topStores.map((store) => (
            <PromotedSection
              key={store.dealId}
              name={store.seller.storeName}
              details={store.topBrand && <Text color="fg.muted">Top brand: {store.topBrand.name}</Text>}
              link={{ to: sellerPath(store.seller.sellerId), label: 'Visit Store' }}
              products={store.products.edges}
            />
          ))}
        </Stack>
      </ListingLayout>
    </Stack>
  );
}
