/**
 * First-load weight of the web app's pages (issue 15, item 2): starts the product as the browser
 * journeys do (the built web app served by the API, PGlite with demo data, in its own process),
 * opens each page of spec section 2 in Debian's Chromium with an empty cache, signed in as a demo
 * account that may see it, and prints per page the JS files, the JS and CSS bytes transferred
 * (what went over the wire: compressed body and response headers, CDP `encodedDataLength`), the
 * uncompressed sizes and the first contentful paint. The pages are reached as users reach
 * production: over HTTPS and HTTP/2, through the proxy of `bench/lib.ts` (decision 112), where a
 * response's headers take tens of bytes instead of about 400 over HTTP/1.1 (decision 114). Checks
 * the budgets and exits with code 1 when a page is over one (issue 15's app budgets, issue 12's
 * public site budgets, and architecture.md's 250 kB of JS for every signed-in screen).
 *
 *   npm run build -w @app/web && npm run bench:page-weight
 *
 * Environment (all optional):
 *   PAGE_WEIGHT_DIST         built web app to serve (apps/web/dist)
 *   PAGE_WEIGHT_ROUTES       comma-separated paths to measure (all of them)
 *   PAGE_WEIGHT_JSON=file    also write the figures as JSON
 *   PAGE_WEIGHT_BASE=url     measure a server already running (with the demo data) instead of starting one
 *   PAGE_WEIGHT_SCREENSHOTS=dir  screenshots of the login page and the resume shop at 1280x900 and 390x844
 *                            (with PAGE_WEIGHT_SCREENSHOTS_ALL=1: of every measured page), to compare two builds
 *   PAGE_WEIGHT_FILES=1      list every JS and CSS file of each page
 *   PAGE_WEIGHT_HTTP1=1      HTTP/1.1 to the server itself instead (the bodies are the same; each
 *                            file's headers cost more)
 *   CHROMIUM_PATH            the browser (/usr/bin/chromium)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, liveSiteUuid, loadAverage, repoRoot, signedInState, reachProduct, startWebServer, type Role } from './lib.ts';

const webDist = path.resolve(process.env.PAGE_WEIGHT_DIST ?? path.join(repoRoot, 'apps/web/dist'));
const KB = 1000;

interface Budget {
  js?: number;
  css?: number;
}

/** architecture.md, "Budgets": JS transferred on the first load of any signed-in screen. */
const SIGNED_IN: Budget = { js: 250 * KB };

/** A page's own budget, else the signed-in screens' one for a page opened signed in. */
const budgetOf = (route: { role: Role; budget?: Budget }): Budget | undefined =>
  route.budget ?? (route.role === 'anonymous' ? undefined : SIGNED_IN);

