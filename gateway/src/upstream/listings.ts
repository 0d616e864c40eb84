// Product lists the gateway filters and sorts itself (the REST API returns them unfiltered), and a category's
// sorted pages where the REST API can cut them.
import { endpoints } from './endpoints.ts';
import type { Rest } from './rest.ts';
import type { CategoryDTO, ListingProductDTO, SearchSuggestionDTO } from './dto.ts';

/** Every product whose name or brand name contains `q` (graph/searchText.ts), best matches first; none for blank text. */
export async function searchProducts(rest: Rest, q: string): Promise<ListingProductDTO[]> {
  return q ? (await rest.read(endpoints.searchProducts, { query: { q } })).data : [];
}

/** Search-box suggestions for `q` (graph/searchText.ts), one per name (choosing one searches that name), best matches first. */
export async function searchSuggestions(rest: Rest, q: string): Promise<SearchSuggestionDTO[]> {
  if (!q) return [];
  const names = new Set<string>();
  return (await rest.read(endpoints.searchSuggestions, { query: { q } })).data.filter(
    (s) => !names.has(s.name) && names.add(s.name),
  );
}

const categoryParams = (category: CategoryDTO): [string, string] => [category.id, category.name || category.id];

/** Every product of a category's subtree, in catalog order. */
export async function categoryProducts(rest: Rest, category: CategoryDTO): Promise<ListingProductDTO[]> {
  return (
    await rest.read(endpoints.categoryProducts, {
      params: categoryParams(category),
    })
  ).data.products;
}

/** Whether a category's whole list would be read at once, from the catalog cache. */
export const holdsCategoryProducts = (rest: Rest, category: CategoryDTO) =>
  rest.holds(endpoints.categoryProducts, { params: categoryParams(category) });

/** The orders the REST API sorts a category's pages in (its extension of the reference API). */
export type CategorySort = 'productId' | 'price_asc' | 'price_desc';

/**
 * One sorted page of a category's subtree with the whole subtree's facets, from the REST API's extension; null
 * when the REST API does not have it (its answer has no facets), so the caller reads the whole list instead.
 */
export async function categoryPage(
  rest: Rest,
  category: CategoryDTO,
  sort: CategorySort,
  offset: number,
  limit: number,
) {
  const query = { sort, offset, limit, facets: 'true', counts: 'true' };
  const { data } = await rest.read(endpoints.categoryProducts, { params: categoryParams(category), query });
  return data.facets ? { products: data.products, facets: data.facets } : null;
}
