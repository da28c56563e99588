/**
 * Helpers for the few bulk statements of a push. 200 rows of bound parameters cost PostgreSQL (and PGlite
 * most of all) several times more to bind than one JSON or array parameter, so the rows travel as one.
 */

/** Rows of a raw `execute`: both drivers answer `{ rows }`, typed `unknown` on the shared handle. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export { pgArray } from '../../db/in-values.ts';
