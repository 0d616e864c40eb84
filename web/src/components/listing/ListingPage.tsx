import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ListingPage_query$data, ListingPage_query$key } from './__generated__/ListingPage_query.graphql.ts';
import type { ListingPagePaginationQuery } from './__generated__/ListingPagePaginationQuery.graphql.ts';
import type { BrandChoice, SidebarCategory } from './FilterSidebar.tsx';
import { ListingLayout } from './ListingLayout.tsx';
import { ListingEmpty, ProductGrid, resultsText } from './ProductGrid.tsx';
import { useListingParams, type ProductSort } from './useListingParams.ts';

/** A product of a list page: its card, and its deal countdown (`dealCountdown`) where the page asked for it. */
export type ListingProduct = ListingPage_query$data['productListing']['edges'][number]['node'];

/**
 * The one list page of every product listing (category, search, deals, brands, discount, new arrivals, recently
 * viewed): the route's query spreads `ListingPage_query` with its `$source` (`ProductListingSource`), `$filter` and
 * `$sort`, and the page says its `title`. Below the title, "Showing 1-N of N results", the sort, the filters
 * and the grid with "Load more". When nothing passes, "No Products Found" (and "Try adjusting your filters" when a
 * filter is set), unless the page gives its own `empty` (told whether a filter is set); `nothingYet` replaces the whole listing while the source
 * itself is empty (no filter set). A page may word the summary its own way (`summary` gets "Showing 1-N of N
 * results"), give the filters its subcategories (`categories`) or its own brand switch (`brandChoice`), name the
 * search parameters it reads beyond the listing's (`keep`: applying the filters keeps them), and show something below
 * each card (`footer`).
 */
export function ListingPage({
  query,
  title,
  defaultSort,
  summary,
  categories,
  brandChoice,
  keep,
  empty,
  nothingYet,
  footer,
}: {
  query: ListingPage_query$key;
  title: ReactNode;
  defaultSort?: ProductSort;
  summary?: (results: string) => ReactNode;
  categories?: readonly SidebarCategory[] | undefined;
  brandChoice?: BrandChoice;
  keep?: readonly string[];
  empty?: (filtered: boolean) => ReactNode;
  nothingYet?: ReactNode;
  footer?: (product: ListingProduct) => ReactNode;
}) {
  const controls = useListingParams(defaultSort);
  const { data, ...pagination } = usePaginationFragment<ListingPagePaginationQuery, ListingPage_query$key>(
    graphql`
      fragment ListingPage_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        withDealCountdown: { type: "Boolean", defaultValue: false }
      )
      @refetchable(queryName: "ListingPagePaginationQuery") {
        productListing(source: $source, filter: $filter, sort: $sort, first: $count, after: $cursor)
          @connection(key: "ListingPage_productListing")
          @required(action: THROW) {
          totalCount
          facets {
            ...FilterSidebar_facets
            ...FilterPanel_facets
          }
          edges {
            node {
              id
              ...ProductCard_product
              ...LimitedTimeDealFooter_product @include(if: $withDealCountdown) @alias(as: "dealCountdown")
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount, facets } = data.productListing;
  if (nothingYet && totalCount === 0 && !controls.filtered) return <>{nothingYet}</>;
  const results = resultsText(edges.length, totalCount);
  return (
    <ListingLayout
      title={title}
      summary={summary ? summary(results) : results}
      controls={controls}
      filters={{ facets, categories, brandChoice, keep }}
    >
      <ProductGrid
        products={edges.map((edge) => edge.node)}
        pagination={pagination}
        empty={
          empty ? (
            empty(controls.filtered)
          ) : (
            <ListingEmpty title="No Products Found">{controls.filtered && 'Try adjusting your filters'}</ListingEmpty>
          )
        }
        footer={footer}
      />
    </ListingLayout>
  );
}
