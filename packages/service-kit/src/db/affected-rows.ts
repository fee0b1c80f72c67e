/** What a driver's result carries about the rows a statement touched (pg: `rowCount`; PGlite: `affectedRows`). */
export interface AffectedRowsResult {
  rowCount?: number | null;
  affectedRows?: number;
}

/**
 * The number of rows a knex `.delete()` or `.update()` (without `returning`) touched, on either database.
 *
 * knex's pg dialect turns a DELETE/UPDATE response into its row count only when the response's `command` is
 * 'DELETE' or 'UPDATE'. knex-pglite (0.14) names the command after knex's method instead, and `.delete()` is the
 * method 'del', so on the embedded default a delete resolves to the whole result object (`{rows, affectedRows,
 * rowCount, …}`) while knex's types still promise a number. Every repository that reads such a count goes through
 * here, so both arrangements answer the same number.
 */
export function affectedRows(result: number | AffectedRowsResult | null | undefined): number {
  if (typeof result === 'number') return result;
  const count = result?.rowCount ?? result?.affectedRows;
  if (typeof count !== 'number') throw new TypeError(`Not a count of affected rows: ${result === null || typeof result !== 'object' ? String(result) : `{${Object.keys(result).join(', ')}}`}`);
  return count;
}
