import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobSearchAnswer } from '@app/contracts/jobs';
import { SHIPPED_REFERENCE_DATA_DIR } from '../../config.ts';
import { insertInBatches } from '../../db/importers/batch.ts';
import { readRomeAppellations } from '../../db/importers/rome.ts';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

/** The job search on the real catalogue: the 13,120 ROME titles shipped in apps/api/reference-data, loaded once. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await insertInBatches(ctx.database.db, jobs, await readRomeAppellations(SHIPPED_REFERENCE_DATA_DIR));
}, 120_000);
afterAll(() => ctx.close());

const search = async (term: string): Promise<JobSearchAnswer> => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/search/?term=${encodeURIComponent(term)}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const names = async (term: string) => (await search(term)).hits.map((h) => h.name);

describe('GET /api/jobs/search/ on the shipped ROME catalogue', () => {
  it('finds "Serveur / Serveuse de restaurant" first, whatever the small words typed', async () => {
    for (const term of ['serveuse de restaurant', 'Serveuse restaurant', 'serveuse en restaurant', 'serveur du restaurant']) {
      expect((await names(term))[0], term).toBe('Serveur / Serveuse de restaurant');
    }
    const [hit] = (await search('serveuse de restaurant')).hits;
    expect(hit!._formatted.name).toBe('Serveur / <em>Serveuse</em> de <em>restaurant</em>');
  });

  it('never requires a stop word to match', async () => {
    expect((await names("agent de la l'entretien des espaces verts"))[0]).toBe("Agent / Agente d'entretien des espaces verts");
    expect(await names('vendeuse en boulangerie')).toContain('Vendeur / Vendeuse en boulangerie-pâtisserie');
    expect(await names('vendeuse pour la boulangerie')).toContain('Vendeur / Vendeuse en boulangerie-pâtisserie');
  });

  it('still ranks as decision 020 describes: whole-name prefix first, main titles before synonyms', async () => {
    expect((await names('serveur'))[0]).toBe('Serveur / Serveuse en restauration');
    expect((await names('aide a domicile'))[0]).toBe('Aide à domicile');
    expect((await names('boulanger'))[0]).toBe('Boulanger / Boulangère');
    // Typos still answer when nothing matches as typed; the stop word is not required there either.
    expect(await names('serveuse de restaurnat')).toContain('Serveur / Serveuse de restaurant');
  });
});
