import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.js';
import { adminActions } from './admin.table.js';

export interface AdminActionEntry {
  actorId: string;
  /** What was done, '<target type>.<verb>', e.g. 'seller-application.approve'. */
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

/** Records an admin decision; pass the transaction of the decision so both are stored or neither. */
export async function recordAdminAction(db: Pick<Db, 'insert'>, entry: AdminActionEntry): Promise<void> {
  await db.insert(adminActions).values({ id: uuidv7(), ...entry, details: entry.details ?? {} });
}
