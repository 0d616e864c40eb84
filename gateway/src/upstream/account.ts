import { isUpstreamStatus, orNull } from '../errors.ts';
import type { Rest } from './rest.ts';
import type { CartItemDTO, ListingProductDTO, OrderDTO, SharableListDTO, UserDTO } from './dto.ts';

/** The signed-in shopper; an ended session fails with the REST API's 401. */
export const signedInUser = async (rest: Rest) => (await rest.getPersonal<{ user: UserDTO }>('/user-details')).data.user;

/** The signed-in shopper, or null for a guest or an ended session (401). */
export async function currentUser(rest: Rest): Promise<UserDTO | null> {
  if (!rest.signedIn) return null;
  try {
    return await signedInUser(rest);
  } catch (error) {
    if (isUpstreamStatus(error, 401)) return null;
    throw error;
  }
}

const CART = '/get-cart-products';

export const cart = async (rest: Rest) => (await rest.getPersonal<{ cart: CartItemDTO[] }>(CART)).data.cart;

/** Adds to the cart (and takes off the wishlist); later reads of the cart in this request see the new one. */
export async function addToCart(rest: Rest, productId: string, quantity: number): Promise<CartItemDTO[]> {
  const { data } = await rest.send<{ cart: CartItemDTO[] }>('/move-to-cart', { method: 'POST', body: { productId, quantity } });
  rest.rememberPersonal(CART, { cart: data.cart });
  rest.forgetPersonal(WISHLIST);
  return data.cart;
}

const WISHLIST = '/get-wishList-products';

export const wishlist = async (rest: Rest) => (await rest.getPersonal<{ wishlist: ListingProductDTO[] }>(WISHLIST)).data.wishlist;

/** Adds to or removes from the wishlist; later reads of the wishlist in this request see the change. */
export async function changeWishlist(rest: Rest, productId: string, change: 'add' | 'remove'): Promise<void> {
  await rest.send(change === 'add' ? '/add-to-wishlist' : '/remove-from-wishList', { method: 'POST', body: { productId } });
  rest.forgetPersonal(WISHLIST);
}

export const buyAgain = async (rest: Rest) =>
  (await rest.getPersonal<{ products: ListingProductDTO[] }>('/get-buy-again-products')).data.products;

/** One of the shopper's seller orders; null when it is missing or someone else's. */
export async function order(rest: Rest, orderId: string): Promise<OrderDTO | null> {
  const answer = await orNull(rest.getPersonal<{ order: OrderDTO }>(`/order-inner-details/${encodeURIComponent(orderId)}`), 401, 403, 404);
  return answer?.data.order ?? null;
}

export const sharableLists = async (rest: Rest) =>
  (await rest.getPersonal<{ sharableLists: SharableListDTO[] }>('/getsharable-list')).data.sharableLists;
