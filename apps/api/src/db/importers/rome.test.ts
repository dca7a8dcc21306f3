import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCatalogue } from '../../../test/reference-catalogue.ts';
import { SHIPPED_REFERENCE_DATA_DIR } from '../../config.ts';
import { openDatabase, type Database } from '../client.ts';
import { jobs, matchRefreshQueue, romeSheets, similarJobs } from '../schema/index.ts';
import { BIG_SHEET_SIZE, FIXTURE_APPELLATIONS, writeReferenceFixtures } from './reference-fixtures.ts';
import {
  importJobRows,
  importRome,
  MAX_SIMILAR_JOBS,
  readRomeAppellations,
  readRomeKnowledge,
  readRomeSheets,
  readRomeSoftSkills,
  romeFile,
} from './rome.ts';

async function similarByExternalCode(database: Database): Promise<Map<string, string[]>> {
  const rows = await database.db.select({ id: jobs.id, code: jobs.externalCode }).from(jobs);
  const codeById = new Map(rows.map((r) => [r.id, r.code!]));
  const pairs = await database.db.select().from(similarJobs);
  const map = new Map<string, string[]>();
  for (const p of pairs) {
    const from = codeById.get(p.jobId)!;
    map.set(from, [...(map.get(from) ?? []), codeById.get(p.similarJobId)!]);
  }
  return map;
}

describe('ROME importer', { timeout: 60_000 }, () => {
  let database: Database;
  const dir = writeReferenceFixtures();
  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  it('imports appellations, sheets with domains, and similar jobs', async () => {
    const result = await importRome(database.db, dir);
    // Similar pairs: G1803 group 4x3, M1805 2x1, K2204 group 33 jobs x 30 (capped).
    expect(result).toEqual({ sheets: 8, jobs: FIXTURE_APPELLATIONS.length, similarJobs: 12 + 2 + BIG_SHEET_SIZE * MAX_SIMILAR_JOBS });

    const [serveur] = await database.db.select().from(jobs).where(eq(jobs.externalCode, '1001'));
    expect(serveur).toMatchObject({
      name: 'Serveur / Serveuse en restauration',
      searchName: 'serveur / serveuse en restauration',
      romeCode: 'G1803',
      romeParentCode: 'G1803',
      isMain: true,
      rarelyUsed: false,
    });
    const [oenologue] = await database.db.select().from(jobs).where(eq(jobs.externalCode, '1005'));
    expect(oenologue!.searchName).toBe('oenologue conseil');
    const [analyste] = await database.db.select().from(jobs).where(eq(jobs.externalCode, '1007'));
    expect(analyste).toMatchObject({ isMain: false, rarelyUsed: true });

    const [sheet] = await database.db.select().from(romeSheets).where(eq(romeSheets.code, 'G1810'));
    expect(sheet).toEqual({
      code: 'G1810',
      label: 'Chef / Cheffe de rang',
      domainCode: 'G18',
      domainLabel: 'Service',
      largeDomainCode: 'G',
      largeDomainLabel: 'Hôtellerie-Restauration, Tourisme, Loisirs et Animation',
    });
  });

  it('makes jobs of the same ROME code similar, both ways, capped and preferring main titles', async () => {
    const similar = await similarByExternalCode(database);
    // Chef de rang (G1810) and Serveur (G1803) share the historic ROME code G1803.
    expect(similar.get('1003')?.sort()).toEqual(['1001', '1002', '1004']);
    expect(similar.get('1001')).toContain('1003');
    expect(similar.get('1006')).toEqual(['1007']);
    expect(similar.get('1007')).toEqual(['1006']);
    expect(similar.has('1008')).toBe(false);
    for (const [code, list] of similar) {
      expect(list).not.toContain(code);
      expect(list.length).toBeLessThanOrEqual(MAX_SIMILAR_JOBS);
    }
    // The window cleaner has 32 candidates for 30 places: both main titles are kept.
    expect(similar.get('2900')).toHaveLength(MAX_SIMILAR_JOBS);
    expect(similar.get('2900')).toEqual(expect.arrayContaining(['2000', '2999']));
  });

  it('asks for the refresh of every match, as the triggers of similar_jobs do', async () => {
    await database.db.delete(matchRefreshQueue);
    await importRome(database.db, dir);
    expect(
      await database.db.select({ kind: matchRefreshQueue.kind, targetId: matchRefreshQueue.targetId }).from(matchRefreshQueue),
    ).toEqual([{ kind: 'all', targetId: 0 }]);
  });

  it('is idempotent', async () => {
    const again = await importRome(database.db, dir);
    expect(again.jobs).toBe(FIXTURE_APPELLATIONS.length);
    expect((await database.db.select().from(jobs)).length).toBe(FIXTURE_APPELLATIONS.length);
    expect(again.similarJobs).toBe(12 + 2 + BIG_SHEET_SIZE * MAX_SIMILAR_JOBS);
  });

  it('reads soft skills and chosen knowledge sub-categories', async () => {
    const soft = await readRomeSoftSkills(dir);
    expect(soft.map((s) => s.name)).toEqual(["Avoir l'esprit d'équipe", 'Faire preuve de réactivité']);
    expect(soft[0]).toMatchObject({ description: 'Travailler avec les autres.', romeCode: '500002' });
    expect((await readRomeKnowledge(dir, ['Langages informatiques'])).map((k) => k.name)).toEqual(['Langage SQL']);
  });
});

