import { Heading, Stack } from '@chakra-ui/react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { ListingEmpty } from '../../components/listing/ProductGrid.tsx';
import { ProductListing } from '../../components/listing/ProductListing.tsx';
import { useListingParams } from '../../components/listing/useListingParams.ts';
import type { SearchResultPage_query$key } from './__generated__/SearchResultPage_query.graphql.ts';
import type { SearchResultPagePaginationQuery } from './__generated__/SearchResultPagePaginationQuery.graphql.ts';
import { searchText } from './searchText.ts';
import type { SearchResultPageQuery as SearchResultPageQueryType } from './__generated__/SearchResultPageQuery.graphql.ts';

export const SearchResultPageQuery = graphql`
  query SearchResultPageQuery($query: String!, $filter: ProductFilter, $sort: ProductSort) @preloadable {
    ...SearchResultPage_query
  }
`;

/** /search-result-page?query=: the products matching the text, with the filter sidebar, sort and grid. */
export function SearchResultPage() {
  const text = searchText(useSearchParams()[0]);
  // The loader sends no query for blank text.
  const queryRef = useLoaderData() as PreloadedQuery<SearchResultPageQueryType> | null;
  if (!queryRef) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="lg">
          Search results
        </Heading>
        <ListingEmpty title="No Result Found">Type what you are looking for in the search box.</ListingEmpty>
      </Stack>
    );
  }
  return <SearchResults queryRef={queryRef} text={text} />;
}

function SearchResults({ queryRef, text }: { queryRef: PreloadedQuery<SearchResultPageQueryType>; text: string }) {
  const query = usePreloadedQuery<SearchResultPageQueryType>(SearchResultPageQuery, queryRef);
  const controls = useListingParams();
  const { data, ...pagination } = usePaginationFragment<SearchResultPagePaginationQuery, SearchResultPage_query$key>(
    graphql`
      fragment SearchResultPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "SearchResultPagePaginationQuery") {
        searchProducts(query: $query, filter: $filter, sort: $sort, first: $count, after: $cursor)
          @connection(key: "SearchResultPage_searchProducts") @required(action: THROW) {
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
          Search results for “{text}”
        </Heading>
      }
      connection={data.searchProducts}
      pagination={pagination}
      controls={controls}
      empty={
        <ListingEmpty title="No Result Found">
          {controls.filtered ? 'Try adjusting your filters.' : `No products match “${text}”.`}
        </ListingEmpty>
      }
    />
  );
}
