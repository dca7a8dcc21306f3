/**
 * Lighthouse on the pages of issue 15 (item 3; decision 094), the public site (issue 12) and the candidate screens (issue 33 item 5, decision 159, with Chrome's installability check): starts the product as the browser
 * journeys do (bench/lib.ts: the built web app served by the API, PGlite with demo data), opens
 * Debian's Chromium with a debugging port, signs the demo accounts in there (Lighthouse keeps
 * cookies and local storage, and clears the HTTP cache before each run), then runs Lighthouse's
 * default mobile audit (emulated Moto G Power, simulated slow 4G and 4x CPU slowdown) `runs` times
 * on each page and prints the medians of the performance score, LCP, TBT, CLS and the
 * accessibility, best-practices and SEO scores, with the audits that did not pass.
 *
 *   npm run build -w @app/web && npm run bench:lighthouse
 *
 * Environment (all optional):
 *   LIGHTHOUSE_RUNS          runs per page (3)
 *   LIGHTHOUSE_ROUTES        comma-separated paths among those of ROUTES (all)
 *   LIGHTHOUSE_DIST          built web app to serve (apps/web/dist)
 *   LIGHTHOUSE_JSON=file     also write the figures of every run as JSON
 *   LIGHTHOUSE_REPORTS=dir   also write each run's whole Lighthouse report (to see where the time goes)
 *   LIGHTHOUSE_TRACES=dir    also write each run's Chromium trace (layout shifts, long tasks, paints)
 *   LIGHTHOUSE_CONSENT=1     signed-in pages as a returning user sees them: the cookie banner answered
 *   LIGHTHOUSE_HTTP1=1       HTTP/1.1 to the server itself, instead of HTTPS and HTTP/2 through a proxy
 *                            as in production (bench/lib.ts `startTlsProxy`, decision 112)
 *   CHROMIUM_PATH            the browser (/usr/bin/chromium)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import {
  answerConsentBanner,
  CHROMIUM_ARGS,
  chromiumPath,
  freePort,
  liveSiteUuid,
  loadAverage,
  median,
  repoRoot,
  signIn,
  reachProduct,
  startWebServer,
  type Role,
} from './lib.ts';

const webDist = path.resolve(process.env.LIGHTHOUSE_DIST ?? path.join(repoRoot, 'apps/web/dist'));
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/**
 * The pages of issue 15 and the role that opens each; targets of its table. The pre-rendered public
 * site's home and affiliation pages (issue 12, item 6: performance 95 and accessibility 100 too).
 */
const ROUTES: { path: string; role: Role; candidate?: boolean }[] = [
  { path: '/app/login', role: 'anonymous' },
  { path: '/app/resumes-shop', role: 'head-hunter' },
  { path: '/app/jobs', role: 'recruiter-premium' },
  { path: '/', role: 'anonymous' },
  { path: '/affiliation', role: 'anonymous' },
  // The candidate app's screens (issue 33 item 5, decision 159): performance, accessibility and best
  // practices 95, and Chrome's installability check; `{site}` is a live site.
  { path: '/app/addresses/{site}/apply', role: 'anonymous', candidate: true },
  { path: '/app/candidat', role: 'anonymous', candidate: true },
  { path: '/app/candidat/pres-de-chez-moi', role: 'anonymous', candidate: true },
  { path: '/app/entreprise/{site}', role: 'anonymous', candidate: true },
];
const TARGETS = { performance: 95, lcpMs: 2500, tbtMs: 200, accessibility: 100 };
/** The candidate screens' targets (issue 33 item 5): each of the three scores 95. */
const CANDIDATE_TARGETS = { performance: 95, accessibility: 95, bestPractices: 95 };

/**
 * Chrome's own installability check of a page (Lighthouse 12 has no PWA category any more): the
 * errors of CDP `Page.getInstallabilityErrors` (none when the browser may install it), the manifest's
 * icons and whether a service worker controls the page after a reload.
 */
interface Installability {
  path: string;
  errors: string[];
  icons: string[];
  serviceWorker: boolean;
}

async function installability(context: BrowserContext, url: string, route: string): Promise<Installability> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // The service worker is registered by the page; the second load is the one it controls.
    await page.evaluate(() => navigator.serviceWorker?.ready.then(() => true));
    await page.reload({ waitUntil: 'networkidle' });
    const serviceWorker = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
    };
    const { data } = (await cdp.send('Page.getAppManifest')) as { data?: string };
    const manifest = data ? (JSON.parse(data) as { icons?: { src: string; sizes?: string; purpose?: string }[] }) : {};
    return {
      path: route,
      errors: installabilityErrors.map((e) => [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' ')),
      icons: (manifest.icons ?? []).map((i) => `${i.src} ${i.sizes ?? ''} ${i.purpose ?? 'any'}`.trim()),
      serviceWorker,
    };
  } finally {
    await page.close();
  }
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Run {
  path: string;
  role: Role;
  landedOn: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Lighthouse's measure of the host's CPU (its `benchmarkIndex`; docs/throttling.md brackets). */
  benchmarkIndex: number;
  /** Lighthouse's own warnings about the run (a host slower than its 4x slowdown assumes). */
  warnings: string[];
  /** Audits of the accessibility, best-practices and SEO categories that did not pass, with what they found. */
  failed: string[];
}

