import { orNull } from './client.ts';
import { endpoints } from './endpoints.ts';
import { isRestKey } from './restKeys.ts';
import type { Rest } from './rest.ts';
import type { BrandDTO, CategoryDTO, ListingProductDTO, ProductDetailDTO, SellerDTO } from './dto.ts';

export interface CategoryTree {
  byId: Map<string, CategoryDTO>;
  childrenOf: Map<string, CategoryDTO[]>;
  /** Top-level categories (parentCategory is themselves), in display order. */
  topLevel: CategoryDTO[];
}

// Indexes are derived once per REST answer; the catalog cache shares answers across requests.
const trees = new WeakMap<object, CategoryTree>();
const brandMaps = new WeakMap<object, Map<string, BrandDTO>>();

/**
 * The tree with each category's product count rather than its product ids (the REST API's counts=true: 11 kB
 * instead of 118 kB at 3000 products, megabytes at 100k), which is all the gateway reads of them.
 */
export async function categoryTree(rest: Rest): Promise<CategoryTree> {
  const { data } = await rest.read(endpoints.categories, { query: { counts: 'true' } });
  let tree = trees.get(data);
  if (!tree) {
    const byId = new Map(data.categories.map((c) => [c.id, c]));
    const childrenOf = new Map<string, CategoryDTO[]>();
    const topLevel: CategoryDTO[] = [];
    for (const category of data.categories) {
      if (category.parentCategory === category.id || !byId.has(category.parentCategory)) topLevel.push(category);
      else childrenOf.set(category.parentCategory, [...(childrenOf.get(category.parentCategory) ?? []), category]);
    }
    trees.set(data, (tree = { byId, childrenOf, topLevel }));
  }
  return tree;
}

/** How many products a category's subtree has, from a REST API with the counts extension or without it. */
export const productCountOf = (category: CategoryDTO): number =>
  category.productCount ?? category.products?.length ?? 0;

/** GET /getProductInnerDetails without the shopper's token: the public details, cacheable; null when missing. */
export async function productDetail(rest: Rest, productId: string): Promise<ProductDetailDTO | null> {
  if (!isRestKey(productId)) return null;
  const answer = await orNull(rest.read(endpoints.productDetails, { query: { pId: productId } }));
  return answer?.data.productDetails ?? null;
}

export async function brandsById(rest: Rest): Promise<Map<string, BrandDTO>> {
  const { data } = await rest.read(endpoints.brands);
  let map = brandMaps.get(data);
  if (!map) brandMaps.set(data, (map = new Map(data.map((b) => [b.brandId, b]))));
  return map;
}

export async function topBrands(rest: Rest): Promise<BrandDTO[]> {
  return (await rest.read(endpoints.topBrands)).data;
}

export async function seller(rest: Rest, sellerId: string): Promise<SellerDTO | null> {
  const answer = await orNull(rest.read(endpoints.seller, { query: { sellerId } }));
  return answer?.data.seller ?? null;
}

/** A page of the products sold to business buyers, in catalog order; X-Total-Count gives the size of the whole list. */
export async function b2bProducts(
  rest: Rest,
  limit: number,
  offset: number,
): Promise<{ products: ListingProductDTO[]; total: number }> {
  // The API's smallest page is 1; a page of 0 asks only for the count.
  const { data, headers } = await rest.read(endpoints.b2bProducts, {
    query: { limit: Math.max(limit, 1), offset },
  });
  return { products: data.slice(0, limit), total: Number(headers['x-total-count'] ?? data.length) };
}
