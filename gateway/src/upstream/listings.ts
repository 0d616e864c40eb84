// Whole product lists the gateway filters and sorts itself (the REST API returns them unfiltered).
import { badUserInput } from '../graph/errors.ts';
import { endpoints } from './endpoints.ts';
import type { Rest } from './rest.ts';
import type { CategoryDTO, ListingProductDTO, SearchSuggestionDTO } from './dto.ts';

/** The search text as the REST API takes it: control characters dropped, trimmed, at most 100 characters. */
export function searchText(query: string): string {
  const q = query.replace(/[\u0000-\u001F\u007F-\u009F]/g, ' ').trim();
  if ([...q].length > 100) throw badUserInput('query must be at most 100 characters');
  return q;
}

/** Products whose name or brand name contains `query` (at most 100, best matches first); none for blank text. */
export async function searchProducts(rest: Rest, query: string): Promise<ListingProductDTO[]> {
  const q = searchText(query);
  return q ? (await rest.read<ListingProductDTO[]>(endpoints.searchProducts, { query: { q } })).data : [];
}

/** Search-box suggestions for `query`, one per name (choosing one searches that name), best matches first. */
export async function searchSuggestions(rest: Rest, query: string): Promise<SearchSuggestionDTO[]> {
  const q = searchText(query);
  if (!q) return [];
  const names = new Set<string>();
  return (await rest.read<SearchSuggestionDTO[]>(endpoints.searchSuggestions, { query: { q } })).data.filter((s) => !names.has(s.name) && names.add(s.name));
}

/** Every product of a category's subtree, in catalog order. */
export async function categoryProducts(rest: Rest, category: CategoryDTO): Promise<ListingProductDTO[]> {
  const params: [string, string] = [category.id, category.name || category.id];
  return (await rest.read<{ products: ListingProductDTO[] }, [string, string]>(endpoints.categoryProducts, { params })).data.products;
}
