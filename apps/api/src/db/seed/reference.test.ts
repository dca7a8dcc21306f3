import { asc, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client.ts';
import { FIXTURE_APPELLATIONS, FIXTURE_COMMUNES, FIXTURE_SOFT_SKILLS, writeReferenceFixtures } from '../importers/reference-fixtures.ts';
import { STARTER_COMMUNES } from '../importers/starter-communes.ts';
import * as schema from '../schema/index.ts';
import { seedReference } from './reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';

const {
  activitySectors,
  advantageCategories,
  advantages,
  caces,
  communes,
  contracts,
  experiences,
  jobs,
  languageLevels,
  languages,
  licences,
  locomotions,
  priceFreeProducts,
  prices,
  products,
  recruitmentSteps,
  remotes,
  romeSheets,
  similarJobs,
  skillGroups,
  skills,
  workingTimes,
} = schema;

const TABLES: Record<string, PgTable> = {
  activitySectors,
  advantageCategories,
  advantages,
  caces,
  communes,
  contracts,
  experiences,
  jobs,
  languageLevels,
  languages,
  licences,
  locomotions,
  priceFreeProducts,
  prices,
  products,
  recruitmentSteps,
  remotes,
  romeSheets,
  similarJobs,
  skillGroups,
  skills,
  workingTimes,
};

async function counts(database: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    out[name] = row!.n;
  }
  return out;
}

async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({});
  await database.migrate();
  return database;
}

describe("seedReference with the tests' small catalogue", { timeout: 60_000 }, () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
    await seedReference(database.db, TEST_REFERENCE);
  });
  afterAll(async () => {
    await database.close();
  });

  it('fills every reference table', async () => {
    const n = await counts(database);
    for (const [table, rows] of Object.entries(n)) expect(rows, table).toBeGreaterThan(0);
    expect(n.jobs).toBeGreaterThanOrEqual(300);
    expect(n.communes).toBe(STARTER_COMMUNES.length);
    expect(n.activitySectors).toBeGreaterThanOrEqual(30);
    expect(n.languages).toBeGreaterThanOrEqual(15);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await counts(database);
    const messages: string[] = [];
    await seedReference(database.db, { ...TEST_REFERENCE, log: (m) => messages.push(m) });
    expect(await counts(database)).toEqual(before);
    expect(messages.filter((m) => m.startsWith('seeded') || m.startsWith('imported'))).toEqual([]);
  });

  it('orders experiences by level from 0', async () => {
    const rows = await database.db.select().from(experiences).orderBy(asc(experiences.level));
    expect(rows.map((r) => r.level)).toEqual(rows.map((_, i) => i));
    expect(rows[0]!.name).toBe('Débutant');
    expect(rows.at(-1)!.name).toBe('Plus de 10 ans');
  });

  it('seeds the three skill groups with their skill sets', async () => {
    expect(await database.db.select().from(skillGroups).orderBy(asc(skillGroups.id))).toEqual([
      { id: 1, name: 'Qualités personnelles' },
      { id: 2, name: 'Connaissances professionnelles' },
      { id: 3, name: 'Savoir-être professionnels' },
    ]);
    const perGroup = await database.db
      .select({ groupId: skills.groupId, n: count() })
      .from(skills)
      .groupBy(skills.groupId)
      .orderBy(asc(skills.groupId));
    expect(perGroup[0]!.n).toBeGreaterThanOrEqual(15);
    expect(perGroup[1]!.n).toBeGreaterThanOrEqual(30);
    expect(perGroup[2]!.n).toBeGreaterThanOrEqual(10);
    const soft = await database.db.select().from(skills).where(eq(skills.groupId, 3));
    for (const s of soft) expect(s.description).toBeTruthy();
  });

  it('seeds the French reference lists', async () => {
    expect((await database.db.select().from(languageLevels).orderBy(asc(languageLevels.position))).map((l) => l.name)).toEqual([
      'Notions',
      'Intermédiaire',
      'Courant',
      'Bilingue',
      'Langue maternelle',
    ]);
    const licenceCodes = (await database.db.select().from(licences)).map((l) => l.code);
    expect(licenceCodes).toEqual(expect.arrayContaining(['AM', 'A1', 'A2', 'A', 'B', 'BE', 'C1', 'C', 'CE', 'D']));
    const cacesCodes = (await database.db.select().from(caces)).map((c) => c.code.slice(0, 4));
    expect(new Set(cacesCodes)).toEqual(new Set(['R482', 'R484', 'R485', 'R486', 'R489']));
    expect((await database.db.select().from(contracts)).map((c) => c.name)).toEqual(
      expect.arrayContaining(['CDI', 'CDD', 'Intérim', 'Alternance', 'Stage', 'Saisonnier', 'Freelance']),
    );
    expect((await database.db.select().from(remotes).orderBy(asc(remotes.position))).map((r) => r.name)).toEqual([
      'Sur site',
      'Télétravail partiel',
      'Télétravail complet',
    ]);
    expect((await database.db.select().from(locomotions)).map((l) => l.icon)).toEqual(
      expect.arrayContaining(['walk', 'bike', 'car', 'bus', 'motorbike', 'scooter']),
    );
    const remuneration = await database.db.select().from(advantageCategories).where(eq(advantageCategories.name, 'Rémunération'));
    const perks = await database.db.select().from(advantages).where(eq(advantages.categoryId, remuneration[0]!.id));
    expect(perks.map((a) => a.name)).toEqual(expect.arrayContaining(['Tickets restaurant', '13e mois']));
    expect(perks.every((a) => a.icon)).toBe(true);
  });

  it('seeds products and prices as the product decisions say', async () => {
    const productRows = await database.db.select().from(products);
    const priceRows = await database.db.select().from(prices).orderBy(asc(prices.position));
    const pricesOf = (code: string) => {
      const product = productRows.find((p) => p.code === code)!;
      return priceRows
        .filter((p) => p.productId === product.id)
        .map(({ unitAmount, interval, intervalCount, isDefault, position, currency }) => ({
          unitAmount,
          interval,
          intervalCount,
          isDefault,
          position,
          currency,
        }));
    };
    expect(productRows.map((p) => p.code).sort()).toEqual(
      [
        'additional_poster',
        'additional_sticker',
        'address_subscription',
        'affiliate_kit',
        'premium_headhunter',
        'rare_resume',
        'regular_resume',
      ].sort(),
    );
    const single = (unitAmount: number) => [
      { unitAmount, interval: null, intervalCount: null, isDefault: true, position: 0, currency: 'eur' },
    ];
    expect(pricesOf('regular_resume')).toEqual(single(1500));
    expect(pricesOf('rare_resume')).toEqual(single(3500));
    expect(pricesOf('additional_poster')).toEqual(single(1500));
    expect(pricesOf('additional_sticker')).toEqual(single(1200));
    expect(pricesOf('premium_headhunter')).toEqual([
      { unitAmount: 120_000, interval: 'year', intervalCount: 1, isDefault: true, position: 0, currency: 'eur' },
    ]);
    expect(pricesOf('address_subscription')).toEqual([
      { unitAmount: 4900, interval: 'month', intervalCount: 1, isDefault: false, position: 0, currency: 'eur' },
      { unitAmount: 49_000, interval: 'month', intervalCount: 12, isDefault: true, position: 1, currency: 'eur' },
    ]);
    expect(pricesOf('affiliate_kit')).toEqual([
      { unitAmount: 29_000, interval: 'year', intervalCount: 1, isDefault: true, position: 0, currency: 'eur' },
    ]);
    expect(productRows.find((p) => p.code === 'address_subscription')!.name).toBe('Essentiel');

    const kitPrice = priceRows.find((p) => p.productId === productRows.find((x) => x.code === 'affiliate_kit')!.id)!;
    const offered = await database.db.select().from(priceFreeProducts).where(eq(priceFreeProducts.priceId, kitPrice.id));
    const codeOf = (id: number) => productRows.find((p) => p.id === id)!.code;
    expect(offered.map((o) => [codeOf(o.offeredProductId), o.offeredQuantity]).sort()).toEqual([
      ['additional_poster', 2],
      ['additional_sticker', 2],
    ]);
  });
});

