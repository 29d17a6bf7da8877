import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listingVersion } from './discovery.table.js';

/** The channel on which the database tells that the listing's version rose (migration 0032), with its schema. */
export const LISTING_CHANGES_CHANNEL = 'listing_version';

/** The listing's version as a column another module's statement reads with its own rows (the listing page). */
export const listingVersionColumn = sql<string>`(select ${listingVersion.version} from ${listingVersion})`;

export function createDiscoveryRepository(db: Db) {
  // Read by every listing request: prepared once per connection rather than parsed and planned each time.
  const current = db.select({ version: listingVersion.version }).from(listingVersion).prepare('listing_version');
  return {
    /** The listing's version: it changes with every write that adds, removes or moves a business between filters. */
    async version(): Promise<number> {
      const [row] = await current.execute();
      return Number(row?.version ?? 0);
    },
  };
}

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
