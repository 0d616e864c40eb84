import type { AddressResolvers, UserResolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../graph/ids.ts';

export const User: UserResolvers = {
  id: (u) => toGlobalId('User', u.id),
  userId: (u) => u.id,
  coins: (u) => u.coin,
  addresses: (u) => u.address.map((a) => ({ ...a, userId: u.id })),
};

export const Address: AddressResolvers = {
  // The stable key, never the position: after a delete an old ID must not name another address.
  id: (a) => toGlobalId('Address', a.addressId),
  type: (a) => (a.typeOfAddress === 'Office' ? 'OFFICE' : 'HOME'),
  isPrimary: (a) => a.primaryAddress,
  landmark: (a) => a.landMark,
};
