/** The rows of a plain `db.execute(sql…)`: both drivers answer them under `rows`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
