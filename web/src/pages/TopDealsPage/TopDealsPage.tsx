import { Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import { DealBannerCarousel } from '../../components/DealBannerCarousel.tsx';
import { ProductListing } from '../../components/listing/ProductListing.tsx';
import { useListingParams } from '../../components/listing/useListingParams.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { TopDealsPage_query$key } from './__generated__/TopDealsPage_query.graphql.ts';
import type { TopDealsPagePaginationQuery } from './__generated__/TopDealsPagePaginationQuery.graphql.ts';
import type { TopDealsPageQuery as TopDealsPageQueryType } from './__generated__/TopDealsPageQuery.graphql.ts';

export const TopDealsPageQuery = graphql`
  query TopDealsPageQuery($filter: ProductFilter, $sort: ProductSort) @preloadable {
    topDealBanners {
      dealId
      title
      image {
        url
        alt
      }
    }
    ...TopDealsPage_query
  }
`;

/** /top-deals: the deal banners, then the products flagged as top deals, filtered and sorted as the URL says. */
export function TopDealsPage() {
  const query = useRouteQuery<TopDealsPageQueryType>(TopDealsPageQuery);
  const controls = useListingParams();
  const { data, ...pagination } = usePaginationFragment<TopDealsPagePaginationQuery, TopDealsPage_query$key>(
    graphql`
      fragment TopDealsPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "TopDealsPagePaginationQuery") {
        topDealProducts(filter: $filter, sort: $sort, first: $count, after: $cursor) @connection(key: "TopDealsPage_topDealProducts") @required(action: THROW) {
          totalCount
          facets {
            ...FilterSidebar_facets
          }
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    `,
    query,
  );
  const slides = query.topDealBanners.map((banner) => ({
    key: banner.dealId,
    image: banner.image,
    caption: (
      <Text fontWeight="bold" fontSize={{ base: 'md', md: 'xl' }}>
        {banner.title}
      </Text>
    ),
  }));
  return (
    <Stack gap="6">
      <DealBannerCarousel label="Top deals" slides={slides} />
      <ProductListing
        title={
          <Heading as="h1" size="lg">
            Top Deals
          </Heading>
        }
        connection={data.topDealProducts}
        pagination={pagination}
        controls={controls}
      />
    </Stack>
  );
}