const log = (message: string) => console.log(`[lighthouse] ${message}`);

/** What a failed audit found, in one line: the first items of its table (a console message, an element). */
function findings(audit: Result['audits'][string]): string {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  const items = (details?.items ?? []).slice(0, 3).map((item) => {
    const node = item.node as { snippet?: string } | undefined;
    // Console messages carry a description, elements a snippet, browser issues (CSP, cookies) a type.
    const issue = item.issueType
      ? `${String(item.issueType)} ${(item.subItems as { items?: { url?: string }[] } | undefined)?.items?.[0]?.url ?? ''}`
      : null;
    const text = item.description ?? node?.snippet ?? issue ?? item.source ?? item.url ?? '';
    return String(text).replace(/\s+/g, ' ').slice(0, 140);
  });
  return items.length ? `: ${items.join(' | ')}` : '';
}

function figures(lhr: Result, route: (typeof ROUTES)[number]): Run {
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]!;
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) failed.push(`${id}/${audit.id}${findings(audit)}`);
    }
  }
  return {
    path: route.path,
    role: route.role,
    landedOn: new URL(lhr.finalDisplayedUrl).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    warnings: lhr.runWarnings.map((w) => String(w).replace(/\s+/g, ' ')),
    failed,
  };
}

/** Retries before giving up on a run: on a loaded machine the trace is sometimes lost (NO_NAVSTART). */
const ATTEMPTS = 3;

/** Writes `data` as JSON to `file` in the folder the environment variable `dirVariable` names, if set. */
function keep(dirVariable: string, file: string, data: unknown): void {
  const dir = process.env[dirVariable];
  if (!dir) return;
  fs.mkdirSync(path.resolve(dir), { recursive: true });
  fs.writeFileSync(path.join(path.resolve(dir), file), JSON.stringify(data));
}

/** One Lighthouse run on `url` in the browser listening on `port`. */
async function audit(url: string, port: number): Promise<{ lhr: Result; trace: unknown }> {
  let problem = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (result && !result.lhr.runtimeError) return { lhr: result.lhr, trace: result.artifacts.Trace };
    problem = result?.lhr.runtimeError?.message ?? 'no result';
    log(`${new URL(url).pathname}: ${problem}; attempt ${attempt}/${ATTEMPTS}`);
  }
  throw new Error(`${url}: ${problem}`);
}

