/**
 * Signed-in calls against the health route (issue 15, item 5): starts the real API on a scratch
 * PostgreSQL database with the demo data, adds 10,000 addresses of other recruiters (each with a
 * subscription history) so that the profile's cost can be seen not to grow with the whole table,
 * then, in one run, keeps 16 requests in flight on each route for a few seconds and prints req/s,
 * p50/p95 and each route's ratio to the health route, and the plan of the profile's statement.
 *
 *   npm run bench:api-calls
 *
 * BENCH_DB=pglite runs the API on the embedded PGlite instead (on its worker thread;
 * BENCH_DB=pglite-main on the main thread, as before decision 088), with the demo data only, and
 * also prints the peak RSS of the first start. Beside each route, one more connection asks the
 * health route in a loop: its latency shows how long the route's load keeps the event loop busy.
 * On PostgreSQL it also prints the CPU its backends serving the API spent per request.
 *
 * Environment (all optional): BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_CONCURRENCY (16), BENCH_DURATION_S (8), BENCH_WARMUP_S (2), BENCH_ROUNDS (3: the figures
 * are the medians of the rounds), BENCH_EXTRA_ADDRESSES (10000), BENCH_KEEP_DB=1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Pool } from 'undici';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-data.ts';
import { profileRowQuery } from '../apps/api/src/modules/account/account.repository.ts';
import { backendPids, benchServerEnv, fire, freePort, median, percentile, waitReady, type Case } from './lib.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const EXTRA_ADDRESSES = Number(process.env.BENCH_EXTRA_ADDRESSES ?? 10_000);
/** Targets of issue 15: each route's req/s as a share of the health route's. */
const TARGETS: Record<string, number> = { profile: 0.2, 'candidate list': 0.2 };
const DB_KIND = process.env.BENCH_DB ?? 'postgres';
if (!['postgres', 'pglite', 'pglite-main'].includes(DB_KIND)) throw new Error('BENCH_DB is postgres, pglite or pglite-main');
const PGLITE = DB_KIND !== 'postgres';

/** Peak resident memory of a process so far (VmHWM, Linux), in MB. */
const peakRssMb = (pid: number) => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : NaN;
};

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** 10,000 more addresses, 25 per recruiter, each with an ended and a running subscription. */
async function addOtherRecruiters(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = (text: string) => client.query(text);
  const recruiters = Math.ceil(EXTRA_ADDRESSES / 25);
  await q(`INSERT INTO users (email, password_hash, first_name, last_name)
    SELECT 'bench' || g || '@bench.test', 'x', 'Bench', 'Recruteur' FROM generate_series(1, ${recruiters}) g`);
  await q(`INSERT INTO recruiters (user_id, company, manager, max_addresses)
    SELECT id, 'Bench SAS', 'Bench', 25 FROM users WHERE email LIKE 'bench%@bench.test'`);
  await q(`INSERT INTO addresses (recruiter_id, name)
    SELECT r.id, 'Site ' || s FROM recruiters r JOIN users u ON u.id = r.user_id, generate_series(1, 25) s
    WHERE u.email LIKE 'bench%@bench.test'`);
  await q(`INSERT INTO subscriptions (recruiter_id, address_id, product_id, price_id, status, current_period_start, current_period_end)
    SELECT a.recruiter_id, a.id, p.product_id, p.id, st.status, now() - st.back, now() - st.back + interval '1 year'
    FROM addresses a JOIN users u ON u.email LIKE 'bench%@bench.test' JOIN recruiters r ON r.user_id = u.id AND r.id = a.recruiter_id
    CROSS JOIN (SELECT pr.id, pr.product_id FROM prices pr JOIN products pd ON pd.id = pr.product_id WHERE pd.code = 'address_subscription' LIMIT 1) p
    CROSS JOIN (VALUES ('canceled', interval '2 years'), ('active', interval '1 month')) st(status, back)`);
  await q('VACUUM ANALYZE');
  const { rows } = await client.query<{ a: string; s: string }>(
    'SELECT (SELECT count(*) FROM addresses) a, (SELECT count(*) FROM subscriptions) s',
  );
  log(`${rows[0]!.a} addresses, ${rows[0]!.s} subscriptions in the database`);
  await client.end();
}

async function explainProfile(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO_EMAILS.premium]);
  // The profile's one statement (decision 101): the caller, the account and its addresses.
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  const { sql: text, params } = profileRowQuery(database.db, rows[0]!.id).toSQL();
  await database.close();
  const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, params);
  log(`plan of the profile's statement for ${DEMO_EMAILS.premium}:\n${plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}`);
  await client.end();
}

