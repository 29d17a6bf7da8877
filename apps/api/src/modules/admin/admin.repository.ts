import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminActions } from './admin.table.js';

export function createAdminRepository(db: Db) {
  return {
    /** The audit trail, newest first, optionally of one target type or target. */
    async page(filter: { targetType?: string; targetId?: string }, offset: number, limit: number) {
      const conditions: SQL[] = [];
      if (filter.targetType) conditions.push(eq(adminActions.targetType, filter.targetType));
      if (filter.targetId) conditions.push(eq(adminActions.targetId, filter.targetId));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(adminActions)
          .where(where)
          .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(adminActions).where(where),
      ]);
      return { rows, total: Number(totals?.total ?? 0) };
    },
  };
}
