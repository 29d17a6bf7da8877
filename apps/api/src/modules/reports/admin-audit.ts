import type { Db } from '../../db/client.js';
import { type AdminActionEntry, recordAdminAction } from '../admin/admin.audit.js';

/** Every admin decision of the moderation tabs goes to the admin area's one audit trail (admin_actions). */
export interface AdminAudit {
  record(entry: AdminActionEntry): Promise<void>;
}

export const createAdminAudit = (db: Db): AdminAudit => ({ record: (entry) => recordAdminAction(db, entry) });
