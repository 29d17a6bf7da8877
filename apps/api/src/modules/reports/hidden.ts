import type { ReportTargetType } from '@otousta/shared/schemas/reports';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { hiddenContent } from './reports.table.js';

/**
 * The condition every public list adds so content an admin hid disappears: `where(and(..., notHidden('post',
 * posts.id)))`. An anti-join on the (target_type, target_id) primary key, so it costs one index probe per row.
 */
export const notHidden = (targetType: ReportTargetType, id: AnyColumn | SQL): SQL =>
  sql`not exists (select 1 from ${hiddenContent} where ${hiddenContent.targetType} = ${targetType} and ${hiddenContent.targetId} = ${id})`;
