import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { RENDERED_SITE_PAGE_ROOT, RENDERED_SITE_PAGE_TITLE } from '@app/contracts/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressJobContracts, addressJobs, addresses } from './db/schema/index.ts';
import { offThreadRuns } from './lib/off-thread.ts';
import { seedReference } from './db/seed/reference.ts';
import { TEST_REFERENCE } from '../test/reference-catalogue.ts';
import { createTestApp, createUser, type TestContext } from '../test/helpers.ts';
import { insertAddress } from '../test/addresses-fixtures.ts';
import { referenceIds, type ReferenceIds } from '../test/jobs-fixtures.ts';

/**
 * The QR apply page and a site's company page rendered per site by the API (decision 165): the
 * build's renderer (here a stand-in with the same entry, `renderSitePage`, which writes what it was
 * given) fills the page's document with the site's answer, in the visitor's language; the page is
 * kept until the site's answer changes; a signed-in candidate and an unknown site get the
 * application's page.
 */
let ctx: TestContext;
let webDir: string;
let ref: ReferenceIds;
let site: { id: number; uuid: string };
let jobId: number;

/**
 * The stand-in renderer: the site's name, brand and jobs in the island, each render written to a
 * file (renders run in the worker threads' pool, decision 169: the count is read across threads).
 */
const rendererSource = (logFile: string) => `
import fs from 'node:fs';
export async function renderSitePage(key, language, { uuid, page }) {
  fs.appendFileSync(${JSON.stringify(logFile)}, key + ':' + uuid + ':' + language + '\\n');
  return {
    title: page.name + ' (' + language + ')',
    html: '<div data-island="' + (key === 'appApply' ? 'apply' : 'company') + '"><h1>' + page.name + '</h1><p>' +
      (page.brand?.description ?? '') + '</p>' + page.jobs.map((j) => '<p>job ' + j.name + '</p>').join('') + '<p>' + language + ' $& $1</p></div>',
  };
}`;
let renderLog = '';
const renders = (): string[] => (fs.existsSync(renderLog) ? fs.readFileSync(renderLog, 'utf8').split('\n').filter(Boolean) : []);
const documentOf = (language: string, key: string) =>
  `<!doctype html><html lang="${language}"><head><title>${RENDERED_SITE_PAGE_TITLE}</title></head><body class="page-${key}" data-candidate-app><div id="root">${RENDERED_SITE_PAGE_ROOT}</div></body></html>`;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-rendered-'));
  fs.mkdirSync(path.join(webDir, 'app'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'app', 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'index.html'), 'template');
  fs.mkdirSync(path.join(webDir, 'renderer'), { recursive: true });
  renderLog = path.join(webDir, 'renders.log');
  fs.writeFileSync(path.join(webDir, 'renderer', 'prerender.js'), rendererSource(renderLog));
  for (const language of ['fr', 'en']) {
    fs.mkdirSync(path.join(webDir, 'site', language), { recursive: true });
    for (const key of ['appApply', 'appCompany'])
      fs.writeFileSync(path.join(webDir, 'site', language, `${key}.html`), documentOf(language, key));
  }
  ctx = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  await seedReference(ctx.database.db, TEST_REFERENCE);
  ref = await referenceIds(ctx.database);
  const user = await createUser(ctx.database, { maxAddresses: 3 });
  site = await insertAddress(ctx.database, user.recruiterId, { name: 'Fournil <Central>', description: 'Une boulangerie depuis 1950.' });
  const [job] = await ctx.database.db
    .insert(addressJobs)
    .values({ addressId: site.id, jobId: ref.jobs[0]!, workingTimeId: ref.workingTimes[0]!, remoteId: ref.remotes[0]! })
    .returning({ id: addressJobs.id });
  jobId = job!.id;
  await ctx.database.db.insert(addressJobContracts).values({ addressJobId: jobId, contractId: ref.contracts[0]! });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const applyUrl = () => `/app/addresses/${site.uuid}/apply`;
const companyUrl = () => `/app/entreprise/${site.uuid}`;

describe('the QR apply page and the company page rendered per site (decision 165)', () => {
  it("serves both pages rendered with the site's answer, the title escaped, compressed, Vary: cookie", async () => {
    for (const url of [applyUrl(), `${applyUrl()}/`, companyUrl()]) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary, url).toBe('accept-encoding, cookie');
      const html = zlib.brotliDecompressSync(res.rawPayload).toString();
      expect(html, url).toContain('<h1>Fournil <Central></h1>');
      expect(html, url).toContain('<p>Une boulangerie depuis 1950.</p>');
      expect(html, url).toContain('<title>Fournil &lt;Central&gt; (fr)</title>');
      // The site's texts are put in as they are (no replacement pattern of String.replace).
      expect(html, url).toContain('<p>fr $& $1</p>');
      expect(html, url).toContain('data-candidate-app');
    }
    expect((await get(companyUrl())).body).toContain('data-island="company"');
  });

  it("renders in the visitor's language (the language cookie), French otherwise", async () => {
    const en = await get(applyUrl(), { cookie: 'lang=en' });
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain('<p>en $& $1</p>');
    const unknown = await get(applyUrl(), { cookie: 'lang=xx' });
    expect(unknown.body).toContain('<p>fr $& $1</p>');
  });

  it("renders a page once per site and language, until the site's answer changes (brand, jobs)", async () => {
    const key = `appCompany:${site.uuid}:fr`;
    await get(companyUrl());
    const before = renders().filter((r) => r === key).length;
    // A storm of scans: one render at most (none here, the page is kept).
    await Promise.all(Array.from({ length: 10 }, () => get(companyUrl())));
    expect(renders().filter((r) => r === key).length).toBe(before);

    await ctx.database.db.update(addresses).set({ description: 'Nouvelle description.' }).where(eq(addresses.id, site.id));
    const sent = offThreadRuns('site-page');
    const changed = await Promise.all(Array.from({ length: 5 }, () => get(companyUrl())));
    for (const res of changed) expect(res.body).toContain('<p>Nouvelle description.</p>');
    expect(renders().filter((r) => r === key).length).toBe(before + 1);
    // Rendered in the worker threads' pool, not on the event loop (decision 169).
    expect(offThreadRuns('site-page')).toBe(sent + 1);

    await ctx.database.db.update(addressJobs).set({ active: false }).where(eq(addressJobs.id, jobId));
    const closed = await get(companyUrl());
    expect(closed.body).not.toContain('<p>job ');
    expect(renders().filter((r) => r === key).length).toBe(before + 2);
    await ctx.database.db.update(addressJobs).set({ active: true }).where(eq(addressJobs.id, jobId));
    expect((await get(companyUrl())).body).toContain('<p>job ');
  });

  it("answers the application's page to a signed-in candidate (the prefilled form, one tap)", async () => {
    const res = await get(applyUrl(), { cookie: 'candidate_signed_in=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers.vary).toBe('cookie');
  });

  it("answers the application's page with a 404 for an unknown or closed site, and as before for a malformed uuid", async () => {
    for (const url of [
      '/app/addresses/00000000-0000-4000-8000-000000000000/apply',
      '/app/entreprise/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    const malformed = await get('/app/entreprise/nope');
    expect(malformed.statusCode).toBe(200);
    expect(malformed.body).toContain('<div id="root"></div>');
  });

  it('never serves the renderer or the documents by their names', async () => {
    for (const url of ['/renderer/prerender.js', '/site/fr/appApply.html']) expect((await get(url)).statusCode, url).toBe(404);
  });
});
