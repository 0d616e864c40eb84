import { Heading, Stack } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { ListingPage } from '../../components/listing/ListingPage.tsx';
import { ListingEmpty } from '../../components/listing/ProductGrid.tsx';
import { searchText } from './searchText.ts';
import type { SearchResultPageQuery as SearchResultPageQueryType } from './__generated__/SearchResultPageQuery.graphql.ts';

export const SearchResultPageQuery = graphql`
  query SearchResultPageQuery($source: ProductListingSource!, $filter: ProductFilter, $sort: ProductSort) @preloadable {
    ...ListingPage_query
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
  return (
    <ListingPage
      query={query}
      keep={['query']}
      title={
        <Heading as="h1" size="lg">
          Search results for “{text}”
        </Heading>
      }
      empty={(filtered) => (
        <ListingEmpty title="No Result Found">
          {filtered ? 'Try adjusting your filters.' : `No products match “${text}”.`}
        </ListingEmpty>
      )}
    />
  );
}
