import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.js';

export interface AdminActionEntry {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
}

/** Every admin decision is recorded: who, what, on which target, when (issue 'admin area'). */
export interface AdminAudit {
  record(entry: AdminActionEntry): Promise<void>;
}

const firstRow = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows[0];

/**
 * Writes to the admin module's generic admin_actions table, the one audit trail of the admin area. The log line is
 * written as well, so a decision is traceable even on a database that predates that table.
 */
export function createAdminAudit(db: Db, log: FastifyBaseLogger): AdminAudit {
  return {
    async record(entry) {
      log.info({ adminAction: entry }, 'admin action');
      const table = firstRow(await db.execute(sql`select to_regclass('admin_actions') is not null as "exists"`));
      if (!table?.exists) return;
      await db.execute(sql`
        insert into admin_actions (id, actor_id, action, target_type, target_id, details)
        values (${uuidv7()}, ${entry.actorId}, ${entry.action}, ${entry.targetType}, ${entry.targetId},
                ${JSON.stringify(entry.details)}::jsonb)`);
    },
  };
}
