import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { FIXTURE_APPELLATIONS, FIXTURE_COMMUNES, writeReferenceFixtures } from './importers/reference-fixtures.ts';
import { copyPreparedDatabase, ensurePreparedDatabase, isNewPgliteDir, preparedDatabaseKey } from './prepared-database.ts';
import { communes, jobs, products } from './schema/index.ts';

/**
 * Decision 127: a first start copies the prepared reference database (migrated, reference data
 * imported) instead of running initdb, the migrations and the imports; the copy is a working
 * database of its own, and the preparation is made once for the same sources.
 */
// The embedded database's own start (PGlite only): the PostgreSQL pass of CI has nothing to add.
describe.skipIf(Boolean(process.env.DATABASE_URL))('prepared reference database', { timeout: 120_000 }, () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'prepared-db-'));
  const referenceDir = writeReferenceFixtures();
  const cacheDir = path.join(work, 'cache');
  afterAll(() => {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(referenceDir, { recursive: true, force: true });
  });

  it('is made once, and each new data folder starts from a copy with the migrations and reference data', async () => {
    const said: string[] = [];
    const prepared = await ensurePreparedDatabase(referenceDir, (m) => said.push(m), cacheDir);
    expect(prepared).toBe(path.join(cacheDir, preparedDatabaseKey(referenceDir)!));
    expect(said.join('\n')).toMatch(
      /importing ROME[\s\S]*imported ROME[\s\S]*importing La Poste communes[\s\S]*reference database prepared/,
    );

    // Made already: found without any work.
    const again: string[] = [];
    expect(await ensurePreparedDatabase(referenceDir, (m) => again.push(m), cacheDir)).toBe(prepared);
    expect(again).toEqual([]);

    const pgliteDir = path.join(work, 'data', 'db');
    expect(isNewPgliteDir(pgliteDir)).toBe(true);
    copyPreparedDatabase(prepared!, pgliteDir);
    expect(isNewPgliteDir(pgliteDir)).toBe(false);
    const database = await openDatabase({ pgliteDir });
    try {
      await database.migrate();
      const [jobCount] = await database.db.select({ n: count() }).from(jobs);
      const [communeCount] = await database.db.select({ n: count() }).from(communes);
      const [productCount] = await database.db.select({ n: count() }).from(products);
      expect(jobCount!.n).toBe(FIXTURE_APPELLATIONS.length);
      expect(communeCount!.n).toBe(FIXTURE_COMMUNES);
      expect(productCount!.n).toBeGreaterThan(0);
      // A copy of its own: writing to it leaves the prepared database as it was.
      await database.exec('delete from communes');
    } finally {
      await database.close();
    }
    const other = path.join(work, 'other', 'db');
    copyPreparedDatabase(prepared!, other);
    const second = await openDatabase({ pgliteDir: other });
    try {
      const [communeCount] = await second.db.select({ n: count() }).from(communes);
      expect(communeCount!.n).toBe(FIXTURE_COMMUNES);
    } finally {
      await second.close();
    }
  });

  it('changes with the reference files it was made from', () => {
    const before = preparedDatabaseKey(referenceDir);
    expect(preparedDatabaseKey(referenceDir)).toBe(before);
    const copy = fs.mkdtempSync(path.join(work, 'reference-'));
    fs.cpSync(referenceDir, copy, { recursive: true });
    const file = path.join(copy, 'laposte', fs.readdirSync(path.join(copy, 'laposte'))[0]!);
    fs.appendFileSync(file, '\n');
    expect(preparedDatabaseKey(copy)).not.toBe(before);
  });
});
