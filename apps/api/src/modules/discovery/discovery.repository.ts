import type { Db } from '../../db/client.js';
import { listingVersion } from './discovery.table.js';

export function createDiscoveryRepository(db: Db) {
  return {
    /** The listing's version: it changes with every write that adds, removes or moves a business between filters. */
    async version(): Promise<number> {
      const [row] = await db.select({ version: listingVersion.version }).from(listingVersion);
      return Number(row?.version ?? 0);
    },
  };
}

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
