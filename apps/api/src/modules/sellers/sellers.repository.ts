import { type AnyColumn, and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inList } from '../../db/prepared.js';
import { pageByCreation } from '../../platform/table-page.js';
import {
  type NewSellerApplicationRow,
  type SellerApplicationRow,
  type SellerLegalDetailsRow,
  sellerApplications,
  sellerLegalDetails,
} from './sellers.table.js';

/** A seller's shop name (their approved application's; at most one is open) as a column of another statement. */
export const shopNameOf = (userId: AnyColumn | SQL): SQL<string | null> =>
  sql`(select ${sellerApplications.businessName} from ${sellerApplications}
    where ${sellerApplications.userId} = ${userId} and ${sellerApplications.status} = 'approved')`;

export function createSellersRepository(db: Db) {
  // Prepared: every catalogue page names its sellers' shops (decision 030).
  const approvedNamesOf = db
    .select({ userId: sellerApplications.userId, name: sellerApplications.businessName })
    .from(sellerApplications)
    .where(and(inList(sellerApplications.userId, 'ids'), eq(sellerApplications.status, 'approved')))
    .prepare('seller_approved_names');
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async latestFor(userId: string, tx: Db | Tx = db): Promise<SellerApplicationRow | undefined> {
      const [row] = await tx
        .select()
        .from(sellerApplications)
        .where(eq(sellerApplications.userId, userId))
        .orderBy(desc(sellerApplications.createdAt), desc(sellerApplications.id))
        .limit(1);
      return row;
    },

    async insert(tx: Tx, values: NewSellerApplicationRow): Promise<SellerApplicationRow> {
      const [row] = await tx.insert(sellerApplications).values(values).returning();
      return row!;
    },

    async findById(id: string): Promise<SellerApplicationRow | undefined> {
      const [row] = await db.select().from(sellerApplications).where(eq(sellerApplications.id, id));
      return row;
    },

    async page(status: SellerApplicationRow['status'] | undefined, offset: number, limit: number) {
      const where: SQL | undefined = status ? eq(sellerApplications.status, status) : undefined;
      // Oldest first: applications are reviewed in the order they came in.
      return pageByCreation(db, sellerApplications, where, { offset, limit, oldestFirst: true });
    },

    /** Decides a pending application; undefined when it is no longer pending (someone decided first). */
    async decide(
      tx: Tx,
      id: string,
      decision: { status: 'approved' | 'rejected'; reason: string | null; adminId: string },
    ): Promise<SellerApplicationRow | undefined> {
      const now = new Date();
      const [row] = await tx
        .update(sellerApplications)
        .set({
          status: decision.status,
          rejectionReason: decision.reason,
          reviewedBy: decision.adminId,
          reviewedAt: now,
          updatedAt: now,
        })
        .where(and(eq(sellerApplications.id, id), eq(sellerApplications.status, 'pending')))
        .returning();
      return row;
    },

    async legalDetailsOf(userIds: readonly string[], tx: Db | Tx = db): Promise<SellerLegalDetailsRow[]> {
      if (userIds.length === 0) return [];
      return tx
        .select()
        .from(sellerLegalDetails)
        .where(inArray(sellerLegalDetails.userId, [...new Set(userIds)]));
    },

    async saveLegalDetails(values: Omit<SellerLegalDetailsRow, 'updatedAt'>): Promise<SellerLegalDetailsRow> {
      const now = new Date();
      const [row] = await db
        .insert(sellerLegalDetails)
        .values({ ...values, updatedAt: now })
        .onConflictDoUpdate({
          target: sellerLegalDetails.userId,
          set: { legalTitle: values.legalTitle, taxOffice: values.taxOffice, address: values.address, updatedAt: now },
        })
        .returning();
      return row!;
    },

    /** The business name of each user's approved application: their shop's name. */
    async approvedNames(userIds: readonly string[]): Promise<{ userId: string; name: string }[]> {
      if (userIds.length === 0) return [];
      return approvedNamesOf.execute({ ids: [...new Set(userIds)] });
    },
  };
}

export type SellersRepository = ReturnType<typeof createSellersRepository>;
