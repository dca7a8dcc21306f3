/** Helpers shared by the benchmark scripts: a free port, the server's readiness, CPU time, percentiles. */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import pg from 'pg';
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
  const db0 = dbPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
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
    dbCpu: dbPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - db0,
  };
}

/**
 * The environment of an API server started by a benchmark on a scratch PostgreSQL database:
 * production code paths, but not a production deployment (no Stripe keys needed, decision 074),
 * no web app, warnings only; `extra` adds or overrides.
 */
export const benchServerEnv = (options: { url: string; port: number; dataDir: string }, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
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