/** The pages of spec section 2 without a parameter, each with a role that may open it. */
const ROUTES: { path: string; role: Role; budget?: Budget }[] = [
  { path: '/app/login', role: 'anonymous', budget: { js: 120 * KB, css: 25 * KB } },
  { path: '/app/lost-password', role: 'anonymous' },
  { path: '/app/register', role: 'anonymous' },
  { path: '/app/register/1', role: 'anonymous' },
  { path: '/app/login-affiliate', role: 'anonymous' },
  { path: '/app/register-affiliate/1', role: 'anonymous' },
  { path: '/app/resumes', role: 'recruiter-premium' },
  { path: '/app/dashboard', role: 'recruiter-premium' },
  { path: '/app/business-unit', role: 'recruiter-premium' },
  { path: '/app/jobs', role: 'recruiter-premium' },
  { path: '/app/brand', role: 'recruiter-premium' },
  { path: '/app/brand/preview', role: 'recruiter-premium' },
  { path: '/app/account', role: 'recruiter-premium' },
  { path: '/app/addresses', role: 'recruiter-premium' },
  { path: '/app/addresses/add', role: 'recruiter-premium' },
  { path: '/app/my-qr-codes', role: 'recruiter-premium' },
  { path: '/app/add-address-job/1', role: 'recruiter-premium' },
  { path: '/app/resumes-shop', role: 'head-hunter', budget: { js: 250 * KB } },
  { path: '/app/shopping-basket', role: 'head-hunter' },
  { path: '/app/affiliate/dashboard', role: 'affiliate' },
  { path: '/app/affiliate/profile', role: 'affiliate' },
  { path: '/app/affiliate/change-bank-details', role: 'affiliate' },
  // The candidate app's first screen, the QR apply page (issue 33: 120 kB of JS); `{site}` is a live site.
  { path: '/app/addresses/{site}/apply', role: 'anonymous', budget: { js: 120 * KB } },
  // The other candidate screens (issue 33 item 5, decision 159): the candidate's space (sign-in, "Mes
  // candidatures"), "jobs near me" and a site's company page, 120 kB of JS each.
  { path: '/app/candidat', role: 'anonymous', budget: { js: 120 * KB } },
  { path: '/app/candidat/pres-de-chez-moi', role: 'anonymous', budget: { js: 120 * KB } },
  { path: '/app/entreprise/{site}', role: 'anonymous', budget: { js: 120 * KB } },
  // The pre-rendered public site (issue 12 item 6, decision 096): home 60 kB of JS, 20 kB of CSS.
  { path: '/', role: 'anonymous', budget: { js: 60 * KB, css: 20 * KB } },
  { path: '/affiliation', role: 'anonymous', budget: { js: 60 * KB, css: 20 * KB } },
  { path: '/conditions-generales', role: 'anonymous' },
  { path: '/politique-de-confidentialite', role: 'anonymous' },
];

interface Asset {
  url: string;
  kind: 'js' | 'css';
  /** Bytes received: the compressed body and the response headers. */
  transferred: number;
  /** Of which the compressed body. */
  body: number;
  size: number;
  encoding: string;
}

interface Figures {
  path: string;
  role: Role;
  landedOn: string;
  jsFiles: number;
  jsTransferred: number;
  jsBody: number;
  jsSize: number;
  cssFiles: number;
  cssTransferred: number;
  cssBody: number;
  cssSize: number;
  encodings: string[];
  fcpMs: number | null;
  over: string[];
  assets: Asset[];
}

