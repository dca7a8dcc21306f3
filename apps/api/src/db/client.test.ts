import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import { openDatabase } from './client.ts';
import { rowsOf } from '../lib/sql.ts';

/** Both drivers answer `{ rows }`; the shared Db type does not say so. */

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
    it('migrates once when three instances start together on a fresh database (advisory lock)', async () => {
      const url = process.env.DATABASE_URL!;
      const name = `t_lock_${Date.now()}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: target.toString(), poolSize: 2 })));
      try {
        // Without the lock, concurrent migrators fail on "relation already exists" or duplicate journal rows.
        await Promise.all(instances.map((db) => db.migrate()));
        const journal = rowsOf<{ hash: string; n: string }>(
          await instances[0]!.db.execute(
            sql`select hash, count(*) as n from drizzle.__drizzle_migrations group by hash having count(*) > 1`,
          ),
        );
        expect(journal).toEqual([]);
        const applied = rowsOf<{ n: string }>(await instances[0]!.db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`));
        expect(Number(applied[0]!.n)).toBeGreaterThan(15);
      } finally {
        await Promise.all(instances.map((db) => db.close()));
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });

    it('survives the server closing every connection (as in a restart)', async () => {
      const database = await openTestDatabase();
      try {
        await database.db.execute(sql`select 1`);
        const [{ name }] = rowsOf(await database.db.execute<{ name: string }>(sql`select current_database() as name`)) as [
          { name: string },
        ];
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
