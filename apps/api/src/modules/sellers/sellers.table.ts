import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, timestamptz, writeTimes } from '../../platform/columns.js';
import { users } from '../users/users.table.js';

/**
 * Applications to sell spare parts (docs/product.md §3 'Seller application'). An admin approves
 * (users.e_commerce_is_verified becomes true) or rejects with a reason; a rejected applicant may apply again. Document
 * keys point into the private document store (app.media.saveDocument) and are never turned into public URLs.
 */
export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: text().primaryKey(),
    userId: cascadeRef(() => users.id),
    taxNumber: text().notNull(),
    businessName: text().notNull(),
    businessPhone: text().notNull(),
    businessAddress: text().notNull(),
    businessDescription: text().notNull(),
    businessType: text().notNull(),
    yearsInBusiness: text().notNull(),
    businessLicenseKey: text(),
    taxCertificateKey: text(),
    status: text({ enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text(),
    reviewedBy: text(),
    reviewedAt: timestamptz(),
    ...writeTimes(),
  },
  (t) => [
    // At most one open or accepted application per user, even when two submissions race.
    uniqueIndex('seller_applications_one_open_idx').on(t.userId).where(sql`${t.status} in ('pending', 'approved')`),
    index('seller_applications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('seller_applications_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

/**
 * A seller's legal details, named by the distance sales documents of their orders and used as the return address
 * (docs/product.md 'Distance sales documents'); an approved seller publishes products only once they are filled in.
 */
export const sellerLegalDetails = pgTable('seller_legal_details', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  legalTitle: text().notNull(),
  taxOffice: text().notNull(),
  address: text().notNull(),
  updatedAt: timestamptz().notNull().defaultNow(),
});

export type SellerLegalDetailsRow = typeof sellerLegalDetails.$inferSelect;
export type SellerApplicationRow = typeof sellerApplications.$inferSelect;
export type NewSellerApplicationRow = typeof sellerApplications.$inferInsert;
