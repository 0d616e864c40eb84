import type { Generated } from 'kysely';

export interface AddressesTable {
  id: Generated<number>;
  userId: string;
  name: string;
  phoneNumber: string;
  alternativePhoneNumber: string | null;
  typeOfAddress: Generated<'Home' | 'Office'>;
  primaryAddress: Generated<number>;
  houseName: string;
  localArea: string;
  landMark: string | null;
  pincode: string;
  state: string;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface CartItemsTable {
  /** SQLite's implicit rowid; an identity column on PostgreSQL. */
  rowid: Generated<number>;
  userId: string;
  productId: string;
  quantity: number;
  addedAt: number;
}

export interface WishlistItemsTable {
  /** SQLite's implicit rowid; an identity column on PostgreSQL. */
  rowid: Generated<number>;
  userId: string;
  productId: string;
  addedAt: number;
}

export interface ListsTable {
  id: string;
  userId: string;
  listName: string;
  createdAt: number;
  shareToken: string | null;
  isPrivate: Generated<number>;
}

export interface ListItemsTable {
  /** SQLite's implicit rowid; an identity column on PostgreSQL. */
  rowid: Generated<number>;
  listId: string;
  productId: string;
  addedAt: number;
}

/** What a shopper keeps: addresses, the cart, the wishlist and named lists. */
export interface ShoppingTables {
  addresses: AddressesTable;
  cart_items: CartItemsTable;
  wishlist_items: WishlistItemsTable;
  lists: ListsTable;
  list_items: ListItemsTable;
}
