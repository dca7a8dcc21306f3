import { asc, eq } from 'drizzle-orm';
import { createEmbeddedGeocoder } from '../../providers/geocoding/embedded-geocoder.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCatalogue } from '../../../test/reference-catalogue.ts';
import { SHIPPED_REFERENCE_DATA_DIR } from '../../config.ts';
import { openDatabase, type Database } from '../client.ts';
import { candidates, communes, recruiters, users } from '../schema/index.ts';
import { insertInBatches } from './batch.ts';
import {
  cogEdition,
  correctCommuneNames,
  countCommunes,
  formatCommuneName,
  importLaPosteCommunes,
  readCogNames,
  readLaPosteCommunes,
} from './communes.ts';
import { placeContext } from './departments.ts';
import { FIXTURE_COMMUNES, writeReferenceFixtures } from './reference-fixtures.ts';
import { STARTER_COMMUNES } from './starter-communes.ts';

describe('formatCommuneName', () => {
  it('writes La Poste upper-case names the French way', () => {
    expect(formatCommuneName('SAINT ETIENNE')).toBe('Saint-Étienne');
    expect(formatCommuneName('LES SABLES D OLONNE')).toBe("Les Sables-d'Olonne");
    expect(formatCommuneName('LA NEUVILLE EN TOURNE A FUY')).toBe('La Neuville-en-Tourne-à-Fuy');
    expect(formatCommuneName('L EPINE AUX BOIS')).toBe("L'Épine-aux-Bois");
    expect(formatCommuneName('MOY DE L AISNE')).toBe("Moy-de-l'Aisne");
    expect(formatCommuneName('LE MANS')).toBe('Le Mans');
    expect(formatCommuneName('MONT DORE (LE)')).toBe('Le Mont-Dore');
    expect(formatCommuneName('PARIS 06')).toBe('Paris 6e Arrondissement');
    expect(formatCommuneName('MARSEILLE 01')).toBe('Marseille 1er Arrondissement');
    expect(formatCommuneName('STE MARIE')).toBe('Sainte-Marie');
  });

  it('keeps names already in mixed case', () => {
    expect(formatCommuneName('Saint-Ouen-la-Thène')).toBe('Saint-Ouen-la-Thène');
  });
});

describe('placeContext', () => {
  it('gives department and region like the national address API', () => {
    expect(placeContext('69123')).toBe('69, Rhône, Auvergne-Rhône-Alpes');
    expect(placeContext('2A004')).toBe('2A, Corse-du-Sud, Corse');
    expect(placeContext('97411')).toBe('974, La Réunion, La Réunion');
  });
});

describe('communes importers', { timeout: 60_000 }, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  it("holds the list of large communes (the tests' small gazetteer)", async () => {
    expect(STARTER_COMMUNES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(STARTER_COMMUNES.map((c) => c.inseeCode)).size).toBe(STARTER_COMMUNES.length);
    await insertInBatches(database.db, communes, testCatalogue().communes);
    const [lyon] = await database.db.select().from(communes).where(eq(communes.inseeCode, '69123'));
    expect(lyon).toMatchObject({ name: 'Lyon', searchName: 'lyon', postalCode: '69001' });
    expect(lyon!.population).toBeGreaterThan(500_000);
    for (const c of STARTER_COMMUNES) {
      expect(c.postalCode).toMatch(/^\d{5}$/);
      expect(Math.abs(c.latitude)).toBeLessThanOrEqual(52);
    }
  });

  it("imports La Poste's file, replacing the starter list", async () => {
    const dir = writeReferenceFixtures();
    expect(await importLaPosteCommunes(database.db, dir)).toBe(FIXTURE_COMMUNES);
    expect(await countCommunes(database.db)).toBe(FIXTURE_COMMUNES);
    const rows = await database.db.select().from(communes).orderBy(asc(communes.id));
    const stEtienne = rows.filter((r) => r.inseeCode === '42218');
    expect(stEtienne.map((r) => r.postalCode)).toEqual(['42000', '42100']);
    // The accents and population come from the starter list of large towns.
    expect(stEtienne[0]).toMatchObject({
      name: 'Saint-Étienne',
      searchName: 'saint etienne',
      deliveryLabel: 'SAINT ETIENNE',
      latitude: 45.4301,
      longitude: 4.3792,
      population: 173_000,
    });
    expect(rows.find((r) => r.inseeCode === '75106')).toMatchObject({
      name: 'Paris 6e Arrondissement',
      postalCode: '75006',
      population: null,
    });
    expect(rows.find((r) => r.inseeCode === '01304')?.name).toBe("Pont-d'Ain");
    expect(rows.filter((r) => r.inseeCode === '01033')).toHaveLength(1);
    expect(rows.find((r) => r.inseeCode === '98817')).toMatchObject({ name: 'Le Mont-Dore', latitude: null, longitude: null });
  });
});