describe('seedReference with reference files', { timeout: 60_000 }, () => {
  // One database started from the small catalogue given in memory, one fresh; set up in hooks (longer time limit).
  let upgraded: Database;
  let fresh: Database;
  const dir = writeReferenceFixtures();
  beforeAll(async () => {
    upgraded = await freshDatabase();
    await seedReference(upgraded.db, TEST_REFERENCE);
    fresh = await freshDatabase();
  });
  afterAll(async () => {
    await upgraded.close();
    await fresh.close();
  });

  it('imports ROME and La Poste, replacing a catalogue given in memory, and is idempotent', async () => {
    await seedReference(upgraded.db, { referenceDataDir: dir });
    const after = await counts(upgraded);
    expect(after.communes).toBe(FIXTURE_COMMUNES);
    // Jobs given in memory stay (addresses may use them); the ROME titles are added or take them over.
    const allJobs = await upgraded.db.select().from(jobs);
    expect(allJobs.filter((j) => !j.externalCode?.startsWith('starter:')).length).toBe(FIXTURE_APPELLATIONS.length);

    await seedReference(upgraded.db, { referenceDataDir: dir });
    expect(await counts(upgraded)).toEqual(after);
  });

  it('takes soft skills and some knowledge from the ROME files on a fresh database', async () => {
    await seedReference(fresh.db, { referenceDataDir: dir });
    const soft = await fresh.db.select().from(skills).where(eq(skills.groupId, 3));
    expect(soft.map((s) => s.name)).toEqual(FIXTURE_SOFT_SKILLS);
    expect(soft[0]!.romeCode).toBe('500002');
    const knowledge = (await fresh.db.select().from(skills).where(eq(skills.groupId, 2))).map((s) => s.name);
    expect(knowledge).toEqual(expect.arrayContaining(['Caractéristiques des fromages', 'Langage SQL', 'Service en salle']));
    expect(knowledge).not.toContain('Techniques de soudage');
    expect((await counts(fresh)).jobs).toBe(FIXTURE_APPELLATIONS.length);
  });
});
