import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

/**
 * Rows per INSERT: large enough that PGlite spends its time inserting rather than parsing
 * statements, small enough to stay far below PostgreSQL's 65,535 bind parameters per statement.
 */
export const BATCH_SIZE = 1000;

/** Inserts rows in batches of `size`; returns nothing (use `insertReturning` for generated ids). */
export async function insertInBatches<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], size = BATCH_SIZE): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

/** Splits a list into chunks of `size`. */
export function chunk<T>(items: readonly T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