async function main() {
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',').map((p) => p.trim());
  const routes = only ? ROUTES.filter((r) => only.includes(r.path)) : ROUTES;
  log(`web app: ${webDist}`);
  const server = await startWebServer(webDist, 'lighthouse');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  // One browser profile per role: Lighthouse audits in the browser's own context, where the role signed in.
  const runs: Run[] = [];
  const installable: Installability[] = [];
  let access: Awaited<ReturnType<typeof reachProduct>> | undefined;
  try {
    // As users reach production: HTTPS and HTTP/2 through a proxy (decision 112); LIGHTHOUSE_HTTP1=1
    // measures HTTP/1.1 to the server itself, as this script did before.
    access = await reachProduct(server.base, process.env.LIGHTHOUSE_HTTP1 === '1');
    const { base } = access;
    log(`server on ${server.base}, reached at ${base} (${access.protocol}); load average ${loadAverage()}`);
    let site: string | undefined;
    for (const role of new Set(routes.map((r) => r.role))) {
      const userDataDir = path.join(profile, role);
      const port = await freePort();
      const context = await chromium.launchPersistentContext(userDataDir, {
        executablePath: chromiumPath(),
        headless: true,
        baseURL: base,
        locale: 'fr-FR',
        args: [...CHROMIUM_ARGS, ...access.chromiumArgs, `--remote-debugging-port=${port}`],
      });
      try {
        if (role !== 'anonymous') await signIn(context, role);
        if (role !== 'anonymous' && process.env.LIGHTHOUSE_CONSENT === '1') await answerConsentBanner(context, base);
        for (const route of routes.filter((r) => r.role === role)) {
          const url = `${base}${route.path.includes('{site}') ? route.path.replace('{site}', (site ??= await liveSiteUuid(server.base))) : route.path}`;
          for (let i = 1; i <= RUNS; i += 1) {
            const { lhr, trace } = await audit(url, port);
            const name = `${route.path.replace(/\W+/g, '-')}-${i}`;
            const run = figures(lhr, route);
            runs.push(run);
            keep('LIGHTHOUSE_REPORTS', `${name}.json`, lhr);
            keep('LIGHTHOUSE_TRACES', `${name}.trace.json`, trace);
            log(
              `${route.path} run ${i}/${RUNS}: performance ${run.performance}, LCP ${(run.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, accessibility ${run.accessibility}; CPU benchmark index ${run.benchmarkIndex}; load ${loadAverage()}`,
            );
          }
          if (route.candidate) installable.push(await installability(context, url, route.path));
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await access?.stop();
    await server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }

  console.log('');
  console.log(
    `Lighthouse ${RUNS} runs per page, mobile (simulated throttling); medians. Targets: performance >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpMs / 1000} s, TBT <= ${TARGETS.tbtMs} ms, accessibility ${TARGETS.accessibility}.`,
  );
  console.log(
    [
      'page'.padEnd(20),
      'role'.padEnd(17),
      'perf'.padStart(5),
      'LCP'.padStart(7),
      'TBT'.padStart(8),
      'CLS'.padStart(6),
      'FCP'.padStart(7),
      'a11y'.padStart(5),
      'b-p'.padStart(4),
      'SEO'.padStart(4),
      ' targets',
    ].join(' '),
  );
  let missed = false;
  for (const route of routes) {
    const mine = runs.filter((r) => r.path === route.path);
    const m = (key: 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'tbtMs' | 'cls' | 'fcpMs') =>
      median(mine.map((r) => r[key]));
    const misses = (
      route.candidate
        ? [
            m('performance') < CANDIDATE_TARGETS.performance ? 'performance' : '',
            m('accessibility') < CANDIDATE_TARGETS.accessibility ? 'accessibility' : '',
            m('bestPractices') < CANDIDATE_TARGETS.bestPractices ? 'best practices' : '',
          ]
        : [
            m('performance') < TARGETS.performance ? 'performance' : '',
            m('lcpMs') > TARGETS.lcpMs ? 'LCP' : '',
            m('tbtMs') > TARGETS.tbtMs ? 'TBT' : '',
            m('accessibility') < TARGETS.accessibility ? 'accessibility' : '',
          ]
    ).filter(Boolean);
    if (misses.length) missed = true;
    const landed = [...new Set(mine.map((r) => r.landedOn))].filter((p) => p.replace(/\/$/, '') !== route.path);
    console.log(
      [
        route.path.padEnd(20),
        route.role.padEnd(17),
        String(m('performance')).padStart(5),
        `${(m('lcpMs') / 1000).toFixed(1)} s`.padStart(7),
        `${Math.round(m('tbtMs'))} ms`.padStart(8),
        m('cls').toFixed(3).padStart(6),
        `${(m('fcpMs') / 1000).toFixed(1)} s`.padStart(7),
        String(m('accessibility')).padStart(5),
        String(m('bestPractices')).padStart(4),
        String(m('seo')).padStart(4),
        ` ${misses.length ? `missed: ${misses.join(', ')}` : 'met'}${landed.length ? ` (landed on ${landed.join(', ')})` : ''}`,
      ].join(' '),
    );
    for (const audit of [...new Set(mine.flatMap((r) => r.failed))]) console.log(`    not passed: ${audit}`);
    for (const warning of [...new Set(mine.flatMap((r) => r.warnings))]) console.log(`    Lighthouse warned: ${warning.slice(0, 240)}`);
  }
  if (installable.length) {
    console.log('');
    console.log('Installability (Chrome, CDP Page.getInstallabilityErrors; manifest icons; service worker controlling the page):');
    for (const check of installable) {
      const ok = check.errors.length === 0 && check.serviceWorker && check.icons.length > 0;
      if (!ok) missed = true;
      console.log(
        `  ${check.path.padEnd(34)} ${ok ? 'installable' : 'NOT installable'}; errors: ${check.errors.length ? check.errors.join('; ') : 'none'}; service worker: ${check.serviceWorker ? 'yes' : 'no'}; icons: ${check.icons.join(', ') || 'none'}`,
      );
    }
  }
  console.log('');
  console.log(`Load average ${loadAverage()} (${os.cpus().length} CPUs); the performance figures depend on it, the other scores do not.`);
  if (process.env.LIGHTHOUSE_JSON) fs.writeFileSync(path.resolve(process.env.LIGHTHOUSE_JSON), JSON.stringify(runs, null, 2));
  if (missed) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
