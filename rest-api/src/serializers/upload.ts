import { sql } from 'kysely';
import { first, type Queries } from '../db/queries.ts';

export const UPLOAD_PREFIX = '/uploads/';

export const uploadUrl = (id: string) => `${UPLOAD_PREFIX}${id}`;

/**
 * Answers whether every URL is a path /upload-images returned to this user, so reviews and tickets never
 * point at someone else's file or at an arbitrary address.
 */
export function createUploadOwnership(db: Queries) {
  const owned = async (id: string, userId: string) =>
    (await first(db, sql`SELECT id FROM uploads WHERE id = ${id} AND userId = ${userId}`)) !== undefined;
  return async (userId: string, urls: readonly string[]): Promise<boolean> => {
    for (const url of urls) {
      if (!(url.startsWith(UPLOAD_PREFIX) && (await owned(url.slice(UPLOAD_PREFIX.length), userId)))) return false;
    }
    return true;
  };
}
