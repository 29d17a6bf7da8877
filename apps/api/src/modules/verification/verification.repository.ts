import { and, arrayContains, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../users/users.table.js';

const columns = {
  id: users.id,
  businessName: users.businessName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  city: users.city,
  isVerified: users.isVerified,
  createdAt: users.createdAt,
};

export function createVerificationRepository(db: Db) {
  return {
    /** Businesses for the verification tab: unverified first, newest first; `terms` as users.search builds them. */
    async page(terms: string[], offset: number, limit: number) {
      const conditions: SQL[] = [eq(users.userType, 'isletme')];
      if (terms.length) conditions.push(arrayContains(users.searchTerms, terms));
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select(columns)
          .from(users)
          .where(where)
          .orderBy(users.isVerified, desc(users.createdAt), users.id)
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: Number(totals?.total ?? 0) };
    },

    async setVerified(id: string, isVerified: boolean) {
      const [row] = await db
        .update(users)
        .set({ isVerified, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.userType, 'isletme')))
        .returning(columns);
      return row;
    },
  };
}
