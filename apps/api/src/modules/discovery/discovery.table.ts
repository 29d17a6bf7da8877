import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core';

/**
 * A single counter of changes to the set of listed businesses. Triggers (migration 0008) raise it in the same
 * transaction as every write that can change a listing total, so a total counted under one version stays exact for
 * as long as that version is current, on every API node.
 */
export const listingVersion = pgTable(
  'listing_version',
  {
    id: boolean().primaryKey().default(true),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('listing_version_single_row', sql`${t.id}`)],
);
