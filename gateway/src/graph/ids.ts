import { badUserInput } from './errors.ts';

export const NODE_TYPES = ['User', 'Product', 'Category', 'Brand', 'Seller', 'Order', 'List', 'Address', 'Cart', 'Wishlist', 'Ticket'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** Opaque global ID: base64 of `Type:rawId` (DESIGN.md §4). Clients must not parse it. */
export function toGlobalId(type: NodeType, rawId: string): string {
  return opaqueId(type, rawId);
}

/** The same opaque, unique form for objects that are not Nodes (nothing refetches them) but need an `id`. */
export function opaqueId(type: string, rawId: string): string {
  return Buffer.from(`${type}:${rawId}`, 'utf8').toString('base64');
}

export const isNodeType = (type: string): type is NodeType => (NODE_TYPES as readonly string[]).includes(type);

/**
 * The type and REST key inside an ID this API issued (a Node's or another object's); a malformed ID is a
 * BAD_USER_INPUT error naming it.
 */
export function fromGlobalId(id: string): { type: string; rawId: string } {
  const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(id) ? Buffer.from(id, 'base64').toString('utf8') : '';
  const separator = decoded.indexOf(':');
  const type = decoded.slice(0, separator);
  const rawId = decoded.slice(separator + 1);
  if (separator < 1 || rawId === '' || !/^[A-Z][A-Za-z]*$/.test(type)) throw badUserInput(`Invalid ID "${id}": not an ID this API issued`);
  return { type, rawId };
}

/** Whether a string can be a REST key (`PRD000001`, `ORD0004`, ...); anything else names nothing and is never sent upstream. */
export const isRestKey = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);
