import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_REFERENCE_DATA_DIR } from '../../config.ts';
import { importLaPosteCommunes } from '../../db/importers/communes.ts';
import { seedReference } from '../../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { createEmbeddedGeocoder, fuzzyPart } from '../../providers/geocoding/embedded-geocoder.ts';
import type { Geocoder } from '../../providers/geocoding/geocoder.ts';
import { createIgnGeocoder } from '../../providers/geocoding/ign-geocoder.ts';
import { createAddressesApp } from '../../../test/addresses-fixtures.ts';
import { openTestDatabase } from '../../../test/helpers.ts';
import { searchPlaces } from './places.service.ts';

const names = (places: { featureName: string }[]) => places.map((p) => p.featureName);

describe('GET /api/places/ (embedded gazetteer)', () => {
  let ctx: Awaited<ReturnType<typeof createAddressesApp>>;
  const search = (q: string) => ctx.app.inject({ method: 'GET', url: `/api/places/?q=${encodeURIComponent(q)}` });

  beforeAll(async () => {
    ctx = await createAddressesApp();
    await seedReference(ctx.database.db, TEST_REFERENCE); // the starter communes
  });
  afterAll(async () => ctx?.close());

  it('needs 3 characters, without sign-in', async () => {
    expect((await search('ly')).statusCode).toBe(400);
    expect((await search('ly')).json().fieldErrors.q).toEqual(['form.validation.min_length']);
    expect((await search('   lyo  ')).statusCode).toBe(200);
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
  });

  it('refuses a query longer than a town or street address (80 characters, decision 131)', async () => {
    expect((await search('a'.repeat(80))).statusCode).toBe(200);
    const long = await search(`${'abc def '.repeat(10)}g`); // 81 characters
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.q).toEqual(['form.validation.max_length']);
  });

  it('asks no geocoder for a text without a letter or a digit (it normalized to nothing and scanned every place, 0.3-1.4 s; outside attack, decision 169)', async () => {
    const asked: string[] = [];
    const geocoder = { driver: 'stub', search: async (q: string) => (asked.push(q), []) } as unknown as Geocoder;
    for (const q of ['!!!!!!!!!!!!!!!!!!!!', '---', ' . . . '])
      expect(await searchPlaces(geocoder, undefined, q, 5, ctx.app.log)).toEqual([]);
    expect(asked).toEqual([]);
    await searchPlaces(geocoder, undefined, 'Lyon 3e', 5, ctx.app.log);
    expect(asked).toEqual(['Lyon 3e']);
    const res = await search('!!!!!!!!!!!!!!!!!!!!');
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([]);
  });

  it('answers the spec place object with coordinates', async () => {
    const res = await search('lyon');
    expect(res.statusCode).toBe(200);
    const [lyon] = res.json().results;
    expect(lyon).toEqual({
      placeName: 'Lyon (69001)',
      place_name: 'Lyon (69001)',
      featureName: 'Lyon',
      context: '69, Rhône, Auvergne-Rhône-Alpes',
      description: '69001 Lyon, Rhône, Auvergne-Rhône-Alpes',
      postalCode: '69001',
      inseeCode: '69123',
      latitude: 45.764,
      longitude: 4.8357,
    });
  });

  it('ignores accents, case and hyphens', async () => {
    expect(names((await search('SAINT ETIENNE')).json().results)[0]).toBe('Saint-Étienne');
    expect(names((await search('saint-étienne')).json().results)[0]).toBe('Saint-Étienne');
    expect(names((await search('Évry')).json().results.concat((await search('evry')).json().results))).toContain('Évry-Courcouronnes');
  });

  it('matches prefixes and tolerates typos', async () => {
    expect(names((await search('bord')).json().results)[0]).toBe('Bordeaux');
    expect(names((await search('bordaux')).json().results)).toContain('Bordeaux');
    expect(names((await search('marseile')).json().results)).toContain('Marseille');
    expect(names((await search('toulousse')).json().results)).toContain('Toulouse');
  });

  it('suggests a street address: the street as typed in the commune its town part names (issue 11, item 3)', async () => {
    for (const q of ['12 rue de la République, Lyon', '12 rue de la République 69001', '12  rue de la République   lyon']) {
      const [first] = (await search(q)).json().results;
      expect(first, q).toMatchObject({ street: '12 rue de la République', featureName: 'Lyon', postalCode: '69001' });
      expect(first.placeName).toBe('12 rue de la République, 69001 Lyon');
      expect(first.latitude).toBeTypeOf('number');
    }
    const [bordeaux] = (await search('8 avenue Jean Jaurès, bordaux')).json().results;
    expect(bordeaux).toMatchObject({ street: '8 avenue Jean Jaurès', featureName: 'Bordeaux' });
    // A town alone stays a town.
    expect((await search('lyon')).json().results[0].street).toBeUndefined();
  });

  it('matches postal codes and ranks bigger towns first, at most 5', async () => {
    expect(names((await search('69001')).json().results)).toEqual(['Lyon']);
    expect(names((await search('330')).json().results)[0]).toBe('Bordeaux');
    const saint = (await search('saint')).json().results;
    expect(saint).toHaveLength(5);
    expect(saint[0].featureName).toBe('Saint-Étienne'); // the largest "Saint-" of the list
  });

  it('answers nothing for what is not a French place', async () => {
    expect((await search('zzzqqqxxx')).json().results).toEqual([]);
    expect((await search("'; drop table communes; --")).json().results).toEqual([]);
    expect((await search('%%%')).json().results).toEqual([]);
  });
});

