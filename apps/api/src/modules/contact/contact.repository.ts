import type { Db } from '../../db/client.js';
import { pageByCreation } from '../../platform/table-page.js';
import { type ContactMessageRow, contactMessages } from './contact.table.js';

export function createContactRepository(db: Db) {
  return {
    async insert(values: typeof contactMessages.$inferInsert): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(values).returning();
      return row!;
    },

    /** Newest first, for the admin area. */
    async page(offset: number, limit: number): Promise<{ rows: ContactMessageRow[]; total: number }> {
      return pageByCreation(db, contactMessages, undefined, { offset, limit });
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
