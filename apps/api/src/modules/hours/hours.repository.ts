import { type AnyColumn, type Column, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inList } from '../../db/prepared.js';
import { type BusinessHoursRow, businessHours } from './hours.table.js';

/** What a schedule is made of, as a statement about businesses reads it (`storedHoursOf`). */
export type StoredHours = Pick<BusinessHoursRow, 'weekly' | 'exceptions' | 'slotMinutes' | 'capacity'>;

/**
 * A business's stored schedule as one JSON value (null without one), for a statement about businesses to read in the
 * same round trip: the listing's page carries its businesses' hours this way (decision 030).
 */
export const storedHoursOf = (businessId: AnyColumn): SQL<StoredHours | null> =>
  sql`(select json_build_object('weekly', ${businessHours.weekly}, 'exceptions', ${businessHours.exceptions}, 'slotMinutes', ${businessHours.slotMinutes}, 'capacity', ${businessHours.capacity}) from ${businessHours} where ${businessHours.businessId} = ${businessId})`;

export function createHoursRepository(db: Db) {
  // Every listing page reads its businesses' hours: one prepared statement for any number of them.
  const byIds = db
    .select()
    .from(businessHours)
    .where(inList(businessHours.businessId, 'ids'))
    .prepare('business_hours_by_ids');
  return {
    async find(businessIds: readonly string[], tx?: Tx): Promise<BusinessHoursRow[]> {
      if (businessIds.length === 0) return [];
      if (!tx) return byIds.execute({ ids: [...businessIds] });
      return tx
        .select()
        .from(businessHours)
        .where(inArray(businessHours.businessId, [...businessIds]));
    },

    async save(row: Omit<BusinessHoursRow, 'updatedAt'>): Promise<BusinessHoursRow> {
      const values = { ...row, updatedAt: new Date() };
      const [saved] = await db
        .insert(businessHours)
        .values(values)
        .onConflictDoUpdate({ target: businessHours.businessId, set: values })
        .returning();
      return saved!;
    },
  };
}

/**
 * True for a business whose hours say it is open at the given Istanbul date, weekday and minute: the date's exception
 * decides when there is one, the weekday's ranges otherwise. A business without hours is never open.
 */
export function openAtCondition(businessId: Column | SQL, at: { date: string; weekday: number; minute: number }): SQL {
  const { date, weekday, minute } = at;
  return sql`exists (
    select 1 from ${businessHours} as bh
     where bh.business_id = ${businessId}
       and case
             when exists (select 1 from jsonb_array_elements(bh.exceptions) as e where e->>'date' = ${date})
             then exists (
               select 1 from jsonb_array_elements(bh.exceptions) as e, jsonb_array_elements(e->'ranges') as r
                where e->>'date' = ${date} and (r->>'opens')::int <= ${minute} and (r->>'closes')::int > ${minute})
             else exists (
               select 1 from jsonb_array_elements(bh.weekly) as r
                where (r->>'day')::int = ${weekday} and (r->>'opens')::int <= ${minute} and (r->>'closes')::int > ${minute})
           end)`;
}
