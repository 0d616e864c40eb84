import type { ListResolvers } from '../__generated__/resolvers-types.ts';
import { connectionFromList } from '../connections.ts';
import { toGlobalId } from '../ids.ts';

/** The storefront's origin: the browser's (its `Origin` header, also through a dev proxy), else the gateway's. */
const storefrontOrigin = (request: Request) => request.headers.get('origin') ?? new URL(request.url).origin;

export const List: ListResolvers = {
  id: (l) => toGlobalId('List', l.id),
  listId: (l) => l.id,
  name: (l) => l.listName,
  items: (l, args, ctx) => connectionFromList(ctx.loaders.primeProducts(l.items), args),
  shareUrl: (l, _, ctx) => `${storefrontOrigin(ctx.request)}/shopping-cart?listId=${encodeURIComponent(l.id)}#my-Wishlist`,
  containsProduct: (l, { productId }) => l.items.some((item) => item.productId === productId),
};
