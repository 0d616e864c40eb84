import { createContext, useContext } from 'react';

/**
 * What the storefront remembers on the device (the products visited, the chosen delivery address) is kept in cookies
 * rather than local storage, so the server renders a page as the browser will: the same recently viewed products,
 * the same address. They are the shopper's choices, not secrets: readable by the page, sent only to this site.
 */
export const DEVICE_COOKIES = ['visitedProducts', 'deliveryAddressId'] as const;
type DeviceCookie = (typeof DEVICE_COOKIES)[number];

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** On the server, the Cookie header of the page being rendered; null in the browser (document.cookie is read). */
export const RequestCookies = createContext<string | null>(null);

/** `name`'s value in a Cookie header, or null. */
export function readCookie(name: DeviceCookie, header: string): string | null {
  for (const pair of header.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** The cookies of a loader's request: on the server the page request's; in the browser the document's. */
export const cookiesOf = (request: Request) =>
  typeof document === 'undefined' ? (request.headers.get('cookie') ?? '') : document.cookie;

/** A device cookie's value as the page renders it, on the server and in the browser alike. */
export function useDeviceCookie(name: DeviceCookie): string | null {
  const header = useContext(RequestCookies);
  return readCookie(name, header ?? document.cookie);
}

export function writeDeviceCookie(name: DeviceCookie, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** Forgets what the device remembered (on sign-out). */
export function clearDeviceCookies() {
  for (const name of DEVICE_COOKIES) document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
}