describe('the shipped ROME edition (apps/api/reference-data)', { timeout: 60_000 }, () => {
  it('is read from its .csv.gz files: all 13,120 titles and 1,584 sheets with their domains', async () => {
    expect(romeFile(SHIPPED_REFERENCE_DATA_DIR, 'appellation')).toMatch(/rome-v460\/unix_referentiel_appellation_v460_utf8\.csv\.gz$/);
    const titles = await readRomeAppellations(SHIPPED_REFERENCE_DATA_DIR);
    expect(titles).toHaveLength(13_120);
    expect(titles.find((t) => t.externalCode === '19427')).toMatchObject({
      name: 'Serveur / Serveuse de restaurant',
      romeCode: 'G1803',
      isMain: false,
    });
    const sheets = await readRomeSheets(SHIPPED_REFERENCE_DATA_DIR);
    expect(sheets).toHaveLength(1584);
    expect(sheets.find((s) => s.code === 'G1803')).toMatchObject({ domainCode: 'G18', largeDomainCode: 'G' });
    expect(await readRomeSoftSkills(SHIPPED_REFERENCE_DATA_DIR)).toHaveLength(16);
  });
});

describe("job catalogue given in memory (the tests' small catalogue)", { timeout: 60_000 }, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  it('holds at least 300 distinct titles, one main title per sheet', () => {
    const rows = testCatalogue();
    expect(rows.jobs.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.jobs.map((j) => j.externalCode)).size).toBe(rows.jobs.length);
    for (const sheet of rows.sheets) {
      expect(sheet.code).toMatch(/^[A-N]\d{4}$/);
      expect(rows.jobs.filter((j) => j.romeCode === sheet.code && j.isMain)).toHaveLength(1);
      expect(sheet.domainLabel).toBeTruthy();
    }
  });

  it('is taken over by a later ROME import (same title keeps its row)', async () => {
    const starter = await importJobRows(database.db, testCatalogue());
    expect(starter.similarJobs).toBeGreaterThan(0);
    const [before] = await database.db.select().from(jobs).where(eq(jobs.searchName, 'serveur / serveuse en restauration'));
    expect(before!.externalCode).toMatch(/^starter:/);

    await importRome(database.db, writeReferenceFixtures());
    const [after] = await database.db.select().from(jobs).where(eq(jobs.externalCode, '1001'));
    expect(after!.id).toBe(before!.id);
    expect((await database.db.select().from(jobs).where(eq(jobs.searchName, 'serveur / serveuse en restauration'))).length).toBe(1);
  });
});
