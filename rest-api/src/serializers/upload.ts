import type { Db } from '../db/open.ts';

export const UPLOAD_PREFIX = '/uploads/';

export const uploadUrl = (id: string) => `${UPLOAD_PREFIX}${id}`;

/**
 * Answers whether every URL is a path /upload-images returned to this user, so reviews and tickets never
 * point at someone else's file or at an arbitrary address.
 */
export function createUploadOwnership(db: Db) {
  const owned = db.prepare<[string, string], { id: string }>(`SELECT id FROM uploads WHERE id = ? AND userId = ?`);
  return (userId: string, urls: readonly string[]) =>
    urls.every(
      (url) => url.startsWith(UPLOAD_PREFIX) && owned.get(url.slice(UPLOAD_PREFIX.length), userId) !== undefined,
    );
}
