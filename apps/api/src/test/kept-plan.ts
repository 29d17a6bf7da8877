import { type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { Bind } from '../db/prepared.js';
import { rowsOf } from '../db/rows.js';

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
const literal = (value: unknown) => {
  if (typeof value === 'number') return String(value);
  return quoted(Array.isArray(value) ? `{${value.join(',')}}` : String(value));
};

/**
 * The plan PostgreSQL keeps for a statement prepared once for any values (decision 030), explained for the values
 * `build` binds: each value becomes a placeholder as in `statementsByShape`, and the statement is planned with
 * `plan_cache_mode = force_generic_plan`, as it is after its first five executions when that plan looks no costlier.
 */
export async function keptPlan(db: Db, build: (bind: Bind) => SQLWrapper): Promise<string> {
  const values: Record<string, unknown> = {};
  const query = build((name, value) => {
    values[name] = value;
    return sql.placeholder(name) as never;
  });
  const { sql: text, params } = new PgDialect({ casing: 'snake_case' }).sqlToQuery(query.getSQL());
  const literals = params.map((param) => literal(values[(param as { name: string }).name]));
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare kept_plan as ${text}`));
    const result = await tx.execute(sql.raw(`explain (costs off) execute kept_plan(${literals.join(', ')})`));
    await tx.execute(sql`deallocate kept_plan`);
    return rowsOf<{ 'QUERY PLAN': string }>(result)
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  });
}