describe('the shipped La Poste edition (apps/api/reference-data)', { timeout: 60_000 }, () => {
  it('is read from its .csv.gz file: every commune and postal code', async () => {
    const rows = await readLaPosteCommunes(SHIPPED_REFERENCE_DATA_DIR);
    // One row per (INSEE code, postal code, official name): La Poste names 4 of its pairs twice
    // ("BOURNEVILLE SAINTE CROIX" and "BOURNEVILLE STE CROIX"), the COG once (decision 135).
    expect(rows).toHaveLength(35_591);
    expect(rows.find((r) => r.inseeCode === '42218' && r.postalCode === '42000')).toMatchObject({
      name: 'Saint-Étienne',
      population: 173_000,
    });
    expect(new Set(rows.filter((r) => r.inseeCode.startsWith('751')).map((r) => r.inseeCode)).size).toBe(20);
  });

  it("gives the INSEE's official names (COG), joined on the INSEE code (decision 135)", async () => {
    expect(cogEdition(SHIPPED_REFERENCE_DATA_DIR)).toBe('cog-2026');
    const rows = await readLaPosteCommunes(SHIPPED_REFERENCE_DATA_DIR);
    const name = (code: string) => rows.find((r) => r.inseeCode === code)?.name;
    expect(name('02565')).toBe('Œuilly');
    expect(name('57521')).toBe('Œting');
    expect(name('94038')).toBe("L'Haÿ-les-Roses");
    expect(name('05023')).toBe('Briançon');
    expect(name('75106')).toBe('Paris 6e Arrondissement');
    // Searching stays without accents: "oeuilly", "l hay les roses".
    expect(rows.find((r) => r.inseeCode === '02565')?.searchName).toBe('oeuilly');
    expect(rows.find((r) => r.inseeCode === '94038')?.searchName).toBe('l hay les roses');
    // La Poste's codes that the COG no longer lists keep La Poste's name, written the French way.
    const official = readCogNames(SHIPPED_REFERENCE_DATA_DIR);
    const missing = rows.filter((r) => !official.has(r.inseeCode));
    expect(missing.length).toBeLessThan(30);
    expect(missing.every((r) => r.name.length > 0)).toBe(true);
  });
});

describe('an existing database gets the official names (decision 135)', { timeout: 60_000 }, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  it('corrects the gazetteer and the places copied from it; search finds them without accents', async () => {
    const db = database.db;
    const old = [
      { inseeCode: '94038', name: 'L Hay-les-Roses', searchName: 'l hay les roses', postalCode: '94240', latitude: 48.77, longitude: 2.33 },
      { inseeCode: '05023', name: 'Briancon', searchName: 'briancon', postalCode: '05100', latitude: 44.9, longitude: 6.65 },
      { inseeCode: '02565', name: 'Oeuilly', searchName: 'oeuilly', postalCode: '02160', latitude: 49.39, longitude: 3.68 },
    ];
    await db.insert(communes).values(old);
    const [user] = await db.insert(users).values({ email: 'cog@example.test' }).returning();
    const place = {
      placeName: 'Briancon (05100)',
      place_name: 'Briancon (05100)',
      featureName: 'Briancon',
      context: "05, Hautes-Alpes, Provence-Alpes-Côte d'Azur",
      description: "05100 Briancon, Hautes-Alpes, Provence-Alpes-Côte d'Azur",
      postalCode: '05100',
      inseeCode: '05023',
    };
    const [recruiter] = await db.insert(recruiters).values({ userId: user!.id, address: place }).returning();
    const [candidate] = await db
      .insert(candidates)
      .values({ firstName: 'Ana', lastName: 'Test', email: 'ana@example.test', cityName: 'Oeuilly', postalCode: '02160' })
      .returning();

    const changes = await correctCommuneNames(db, SHIPPED_REFERENCE_DATA_DIR);
    expect(changes.map((c) => c.new).sort()).toEqual(['Briançon', "L'Haÿ-les-Roses", 'Œuilly']);
    const rows = await db.select().from(communes).orderBy(asc(communes.inseeCode));
    expect(rows.map((r) => [r.name, r.searchName])).toEqual([
      ['Œuilly', 'oeuilly'],
      ['Briançon', 'briancon'],
      ["L'Haÿ-les-Roses", 'l hay les roses'],
    ]);
    const [kept] = await db.select().from(recruiters).where(eq(recruiters.id, recruiter!.id));
    expect(kept!.address).toMatchObject({
      featureName: 'Briançon',
      placeName: 'Briançon (05100)',
      place_name: 'Briançon (05100)',
      description: "05100 Briançon, Hautes-Alpes, Provence-Alpes-Côte d'Azur",
    });
    const [person] = await db.select().from(candidates).where(eq(candidates.id, candidate!.id));
    expect(person!.cityName).toBe('Œuilly');

    const geocoder = createEmbeddedGeocoder(db);
    expect((await geocoder.search('briancon', 5))[0]?.placeName).toBe('Briançon (05100)');
    expect((await geocoder.search("l'hay les roses", 5))[0]?.featureName).toBe("L'Haÿ-les-Roses");
    expect((await geocoder.search('oeuilly', 5))[0]?.featureName).toBe('Œuilly');
    // A second run finds nothing left to correct.
    expect(await correctCommuneNames(db, SHIPPED_REFERENCE_DATA_DIR)).toEqual([]);
  });
});
