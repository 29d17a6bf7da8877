import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeRef, timestamptz } from '../../platform/columns.js';
import { users } from '../users/users.table.js';

/**
 * Refresh tokens, stored only as SHA-256 of the opaque token. Every rotation adds a row to the same family; a token
 * presented again after it was replaced reveals a theft and revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text().primaryKey(),
    userId: cascadeRef(() => users.id),
    familyId: text().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
    replacedBy: text(),
    /** The browser's User-Agent when the token was issued, to name the session's device. */
    userAgent: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export const accountTokenPurposes = ['reset-password', 'verify-email'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * Single-use tokens of mailed links (password reset, e-mail verification), stored only as SHA-256. `email` is the
 * address a verification link confirms: the current one, or the new one of a pending change.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: text().primaryKey(),
    userId: cascadeRef(() => users.id),
    purpose: text({ enum: accountTokenPurposes }).notNull(),
    tokenHash: text().notNull().unique(),
    email: text().notNull(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);
export type AccountTokenRow = typeof accountTokens.$inferSelect;
