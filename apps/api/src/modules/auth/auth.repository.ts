import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { updatedAny } from '../../platform/row-changes.js';
import { type RefreshTokenRow, refreshTokens } from './auth.table.js';

export interface NewRefreshToken {
  id: string;
  userId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  userAgent?: string | null;
}

export function createAuthRepository(db: Db) {
  return {
    async insert(token: NewRefreshToken): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    async findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /**
     * Replaces `oldId` with a new token of the same family in one transaction. The old row is revoked only if it is
     * still live, so of two requests racing with the same token exactly one wins; false for the loser.
     */
    async rotate(oldId: string, next: NewRefreshToken): Promise<boolean> {
      return db.transaction(async (tx) => {
        const revoked = await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date(), replacedBy: next.id })
          .where(and(eq(refreshTokens.id, oldId), isNull(refreshTokens.revokedAt)))
          .returning({ id: refreshTokens.id });
        if (!revoked.length) return false;
        await tx.insert(refreshTokens).values(next);
        return true;
      });
    },

    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /**
     * Ends every session of a user, or every one but `keepFamilyId` (the session that asked); answers the sessions
     * it ended.
     */
    async revokeUser(userId: string, keepFamilyId?: string): Promise<string[]> {
      const ended = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
          ),
        )
        .returning({ familyId: refreshTokens.familyId });
      return [...new Set(ended.map((row) => row.familyId))];
    },
    /** The sessions of a user that can still be renewed, read inside the transaction that deletes the account. */
    async liveFamilies(tx: Tx, userId: string): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      return rows.map((row) => row.familyId);
    },
    /** Every token of a user, to describe their sessions (expired ones are deleted at each sign-in). */
    async ofUser(userId: string): Promise<RefreshTokenRow[]> {
      return db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));
    },
    /** Ends one session of a user; false when the user has no live session with that id. */
    async revokeUserFamily(userId: string, familyId: string, now: Date): Promise<boolean> {
      return updatedAny(
        db,
        refreshTokens,
        { revokedAt: now },
        and(
          eq(refreshTokens.userId, userId),
          eq(refreshTokens.familyId, familyId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      );
    },
    /** Forgets a user's tokens that can no longer be used, so the table does not grow without end. */
    async deleteExpired(userId: string, now: Date): Promise<void> {
      await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, now)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
