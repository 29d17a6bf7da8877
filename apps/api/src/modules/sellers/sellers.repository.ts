import { and, asc, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordAdminAction } from '../../platform/audit.js';
import { users } from '../users/users.table.js';
import { type NewSellerApplicationRow, type SellerApplicationRow, sellerApplications } from './sellers.table.js';

export interface Applicant {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  userType: 'musteri' | 'isletme';
}

export type ApplicationWithApplicant = SellerApplicationRow & { applicant: Applicant };

const withApplicant = {
  ...getTableColumns(sellerApplications),
  applicant: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phone: users.phone,
    userType: users.userType,
  },
};

export function createSellersRepository(db: Db) {
  return {
    async latestFor(userId: string): Promise<SellerApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(sellerApplications)
        .where(eq(sellerApplications.userId, userId))
        .orderBy(desc(sellerApplications.createdAt), desc(sellerApplications.id))
        .limit(1);
      return row;
    },

    /** Stores the application and mirrors its status on the user, together. */
    async insert(values: NewSellerApplicationRow): Promise<SellerApplicationRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(sellerApplications).values(values).returning();
        await tx.update(users).set({ sellerApplicationStatus: 'pending' }).where(eq(users.id, values.userId));
        return row!;
      });
    },

    async findWithApplicant(id: string): Promise<ApplicationWithApplicant | undefined> {
      const [row] = await db
        .select(withApplicant)
        .from(sellerApplications)
        .innerJoin(users, eq(users.id, sellerApplications.userId))
        .where(eq(sellerApplications.id, id));
      return row;
    },

    async page(status: SellerApplicationRow['status'] | undefined, offset: number, limit: number) {
      const where: SQL | undefined = status ? eq(sellerApplications.status, status) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select(withApplicant)
          .from(sellerApplications)
          .innerJoin(users, eq(users.id, sellerApplications.userId))
          .where(where)
          // Oldest first: applications are reviewed in the order they came in.
          .orderBy(asc(sellerApplications.createdAt), asc(sellerApplications.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(sellerApplications).where(where),
      ]);
      return { rows: rows as ApplicationWithApplicant[], total: Number(totals?.total ?? 0) };
    },

    /**
     * Approves or rejects a pending application, updates the applicant's seller fields and records the admin action,
     * all in one transaction. Undefined when the application is no longer pending (someone decided first).
     */
    async decide(
      id: string,
      decision: { status: 'approved' | 'rejected'; reason: string | null; adminId: string },
    ): Promise<SellerApplicationRow | undefined> {
      return db.transaction(async (tx) => {
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
        if (!row) return undefined;
        const approved = decision.status === 'approved';
        await tx
          .update(users)
          .set({
            sellerApplicationStatus: decision.status,
            eCommerceIsVerified: approved,
            ...(approved ? { eCommerceTaxNumber: row.taxNumber, eCommercePhone: row.businessPhone } : {}),
            updatedAt: now,
          })
          .where(eq(users.id, row.userId));
        await recordAdminAction(tx, {
          actorId: decision.adminId,
          action: approved ? 'seller-application.approve' : 'seller-application.reject',
          targetType: 'seller-application',
          targetId: row.id,
          details: {
            userId: row.userId,
            businessName: row.businessName,
            ...(approved ? {} : { reason: decision.reason }),
          },
        });
        return row;
      });
    },
  };
}

export type SellersRepository = ReturnType<typeof createSellersRepository>;
