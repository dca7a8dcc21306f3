import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { legalNoticeToken, LEGAL_NOTICE_FIELDS } from '@app/contracts/legal-notice';
import { SITE_PATHS } from '@app/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers.ts';

/**
 * The pre-rendered public site (issue 12 item 6, decision 096): each path of the site answers its
 * own page in the visitor's language (French when the build has none in it), an unknown path
 * answers 404 with the site's not-found page, and the files behind them are not served by name.
 */
let ctx: TestContext;
let webDir: string;
const pageOf = (key: string) => `<!doctype html><html lang="fr"><body><h1>page ${key}</h1>${'<p>QRecrute</p>'.repeat(100)}</body></html>`;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-site-'));
  fs.mkdirSync(path.join(webDir, 'app'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'app', 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'index.html'), 'template');
  fs.mkdirSync(path.join(webDir, 'admin'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'admin', 'index.html'), '<!doctype html><title>back office</title><div id="root"></div>');
  fs.mkdirSync(path.join(webDir, 'site', 'fr'), { recursive: true });
  fs.mkdirSync(path.join(webDir, 'site', 'en'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'site', 'en', 'appLogin.html'), pageOf('appLogin en'));
  for (const key of ['home', 'affiliation', 'terms', 'privacy', 'notFound', 'appLogin', 'appCandidateSpace', 'appJobsNear']) {
    const file = path.join(webDir, 'site', 'fr', `${key}.html`);
    // The terms and the privacy policy name the operator with the legal notice's tokens (decision 136).
    const html = ['terms', 'privacy'].includes(key)
      ? pageOf(key).replace('</h1>', `</h1><p>${legalNoticeToken('publisherName')}</p><p>${legalNoticeToken('hostName')}</p>`)
      : pageOf(key);
    fs.writeFileSync(file, html);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
  }
  // The legal notice as the pre-renderer writes it: one token a field of the operator's details.
  const notice = `<!doctype html><html lang="fr"><body><h1>page legalNotice</h1>${LEGAL_NOTICE_FIELDS.map((f) => `<p>${legalNoticeToken(f)}</p>`).join('')}</body></html>`;
  fs.writeFileSync(path.join(webDir, 'site', 'fr', 'legalNotice.html'), notice);
  fs.writeFileSync(path.join(webDir, 'site', 'fr', 'legalNotice.html.br'), zlib.brotliCompressSync(notice));
  ctx = await createTestApp({
    env: {
      WEB_DIST_DIR: webDir,
      LEGAL_PUBLICATION_DIRECTOR: 'Zoé <Dupont>',
      LEGAL_HOST_NAME: 'Hôte & Cie',
      INVOICE_SELLER_SIRET: '12345678900011',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('pre-rendered public site', () => {
  it.each([
    ['home', SITE_PATHS.home],
    ['home', '/index.html'],
    ['affiliation', SITE_PATHS.affiliation],
    ['affiliation', `${SITE_PATHS.affiliation}/`],
    ['terms', SITE_PATHS.terms],
    ['privacy', SITE_PATHS.privacy],
  ])('answers the %s page at %s', async (key, pathname) => {
    const res = await get(pathname);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<h1>page ${key}</h1>`);
  });

  it("answers the legal notice (/mentions-legales, LCEN art. 6) with the operator's details of the configuration, escaped, in every encoding (issue 29)", async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get(SITE_PATHS.legalNotice, { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      const body =
        encoding === 'br'
          ? zlib.brotliDecompressSync(res.rawPayload).toString()
          : encoding === 'gzip'
            ? zlib.gunzipSync(res.rawPayload).toString()
            : res.body;
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(body).toContain('<h1>page legalNotice</h1>');
      expect(body).not.toContain('%%legal-notice:');
      // Publisher from the invoices' seller (SIREN = the SIRET's first 9 digits), the rest from LEGAL_*.
      expect(body).toContain('<p>QRecrute SAS</p>');
      expect(body).toContain('<p>123 456 789</p>');
      expect(body).toContain('<p>Zoé &lt;Dupont&gt;</p>');
      expect(body).toContain('<p>Hôte &amp; Cie</p>');
      // The placeholders an operator must replace are the defaults of the others.
      expect(body).toContain('<p>1 rue de l&#39;Exemple, 59100 Roubaix, France</p>');
    }
  });

  it.each([SITE_PATHS.terms, SITE_PATHS.privacy])(
    'fills the operator in %s from the configuration, like the legal notice (decision 136)',
    async (pathname) => {
      for (const encoding of ['br', 'identity']) {
        const res = await get(pathname, { 'accept-encoding': encoding });
        const body = encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload).toString() : res.body;
        expect(body).not.toContain('%%legal-notice:');
        expect(body).toContain('<p>QRecrute SAS</p>');
        expect(body).toContain('<p>Hôte &amp; Cie</p>');
      }
    },
  );

  it('answers an unknown path 404 with the not-found page, compressed when the browser takes it', async () => {
    const res = await get('/no/such/page', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>page notFound</h1>');
  });

  it('falls back to French for a language the build has no page in, and keeps the query out of the choice', async () => {
    const res = await get('/?utm_source=affiche', { cookie: 'lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>page home</h1>');
  });

  it('says the site pages vary with the language cookie: Vary: Cookie (issue 28, item 8)', async () => {
    // Before: no Vary, so a shared cache could answer the English page to a French visitor.
    const fr = await get(SITE_PATHS.affiliation, { 'accept-encoding': 'br' });
    expect(fr.headers.vary).toBe('accept-encoding, cookie');
    for (const [url, cookie] of [
      [SITE_PATHS.home, 'lang=en'],
      [SITE_PATHS.terms, ''],
      ['/no/such/page', 'lang=fr'],
    ] as const) {
      const res = await get(url, cookie ? { cookie } : {});
      expect(res.headers.vary, url).toBe('cookie');
    }
  });

  it('never serves the page files, nor the bare templates, by their names', async () => {
    for (const url of ['/site/fr/home.html', '/site/fr/notFound.html.br', '/app/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('template');
      expect(res.body, url).not.toContain('<h1>page home</h1>');
    }
  });

  it('answers the app paths with the app page, not the site', async () => {
    const res = await get('/app/jobs');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("answers /admin and its paths with the back office's own page (decision 152), never the customers' app", async () => {
    for (const url of ['/admin', '/admin/', '/admin/inbox']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>back office</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    // The API under /api/admin/ never falls back to a page.
    expect((await get('/api/admin/nothing')).headers['content-type']).toContain('json');
  });

  it('answers an unknown app path with 404 and the app page, whose router shows its not-found view (decision 121)', async () => {
    // Before: every /app/... path answered 200.
    for (const url of ['/app/nimporte-quoi', '/app/jobs/extra', '/app/resumes/a/b', '/app/affiliate']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    for (const url of [
      '/app',
      '/app/',
      '/app/resumes/0b3f5c1e-1111-4222-8333-444455556666',
      '/app/edit-address-job/x/2',
      '/app/my-data?token=t',
      '/app/addresses/u/complete/',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });
});

describe('pre-rendered login page (decision 098)', () => {
  it('answers /app/login to a visitor without a session with the pre-rendered page, in their language, query kept out of the choice', async () => {
    const fr = await get('/app/login?redirect=%2Fapp%2Fjobs', { 'accept-encoding': 'br' });
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-encoding']).toBe('br');
    expect(fr.headers.vary).toBe('accept-encoding, cookie');
    expect(zlib.brotliDecompressSync(fr.rawPayload).toString()).toContain('<h1>page appLogin</h1>');
    const en = await get('/app/login/', { cookie: 'lang=en' });
    expect(en.body).toContain('<h1>page appLogin en</h1>');
    expect(en.headers.vary).toBe('cookie');
  });

  it('answers the application page to a visitor with a session (its router sends them on), and other app paths as before', async () => {
    const signedIn = await get('/app/login', { cookie: 'signed_in=1; lang=fr' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.headers.vary).toBe('cookie');
    for (const url of ['/app/login-affiliate', '/app', '/app/lost-password']) {
      const res = await get(url);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.headers.vary, url).toBeUndefined();
    }
  });

  it('never serves the pre-rendered login file by its name', async () => {
    const res = await get('/site/fr/appLogin.html');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('page appLogin');
  });
});

describe('pre-rendered candidate screens (issue 33 item 5, decision 159)', () => {
  it("answers the candidate's space to a visitor without a candidate session with the pre-rendered page, under both paths", async () => {
    for (const url of ['/app/candidat', '/app/candidat/', '/app/candidate']) {
      const res = await get(url, { cookie: 'signed_in=1' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>page appCandidateSpace</h1>');
      expect(res.headers.vary, url).toBe('cookie');
    }
  });

  it("answers the application page to the code mail's link, whose step only the application shows (decision 158)", async () => {
    for (const url of ['/app/candidat?lien=abc', '/app/candidate/?lien=abc&x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    // Another parameter keeps the pre-rendered page.
    expect((await get('/app/candidat?utm_source=qr')).body).toContain('<h1>page appCandidateSpace</h1>');
    // The login page saying a suspension ended the session: only the application shows it.
    expect((await get('/app/login?fin=suspension')).body).toContain('<div id="root"></div>');
    expect((await get('/app/login?redirect=%2Fjobs')).body).not.toContain('<div id="root"></div>');
  });

  it('answers the application page to a signed-in candidate', async () => {
    const res = await get('/app/candidat', { cookie: 'candidate_signed_in=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('answers "jobs near me" pre-rendered to everyone, signed in or not', async () => {
    for (const cookie of ['', 'candidate_signed_in=1', 'signed_in=1']) {
      const res = await get('/app/candidat/pres-de-chez-moi', cookie ? { cookie } : {});
      expect(res.body, cookie).toContain('<h1>page appJobsNear</h1>');
    }
  });
});
