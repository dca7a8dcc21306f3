import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCatalogue } from '../../../test/reference-catalogue.ts';
import { SHIPPED_REFERENCE_DATA_DIR } from '../../config.ts';
import { openDatabase, type Database } from '../client.ts';
import { communes } from '../schema/index.ts';
import { insertInBatches } from './batch.ts';
import { countCommunes, formatCommuneName, importLaPosteCommunes, readLaPosteCommunes } from './communes.ts';
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
    expect(rows).toHaveLength(35_595);
    expect(rows.find((r) => r.inseeCode === '42218' && r.postalCode === '42000')).toMatchObject({
      name: 'Saint-Étienne',
      population: 173_000,
    });
    expect(new Set(rows.filter((r) => r.inseeCode.startsWith('751')).map((r) => r.inseeCode)).size).toBe(20);
  });
});
