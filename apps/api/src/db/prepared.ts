import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($name)`: a condition on a list of values whose text does not change with the list's length, so one
 * prepared statement serves every call (`inArray` writes a parameter per value, a new statement each time).
 */
export const inList = (column: AnyColumn, name: string): SQL => sql`${column} = any(${sql.placeholder(name)})`;

/**
 * A value of a statement: the value itself, or — when the statement is prepared once for many requests — a named
 * placeholder for it.
 */
export type Bind = <T>(name: string, value: T) => T;
export const inline: Bind = (_name, value) => value;

interface Preparable<R> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<R> };
}

/**
 * Statements of many shapes (which filters are set, which order), each prepared once per database connection under
 * `${prefix}_${n}` the first time its shape is seen, so it is neither written nor planned again (decision 030). The
 * caller names the shape: two requests of one shape must build the same text. `build` writes every value through
 * `bind`, which turns it into a placeholder and keeps the value for this request.
 */
export function statementsByShape<R>(prefix: string) {
  const statements = new Map<string, ReturnType<Preparable<R>['prepare']>>();
  return (shape: string, build: (bind: Bind) => Preparable<R>): Promise<R> => {
    const values: Record<string, unknown> = {};
    const bind: Bind = (name, value) => {
      values[name] = value;
      return sql.placeholder(name) as never;
    };
    const query = build(bind);
    let statement = statements.get(shape);
    if (!statement) {
      statement = query.prepare(`${prefix}_${statements.size}`);
      statements.set(shape, statement);
    }
    return statement.execute(values);
  };
}
