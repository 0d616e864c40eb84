import { Heading } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ProductListing } from '../../components/listing/ProductListing.tsx';
import { useListingParams } from '../../components/listing/useListingParams.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { NewArrivalPage_query$key } from './__generated__/NewArrivalPage_query.graphql.ts';
import type { NewArrivalPagePaginationQuery } from './__generated__/NewArrivalPagePaginationQuery.graphql.ts';
import type { NewArrivalPageQuery as NewArrivalPageQueryType } from './__generated__/NewArrivalPageQuery.graphql.ts';

export const NewArrivalPageQuery = graphql`
  query NewArrivalPageQuery($filter: ProductFilter, $sort: ProductSort) @preloadable {
    ...NewArrivalPage_query
  }
`;

/** /new-arrival: every product flagged as a new arrival, filtered and sorted as the URL says. */
export function NewArrivalPage() {
  const query = useRouteQuery<NewArrivalPageQueryType>(NewArrivalPageQuery);
  const controls = useListingParams();
  const { data, ...pagination } = usePaginationFragment<NewArrivalPagePaginationQuery, NewArrivalPage_query$key>(
    graphql`
      fragment NewArrivalPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "NewArrivalPagePaginationQuery") {
        newArrivalProducts(filter: $filter, sort: $sort, first: $count, after: $cursor) @connection(key: "NewArrivalPage_newArrivalProducts") @required(action: THROW) {
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
  return (
    <ProductListing
      title={
        <Heading as="h1" size="lg">
          New Arrivals
        </Heading>
      }
      connection={data.newArrivalProducts}
      pagination={pagination}
      controls={controls}
    />
  );
}
