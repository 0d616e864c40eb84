import type { ReactNode } from 'react';
import type { ProductCard_product$key } from '../__generated__/ProductCard_product.graphql.ts';
import type { FilterSidebar_facets$key } from './__generated__/FilterSidebar_facets.graphql.ts';
import { FilterSidebar, type BrandChoice } from './FilterSidebar.tsx';
import { ListingLayout } from './ListingLayout.tsx';
import { ListingEmpty, ProductGrid, resultsText, type GridPagination } from './ProductGrid.tsx';
import type { ListingControls } from './useListingParams.ts';

/** What a list page's connection gives the listing: its products, how many pass the filter, and the facets. */
export interface ListingConnection {
  readonly edges: readonly { readonly node: { readonly id: string } & ProductCard_product$key }[];
  readonly totalCount: number;
  readonly facets: FilterSidebar_facets$key;
}

/**
 * A whole list page below its query: the heading, "Showing 1-N of N results", the sort, the filter sidebar and
 * the grid with "Load more". When nothing passes, "No Products Found" (and "Try adjusting your filters" when a
 * filter is set), unless the page gives its own `empty`.
 */
export function ProductListing({
  title,
  connection,
  pagination,
  controls,
  brandChoice,
  empty,
}: {
  title: ReactNode;
  connection: ListingConnection;
  pagination: GridPagination;
  controls: ListingControls;
  brandChoice?: BrandChoice;
  empty?: ReactNode;
}) {
  const { edges, totalCount, facets } = connection;
  return (
    <ListingLayout
      title={title}
      summary={resultsText(edges.length, totalCount)}
      sidebar={<FilterSidebar facets={facets} controls={controls} brandChoice={brandChoice} />}
      controls={controls}
    >
      <ProductGrid
        products={edges.map((edge) => edge.node)}
        pagination={pagination}
        empty={empty ?? <ListingEmpty title="No Products Found">{controls.filtered && 'Try adjusting your filters'}</ListingEmpty>}
      />
    </ListingLayout>
  );
}
