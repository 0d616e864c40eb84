import { Heading, Link, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { graphql } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { ListingPage } from '../../components/listing/ListingPage.tsx';
import { ListingEmpty } from '../../components/listing/ProductGrid.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { RecentlyViewedPageQuery as RecentlyViewedPageQueryType } from './__generated__/RecentlyViewedPageQuery.graphql.ts';
import { RECENTLY_VIEWED_SORT } from './recentlyViewedSort.ts';

// The loader passes the device's list (readRecentlyViewed: at most 10, most recent first) as the source, with the
// URL's filter and sort, and skips the lookup when the list is empty.
export const RecentlyViewedPageQuery = graphql`
  query RecentlyViewedPageQuery(
    $source: ProductListingSource!
    $skip: Boolean!
    $filter: ProductFilter
    $sort: ProductSort
  ) @preloadable {
    ...ListingPage_query @skip(if: $skip) @alias(as: "recent")
  }
`;

const title = (
  <Heading as="h1" size="lg">
    Recently Viewed
  </Heading>
);

const nothingVisited = (
  <>
    {title}
    <ListingEmpty title="No recently viewed products">Products you open appear here.</ListingEmpty>
  </>
);

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
      {/* Null when the lookup was skipped: nothing visited. Products deleted since the visit drop out in the gateway. */}
      {recent ? (
        <ListingPage query={recent} title={title} defaultSort={RECENTLY_VIEWED_SORT} nothingYet={nothingVisited} />
      ) : (
        nothingVisited
      )}
    </Stack>
  );
}
