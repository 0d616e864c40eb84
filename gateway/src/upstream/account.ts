import { isUpstreamStatus, orNull } from './client.ts';
import type { Rest } from './rest.ts';
import type { CartItemDTO, ListingProductDTO, OrderDTO, SharableListDTO, UserDTO } from './dto.ts';

/** The signed-in shopper; an ended session fails with the REST API's 401. */
export const signedInUser = async (rest: Rest) => (await rest.getPersonal<{ user: UserDTO }>('/user-details')).data.user;

/**
 * What `read` finds for a signed-in shopper, or `fallback` for a guest and for a session the REST API has ended
 * (its 401 already cleared the session: see rest.ts). The one place a personal read meets an ended session.
 */
export async function whenSignedIn<T>(rest: Rest, fallback: T, read: () => Promise<T>): Promise<T> {
  if (!rest.signedIn) return fallback;
  try {
    return await read();
  } catch (error) {
    if (isUpstreamStatus(error, 401)) return fallback;
    throw error;
  }
}

/** The signed-in shopper, or null for a guest or an ended session (401). */
export const currentUser = (rest: Rest): Promise<UserDTO | null> => whenSignedIn(rest, null, () => signedInUser(rest));

const CART = '/get-cart-products';

export const cart = async (rest: Rest) => (await rest.getPersonal<{ cart: CartItemDTO[] }>(CART)).data.cart;

/** Adds to the cart (and takes off the wishlist); later reads of the cart in this request see the new one. */
export async function addToCart(rest: Rest, productId: string, quantity: number): Promise<CartItemDTO[]> {
  const { data } = await rest.send<{ cart: CartItemDTO[] }>('/move-to-cart', { method: 'POST', body: { productId, quantity } });
  rest.rememberPersonal(CART, { cart: data.cart });
  rest.forgetPersonal(WISHLIST);
  return data.cart;
}

/** Sets a cart line's quantity; later reads of the cart in this request see the new one. */
export async function updateCartQuantity(rest: Rest, productId: string, quantity: number): Promise<CartItemDTO[]> {
  const { data } = await rest.send<{ cart: CartItemDTO[] }>('/update-cart-quantity', { method: 'PUT', body: { productId, quantity } });
  rest.rememberPersonal(CART, { cart: data.cart });
  return data.cart;
}

/** Removes a cart line; later reads of the cart in this request see the new one. */
export async function removeFromCart(rest: Rest, productId: string): Promise<CartItemDTO[]> {
  const { data } = await rest.send<{ cart: CartItemDTO[] }>('/remove-from-cart', { method: 'POST', body: { productId } });
  rest.rememberPersonal(CART, { cart: data.cart });
  return data.cart;
}

/** Moves a cart line to the wishlist; later reads of both in this request fetch them again. */
export async function moveToWishlist(rest: Rest, productId: string): Promise<void> {
  await rest.send('/move-to-wishlist', { method: 'POST', body: { productId } });
  rest.forgetPersonal(CART);
  rest.forgetPersonal(WISHLIST);
}

const WISHLIST = '/get-wishList-products';

export const wishlist = async (rest: Rest) => (await rest.getPersonal<{ wishlist: ListingProductDTO[] }>(WISHLIST)).data.wishlist;

/**
 * Adds to or removes from the wishlist; later reads of the wishlist in this request see the change. A removal
 * answers the new wishlist.
 */
export async function changeWishlist(rest: Rest, productId: string, change: 'add' | 'remove'): Promise<ListingProductDTO[] | void> {
  if (change === 'add') {
    await rest.send('/add-to-wishlist', { method: 'POST', body: { productId } });
    return rest.forgetPersonal(WISHLIST);
  }
  const { data } = await rest.send<{ wishList: ListingProductDTO[] }>('/remove-from-wishList', { method: 'POST', body: { productId } });
  rest.rememberPersonal(WISHLIST, { wishlist: data.wishList });
  return data.wishList;
}

export const buyAgain = async (rest: Rest) =>
  (await rest.getPersonal<{ products: ListingProductDTO[] }>('/get-buy-again-products')).data.products;

/** One of the shopper's seller orders; null when it is missing or someone else's. */
export async function order(rest: Rest, orderId: string): Promise<OrderDTO | null> {
  const answer = await orNull(rest.getPersonal<{ order: OrderDTO }>(`/order-inner-details/${encodeURIComponent(orderId)}`), 401, 403, 404);
  return answer?.data.order ?? null;
}

const LISTS = '/getsharable-list';

export const sharableLists = async (rest: Rest) => (await rest.getPersonal<{ sharableLists: SharableListDTO[] }>(LISTS)).data.sharableLists;

/** A write to the shopper's lists; later reads of the lists in this request fetch them again. */
async function changeLists<T>(rest: Rest, path: string, options: { method: 'POST' | 'DELETE'; body?: unknown }): Promise<T> {
  try {
    return (await rest.send<T>(path, options)).data;
  } finally {
    rest.forgetPersonal(LISTS);
  }
}

type ListChange = { list: SharableListDTO };

export const createList = (rest: Rest, listName: string, items: readonly string[]) =>
  changeLists<ListChange>(rest, '/create-sharable-list', { method: 'POST', body: { listName, items } });

export const addProductToList = (rest: Rest, listId: string, productId: string) =>
  changeLists<ListChange>(rest, '/add-product-to-list', { method: 'POST', body: { listId, itemId: productId } });

export const removeProductFromList = (rest: Rest, listId: string, productId: string) =>
  changeLists<ListChange>(rest, `/delete-item-sharable-list/${encodeURIComponent(listId)}/items/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
  });

export const deleteList = (rest: Rest, listId: string) =>
  changeLists<unknown>(rest, `/delete-sharable-list/${encodeURIComponent(listId)}`, { method: 'DELETE' });
