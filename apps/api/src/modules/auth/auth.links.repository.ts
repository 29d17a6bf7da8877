import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { type AccountTokenPurpose, type AccountTokenRow, accountTokens } from './auth.table.js';

export type NewAccountToken = Omit<AccountTokenRow, 'usedAt' | 'createdAt'>;

/** The single-use tokens of mailed links. */
export function createLinksRepository(db: Db) {
  return {
    async insert(tx: Db | Tx, token: NewAccountToken): Promise<void> {
      await tx.insert(accountTokens).values(token);
    },

    /**
     * Uses a live token up and returns it: one statement, so of two requests with the same link exactly one wins.
     * Undefined for an unknown, used or expired token.
     */
    async consume(purpose: AccountTokenPurpose, tokenHash: string, now: Date): Promise<AccountTokenRow | undefined> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** Voids a user's other live links of a purpose, e.g. every reset link once the password changed. */
    async retire(userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
    },
  };
}
export type LinksRepository = ReturnType<typeof createLinksRepository>;