async function main(): Promise<void> {
  const dbName = `bench_calls_${Date.now()}_${randomBytes(3).toString('hex')}`;
  if (!PGLITE) {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
  }
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${dbName}`;
  const url = dbUrl.toString();
  log(
    `${PGLITE ? `PGlite (${DB_KIND === 'pglite' ? 'worker thread' : 'main thread'})` : `scratch database ${dbName}`}; ${os.cpus().length} CPUs; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  let child: ChildProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-calls-'));
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // BENCH_CPU_PROF=dir writes a V8 CPU profile of the API there when it stops.
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: benchServerEnv(
        { url, port, dataDir },
        {
          SEED_DEMO: 'true',
          DEMO_CANDIDATES: '300',
          PUBLIC_URL: base,
          RATE_LIMIT_LOGIN_MAX: '1000',
          ...(PGLITE ? { DATABASE_URL: '', PGLITE_THREAD: DB_KIND === 'pglite' ? 'worker' : 'main' } : {}),
        },
      ),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const startedAt = performance.now();
    await waitReady(base, child, 300_000);
    log(
      `API ready with the demo data in ${((performance.now() - startedAt) / 1000).toFixed(1)} s; peak RSS so far ${peakRssMb(child.pid!).toFixed(0)} MB`,
    );
    if (!PGLITE) {
      await addOtherRecruiters(url);
      await explainProfile(url);
    }

    const signIn = async (email: string) => {
      const res = await fetch(`${base}/api/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { access: string }).access;
    };
    const recruiter = await signIn(DEMO_EMAILS.premium);
    const headhunter = await signIn(DEMO_EMAILS.headhunter);
    const cases: (Case & { token: string })[] = [
      { label: 'health', path: '/api/health/live', token: '' },
      { label: 'profile', path: '/api/recruiter/me/profile/', token: recruiter },
      { label: 'candidate list', path: '/api/candidate/?page=1', token: headhunter },
      { label: 'job search', path: '/api/jobs/search/?term=serveur', token: headhunter },
    ];
    const only = process.env.BENCH_ROUTES?.split(',');
    if (only) cases.splice(0, cases.length, ...cases.filter((c) => c.label === 'health' || only.includes(c.label)));
    for (const c of cases) {
      const res = await fetch(`${base}${c.path}`, { headers: { authorization: `Bearer ${c.token}` } });
      if (!res.ok) throw new Error(`${c.label}: ${res.status} ${await res.text()}`);
    }

    const pool = new Pool(base, { connections: CONCURRENCY, pipelining: 1 });
    const pid = child.pid!;
    const probePool = new Pool(base, { connections: 1, pipelining: 1 });
    const health = cases[0]!;
    const rates: Record<string, number[]> = {};
    const p95s: Record<string, number[]> = {};
    const probes: Record<string, number[]> = {};
    const cpus: Record<string, number[]> = {};
    const dbCpus: Record<string, number[]> = {};
    for (let round = 1; round <= ROUNDS; round++) {
      for (const c of cases) {
        await fire(pool, CONCURRENCY, c, c.token, WARMUP_S, pid);
        // The API's PostgreSQL connections, opened by the warm-up (none on PGlite).
        const dbPids = PGLITE ? [] : await backendPids(url, dbName);
        const [r, probe] = await Promise.all([
          fire(pool, CONCURRENCY, c, c.token, DURATION_S, pid, dbPids),
          fire(probePool, 1, health, '', DURATION_S, pid),
        ]);
        if (r.errors) throw new Error(`${c.label}: ${r.errors} errors`);
        (rates[c.label] ??= []).push(r.requests / r.seconds);
        (p95s[c.label] ??= []).push(
          percentile(
            [...r.latencies].sort((a, b) => a - b),
            95,
          ),
        );
        (probes[c.label] ??= []).push(
          percentile(
            [...probe.latencies].sort((a, b) => a - b),
            99,
          ),
        );
        (cpus[c.label] ??= []).push((r.serverCpu * 1000) / (r.requests + probe.requests));
        (dbCpus[c.label] ??= []).push((r.dbCpu * 1000) / r.requests);
      }
      log(`round ${round}/${ROUNDS} done; load average ${os.loadavg()[0]!.toFixed(2)}`);
    }
    await pool.close();
    await probePool.close();

    const healthRate = median(rates.health!);
    let over = false;
    console.log(
      `\n${CONCURRENCY} connections, ${DURATION_S} s per route, medians of ${ROUNDS} rounds; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(`${DB_KIND}; peak RSS of the API ${peakRssMb(pid).toFixed(0)} MB`);
    console.log(
      '| route | req/s | p95 | share of health | target | health p99 beside | API CPU per request | PostgreSQL CPU per request |\n| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const c of cases) {
      const rate = median(rates[c.label]!);
      const share = rate / healthRate;
      const target = TARGETS[c.label];
      const verdict = target === undefined ? '' : share >= target ? `≥ ${target * 100} % ok` : `≥ ${target * 100} % OVER`;
      if (target !== undefined && share < target) over = true;
      console.log(
        `| ${c.label} \`${c.path}\` | ${rate.toFixed(0)} | ${median(p95s[c.label]!).toFixed(1)} ms | ${(share * 100).toFixed(1)} % | ${verdict} | ${median(probes[c.label]!).toFixed(1)} ms | ${median(cpus[c.label]!).toFixed(2)} ms | ${PGLITE ? '' : `${median(dbCpus[c.label]!).toFixed(2)} ms`} |`,
      );
    }
    if (over) process.exitCode = 1;
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!PGLITE && process.env.BENCH_KEEP_DB !== '1') {
      const drop = new pg.Client({ connectionString: PG_URL });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await drop.end();
    } else if (!PGLITE) log(`kept database ${dbName}`);
  }
}

await main();
