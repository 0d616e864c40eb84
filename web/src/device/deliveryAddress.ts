import { useContext, useSyncExternalStore } from 'react';
import { readCookie, RequestCookies, writeDeviceCookie } from './cookies.ts';

// The delivery address the shopper chose (the header's selector, or the address a checkout delivered to), kept in
// the `deliveryAddressId` device cookie; every reader on the page follows a new choice at once. Only the listeners
// live here, never a shopper's value: the server reads the cookie of the page it renders.
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The chosen address's global ID, or null (the primary address then). */
export function useDeliveryAddressId(): string | null {
  const header = useContext(RequestCookies);
  const read = () => readCookie('deliveryAddressId', header ?? document.cookie);
  return useSyncExternalStore(subscribe, read, read);
}

/** Makes `addressId` the delivery address the storefront shows. */
export function chooseDeliveryAddress(addressId: string) {
  writeDeviceCookie('deliveryAddressId', addressId);
  for (const listener of listeners) listener();
}