const laPosteDir = process.env.REFERENCE_DATA_DIR ?? SHIPPED_REFERENCE_DATA_DIR;
describe('embedded gazetteer on La Poste\u2019s full file', () => {
  let close: () => Promise<void>;
  let geocoder: Geocoder;
  let timings: number[] = [];

  beforeAll(async () => {
    const database = await openTestDatabase();
    close = database.close;
    await importLaPosteCommunes(database.db, laPosteDir);
    geocoder = createEmbeddedGeocoder(database.db);
  });
  afterAll(async () => {
    if (timings.length > 0) {
      timings = timings.sort((a, b) => a - b);
      console.log(
        `place search on ${'La Poste'} communes: median ${timings[Math.floor(timings.length / 2)]!.toFixed(1)} ms, max ${timings.at(-1)!.toFixed(1)} ms over ${timings.length} queries`,
      );
    }
    await close?.();
  });

  const timed = async (q: string) => {
    const started = performance.now();
    const result = await geocoder.search(q, 5);
    timings.push(performance.now() - started);
    return result;
  };

  it('finds small communes, accents and typos included, one suggestion per commune', async () => {
    expect((await timed('Andert'))[0]?.featureName).toMatch(/^Andert/);
    const lyon = await timed('lyon');
    // La Poste lists Lyon by arrondissement; they come before Lyons-la-Forêt.
    expect(lyon.map((p) => p.featureName).slice(0, 3)).toEqual([
      'Lyon 1er Arrondissement',
      'Lyon 2e Arrondissement',
      'Lyon 3e Arrondissement',
    ]);
    expect(new Set(lyon.map((p) => p.inseeCode)).size).toBe(lyon.length);
    expect((await timed('chateauneuf du pape'))[0]?.featureName).toMatch(/Châteauneuf-du-Pape/i);
    expect((await timed('sables d olonne')).map((p) => p.featureName).join(' ')).toMatch(/Sables-d'Olonne/);
    expect((await timed('montpelier'))[0]?.featureName).toBe('Montpellier');
    expect((await timed('bordaux'))[0]?.featureName).toBe('Bordeaux');
    expect((await timed('marseile'))[0]?.featureName).toBe('Marseille 1er Arrondissement');
    expect((await timed('st etienne'))[0]?.placeName).toBe('Saint-Étienne (42000)');
    expect((await timed('aix en provance'))[0]?.featureName).toBe('Aix-en-Provence');
  });

  it('bounds the typo search of a long query to its first words (decision 131)', async () => {
    // Distinct words, at most FUZZY_MAX_WORDS, at most 32 characters (decision 140).
    expect(fuzzyPart('saint remy en bouzemont saint genest et isson')).toBe('saint remy en bouzemont');
    expect(fuzzyPart('saint sur saint sur saint sur saint sur')).toBe('saint sur');
    expect(fuzzyPart('x'.repeat(50))).toBe('x'.repeat(32));
    // A long name typed with a typo is still found from its first 32 characters.
    // The INSEE's official name writes "Remy" without its accent (decision 135).
    expect((await timed('saint remi en bouzemont saint genest et isson'))[0]?.featureName).toBe(
      'Saint-Remy-en-Bouzemont-Saint-Genest-et-Isson',
    );
    // 80 characters of letters and spaces (the tester's query took 5-7 s on PostgreSQL): as cheap as a short one.
    const noise = 'cjbebhhh gdbhaggjahedjbfaaa iag dgaidhhidfd dheagi bc ebfigi deejhigjahdgg cfi fb';
    const started = performance.now();
    expect(await geocoder.search(noise, 5)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('bounds the typo search by construction: common words left out, one typo search a query (decision 140)', async () => {
    expect(fuzzyPart('saint sur saint sur saint sur', new Set(['saint', 'sur']))).toBe('');
    expect(fuzzyPart('chateauneuf du pape', new Set(['du']))).toBe('chateauneuf pape');
    // The tester's queries cost about 850 ms (comma) and 360 ms of CPU each; bounded, under 300 ms even on a loaded machine.
    for (const q of [
      'rue saint sur saint sur saint sur, saint sur saint sur saint sur',
      'sai sai sai sai sai sai sai',
      'saint sur saint sur saint sur saint sur saint sur saint sur',
    ]) {
      const cpu = process.cpuUsage();
      await geocoder.search(q, 5);
      const used = process.cpuUsage(cpu);
      expect((used.user + used.system) / 1000, q).toBeLessThan(300);
    }
    // Typos keep being forgiven.
    expect((await timed('chateauneuf du pap'))[0]?.featureName).toMatch(/Châteauneuf-du-Pape/i);
  });

  it('lists every commune of a postal code, at most 5', async () => {
    const results = await timed('01300');
    expect(results.length).toBeGreaterThan(1);
    expect(results.length).toBeLessThanOrEqual(5);
    expect(results.every((p) => p.postalCode === '01300')).toBe(true);
    for (const q of ['par', 'saint', 'mar', 'villeneuve', 'bourg', '75', 'aix', 'bea', 'beaumont sur'])
      expect((await timed(q)).length).toBeLessThanOrEqual(5);
  });
});

describe('IGN Géoplateforme driver', () => {
  let server: http.Server;
  let baseUrl: string;
  let lastUrl = '';
  let failNext = false;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      lastUrl = req.url ?? '';
      if (failNext) {
        failNext = false;
        res.writeHead(503).end();
        return;
      }
      if (new URL(lastUrl, 'http://x').searchParams.get('q')?.includes('rue')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            type: 'FeatureCollection',
            features: [
              {
                type: 'Feature',
                geometry: { type: 'Point', coordinates: [4.8357, 45.7612] },
                properties: {
                  label: '12 Rue de la République 69001 Lyon',
                  name: '12 Rue de la République',
                  housenumber: '12',
                  street: 'Rue de la République',
                  city: 'Lyon',
                  postcode: '69001',
                  citycode: '69381',
                  context: '69, Rhône, Auvergne-Rhône-Alpes',
                  type: 'housenumber',
                },
              },
            ],
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [4.3872, 45.4397] },
              properties: {
                label: 'Saint-Étienne',
                name: 'Saint-Étienne',
                city: 'Saint-Étienne',
                postcode: '42000',
                citycode: '42218',
                context: '42, Loire, Auvergne-Rhône-Alpes',
                type: 'municipality',
              },
            },
            { type: 'Feature', geometry: null, properties: { label: 'incomplete' } },
          ],
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/geocodage`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('asks for house numbers and streets when the query is a street address, and keeps the street (issue 11, item 3)', async () => {
    const [place] = await createIgnGeocoder(baseUrl).search('12 rue de la république lyon', 5);
    expect(new URL(lastUrl, 'http://x').searchParams.has('type')).toBe(false);
    expect(place).toMatchObject({
      street: '12 Rue de la République',
      placeName: '12 Rue de la République, 69001 Lyon',
      featureName: 'Lyon',
      postalCode: '69001',
      latitude: 45.7612,
      longitude: 4.8357,
    });
    expect(place!.description).toMatch(/^12 Rue de la République, 69001 Lyon/);
  });

  it('asks for municipalities with autocompletion and maps the answer to the place object', async () => {
    const places = await createIgnGeocoder(baseUrl).search('saint etienne', 5);
    const url = new URL(lastUrl, 'http://x');
    expect(url.pathname).toBe('/geocodage/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: 'saint etienne',
      type: 'municipality',
      autocomplete: '1',
      limit: '5',
      index: 'address',
    });
    expect(places).toEqual([
      {
        placeName: 'Saint-Étienne (42000)',
        place_name: 'Saint-Étienne (42000)',
        featureName: 'Saint-Étienne',
        context: '42, Loire, Auvergne-Rhône-Alpes',
        description: '42000 Saint-Étienne, Loire, Auvergne-Rhône-Alpes',
        postalCode: '42000',
        inseeCode: '42218',
        latitude: 45.4397,
        longitude: 4.3872,
      },
    ]);
  });

  it('throws when the service fails, and the API then answers from the gazetteer', async () => {
    failNext = true;
    await expect(createIgnGeocoder(baseUrl).search('lyon', 5)).rejects.toThrow(/503/);
    const ctx = await createAddressesApp({ GEOCODER: 'ign', IGN_GEOCODER_URL: baseUrl });
    try {
      await seedReference(ctx.database.db, TEST_REFERENCE);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/places/?q=saint' })).json().results[0].featureName).toBe('Saint-Étienne');
      failNext = true;
      const fallback = await ctx.app.inject({ method: 'GET', url: '/api/places/?q=lyon' });
      expect(fallback.statusCode).toBe(200);
      expect(fallback.json().results[0].featureName).toBe('Lyon');
    } finally {
      await ctx.close();
    }
  });
});
