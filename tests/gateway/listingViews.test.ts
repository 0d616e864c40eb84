// A cached list keeps its sorted orders and filtered views between requests (gateway/src/graph/listing.ts): each
// answer from those kept views must be the one a list seen for the first time gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductFilter, ProductSort } from '../../gateway/src/__generated__/schema-types.ts';
import { createLoaders } from '../../gateway/src/graph/loaders.ts';
import { productListing } from '../../gateway/src/graph/listing.ts';
import type { ListingProductDTO } from '../../gateway/src/upstream/dto.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { CATEGORIES } from '../helpers/fixtures.ts';

let api: TestApi;
let list: ListingProductDTO[];

beforeAll(async () => {
  api = await startApi();
  list = (
    (await (await fetch(`${api.url}/fetch-single-category/${CATEGORIES.groceries}/Groceries`)).json()) as {
      products: ListingProductDTO[];
    }
  ).products;
});
afterAll(() => api.close());

const SORTS: ProductSort[] = ['PRICE_LOW_TO_HIGH', 'PRICE_HIGH_TO_LOW', 'DISCOUNT', 'RECOMMENDED'];

describe('the kept views of a list', () => {
  it('answer every filter, sort and page as a list seen for the first time does, in any order of asking', () => {
    expect(list.length).toBeGreaterThan(40);
    const brands = [...new Set(list.map((p) => p.brandId))];
    const filters: (ProductFilter | null)[] = [
      null,
      { availability: 'IN_STOCK' },
      { minRating: 3 },
      { minPrice: 100, maxPrice: 900 },
      { brandIds: [brands[0]!, brands[1]!] },
      { brandIds: [brands[1]!, brands[0]!], availability: 'OUT_OF_STOCK', minRating: 2 },
    ];
    const loaders = createLoaders({} as never);
    const asks = filters.flatMap((filter) => SORTS.flatMap((sort) => [0, 20].map((skip) => ({ filter, sort, skip }))));
    // Twice over, the second time in reverse, so answers come from views made by earlier asks.
    for (const { filter, sort, skip } of [...asks, ...asks.reverse()]) {
      const page = (of: ListingProductDTO[]) => {
        const first = productListing(of, { filter, sort, first: skip + 20 }, loaders);
        return { ...first, edges: first.edges.slice(skip).map((edge) => [edge.cursor, edge.node.productId]) };
      };
      expect(page(list), JSON.stringify({ filter, sort, skip })).toEqual(page(structuredClone(list)));
    }
  });
});
