/** Rows of a raw `execute`: both drivers answer `{ rows }`, typed `unknown` on the shared handle. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
