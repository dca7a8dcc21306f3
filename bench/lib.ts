/**
 * Helpers shared by the benchmark scripts: a free port, the server's readiness, CPU time, percentiles;
 * for the browser benchmarks, the product with its demo data, Chromium and the demo accounts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { Pool } from 'undici';

/** A TCP port free on the loopback interface right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Waits until the API started as `child` answers its readiness probe. */
export async function waitReady(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server not ready in time');
}

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
 * production code paths, but not a production deployment (no Stripe keys needed, decision 074),
 * no web app, warnings only; `extra` adds or overrides.
 */
export const benchServerEnv = (
  options: { url: string; port: number; dataDir: string },
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  APP_ENV: 'demo',
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

/** The repository's root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

/**
 * Starts the product as the browser journeys do: the built web app `webDist` served by the API,
 * PGlite with the demo data (60 candidates), in its own process group on a free port.
 */
export async function startWebServer(webDist: string, name: string): Promise<{ base: string; stop: () => Promise<void> }> {
  if (!fs.existsSync(path.join(webDist, 'app/index.html'))) {
    throw new Error(`Build the web app first (npm run build -w @app/web): ${webDist} has no app/index.html`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const base = `http://localhost:${port}`;
  const logFd = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: '',
      DATABASE_URL: '',
      DEMO_CANDIDATES: '60',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_MAX: '10000',
      NODE_ENV: 'development',
      INIT_CWD: repoRoot,
      WEB_DIST_DIR: webDist,
    },
  });
  const kill = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    await waitReady(base, child, 180_000);
  } catch (err) {
    kill();
    console.error(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').slice(-4000));
    throw err;
  }
  return {
    base,
    stop: async () => {
      kill();
      await new Promise((r) => setTimeout(r, 500));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { CHROMIUM_ARGS, chromiumPath } from '../apps/web/e2e/chromium.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../apps/web/e2e/chromium.ts';

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });

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
export async function signedInState(browser: Browser, base: string, role: Exclude<Role, 'anonymous'>) {
  const context = await browser.newContext({ baseURL: base, locale: 'fr-FR' });
  await signIn(context, role);
  const state = await context.storageState();
  await context.close();
  return state;
}
