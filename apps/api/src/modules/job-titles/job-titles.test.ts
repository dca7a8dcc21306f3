import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobSearchAnswer } from '@app/contracts/jobs';
import { seedReference } from '../../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedReference(ctx.database.db, TEST_REFERENCE);
});
afterAll(() => ctx.close());

const search = async (term: string): Promise<JobSearchAnswer> => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/search/?term=${encodeURIComponent(term)}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const names = (answer: JobSearchAnswer) => answer.hits.map((h) => h.name);

describe('GET /api/jobs/search/', () => {
  it('is open to anonymous callers and answers the spec shape', async () => {
    const answer = await search('boulanger');
    expect(answer.hits.length).toBeGreaterThan(0);
    const [hit] = answer.hits;
    expect(Object.keys(hit!).sort()).toEqual(['_formatted', 'id', 'name', 'uuid']);
    expect(hit!._formatted.name).toContain('<em>');
  });

  it('lets browsers keep an answer for 5 minutes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/jobs/search/?term=boul' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers the same from its cache, whatever the case and accents', async () => {
    const first = await search('Pâtissier');
    expect(await search('patissier')).toEqual(first);
    expect(await search('PATISSIER')).toEqual(first);
  });

  it('puts the obvious title first', async () => {
    expect(names(await search('boulanger'))[0]).toBe('Boulanger / Boulangère');
    expect(names(await search('coiffeur'))[0]).toBe('Coiffeur / Coiffeuse');
    expect(names(await search('caissier'))[0]).toBe('Caissier / Caissière');
  });

  it('is accent- and case-insensitive', async () => {
    const plain = names(await search('patissier'));
    expect(plain[0]).toBe('Pâtissier / Pâtissière');
    expect(names(await search('PÂTISSIER'))).toEqual(plain);
    expect(names(await search('pâtissière'))[0]).toBe('Pâtissier / Pâtissière');
  });

  it('matches prefixes, including word prefixes in any order', async () => {
    expect(names(await search('boul'))).toContain('Boulanger / Boulangère');
    expect(names(await search('vendeur boul'))).toContain('Vendeur / Vendeuse en boulangerie-pâtisserie');
    expect(names(await search('boulangerie vend'))).toContain('Vendeur / Vendeuse en boulangerie-pâtisserie');
  });

  it('ranks prefix matches before matches inside the name', async () => {
    const hits = names(await search('boulang'));
    expect(hits.indexOf('Boulanger / Boulangère')).toBeLessThan(hits.indexOf('Vendeur / Vendeuse en boulangerie-pâtisserie'));
  });

  it('tolerates typos', async () => {
    expect(names(await search('boulnager'))).toContain('Boulanger / Boulangère');
    expect(names(await search('coifeur'))).toContain('Coiffeur / Coiffeuse');
    expect(names(await search('patisier'))).toContain('Pâtissier / Pâtissière');
  });

  it('highlights the matched part and escapes the rest', async () => {
    const [hit] = (await search('coiff')).hits;
    expect(hit!._formatted.name).toBe('<em>Coiff</em>eur / <em>Coiff</em>euse');
  });

  it('answers at most 10 hits and nothing for an empty term', async () => {
    expect((await search('a')).hits.length).toBeLessThanOrEqual(10);
    expect((await search('e')).hits.length).toBe(10);
    expect((await search('')).hits).toEqual([]);
    expect((await search('   ')).hits).toEqual([]);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/jobs/search/' });
    expect(res.json()).toEqual({ hits: [] });
  });

  it('treats LIKE and regex characters as text', async () => {
    for (const term of ['%', '_', '\\', '.*', '(', '[a-z]', "'; drop table jobs; --"]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/search/?term=${encodeURIComponent(term)}` });
      expect(res.statusCode).toBe(200);
    }
    expect((await search('%%%')).hits).toEqual([]);
  });

  it('rejects an absurdly long term', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/search/?term=${'a'.repeat(600)}` });
    expect(res.statusCode).toBe(400);
  });
});
