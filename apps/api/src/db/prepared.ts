import { isDeepStrictEqual } from 'node:util';
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
 * `${prefix}_${n}` the first time its shape is seen, so it is neither built, written nor planned again (decision 030).
 * `shapeOf` names a request's shape: two requests of one shape must build the same text. `build` writes every value
 * through `bind`, which makes it a placeholder; `valuesOf` answers the same values by name without building anything,
 * and is checked against what `build` bound the first time each shape is seen, so the two cannot drift apart.
 */
export function statementsByShape<Q, R>(
  prefix: string,
  shapeOf: (query: Q) => string,
  build: (query: Q, bind: Bind) => Preparable<R>,
  valuesOf: (query: Q) => Record<string, unknown>,
) {
  const statements = new Map<string, ReturnType<Preparable<R>['prepare']>>();
  return async (query: Q): Promise<R> => {
    const shape = shapeOf(query);
    const values = valuesOf(query);
    let statement = statements.get(shape);
    if (!statement) {
      const bound: Record<string, unknown> = {};
      const built = build(query, (name, value) => {
        bound[name] = value;
        return sql.placeholder(name) as never;
      });
      for (const [name, value] of Object.entries(bound)) {
        if (!isDeepStrictEqual(values[name], value)) {
          throw new Error(`${prefix}: valuesOf disagrees with build on '${name}' (shape ${shape})`);
        }
      }
      statement = built.prepare(`${prefix}_${statements.size}`);
      statements.set(shape, statement);
    }
    return statement.execute(values);
  };
}

/**
 * A page's LIMIT and OFFSET. With `planOnce`, an early page's are written into the statement's text, and so into its
 * shape (`windowShape`): PostgreSQL reuses one plan of a prepared statement for any values only when that plan costs
 * no more than planning for the values, and for an unknown LIMIT it expects to return a tenth of the table, which makes
 * sorting look cheaper than reading an index in order. Such a page is then planned once per connection instead of on
 * every request (decision 030). Only a statement whose best plan is the same for any values may say `planOnce`: one
 * whose filters match many rows for some values and few for others needs a plan for its values, and gets bound ones.
 */
export function pageWindow(
  limit: number,
  offset: number,
  bind: Bind,
  planOnce: boolean,
): { limit: number; offset: number } {
  if (!writtenWindow(limit, offset, planOnce)) return { limit: bind('limit', limit), offset: bind('offset', offset) };
  return { limit: sql.raw(String(limit)) as never, offset: sql.raw(String(offset)) as never };
}

/**
 * Pages up to this row are written into their statement's text: the first pages are most of what is read, and each
 * written window is one more statement per connection.
 */
const WRITTEN_WINDOW_END = 120;

const writtenWindow = (limit: number, offset: number, planOnce: boolean) => {
  if (!planOnce || offset + limit > WRITTEN_WINDOW_END) return false;
  if (!Number.isSafeInteger(limit) || limit < 0 || !Number.isSafeInteger(offset) || offset < 0) {
    throw new RangeError(`a page's limit and offset are whole numbers: ${limit}, ${offset}`);
  }
  return true;
};

export const windowShape = (limit: number, offset: number, planOnce: boolean) =>
  writtenWindow(limit, offset, planOnce) ? `${offset}+${limit}` : 'bound';

/**
 * A page should find its rows among this many along its order's index, (offset + limit) × all ÷ matching, for walking
 * that index and checking each row to beat reading every match and sorting them (decision 030).
 */
const WALK_BUDGET = 2_000;

/**
 * Whether a page ending at row `end` walks its order: `matching` of `all` rows match, both counts known (a count not
 * yet known leaves the page planned for its values).
 */
export const walkPays = (end: number, matching: number | undefined, all: number | undefined): boolean =>
  matching !== undefined && all !== undefined && end * all <= matching * WALK_BUDGET;