const log = (message: string) => console.log(`[page-weight] ${message}`);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** Opens `route` in a fresh context (empty HTTP cache) and sums what the network delivered. */
async function measure(context: BrowserContext, route: (typeof ROUTES)[number]): Promise<Figures> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const responses = new Map<string, { url: string; encoding: string; headerBytes: number }>();
  const finished = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    responses.set(event.requestId, {
      url: event.response.url,
      encoding: headers['content-encoding'] ?? 'identity',
      // Bytes received when the headers were read: the status line and the headers.
      headerBytes: event.response.encodedDataLength,
    });
  });
  cdp.on('Network.loadingFinished', (event) => finished.set(event.requestId, event.encodedDataLength));
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });

  await page.goto(route.path, { waitUntil: 'networkidle', timeout: 60_000 });
  // Lazy page code and the texts of the page arrive after the first answers: let them land.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  const fcpMs = await page.evaluate(() => {
    const entry = performance.getEntriesByName('first-contentful-paint')[0];
    return entry ? Math.round(entry.startTime) : null;
  });

  const assets: Asset[] = [];
  for (const [id, response] of responses) {
    const pathname = new URL(response.url).pathname;
    const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : null;
    if (!kind) continue;
    const transferred = finished.get(id);
    if (transferred === undefined) continue;
    assets.push({ url: pathname, kind, transferred, body: transferred - response.headerBytes, size: 0, encoding: response.encoding });
  }
  // Sizes from the served files themselves: the file, and the body sent (its brotli or gzip copy
  // beside it; a file under the build's 1 kB threshold has none and the server compresses it as it
  // sends it). Over HTTP/2 the browser's count of header bytes also holds some of the body's.
  const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : undefined);
  const compressed = (file: string, encoding: string) => {
    const copy = sizeOf(`${file}.${encoding === 'br' ? 'br' : 'gz'}`);
    if (copy !== undefined) return copy;
    const raw = fs.readFileSync(file);
    return (encoding === 'br' ? zlib.brotliCompressSync(raw) : zlib.gzipSync(raw)).length;
  };
  for (const asset of assets) {
    const file = path.join(webDist, asset.url);
    asset.size = sizeOf(file) ?? 0;
    if (!asset.size) continue;
    asset.body = asset.encoding === 'br' || asset.encoding === 'gzip' ? compressed(file, asset.encoding) : asset.size;
  }
  const landedOn = new URL(page.url()).pathname;
  await cdp.detach();
  await page.close();

  const sum = (kind: Asset['kind'], field: 'transferred' | 'body' | 'size') =>
    assets.filter((a) => a.kind === kind).reduce((t, a) => t + a[field], 0);
  const figures: Figures = {
    path: route.path,
    role: route.role,
    landedOn,
    jsFiles: assets.filter((a) => a.kind === 'js').length,
    jsTransferred: sum('js', 'transferred'),
    jsBody: sum('js', 'body'),
    jsSize: sum('js', 'size'),
    cssFiles: assets.filter((a) => a.kind === 'css').length,
    cssTransferred: sum('css', 'transferred'),
    cssBody: sum('css', 'body'),
    cssSize: sum('css', 'size'),
    encodings: [...new Set(assets.map((a) => a.encoding))],
    fcpMs,
    over: [],
    assets: assets.sort((a, b) => b.transferred - a.transferred),
  };
  const budget = budgetOf(route);
  if (budget?.js !== undefined && figures.jsTransferred > budget.js)
    figures.over.push(`JS ${kb(figures.jsTransferred)} > ${kb(budget.js)}`);
  if (budget?.css !== undefined && figures.cssTransferred > budget.css)
    figures.over.push(`CSS ${kb(figures.cssTransferred)} > ${kb(budget.css)}`);
  return figures;
}

async function screenshots(
  browser: Browser,
  base: string,
  states: Map<Role, Awaited<ReturnType<typeof signedInState>>>,
  dir: string,
  routes: typeof ROUTES,
) {
  fs.mkdirSync(dir, { recursive: true });
  const shots: { name: string; path: string; role: Role }[] = process.env.PAGE_WEIGHT_SCREENSHOTS_ALL
    ? routes.map((r) => ({ name: r.path.replace(/^\/app\/?/, '').replaceAll('/', '_') || 'site', path: r.path, role: r.role }))
    : [
        { name: 'login', path: '/app/login', role: 'anonymous' },
        { name: 'resumes-shop', path: '/app/resumes-shop', role: 'head-hunter' },
      ];
  for (const shot of shots) {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ baseURL: base, locale: 'fr-FR', viewport, storageState: states.get(shot.role) });
      const page: Page = await context.newPage();
      await page.goto(shot.path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      // Animations and the blinking caret off, so that two runs can be compared pixel by pixel.
      await page.screenshot({
        path: path.join(dir, `${shot.name}-${viewport.width}x${viewport.height}.png`),
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
      });
      await context.close();
    }
  }
  log(`screenshots in ${dir}`);
}

