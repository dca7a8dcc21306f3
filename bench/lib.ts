/**
 * Helpers shared by the benchmark scripts: a free port, the server's readiness, CPU time, percentiles;
 * for the browser benchmarks, the product with its demo data, Chromium and the demo accounts.
 */
import { CONSENT_COOKIE } from '../packages/contracts/src/constants.ts';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import proxy from 'http2-proxy';
import pg from 'pg';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { Pool } from 'undici';
import { generate as selfSignedCertificate } from 'selfsigned';

/** CPU seconds (user + system) a process has used, from /proc (Linux); 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** PostgreSQL backends serving a database (the API's pool), without the asking connection. */
export async function backendPids(url: string, dbName: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
    dbName,
  ]);
  await client.end();
  return rows.map((r) => r.pid);
}

/** The median of a few figures (the mean of the two middle ones for an even count). */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The p-th percentile of ascending latencies (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

export interface Case {
  label: string;
  path: string;
}

export interface CaseResult {
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
  serverCpu: number;
  dbCpu: number;
}

/** `concurrency` connections, each sending its next request as soon as the previous one answered. */
export async function fire(
  pool: Pool,
  concurrency: number,
  target: Case,
  token: string,
  seconds: number,
  serverPid: number,
  dbPids: number[] = [],
): Promise<CaseResult> {
  const latencies: number[] = [];
  let errors = 0;
  const cpu0 = cpuSeconds(serverPid);
  const db0 = dbPids.map(cpuSeconds);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const res = await pool.request({
          method: 'GET',
          path: target.path,
          headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
        });
        await res.body.text();
        if (res.statusCode !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    requests: latencies.length,
    errors,
    seconds: (performance.now() - started) / 1000,
    latencies,
    serverCpu: cpuSeconds(serverPid) - cpu0,
    // A backend that ended meanwhile reads 0: its part is left out rather than subtracted.
    dbCpu: dbPids.reduce((sum, pid, i) => sum + Math.max(0, cpuSeconds(pid) - db0[i]!), 0),
  };
}

/**
 * The environment of an API server started by a benchmark on a scratch PostgreSQL database:
 * not a production deployment (no Stripe keys needed, decision 074; demo data allowed), no web
 * app, warnings only; `extra` adds or overrides. NODE_ENV=production would refuse APP_ENV=demo
 * (decision 120), so the server runs in development mode, whose API code paths are the same.
 */
/**
 * The Node.js flags the product starts its API with, read from `apps/api/package.json`'s `start:prod`
 * (the one place they are written): a benchmark measures the server as it runs. `BENCH_NODE_FLAGS`
 * replaces them, to compare.
 */
export function apiNodeFlags(): string[] {
  if (process.env.BENCH_NODE_FLAGS !== undefined) return process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean);
  const pkg = JSON.parse(fs.readFileSync(new URL('../apps/api/package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return (pkg.scripts['start:prod'] ?? '').split(' ').filter((word) => word.startsWith('--max-'));
}

export const benchServerEnv = (
  options: { url: string; port: number; dataDir: string },
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'development',
  JWT_SECRET: randomBytes(32).toString('hex'),
  DATABASE_URL: options.url,
  HOST: '127.0.0.1',
  PORT: String(options.port),
  DATA_DIR: options.dataDir,
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: '/nonexistent',
  ...extra,
});

// ---------------------------------------------------------------------------------------------
// Browser benchmarks (page weight, Lighthouse): the product as the browser journeys start it.

/** The machine's load average (1, 5 and 15 minutes), printed beside every timed figure. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Who opens a page: nobody, or a demo account (apps/api/src/db/seed/demo-data.ts). */
export type Role = 'anonymous' | 'recruiter-premium' | 'head-hunter' | 'affiliate';

const DEMO_PASSWORD = 'Demo-Password-2026!';

/** The demo account of each role and the page it lands on once signed in. */
export const DEMO_ACCOUNTS: Record<Exclude<Role, 'anonymous'>, { email: string; landing: string }> = {
  'recruiter-premium': { email: 'premium@demo.test', landing: '/app/resumes' },
  'head-hunter': { email: 'chasseur@demo.test', landing: '/app/resumes-shop' },
  affiliate: { email: 'affilie@demo.test', landing: '/app/affiliate/dashboard' },
};

/** Starts the product as the browser journeys do (apps/web/e2e/product-server.ts). */
export const startWebServer = (webDist: string, name: string) => startProductServer({ webDist, name });

export { CHROMIUM_ARGS, chromiumPath } from '../apps/web/e2e/chromium.ts';
export { freePort, repoRoot, waitReady } from '../apps/web/e2e/product-server.ts';
import { freePort, startProductServer } from '../apps/web/e2e/product-server.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../apps/web/e2e/chromium.ts';

/**
 * The product as its users reach it: production runs behind a proxy that ends TLS (README,
 * "Two instances ... behind a proxy"), and browsers speak HTTP/2 to it. This is such a proxy on
 * loopback, with a certificate made for the run (the browser is told to accept it): HTTP/2 to the
 * browser, HTTP/1.1 to the product server at `target`. Without it a browser benchmark measures
 * HTTP/1.1 to the server itself, which no user sees: six connections to the origin, each opened
 * with its own handshake, and at most six requests in flight (decision 112).
 */
export async function startTlsProxy(target: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const upstream = new URL(target);
  const { private: key, cert } = await selfSignedCertificate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 7 * 24 * 3600 * 1000),
  });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true });
  server.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    void proxy.web(req, res, { hostname: upstream.hostname, port: Number(upstream.port) }, (error) => {
      if (!error) return;
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session: http2.ServerHttp2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `https://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Chromium's flag that accepts the certificate of `startTlsProxy` (made for the run, signed by no one). */
const ACCEPT_RUN_CERTIFICATE = '--ignore-certificate-errors';

/**
 * How a benchmark's browser reaches the product server at `target`: through `startTlsProxy`, as
 * users reach production (decision 112), or, with `http1`, the server itself over HTTP/1.1. Gives
 * the address to open, the flags Chromium then needs, and the protocol's name for the log.
 */
export async function reachProduct(
  target: string,
  http1: boolean,
): Promise<{ base: string; chromiumArgs: string[]; protocol: string; stop: () => Promise<void> }> {
  if (http1) return { base: target, chromiumArgs: [], protocol: 'HTTP/1.1', stop: () => Promise.resolve() };
  const tls = await startTlsProxy(target);
  return { base: tls.base, chromiumArgs: [ACCEPT_RUN_CERTIFICATE], protocol: 'HTTPS and HTTP/2', stop: tls.stop };
}

export const launchChromium = (extraArgs: string[] = []) =>
  chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });

/** Signs a demo account in through the login page of `context`, which keeps its cookies and storage. */
export async function signIn(context: BrowserContext, role: Exclude<Role, 'anonymous'>): Promise<void> {
  const { email, landing } = DEMO_ACCOUNTS[role];
  const page = await context.newPage();
  await page.goto('/app/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(`**${landing}`, { timeout: 30_000 });
  await page.close();
}

/** Signs a demo account in, in a context of its own; returns its cookies and local storage. */
/**
 * A live site for the candidate's pages (the QR apply page): the premium demo account's parent
 * site, read through the API (its uuid differs on every demo seed).
 */
export async function liveSiteUuid(base: string): Promise<string> {
  const token = (await (
    await fetch(`${base}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS['recruiter-premium'].email, password: DEMO_PASSWORD }),
    })
  ).json()) as { access: string };
  const { results } = (await (await fetch(`${base}/api/addresses/`, { headers: { authorization: `Bearer ${token.access}` } })).json()) as {
    results: { uuid: string; isParent: boolean }[];
  };
  return results.find((a) => a.isParent)!.uuid;
}

export async function signedInState(browser: Browser, base: string, role: Exclude<Role, 'anonymous'>) {
  const context = await browser.newContext({ baseURL: base, locale: 'fr-FR' });
  await signIn(context, role);
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * A returning user has answered the cookie banner (the answer is kept CONSENT_COOKIE_DAYS): the
 * banner, whose paragraph is otherwise the largest element of a signed-in page's first screen, is
 * then not shown. Benchmarks that measure a returning user's page call this before loading it.
 */
export async function answerConsentBanner(context: BrowserContext, base: string): Promise<void> {
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ videos: false })), url: base }]);
}
