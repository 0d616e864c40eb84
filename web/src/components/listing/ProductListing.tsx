import type { ReactNode } from 'react';
import type { ProductCard_product$key } from '../__generated__/ProductCard_product.graphql.ts';
import type { FilterSidebar_facets$key } from './__generated__/FilterSidebar_facets.graphql.ts';
import type { BrandChoice, SidebarCategory } from './FilterSidebar.tsx';
import { FilterSidebar } from './lazyFilterSidebar.ts';
import { ListingLayout } from './ListingLayout.tsx';
import { ListingEmpty, ProductGrid, resultsText, type GridPagination } from './ProductGrid.tsx';
import type { ListingControls } from './useListingParams.ts';

/** A product of a list page's connection: a card, plus whatever the page's `footer` reads. */
export type ListingProduct = { readonly id: string } & ProductCard_product$key;

/** What a list page's connection gives the listing: its products, how many pass the filter, and the facets. */
export interface ListingConnection<P extends ListingProduct = ListingProduct> {
  readonly edges: readonly { readonly node: P }[];
  readonly totalCount: number;
  readonly facets: FilterSidebar_facets$key;
}

/**
 * A whole list page below its query: the heading, "Showing 1-N of N results", the sort, the filter sidebar and
 * the grid with "Load more". When nothing passes, "No Products Found" (and "Try adjusting your filters" when a
 * filter is set), unless the page gives its own `empty`. A page may word the summary its own way (`summary` gets
 * "Showing 1-N of N results"), give the sidebar its subcategories (`categories`) or its own brand switch
 * (`brandChoice`), and show something below each card (`footer`).
 */
export function ProductListing<P extends ListingProduct>({
  title,
  connection,
  pagination,
  controls,
  summary,
  categories,
  brandChoice,
  empty,
  footer,
}: {
  title: ReactNode;
  connection: ListingConnection<P>;
  pagination: GridPagination;
  controls: ListingControls;
  summary?: (results: string) => ReactNode;
  categories?: readonly SidebarCategory[] | undefined;
  brandChoice?: BrandChoice;
  empty?: ReactNode;
  footer?: (product: P) => ReactNode;
}) {
  const { edges, totalCount, facets } = connection;
  const results = resultsText(edges.length, totalCount);
  return (
    <ListingLayout
      title={title}
      summary={summary ? summary(results) : results}
      sidebar={<FilterSidebar facets={facets} controls={controls} categories={categories} brandChoice={brandChoice} />}
      controls={controls}
    >
      <ProductGrid
        products={edges.map((edge) => edge.node)}
        pagination={pagination}
        empty={empty ?? <ListingEmpty title="No Products Found">{controls.filtered && 'Try adjusting your filters'}</ListingEmpty>}
        footer={footer}
      />
    </ListingLayout>
  );
}
