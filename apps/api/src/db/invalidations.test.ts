import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import { rowsOf } from '../lib/sql.ts';
import type { Database } from './client.ts';
import { INVALIDATIONS, SQL_FUNCTIONS, TRIGGERS, type TriggerEntry, type TriggerEvent } from './invalidations.ts';

/**
 * The list of `invalidations.ts` is the database's (issue 30, item 4): every trigger of the migrated
 * database, with its table, timing, level, events, `UPDATE OF` columns, condition, function and
 * arguments, is listed there and nothing else; every function the migrations define is named there.
 */

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => database.close());

/** pg_trigger.tgtype's bits (PostgreSQL's trigger.h). */
const ROW = 1;
const BEFORE = 2;
const EVENT_BITS: [TriggerEvent, number][] = [
  ['INSERT', 4],
  ['UPDATE', 16],
  ['DELETE', 8],
  ['TRUNCATE', 32],
];

/** One line per trigger, the same for the database's and the list's. */
const describeTrigger = (t: TriggerEntry): string =>
  [
    t.name,
    t.table,
    t.timing,
    t.level,
    [...t.events].sort().join('|'),
    [...(t.columns ?? [])].sort().join(','),
    t.when ? 'when' : '',
    `${t.fn}(${(t.args ?? []).join(',')})`,
  ].join(' ');

async function databaseTriggers(): Promise<string[]> {
  const rows = rowsOf<{ name: string; tbl: string; fn: string; type: number; args: string; columns: string; has_when: boolean }>(
    await database.db.execute(sql`SELECT t.tgname AS name, c.relname AS tbl, p.proname AS fn, t.tgtype::int AS type,
        encode(t.tgargs, 'escape') AS args, t.tgqual IS NOT NULL AS has_when,
        array_to_string(array(SELECT a.attname FROM unnest(t.tgattr::int2[]) k JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = k), ',') AS columns
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE NOT t.tgisinternal AND n.nspname = 'public'`),
  );
  return rows
    .map((r) =>
      describeTrigger({
        name: r.name,
        table: r.tbl,
        timing: r.type & BEFORE ? 'BEFORE' : 'AFTER',
        level: r.type & ROW ? 'ROW' : 'STATEMENT',
        events: EVENT_BITS.filter(([, bit]) => r.type & bit).map(([event]) => event),
        columns: r.columns ? r.columns.split(',') : [],
        when: r.has_when,
        fn: r.fn,
        args: r.args.split('\\000').filter((a) => a !== ''),
      }),
    )
    .sort();
}

async function databaseFunctions(): Promise<string[]> {
  // Functions of the public schema, less those an extension (pg_trgm, unaccent) created.
  const rows = rowsOf<{ name: string }>(
    await database.db.execute(sql`SELECT DISTINCT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`),
  );
  return rows.map((r) => r.name).sort();
}

describe('what invalidates what (db/invalidations.ts)', () => {
  it('lists every trigger of the database as the database has it, and no other', async () => {
    const listed = TRIGGERS.map(describeTrigger).sort();
    expect(new Set(TRIGGERS.map((t) => t.name)).size, 'a trigger listed twice').toBe(TRIGGERS.length);
    expect(await databaseTriggers()).toEqual(listed);
    // The issue counted 61 at its writing; migration 0028 added the proven e-mail's.
    expect(listed.length).toBeGreaterThanOrEqual(61);
  });

  it('names every function the migrations define, and each trigger calls one of them', async () => {
    expect(await databaseFunctions()).toEqual(Object.keys(SQL_FUNCTIONS).sort());
    for (const t of TRIGGERS) expect(SQL_FUNCTIONS, t.name).toHaveProperty(t.fn);
    for (const group of INVALIDATIONS) expect(group.triggers.length, group.invalidates).toBeGreaterThan(0);
  });

  it('sees a trigger the list does not have, and a changed one', async () => {
    const before = await databaseTriggers();
    await database.db.execute(
      sql`CREATE TRIGGER probe_unlisted AFTER INSERT ON jobs FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_reference()`,
    );
    try {
      const after = await databaseTriggers();
      expect(after).toContain('probe_unlisted jobs AFTER STATEMENT INSERT   answer_stamps_reference()');
      expect(after).not.toEqual(TRIGGERS.map(describeTrigger).sort());
    } finally {
      await database.db.execute(sql`DROP TRIGGER probe_unlisted ON jobs`);
    }
    // Columns and arguments are compared too.
    const proven = before.find((line) => line.startsWith('match_candidates_proven '));
    expect(proven).toBe('match_candidates_proven candidates AFTER ROW UPDATE email_verified_at when match_enqueue_row(candidate,id)');
  });
});
