import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, login, type TestContext } from '../../test/helpers.ts';

/**
 * Bad input never answers 500 (issue 10): integers past PostgreSQL's `integer`, and control
 * characters (NUL...) anywhere, are refused with 400 and a field error; unknown paths are 404.
 */
const TOO_BIG = 2_147_483_648;

describe('bad input', () => {
  let ctx: TestContext;
  let access: string;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.mkdirSync(path.join(webDir, 'app'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>site</title>');
    fs.writeFileSync(path.join(webDir, 'app', 'index.html'), '<!doctype html><title>app</title>');
    ctx = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
    const user = await createUser(ctx.database, { headhunter: true });
    access = (await login(ctx.app, user.email, user.password)).access;
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });

  it.each([
    ['PATCH', `/api/business-units/${TOO_BIG}/`],
    ['DELETE', `/api/advantages/${TOO_BIG}/`],
    ['GET', `/api/invoices/${TOO_BIG}/download/`],
    ['GET', `/api/applications/?experience=${TOO_BIG}`],
    ['GET', `/api/applications/?business_unit=${TOO_BIG}`],
    ['GET', `/api/candidate/00000000-0000-4000-8000-000000000000/documents/${TOO_BIG}/`],
    ['GET', `/api/candidate/?page=${TOO_BIG}`],
  ] as const)('%s %s: an integer past 2,147,483,647 is a 400', async (method, url) => {
    const res = await call(method, url, method === 'PATCH' ? { name: 'x' } : undefined);
    // 400 from the schema; a role that may not use the route at all gets its 403/404 first.
    expect([400, 403, 404]).toContain(res.statusCode);
    if (res.statusCode === 400) expect(res.json().code).toBe('validation_failed');
  });

  it('refuses an integer past the column in a body, with its field', async () => {
    const res = await call('PATCH', '/api/recruiter/me/', { company: 'Boulangerie', manager: 'Camille Martin', activitySector: TOO_BIG });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toContain('activitySector');
  });

  it('refuses NUL and other control characters in a query, a body or a path, with a field error', async () => {
    const places = await ctx.app.inject({ method: 'GET', url: '/api/places/?q=x%00y' });
    expect(places.statusCode).toBe(400);
    expect(places.json()).toMatchObject({ code: 'validation_failed', fieldErrors: { q: ['form.validation.invalid_characters'] } });
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: 'a\u0000@example.test', password: 'x\u0007' },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().fieldErrors).toEqual({
      email: ['form.validation.invalid_characters'],
      password: ['form.validation.invalid_characters'],
    });
    const nested = await call('PATCH', '/api/recruiter/me/', {
      company: 'Boulangerie',
      manager: 'Camille\u001bMartin',
      address: { streetAddress: 'ok\u0000' },
    });
    expect(nested.statusCode).toBe(400);
    expect(Object.keys(nested.json().fieldErrors).sort()).toEqual(['address.streetAddress', 'manager']);
    const inPath = await ctx.app.inject({ method: 'GET', url: '/api/public-resume/ab%00cd/' });
    expect(inPath.statusCode).toBe(400);
    // Tabs and line breaks are text.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/places/?q=Lyon%09' })).statusCode).toBe(200);
  });

  it('refuses bidirectional overrides and lone surrogates, which make a name read otherwise on a poster or in a mail (decision 149)', async () => {
    // The JSON text carries the escapes: a lone surrogate stays one after parsing.
    const raw = (manager: string, company = 'Boulangerie') =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/recruiter/me/',
        headers: { ...bearer(access), 'content-type': 'application/json' },
        payload: `{"company":"${company}","manager":"${manager}"}`,
      });
    for (const manager of ['Camille \\u202eMartin', 'Camille \\u2066Martin', 'Camille \\ud800Martin', 'Camille \\udc00Martin']) {
      const res = await raw(manager);
      expect(res.statusCode, manager).toBe(400);
      expect(res.json().fieldErrors, manager).toEqual({ manager: ['form.validation.invalid_characters'] });
    }
    // A right-to-left name with its marks, and an emoji (a surrogate pair), are text: the guard lets them through.
    for (const company of ['\\u200fمخبز\\u200e Boulangerie', 'Boulangerie 😀']) {
      expect(JSON.stringify((await raw('Camille Martin', company)).json()), company).not.toContain('invalid_characters');
    }
  });

  it('answers unknown API paths with a 404 in JSON, and unknown site paths with a 404 page', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
    const site = await ctx.app.inject({ method: 'GET', url: '/pas-une-page' });
    expect(site.statusCode).toBe(404);
    expect(site.headers['content-type']).toContain('text/html');
    expect(site.body).toContain('<title>site</title>');
    for (const page of ['/', '/affiliation', '/conditions-generales/', '/politique-de-confidentialite']) {
      expect((await ctx.app.inject({ method: 'GET', url: page })).statusCode).toBe(200);
    }
    // An unknown page of the application: 404 with the application, whose router shows its own
    // not-found view (decision 121); a page of the application: 200.
    const unknownAppPage = await ctx.app.inject({ method: 'GET', url: '/app/nulle-part' });
    expect(unknownAppPage.statusCode).toBe(404);
    expect(unknownAppPage.headers['content-type']).toContain('text/html');
    expect((await ctx.app.inject({ method: 'GET', url: '/app/login' })).statusCode).toBe(200);
  });
});
