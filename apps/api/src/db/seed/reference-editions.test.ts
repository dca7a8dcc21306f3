import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_REFERENCE_DATA_DIR } from '../../config.ts';
import { openDatabase, type Database } from '../client.ts';
import { normalizeSearch } from '../importers/normalize.ts';
import { writeReferenceFixtures } from '../importers/reference-fixtures.ts';
import { STARTER_COMMUNES } from '../importers/starter-communes.ts';
import { communes, jobs, referenceEditions } from '../schema/index.ts';
import { seedReference } from './reference.ts';

/** The fixtures plus a commune and a job title the COG and the accent rule correct. */
function fixturesWithOldNames(): string {
  const dir = writeReferenceFixtures();
  fs.appendFileSync(path.join(dir, 'laposte', 'laposte_hexasmal.csv'), '05023;BRIANCON;05100;;BRIANCON;44.8995;6.6495\n');
  const file = path.join(dir, 'rome-v460', 'unix_referentiel_appellation_v460_utf8.csv');
  const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
  const laveur = lines.find((l) => l.includes('Laveur / Laveuse de surfaces vitrées'))!;
  lines.push(
    laveur.replace(/^"2900"/, '"2901"').replaceAll('Laveur / Laveuse de surfaces vitrées', 'Educateur / Educatrice de surfaces vitrées'),
  );
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return dir;
}

describe('the reference seed corrects an existing database once (decision 135)', { timeout: 120_000 }, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  it('gives a database imported before the COG its official names, and old job titles their accents', async () => {
    const db = database.db;
    const dir = fixturesWithOldNames();
    const logs: string[] = [];
    // A database imported before: La Poste's names only (no COG in the folder), titles as the file wrote them.
    await seedReference(db, { referenceDataDir: dir, log: (m) => logs.push(m) });
    const briancon = async () => (await db.select().from(communes).where(eq(communes.inseeCode, '05023')))[0]?.name;
    expect(await briancon()).toBe('Briancon');
    const [job] = await db.select().from(jobs).where(eq(jobs.externalCode, '2901'));
    expect(job!.name).toBe('Éducateur / Éducatrice de surfaces vitrées');
    await db.update(jobs).set({ name: 'Educateur / Educatrice de surfaces vitrées' }).where(eq(jobs.id, job!.id));
    await db.delete(referenceEditions);
    // A gazetteer larger than the starter list is kept at the next start (not imported again).
    await db
      .insert(communes)
      .values(STARTER_COMMUNES.map(({ population: _p, ...c }) => ({ ...c, searchName: normalizeSearch(c.name) })))
      .onConflictDoNothing();

    // The next start, with the COG shipped: the names are corrected and the editions recorded.
    fs.cpSync(path.join(SHIPPED_REFERENCE_DATA_DIR, 'cog-2026'), path.join(dir, 'cog-2026'), { recursive: true });
    logs.length = 0;
    await seedReference(db, { referenceDataDir: dir, log: (m) => logs.push(m) });
    expect(await briancon()).toBe('Briançon');
    expect((await db.select().from(communes).where(eq(communes.inseeCode, '42218')))[0]?.name).toBe('Saint-Étienne');
    const [again] = await db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(again).toMatchObject({
      name: 'Éducateur / Éducatrice de surfaces vitrées',
      searchName: 'educateur / educatrice de surfaces vitrees',
    });
    expect(logs.some((m) => /official commune names \(cog-2026\): \d+ names corrected/.test(m))).toBe(true);
    expect(logs.some((m) => /ROME labels: 1 rows/.test(m))).toBe(true);
    const editions = await db.select().from(referenceEditions);
    expect(Object.fromEntries(editions.map((e) => [e.name, e.edition]))).toEqual({
      'commune-names': 'cog-2026',
      'job-accents': 'capitals-1',
    });

    // Once only: a third start changes nothing and says nothing about it.
    logs.length = 0;
    await seedReference(db, { referenceDataDir: dir, log: (m) => logs.push(m) });
    expect(logs.filter((m) => /official commune names|ROME labels/.test(m))).toEqual([]);
  });
});
