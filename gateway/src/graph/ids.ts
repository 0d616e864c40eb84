import { badUserInput } from './errors.ts';
import { isRestKey } from '../upstream/restKeys.ts';
import { refuse, type InputField } from './userErrors.ts';

export const NODE_TYPES = [
  'User',
  'Product',
  'Category',
  'Brand',
  'Seller',
  'Order',
  'PlacedOrder',
  'List',
  'Address',
  'Cart',
  'Wishlist',
  'Ticket',
  'Discount',
  'Viewer',
  'Checkout',
  'OrderItem',
] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** Types whose `id` is opaque and unique but that `node` does not refetch (each says why in the schema). */
const OPAQUE_TYPES = ['CartLine', 'Review', 'Question', 'SellerRating', 'Faq', 'WalletTransaction'] as const;
type OpaqueType = (typeof OPAQUE_TYPES)[number];

const encode = (type: string, rawId: string) => Buffer.from(`${type}:${rawId}`, 'utf8').toString('base64');

/** Opaque global ID: base64 of `Type:rawId`, unique across types. Clients must not parse it. */
export const toGlobalId = (type: NodeType, rawId: string): string => encode(type, rawId);

/** The same opaque, unique form for objects that are not Nodes (nothing refetches them) but need an `id`. */
export const opaqueId = (type: OpaqueType, rawId: string): string => encode(type, rawId);

export const isNodeType = (type: string): type is NodeType => (NODE_TYPES as readonly string[]).includes(type);
const isIssuedType = (type: string) => isNodeType(type) || (OPAQUE_TYPES as readonly string[]).includes(type);

/** `Type:rawId` inside a base64 value, or null when it does not decode to that shape. */
function decode(id: string): { type: string; rawId: string } | null {
  const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(id) ? Buffer.from(id, 'base64').toString('utf8') : '';
  const separator = decoded.indexOf(':');
  const type = decoded.slice(0, separator);
  const rawId = decoded.slice(separator + 1);
  return separator < 1 || rawId === '' || !/^[A-Z][A-Za-z]*$/.test(type) ? null : { type, rawId };
}

/**
 * The type and REST key inside an ID this API issued (a Node's or another object's); a malformed ID is a
 * BAD_USER_INPUT error naming it.
 */
export function fromGlobalId(id: string): { type: string; rawId: string } {
  const parts = decode(id);
  if (!parts) throw badUserInput(`Invalid ID "${id}": not an ID this API issued`);
  return parts;
}

/**
 * The REST key an `ID` input names, for the type the input expects: a global `id` of that type gives its key; a REST
 * key (`PRD000001`, accepted until 2027-06-01) is itself. Null for another type's global id or anything else. A REST
 * key is valid base64 too, so only a value that decodes to `Type:key` with a type this API issues counts as a global id.
 */
export function restKeyOf(id: string, type: NodeType): string | null {
  const parts = decode(id);
  if (parts && isIssuedType(parts.type)) return parts.type === type && isRestKey(parts.rawId) ? parts.rawId : null;
  return isRestKey(id) ? id : null;
}

/**
 * The REST keys inside a global `id` of `type` whose object is named by several (an order line: its order and its
 * product); null for another type's ID, another number of keys, or anything else.
 */
export function restKeysOf(id: string, type: NodeType, count: number): string[] | null {
  const parts = decode(id);
  if (!parts || parts.type !== type) return null;
  const keys = parts.rawId.split(':');
  return keys.length === count && keys.every(isRestKey) ? keys : null;
}

/** `restKeyOf` for a mutation's input field: a value that names no object of the type is refused before any REST call. */
export function inputKey(id: string, type: NodeType, field: InputField): string {
  const key = restKeyOf(id, type);
  if (key === null) throw refuse('INVALID_ID', `Invalid ${type} ID`, field);
  return key;
}
