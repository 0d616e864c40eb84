import DataLoader from 'dataloader';
import type { ProductParent } from './mappers.ts';
import * as catalog from '../upstream/catalog.ts';
import * as orders from '../upstream/orders.ts';
import type { ListingProductDTO } from '../upstream/dto.ts';
import type { Rest } from '../upstream/rest.ts';

/**
 * Per-request loaders for resources the REST API serves one at a time. Whole-list resources (category tree,
 * brands, lists) are read through `rest`, which already fetches each of them once per request.
 */
export function createLoaders(rest: Rest) {
  const productDetail = new DataLoader((ids: readonly string[]) =>
    Promise.all(ids.map((id) => catalog.productDetail(rest, id))),
  );
  /** A product in any shape: primed with listing fields by every product list, else its details. */
  const product = new DataLoader<string, ProductParent | null>((ids) => productDetail.loadMany(ids));
  const seller = new DataLoader((ids: readonly string[]) => Promise.all(ids.map((id) => catalog.seller(rest, id))));
  const order = new DataLoader((ids: readonly string[]) => Promise.all(ids.map((id) => orders.order(rest, id))));

  return {
    product,
    productDetail,
    seller,
    order,
    /** Makes a list's products known to `product` (never overwriting fuller answers) and returns the list. */
    primeProducts<T extends ListingProductDTO>(products: T[]): T[] {
      for (const p of products) product.prime(p.productId, p);
      return products;
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
