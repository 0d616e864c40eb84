import { Heading, Link, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { ListingEmpty } from '../../components/listing/ProductGrid.tsx';
import { ProductListing } from '../../components/listing/ProductListing.tsx';
import { useListingParams } from '../../components/listing/useListingParams.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { RecentlyViewedPage_query$key } from './__generated__/RecentlyViewedPage_query.graphql.ts';
import type { RecentlyViewedPagePaginationQuery } from './__generated__/RecentlyViewedPagePaginationQuery.graphql.ts';
import type { RecentlyViewedPageQuery as RecentlyViewedPageQueryType } from './__generated__/RecentlyViewedPageQuery.graphql.ts';
import { RECENTLY_VIEWED_SORT } from './recentlyViewedSort.ts';

// The loader passes the device's list (readRecentlyViewed: at most 10, most recent first) with the URL's filter and
// sort, and skips the lookup when the list is empty.
export const RecentlyViewedPageQuery = graphql`
  query RecentlyViewedPageQuery($ids: [ID!]!, $skip: Boolean!, $filter: ProductFilter, $sort: ProductSort) @preloadable {
    ...RecentlyViewedPage_query @skip(if: $skip) @alias(as: "recent")
  }
`;

/** /recently-viewed: the products this device visited, with the lists' sort and filters and a back link to the home page. */
export function RecentlyViewedPage() {
  const { recent } = useRouteQuery<RecentlyViewedPageQueryType>(RecentlyViewedPageQuery);
  return (
    <Stack gap="4">
      <Link asChild alignSelf="start" fontSize="sm">
        <RouterLink to="/">
          <ArrowLeft aria-hidden /> Back to home
        </RouterLink>
      </Link>
      {/* Null when the lookup was skipped: nothing visited. */}
      {recent ? <RecentlyViewedList query={recent} /> : <RecentlyViewedEmpty />}
    </Stack>
  );
}

const title = (
  <Heading as="h1" size="lg">
    Recently Viewed
  </Heading>
);

function RecentlyViewedEmpty() {
  return (
    <>
      {title}
      <ListingEmpty title="No recently viewed products">Products you open appear here.</ListingEmpty>
    </>
  );
}

function RecentlyViewedList({ query }: { query: RecentlyViewedPage_query$key }) {
  const controls = useListingParams(RECENTLY_VIEWED_SORT);
  const { data, ...pagination } = usePaginationFragment<RecentlyViewedPagePaginationQuery, RecentlyViewedPage_query$key>(
    graphql`
      fragment RecentlyViewedPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "RecentlyViewedPagePaginationQuery") {
        productsByIds(ids: $ids, filter: $filter, sort: $sort, first: $count, after: $cursor) @connection(key: "RecentlyViewedPage_productsByIds") @required(action: THROW) {
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
  // Products deleted since the visit drop out in the gateway; nothing left reads as nothing visited.
  if (data.productsByIds.totalCount === 0 && !controls.filtered) return <RecentlyViewedEmpty />;
  return <ProductListing title={title} connection={data.productsByIds} pagination={pagination} controls={controls} />;
}
