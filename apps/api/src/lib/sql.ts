/**
 * Small helpers for raw SQL written with drizzle's `sql` tag, so that each is written once.
 */

/**
 * The rows of a raw query (`db.execute(sql`...`)`), typed by the caller. Both drivers (node-postgres
 * and PGlite) answer `{ rows }`; drizzle types the answer per driver, so the shape is asserted here once.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Escapes `\`, `%` and `_` so that text is matched literally inside a LIKE/ILIKE pattern. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
