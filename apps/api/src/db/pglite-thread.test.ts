import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread, type PgliteThread } from './pglite-thread.ts';

/** The embedded database on its worker thread (docs/decisions/088): PGlite's behaviour, through messages. */
describe('PGlite on its own thread', () => {
  let pg: PgliteThread;
  beforeAll(async () => {
    pg = await openPgliteThread('memory://');
    await pg.exec('CREATE TABLE items (id int PRIMARY KEY, at timestamptz, tags int[]); CREATE TABLE log (line text)');
  }, 120_000);
  afterAll(() => pg.close());

  it('answers rows in object and array mode, keeping as text the types asked for', async () => {
    await pg.query('INSERT INTO items VALUES ($1, $2, $3)', [1, new Date('2026-11-26T10:00:00Z'), [3, 4]]);
    const objects = await pg.query<{ id: number; at: Date; tags: number[] }>('SELECT * FROM items WHERE id = $1', [1]);
    expect(objects.rows[0]).toEqual({ id: 1, at: new Date('2026-11-26T10:00:00Z'), tags: [3, 4] });
    const arrays = await pg.query<unknown[]>('SELECT id, at FROM items', [], { rowMode: 'array', parsers: { 1184: (value) => value } });
    expect(arrays.rows[0]?.[0]).toBe(1);
    expect(typeof arrays.rows[0]?.[1]).toBe('string');
  });

  it('rejects with the PostgreSQL fields of the error (code, constraint)', async () => {
    await expect(pg.query('INSERT INTO items (id) VALUES (1)')).rejects.toMatchObject({ code: '23505', constraint: 'items_pkey' });
    await expect(pg.query('SELECT 1/0')).rejects.toMatchObject({ code: '22012' });
  });

  it('commits a transaction, rolls it back when its callback throws, and makes other queries wait for it', async () => {
    await pg.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id) VALUES (2)');
      await tx.exec("INSERT INTO log VALUES ('two')");
    });
    await expect(
      pg.transaction(async (tx) => {
        await tx.query('INSERT INTO items (id) VALUES (3)');
        await tx.query('INSERT INTO items (id) VALUES (1)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await pg.query<{ id: number }>('SELECT id FROM items ORDER BY id')).rows.map((r) => r.id)).toEqual([1, 2]);

    // A query outside the transaction starts only once it has ended, as with PGlite in one thread.
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = pg.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id) VALUES (4)');
      await held;
      order.push('transaction ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = pg.query<{ n: number }>('SELECT count(*)::int AS n FROM items').then((r) => {
      order.push('outside answered');
      return r.rows[0]?.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await transaction;
    expect(await outside).toBe(3);
    expect(order).toEqual(['transaction ends', 'outside answered']);
  });

  it('delivers notifications to listeners until they stop listening', async () => {
    const heard: string[] = [];
    const unlisten = await pg.listen('news', (payload) => heard.push(payload));
    await pg.query("SELECT pg_notify('news', 'first')");
    await expect.poll(() => heard).toEqual(['first']);
    await unlisten();
    await pg.query("SELECT pg_notify('news', 'second')");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['first']);
  });

  it('refuses to open a directory it cannot use, instead of waiting forever', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-')), 'not-a-directory');
    fs.writeFileSync(file, 'x');
    await expect(openPgliteThread(path.join(file, 'db'))).rejects.toThrow();
  }, 120_000);

  it('fails calls once closed', async () => {
    const other = await openPgliteThread('memory://');
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toThrow(/closed/);
  }, 120_000);
});