async function main() {
  const only = process.env.PAGE_WEIGHT_ROUTES?.split(',').map((p) => p.trim());
  const routes = only ? ROUTES.filter((r) => only.includes(r.path)) : ROUTES;
  log(`web app: ${webDist}`);
  // PAGE_WEIGHT_BASE: measure a server already running (its own build and data), e.g. while trying chunk groups.
  const server = process.env.PAGE_WEIGHT_BASE
    ? { base: process.env.PAGE_WEIGHT_BASE, stop: () => Promise.resolve() }
    : await startWebServer(webDist, 'page-weight');
  // As users reach production: HTTPS and HTTP/2 through a proxy (decision 112); PAGE_WEIGHT_HTTP1=1
  // measures HTTP/1.1 to the server itself.
  const access = await reachProduct(server.base, process.env.PAGE_WEIGHT_HTTP1 === '1');
  const { base } = access;
  const browser = await launchChromium(access.chromiumArgs);
  const results: Figures[] = [];
  try {
    log(`server on ${server.base}, reached at ${base} (${access.protocol}); load average ${loadAverage()}`);
    const states = new Map<Role, Awaited<ReturnType<typeof signedInState>>>();
    for (const role of new Set(routes.map((r) => r.role))) {
      if (role !== 'anonymous') states.set(role, await signedInState(browser, base, role));
    }
    for (const route of routes) {
      const context = await browser.newContext({
        baseURL: base,
        locale: 'fr-FR',
        viewport: { width: 1280, height: 900 },
        storageState: states.get(route.role),
      });
      const target = route.path.includes('{site}')
        ? { ...route, path: route.path.replace('{site}', await liveSiteUuid(server.base)) }
        : route;
      results.push({ ...(await measure(context, target)), path: route.path });
      await context.close();
    }
    if (process.env.PAGE_WEIGHT_SCREENSHOTS) {
      if (!states.has('head-hunter')) states.set('head-hunter', await signedInState(browser, base, 'head-hunter'));
      await screenshots(browser, base, states, path.resolve(process.env.PAGE_WEIGHT_SCREENSHOTS), routes);
    }
  } finally {
    await browser.close();
    await access.stop();
    await server.stop();
  }

  console.log('');
  console.log('JS/CSS sent: bytes received (compressed body and response headers); body: of which the compressed bodies; raw: the files.');
  console.log(
    [
      'page'.padEnd(26),
      'role'.padEnd(17),
      'JS files'.padStart(8),
      'JS sent'.padStart(9),
      'JS body'.padStart(9),
      'JS raw'.padStart(9),
      'CSS files'.padStart(9),
      'CSS sent'.padStart(9),
      'CSS raw'.padStart(9),
      'FCP'.padStart(7),
      ' budget',
    ].join(' '),
  );
  for (const r of results) {
    const route = ROUTES.find((x) => x.path === r.path);
    const budget = route && budgetOf(route);
    const verdict = r.over.length ? `OVER: ${r.over.join(', ')}` : budget ? 'ok' : '';
    const landed = r.landedOn.replace(/\/$/, '') !== r.path.replace(/\/$/, '') ? ` (landed on ${r.landedOn})` : '';
    console.log(
      [
        r.path.padEnd(26),
        r.role.padEnd(17),
        String(r.jsFiles).padStart(8),
        kb(r.jsTransferred).padStart(9),
        kb(r.jsBody).padStart(9),
        kb(r.jsSize).padStart(9),
        String(r.cssFiles).padStart(9),
        kb(r.cssTransferred).padStart(9),
        kb(r.cssSize).padStart(9),
        (r.fcpMs === null ? '-' : `${r.fcpMs} ms`).padStart(7),
        ` ${verdict}${landed}`,
      ].join(' '),
    );
    if (process.env.PAGE_WEIGHT_FILES) {
      for (const a of r.assets)
        console.log(
          `    ${kb(a.transferred).padStart(10)} ${kb(a.body).padStart(10)} ${kb(a.size).padStart(10)} ${a.encoding.padEnd(8)} ${a.url}`,
        );
    }
  }
  const encodings = [...new Set(results.flatMap((r) => r.encodings))];
  console.log('');
  console.log(`Content-Encoding of the JS and CSS: ${encodings.join(', ')}; ${access.protocol}; load average ${loadAverage()}`);
  if (process.env.PAGE_WEIGHT_JSON) fs.writeFileSync(path.resolve(process.env.PAGE_WEIGHT_JSON), JSON.stringify(results, null, 2));
  const over = results.filter((r) => r.over.length);
  if (over.length) {
    console.log(`OVER budget: ${over.map((r) => r.path).join(', ')}`);
    process.exitCode = 1;
  } else console.log('All budgets met.');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
