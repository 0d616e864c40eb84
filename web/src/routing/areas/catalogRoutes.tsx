import type { RouteObject } from 'react-router-dom';
import { listingQueryVariables } from '../../components/listing/useListingParams.ts';
import { loadRouteQuery } from '../../relay/routeQuery.ts';
import { searchText } from '../../pages/SearchResultPage/searchText.ts';
import CategoryPageQuery from '../../pages/CategoryPage/__generated__/CategoryPageQuery$parameters.ts';
import type { CategoryPageQuery as CategoryPageQueryType } from '../../pages/CategoryPage/__generated__/CategoryPageQuery.graphql.ts';
import SearchResultPageQuery from '../../pages/SearchResultPage/__generated__/SearchResultPageQuery$parameters.ts';
import type { SearchResultPageQuery as SearchResultPageQueryType } from '../../pages/SearchResultPage/__generated__/SearchResultPageQuery.graphql.ts';

const searchResultPage = async () =>
  (await import('../../pages/SearchResultPage/SearchResultPage.tsx')).SearchResultPage;
const categoryPage = async () => (await import('../../pages/CategoryPage/CategoryPage.tsx')).CategoryPage;

/**
 * Catalog and discovery screens open to guests: search results and category pages. Each
 * loader starts the page's one query with the filter and sort of the URL, so a reload or Back shows the same list.
 */
export const catalogRoutes: RouteObject[] = [
  {
    path: 'search-result-page',
    loader: ({ request }) => {
      const url = new URL(request.url);
      const query = searchText(url.searchParams);
      if (!query) return null;
      return loadRouteQuery<SearchResultPageQueryType>(
        'search',
        SearchResultPageQuery,
        listingQueryVariables({ search: query }, url),
        searchResultPage,
      );
    },
    lazy: { Component: searchResultPage },
  },
  {
    path: 'categories-page/:categoryId/:categoryName',
    loader: ({ params, request }) => {
      const categoryId = params.categoryId!;
      const variables = { categoryId, ...listingQueryVariables({ categoryId }, request.url) };
      return loadRouteQuery<CategoryPageQueryType>('category', CategoryPageQuery, variables, categoryPage);
    },
    lazy: { Component: categoryPage },
  },
];
