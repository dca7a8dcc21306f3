import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitySectors, recruiters } from '../../db/schema/index.ts';
import { seedReference } from '../../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { createRechercheEntreprisesLookup } from '../../providers/sirene/recherche-entreprises-lookup.ts';
import { createAddressesApp, insertAddress, LYON_PLACE } from '../../../test/addresses-fixtures.ts';
import { createUser } from '../../../test/helpers.ts';
import { sectorNameOfNaf } from './naf-sectors.ts';

const KNOWN_SIRET = '55203253400646';
const UNKNOWN_VALID_SIRET = '73282932000074';
const LA_POSTE_SIRET = '35600000010014';

/** A stand-in for recherche-entreprises.api.gouv.fr answering like the real service. */
async function startFakeSirene() {
  const state = { status: 200, lastUrl: '' };
  const server = http.createServer((req, res) => {
    state.lastUrl = req.url ?? '';
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q');
    if (state.status !== 200) return void res.writeHead(state.status).end();
    const results =
      q === UNKNOWN_VALID_SIRET
        ? [
            {
              siren: '732829320',
              nom_complet: 'BOULANGERIE DU PARC',
              section_activite_principale: 'C',
              activite_principale: '10.71C',
              siege: { siret: UNKNOWN_VALID_SIRET },
              matching_etablissements: [
                {
                  siret: UNKNOWN_VALID_SIRET,
                  activite_principale: '10.71C',
                  code_postal: '42000',
                  commune: '42218',
                  libelle_commune: 'SAINT-ETIENNE',
                  latitude: '45.43',
                  longitude: '4.39',
                },
              ],
            },
          ]
        : [];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results, total_results: results.length }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('POST /api/siret/', () => {
  describe('embedded lookup (public entries shipped with the product, never what accounts typed)', () => {
    let ctx: Awaited<ReturnType<typeof createAddressesApp>>;
    const post = (siret: unknown) => ctx.app.inject({ method: 'POST', url: '/api/siret/', payload: { siret } });

    beforeAll(async () => {
      ctx = await createAddressesApp();
      await seedReference(ctx.database.db, TEST_REFERENCE);
      const [sector] = await ctx.database.db.select({ id: activitySectors.id }).from(activitySectors).limit(1);
      // Accounts and sites typed with these SIRETs (decision 130: the lookup learned from them).
      const user = await createUser(ctx.database, { company: 'ARNAQUE - appelez le 0899' });
      await ctx.database.db
        .update(recruiters)
        .set({ siret: UNKNOWN_VALID_SIRET, address: LYON_PLACE })
        .where(eq(recruiters.id, user.recruiterId));
      await insertAddress(ctx.database, user.recruiterId, { siret: KNOWN_SIRET, activitySectorId: sector!.id, content: LYON_PLACE });
      await insertAddress(ctx.database, user.recruiterId, {
        siret: UNKNOWN_VALID_SIRET,
        activitySectorId: sector!.id,
        content: LYON_PLACE,
      });
    });
    afterAll(async () => ctx?.close());

    it('pre-fills a shipped company from the register, not from the accounts typed with its SIRET, without sign-in', async () => {
      const res = await post(KNOWN_SIRET);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        siret: KNOWN_SIRET,
        company: 'DANONE',
        address: expect.objectContaining({ postalCode: '75009', inseeCode: '75109' }),
      });
      expect(JSON.stringify(res.json())).not.toMatch(/ARNAQUE|Lyon/);
    });

    it('answers 404 for a SIRET only accounts and sites typed (no customer list, no poisoning)', async () => {
      const res = await post(UNKNOWN_VALID_SIRET);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'siret_not_found' });
    });

    it('checks 14 digits, then the checksum (Luhn, or La Poste rule)', async () => {
      for (const bad of ['1234567890123', '123456789012345', '5520325340064a', '', 55203253400646]) {
        const res = await post(bad);
        expect(res.statusCode, String(bad)).toBe(400);
        expect(res.json().code).toBe('validation_failed');
      }
      expect((await post('1234567890123')).json().fieldErrors.siret).toEqual(['form.validation.isSiret']);
      const luhn = await post('55203253400647');
      expect(luhn.statusCode).toBe(400);
      expect(luhn.json()).toMatchObject({ code: 'validation_failed', fieldErrors: { siret: ['errors.siret_invalid'] } });
    });

    it('answers 404 with a message for a valid SIRET nobody knows (La Poste included)', async () => {
      for (const siret of [UNKNOWN_VALID_SIRET, LA_POSTE_SIRET]) {
        const res = await post(siret);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'siret_not_found', message: 'errors.siret_not_found' });
      }
    });
  });

  describe('recherche-entreprises driver (SIRENE_API_URL)', () => {
    let fake: Awaited<ReturnType<typeof startFakeSirene>>;
    let ctx: Awaited<ReturnType<typeof createAddressesApp>>;

    beforeAll(async () => {
      fake = await startFakeSirene();
      ctx = await createAddressesApp({ SIRENE_API_URL: fake.url });
      await seedReference(ctx.database.db, TEST_REFERENCE);
    });
    afterAll(async () => {
      await ctx?.close();
      await fake?.close();
    });

    it('maps the establishment: name, NAF code to our sector, town to the place object', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/siret/', payload: { siret: UNKNOWN_VALID_SIRET } });
      expect(res.statusCode).toBe(200);
      expect(new URL(fake.state.lastUrl, 'http://x').searchParams.get('q')).toBe(UNKNOWN_VALID_SIRET);
      const [bakery] = await ctx.database.db
        .select({ id: activitySectors.id, name: activitySectors.name })
        .from(activitySectors)
        .where(eq(activitySectors.name, 'Boulangerie-pâtisserie'));
      expect(res.json()).toEqual({
        siret: UNKNOWN_VALID_SIRET,
        company: 'BOULANGERIE DU PARC',
        activitySector: bakery,
        address: expect.objectContaining({
          featureName: 'Saint-Etienne',
          postalCode: '42000',
          inseeCode: '42218',
          context: '42, Loire, Auvergne-Rhône-Alpes',
          latitude: 45.43,
          longitude: 4.39,
        }),
      });
    });

    it('answers 404 when the register does not know it, 503 when the service is down', async () => {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/siret/', payload: { siret: KNOWN_SIRET } })).statusCode).toBe(404);
      fake.state.status = 502;
      const down = await ctx.app.inject({ method: 'POST', url: '/api/siret/', payload: { siret: KNOWN_SIRET } });
      fake.state.status = 200;
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toBe('errors.siret_lookup_unavailable');
    });

    it('never calls the service for an invalid checksum', async () => {
      fake.state.lastUrl = '';
      await ctx.app.inject({ method: 'POST', url: '/api/siret/', payload: { siret: '55203253400647' } });
      expect(fake.state.lastUrl).toBe('');
    });

    it('is a plain driver too', async () => {
      expect(await createRechercheEntreprisesLookup(fake.url).find(KNOWN_SIRET)).toBeNull();
    });
  });

  it('maps NAF codes to activity sectors by longest prefix', () => {
    expect(sectorNameOfNaf('56.10C')).toBe('Restauration rapide');
    expect(sectorNameOfNaf('56.10A')).toBe('Hôtellerie-restauration');
    expect(sectorNameOfNaf('10.71C')).toBe('Boulangerie-pâtisserie');
    expect(sectorNameOfNaf('10.13A')).toBe('Industrie agroalimentaire');
    expect(sectorNameOfNaf('25.62B')).toBe('Industrie');
    expect(sectorNameOfNaf('78.20Z')).toBe('Travail temporaire');
    expect(sectorNameOfNaf('81.21Z')).toBe('Propreté et nettoyage');
    expect(sectorNameOfNaf('99.00Z')).toBeNull();
    expect(sectorNameOfNaf(null)).toBeNull();
  });
});
