/** Recently viewed products stay on the device: global IDs in localStorage, most recent first. */

const KEY = 'visitedProducts';
const MAX = 10;

export function readRecentlyViewed(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string').slice(0, MAX) : [];
  } catch {
    // Storage can be unavailable (privacy modes) or hold something that is not JSON: treat it as empty.
    return [];
  }
}

export function recordRecentlyViewed(productId: string): void {
  const ids = [productId, ...readRecentlyViewed().filter((id) => id !== productId)].slice(0, MAX);
  try {
    localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Full or unavailable storage only loses the history.
  }
}
