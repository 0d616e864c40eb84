// The shopper's own REST shapes: profile, addresses, cart lines and sharable lists.
import type { ListingProductDTO, Timestamp } from './catalog.ts';

export interface AddressDTO {
  name: string;
  phoneNumber: string;
  alternativePhoneNumber: string | null;
  typeOfAddress: 'Home' | 'Office';
  primaryAddress: boolean;
  houseName: string;
  localArea: string;
  landMark: string | null;
  pincode: string;
  state: string;
  country: string | null;
  location: { latitude: number; longitude: number } | null;
  addressIndex: number;
  /** Stable key (addressIndex shifts after a delete). */
  addressId: string;
}

export interface UserDTO {
  id: string;
  /** The key seller ratings are stored under (`customerId`). */
  customDocId: string;
  name: string;
  email: string | null;
  emailVerified: boolean;
  phone: string | null;
  coin: number;
  /** Whether the account signs in with Google. */
  googleConnected: boolean;
  address: AddressDTO[];
}

export interface CartItemDTO extends ListingProductDTO {
  quantity: number;
  /** The price charged for one unit at this quantity (the REST API's one price rule: offer or tier price). */
  unitPrice: number;
}

export interface SharableListDTO {
  id: string;
  listName: string;
  createdAt: Timestamp;
  items: ListingProductDTO[];
  shareToken: string;
  isPrivate: boolean;
}

/** GET /shared-list/{shareToken}: the public view of a list; `listId` only when the caller owns it. */
export interface SharedListDTO {
  listName: string;
  ownerFirstName: string;
  items: ListingProductDTO[];
  listId?: string;
}

/** A share link the REST API refused with 403 LIST_PRIVATE. */
export interface PrivateListDTO {
  shareToken: string;
}
