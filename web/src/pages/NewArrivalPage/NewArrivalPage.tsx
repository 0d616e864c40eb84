import { Heading } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { ListingPage } from '../../components/listing/ListingPage.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { NewArrivalPageQuery as NewArrivalPageQueryType } from './__generated__/NewArrivalPageQuery.graphql.ts';

export const NewArrivalPageQuery = graphql`
  query NewArrivalPageQuery($source: ProductListingSource!, $filter: ProductFilter, $sort: ProductSort) @preloadable {
    ...ListingPage_query
  }
`;

/** /new-arrival: every product flagged as a new arrival, filtered and sorted as the URL says. */
export function NewArrivalPage() {
  const query = useRouteQuery<NewArrivalPageQueryType>(NewArrivalPageQuery);
  return (
    <ListingPage
      query={query}
      title={
        <Heading as="h1" size="lg">
          New Arrivals
        </Heading>
      }
    />
  );
}
