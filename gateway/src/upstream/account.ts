import { isUpstreamStatus } from './client.ts';
import { endpoints } from './endpoints.ts';
import type { Rest } from './rest.ts';
import type { AddressDTO, CartItemDTO, ListingProductDTO, PrivateListDTO, SharedListDTO, UserDTO } from './dto.ts';

/** The signed-in shopper; an ended session fails with the REST API's 401. */
export const signedInUser = async (rest: Rest) => (await rest.read(endpoints.user)).data.user;

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

export const cart = async (rest: Rest) => (await rest.read(endpoints.cart)).data.cart;

/** Adds to the cart (and takes off the wishlist); later reads of the cart in this request see the new one. */
export async function addToCart(rest: Rest, productId: string, quantity: number): Promise<CartItemDTO[]> {
  const { data } = await rest.write(endpoints.moveToCart, { body: { productId, quantity } });
  rest.remember(endpoints.cart, { cart: data.cart });
  rest.forget(endpoints.wishlist);
  return data.cart;
}

/** Sets a cart line's quantity; later reads of the cart in this request see the new one. */
export async function updateCartQuantity(rest: Rest, productId: string, quantity: number): Promise<CartItemDTO[]> {
  const { data } = await rest.write(endpoints.updateCartQuantity, {
    body: { productId, quantity },
  });
  rest.remember(endpoints.cart, { cart: data.cart });
  return data.cart;
}

/** Removes a cart line; later reads of the cart in this request see the new one. */
export async function removeFromCart(rest: Rest, productId: string): Promise<CartItemDTO[]> {
  const { data } = await rest.write(endpoints.removeFromCart, { body: { productId } });
  rest.remember(endpoints.cart, { cart: data.cart });
  return data.cart;
}

/** Moves a cart line to the wishlist; later reads of both in this request fetch them again. */
export async function moveToWishlist(rest: Rest, productId: string): Promise<void> {
  await rest.write(endpoints.moveToWishlist, { body: { productId } });
  rest.forget(endpoints.cart);
  rest.forget(endpoints.wishlist);
}

export const wishlist = async (rest: Rest) => (await rest.read(endpoints.wishlist)).data.wishlist;

/**
 * Adds to or removes from the wishlist; later reads of the wishlist in this request see the change. A removal
 * answers the new wishlist.
 */
export async function changeWishlist(
  rest: Rest,
  productId: string,
  change: 'add' | 'remove',
): Promise<ListingProductDTO[] | void> {
  if (change === 'add') {
    await rest.write(endpoints.addToWishlist, { body: { productId } });
    return rest.forget(endpoints.wishlist);
  }
  const { data } = await rest.write(endpoints.removeFromWishlist, {
    body: { productId },
  });
  rest.remember(endpoints.wishlist, { wishlist: data.wishList });
  return data.wishList;
}

export const buyAgain = async (rest: Rest) => (await rest.read(endpoints.buyAgain)).data.products;

export const sharableLists = async (rest: Rest) => (await rest.read(endpoints.lists)).data.sharableLists;

/** A write to the shopper's lists; later reads of the lists in this request fetch them again. */
async function changeLists<T>(rest: Rest, write: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await write()).data;
  } finally {
    rest.forget(endpoints.lists);
  }
}

export const createList = (rest: Rest, listName: string, items: readonly string[]) =>
  changeLists(rest, () => rest.write(endpoints.createList, { body: { listName, items } }));

export const addProductToList = (rest: Rest, listId: string, productId: string) =>
  changeLists(rest, () => rest.write(endpoints.addProductToList, { body: { listId, itemId: productId } }));

export const removeProductFromList = (rest: Rest, listId: string, productId: string) =>
  changeLists(rest, () => rest.write(endpoints.removeProductFromList, { params: [listId, productId] }));

export const deleteList = (rest: Rest, listId: string) =>
  changeLists(rest, () => rest.write(endpoints.deleteList, { params: [listId] }));

export const setListPrivacy = (rest: Rest, listId: string, isPrivate: boolean) =>
  changeLists(rest, () => rest.write(endpoints.setListPrivacy, { body: { listId, isPrivate } }));

