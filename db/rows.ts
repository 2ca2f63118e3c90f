/** The rows of a raw `db.execute`: postgres.js answers an array of rows, PGlite and Bun.SQL an object holding them. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
