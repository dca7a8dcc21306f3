import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';

/** Both drivers answer `{ rows }`; the shared Db type does not say so. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('database', () => {
  it('has the search extensions and the immutable unaccent wrapper', async () => {
    const database = await openTestDatabase();
    try {
      const result = await database.db.execute<{ plain: string; close: boolean }>(
        sql`select f_unaccent('Éléonore Œuvre') as plain, similarity('boulanger', 'boulangere') > 0.5 as close`,
      );
      expect(rowsOf(result)[0]).toEqual({ plain: 'Eleonore OEuvre', close: true });
    } finally {
      await database.close();
    }
  });

  // Only PostgreSQL has server connections to lose; PGlite runs in the process.
  describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL pool', () => {
    it('survives the server closing every connection (as in a restart)', async () => {
      const database = await openTestDatabase();
      try {
        await database.db.execute(sql`select 1`);
        const [{ name }] = rowsOf(await database.db.execute<{ name: string }>(sql`select current_database() as name`)) as [{ name: string }];
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
        await admin.end();
        expect(killed.rowCount).toBeGreaterThan(0);
        await new Promise((r) => setTimeout(r, 200));
        const again = await database.db.execute<{ answer: number }>(sql`select 42 as answer`);
        expect(rowsOf(again)[0]).toEqual({ answer: 42 });
        expect(await database.ping()).toBe(true);
      } finally {
        await database.close();
      }
    });
  });
});
