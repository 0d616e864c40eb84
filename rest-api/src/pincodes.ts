import { sql } from 'kysely';
import { first, type Queries } from './db/queries.ts';

/** Whether the marketplace delivers to a pincode; unknown pincodes are not served. Read on `on` (a transaction). */
export function createDeliverability(db: Queries) {
  return async (pincode: string, on: Queries = db): Promise<boolean> =>
    (await first(on, sql<{ deliverable: number }>`SELECT deliverable FROM pincodes WHERE pincode = ${pincode}`))
      ?.deliverable === 1;
}
