import type { Db } from './db/open.ts';

/** Whether the marketplace delivers to a pincode; unknown pincodes are not served. */
export function createDeliverability(db: Db) {
  const deliverable = db.prepare<[string], number>(`SELECT deliverable FROM pincodes WHERE pincode = ?`).pluck();
  return (pincode: string): boolean => deliverable.get(pincode) === 1;
}
