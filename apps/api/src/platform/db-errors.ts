/** The SQLSTATE of a failed statement, looked up through the wrappers (Drizzle's query error, the driver's). */
function sqlState(error: unknown): { code: string; constraint?: string } | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The unique constraint a failed insert or update ran into (PostgreSQL 23505), if any ('' when unnamed). */
export function uniqueViolation(error: unknown): string | undefined {
  const state = sqlState(error);
  return state?.code === '23505' ? (state.constraint ?? '') : undefined;
}

/** PostgreSQL 23503: a row names another that is not (or no longer) there. */
export function foreignKeyViolation(error: unknown): boolean {
  return sqlState(error)?.code === '23503';
}