/**
 * A list by its share token, as anyone holding the link sees it: the public view, a private list's refusal, or
 * null when no list has the token (a malformed token included). A session the REST API has ended (401, which
 * ends it here too) reads it again as a guest: the link does not need a session.
 */
export async function sharedList(rest: Rest, shareToken: string): Promise<SharedListDTO | PrivateListDTO | null> {
  try {
    return (await rest.read(endpoints.sharedList, { params: [shareToken] })).data.sharedList;
  } catch (error) {
    if (isUpstreamStatus(error, 404, 400)) return null;
    if (isUpstreamStatus(error, 403)) return { shareToken };
    if (isUpstreamStatus(error, 401) && !rest.signedIn) return sharedList(rest, shareToken);
    throw error;
  }
}

/** An address as the REST API's address calls take it. */
export interface AddressFields {
  name: string;
  phoneNumber: string;
  alternativePhoneNumber?: string | null;
  typeOfAddress: 'Home' | 'Office';
  primaryAddress: boolean;
  houseName: string;
  localArea: string;
  landMark?: string | null;
  pincode: string;
  state: string;
  country?: string | null;
  location?: { latitude: number; longitude: number } | null;
}

type AddressChange = { addresses: AddressDTO[] };

/**
 * A change to the shopper's addresses; its answer (every address after the change) replaces the addresses of this
 * request's read of the shopper, so nothing is fetched again.
 */
async function changeAddresses(
  rest: Rest,
  write: (user: UserDTO) => Promise<{ data: AddressChange }>,
): Promise<UserDTO> {
  const user = await signedInUser(rest);
  const { addresses } = (await write(user)).data;
  const changed = { ...user, address: addresses };
  rest.remember(endpoints.user, { user: changed });
  return changed;
}

export const addAddress = (rest: Rest, address: AddressFields) =>
  changeAddresses(rest, () => rest.write(endpoints.addAddress, { body: { address: [address] } }));

export const updateAddress = (rest: Rest, addressId: string, address: AddressFields) =>
  changeAddresses(rest, (user) =>
    rest.write(endpoints.updateAddress, {
      params: [user.id],
      body: { ...address, addressId },
    }),
  );

export const deleteAddress = (rest: Rest, addressId: string) =>
  changeAddresses(rest, (user) => rest.write(endpoints.deleteAddress, { params: [user.id], body: { addressId } }));

/** The profile fields /updateUser takes (any of them). */
export interface ProfileChange {
  name?: string;
  newEmail?: string;
  phone?: string;
  phoneVerificationToken?: string;
  emailVerificationToken?: string;
}

/** Changes the shopper's profile; later reads of the shopper in this request see the change. */
export async function updateProfile(rest: Rest, change: ProfileChange): Promise<UserDTO> {
  const { data } = await rest.write(endpoints.updateUser, { body: change });
  rest.remember(endpoints.user, { user: data.user });
  return data.user;
}

/** E-mails the shopper a code to verify their address. */
export const sendEmailVerification = async (rest: Rest): Promise<void> =>
  void (await rest.write(endpoints.sendEmailVerification, { body: {} }));

/** E-mails a code to an address the shopper wants instead of their unverified one (the same answer if it is taken). */
export const sendNewEmailCode = async (rest: Rest, newEmail: string): Promise<void> =>
  void (await rest.write(endpoints.sendNewEmailCode, { body: { newEmail } }));

/** Checks the code e-mailed to the new address: its single-use token, which `updateProfile` spends. */
export async function checkNewEmailCode(rest: Rest, newEmail: string, otp: string): Promise<string> {
  const { data } = await rest.write(endpoints.checkNewEmailCode, {
    body: { newEmail, otp },
  });
  return data.verificationToken;
}

/** Checks the e-mailed code; the shopper is read again afterwards (now verified). */
export async function verifyEmail(rest: Rest, otp: string): Promise<void> {
  try {
    await rest.write(endpoints.verifyEmail, { body: { otp } });
  } finally {
    rest.forget(endpoints.user);
  }
}
