import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ContactMessageRow, contactMessages } from './contact.table.js';

export function createContactRepository(db: Db) {
  return {
    async insert(values: typeof contactMessages.$inferInsert): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(values).returning();
      return row!;
    },

    /** Newest first, for the admin area. */
    async page(offset: number, limit: number): Promise<{ rows: ContactMessageRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(contactMessages),
      ]);
      return { rows, total: Number(totals?.total ?? 0) };
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
