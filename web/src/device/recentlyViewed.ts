import { readCookie, writeDeviceCookie } from './cookies.ts';

/** Recently viewed products stay on the device: global IDs in a cookie (device/cookies.ts), most recent first. */

const MAX = 10;

/** The device's list from a Cookie header (`cookiesOf` a loader's request, or `document.cookie`). */
export function readRecentlyViewed(cookies: string): string[] {
  try {
    const stored: unknown = JSON.parse(readCookie('visitedProducts', cookies) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string').slice(0, MAX) : [];
  } catch {
    // A cookie that is not JSON (edited by hand) is treated as empty.
    return [];
  }
}

export function recordRecentlyViewed(productId: string): void {
  const ids = [productId, ...readRecentlyViewed(document.cookie).filter((id) => id !== productId)].slice(0, MAX);
  writeDeviceCookie('visitedProducts', JSON.stringify(ids));
}
