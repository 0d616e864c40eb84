import type { Migration } from 'kysely';
import * as initial from './migrations/001_initial.ts';
import * as categoryListingIndex from './migrations/002_category_listing_index.ts';
import * as homeSectionIndexes from './migrations/003_home_section_indexes.ts';
import * as paymentRefunds from './migrations/004_payment_refunds.ts';
import * as passwordResets from './migrations/005_password_resets.ts';
import * as listSharing from './migrations/006_list_sharing.ts';
import * as emailVerifications from './migrations/007_email_verifications.ts';
import * as orderItemEvents from './migrations/008_order_item_events.ts';

/**
 * The schema's migrations by file name (migrations/001_initial.ts, ...), applied in the order of their names.
 * Imported, not read from the folder, so Vitest and bundlers load them as any module (tests/db/migrations.test.ts
 * checks that every file of the folder is here).
 */
export const MIGRATIONS: Record<string, Migration> = {
  '001_initial': initial,
  '002_category_listing_index': categoryListingIndex,
  '003_home_section_indexes': homeSectionIndexes,
  '004_payment_refunds': paymentRefunds,
  '005_password_resets': passwordResets,
  '006_list_sharing': listSharing,
  '007_email_verifications': emailVerifications,
  '008_order_item_events': orderItemEvents,
};
