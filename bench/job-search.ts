/**
 * Job title search benchmark (issue 4): imports the full ROME catalogue (13,000 titles) into a fresh
 * PostgreSQL database, starts the real API server on it, fires concurrent requests with varied
 * terms at GET /api/jobs/search/ and prints latency percentiles and throughput.
 *
 *   npm run bench:job-search
 *
 * Environment (all optional):
 *   BENCH_PG_URL         server to create the scratch database on (postgres://postgres@127.0.0.1:5432/postgres)
 *   REFERENCE_DATA_DIR   folder holding rome-v460/*.csv[.gz] (the shipped apps/api/reference-data by default)
 *   BENCH_CONCURRENCY    requests in flight (16)
 *   BENCH_DURATION_S     measured seconds (15), after BENCH_WARMUP_S seconds of warm-up (3)
 *   BENCH_KEEP_DB=1      keep the scratch database (its name is printed)
 *
 * The scratch database is created and dropped by the script. The server runs in its own process
 * (`node --import tsx apps/api/src/server.ts`) so that the load loop does not share its event loop;
 * the loop uses node:http with keep-alive connections (lighter than fetch).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SHIPPED_REFERENCE_DATA_DIR } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { importRome } from '../apps/api/src/db/importers/rome.ts';
import { normalizeSearch } from '../apps/api/src/db/importers/normalize.ts';
import { backendPids, cpuSeconds, freePort, percentile, waitReady } from './lib.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REFERENCE_DIR = process.env.REFERENCE_DATA_DIR ? path.resolve(root, process.env.REFERENCE_DATA_DIR) : SHIPPED_REFERENCE_DATA_DIR;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const TARGET_P95_MS = 10;

const log = (message: string) => console.log(`[bench] ${message}`);

/** A small deterministic generator, so that two runs fire the same terms. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const wordsOf = (name: string) => name.split(/[\s/'’()-]+/).filter((w) => w.length >= 3);

/**
 * Distinct terms as users type them (each normalized form once): prefixes of a title's first word
 * (3 letters and more), whole words, two-word prefixes, full titles, a word from the middle of a
 * title, and typos (swapped, missing or doubled letters); some in capitals or without accents.
 * Every one is new to the server's answer cache, so each request is searched in the API's index.
 */
function buildDistinctTerms(names: string[], count: number): string[] {
  const random = rng(20260412);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  const typo = (word: string) => {
    if (word.length < 5) return word;
    const i = 1 + Math.floor(random() * (word.length - 2));
    const kind = Math.floor(random() * 3);
    if (kind === 0) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (kind === 1) return word.slice(0, i) + word.slice(i + 1);
    return word.slice(0, i) + word[i] + word.slice(i);
  };
  const seen = new Set<string>();
  const terms: string[] = [];
  for (let attempts = 0; terms.length < count && attempts < count * 20; attempts++) {
    const name = pick(names);
    const ws = wordsOf(name);
    if (ws.length === 0) continue;
    const first = ws[0]!;
    const r = random();
    let term: string;
    if (r < 0.35) term = first.slice(0, 3 + Math.floor(random() * Math.max(1, first.length - 2)));
    else if (r < 0.45) term = first;
    else if (r < 0.65 && ws.length > 1) term = `${first} ${ws[1]!.slice(0, 3 + Math.floor(random() * 4))}`;
    else if (r < 0.75) term = name;
    else if (r < 0.85) term = pick(ws).slice(0, 4 + Math.floor(random() * 6));
    else term = typo(first);
    if (random() < 0.15) term = term.toUpperCase();
    if (random() < 0.25) term = normalizeSearch(term);
    const key = normalizeSearch(term);
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms;
}

/**
 * Autocomplete traffic: users pick a title (popular titles more often, a Zipf law over 1,500 of
 * them) and type it; the page sends the term at 3 letters and then every further letter of the
 * first word, then the first letters of the second word. Popular prefixes repeat, as they do in
 * production, so the server's answer cache takes its share.
 */
function buildTypingTerms(names: string[], count: number): string[] {
  const random = rng(7);
  const popular = [...names].sort(() => random() - 0.5).slice(0, 1500);
  const weights = popular.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const pickPopular = () => {
    let x = random() * total;
    for (let i = 0; i < popular.length; i++) {
      x -= weights[i]!;
      if (x <= 0) return popular[i]!;
    }
    return popular[0]!;
  };
  const terms: string[] = [];
  while (terms.length < count) {
    const ws = wordsOf(pickPopular());
    if (ws.length === 0) continue;
    const first = ws[0]!;
    for (let len = 3; len <= first.length; len++) terms.push(first.slice(0, len));
    if (ws[1]) for (let len = 1; len <= Math.min(4, ws[1].length); len++) terms.push(`${first} ${ws[1].slice(0, len)}`);
  }
  return terms.slice(0, count);
}

interface RunResult {
  latencies: number[];
  errors: number;
  seconds: number;
  hits: number;
}

/** Keep-alive connections, one per loop: node:http costs the load generator less CPU than fetch. */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

const httpGet = (url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });

/** CONCURRENCY loops, each sending its next request as soon as the previous one answered. */
async function run(base: string, terms: string[], seconds: number, offset: number): Promise<RunResult> {
  const latencies: number[] = [];
  let errors = 0;
  let hits = 0;
  let next = offset;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      const term = terms[next++ % terms.length]!;
      const t0 = performance.now();
      try {
        const res = await httpGet(`${base}/api/jobs/search/?term=${encodeURIComponent(term)}`);
        if (res.status !== 200) errors += 1;
        else hits += ((JSON.parse(res.body) as { hits?: unknown[] }).hits ?? []).length;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { latencies, errors, seconds: (performance.now() - started) / 1000, hits };
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(REFERENCE_DIR))) throw new Error(`REFERENCE_DATA_DIR not found: ${REFERENCE_DIR}`);
  const dbName = `bench_jobs_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${dbName}`;
  log(`scratch database ${dbName}`);

  let child: ChildProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-job-search-'));
  try {
    // 1. Import the full ROME catalogue.
    const database = await openDatabase({ databaseUrl: dbUrl.toString(), poolSize: 4 });
    await database.migrate();
    const t0 = performance.now();
    const imported = await importRome(database.db, REFERENCE_DIR);
    await database.exec('analyze jobs');
    log(
      `imported ${imported.jobs} job titles, ${imported.sheets} ROME sheets, ${imported.similarJobs} similar-job links in ${Math.round(performance.now() - t0)} ms`,
    );
    const names = (await database.db.query.jobs.findMany({ columns: { name: true } })).map((j) => j.name);
    await database.close();

    // 2. Start the API server on it (its own process, warnings only in the log).
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: dbUrl.toString(),
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent',
        REFERENCE_DATA_DIR: '',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    await waitReady(base, child, 120_000);
    log(`API server ready on ${base} (pid ${child.pid})`);

    // 3. Fire: a warm-up, then distinct terms (no answer cached: every request searches the index), then
    //    autocomplete traffic (repeated popular prefixes, the answer cache helps).
    const distinct = buildDistinctTerms(names, 100_000);
    const typing = buildTypingTerms(names, 200_000);
    log(
      `${distinct.length} distinct terms, e.g. ${distinct
        .slice(0, 8)
        .map((t) => JSON.stringify(t))
        .join(', ')}`,
    );
    await run(base, distinct.slice(-10_000), WARMUP_S, 0);
    const pids = await backendPids(PG_URL, dbName);
    console.log('');
    console.log(
      `Job search, full ROME catalogue (${names.length} titles) loaded from PostgreSQL, ${CONCURRENCY} concurrent, ${os.cpus().length} CPUs`,
    );
    for (const [label, terms] of [
      ['distinct terms (no cache hit)', distinct.slice(0, -10_000)],
      ['autocomplete traffic (popular prefixes repeat)', typing],
    ] as const) {
      const cpu0 = { server: cpuSeconds(child.pid!), db: pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0), client: process.cpuUsage() };
      const result = await run(base, terms, DURATION_S, 0);
      const cpu = {
        server: cpuSeconds(child.pid!) - cpu0.server,
        db: pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpu0.db,
        client: (() => {
          const u = process.cpuUsage(cpu0.client);
          return (u.user + u.system) / 1e6;
        })(),
      };
      const sorted = [...result.latencies].sort((a, b) => a - b);
      const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
      const perRequest = (seconds: number) => `${((seconds * 1000) / Math.max(1, sorted.length)).toFixed(2)} ms`;
      const p95 = percentile(sorted, 95);
      console.log(`- ${label}`);
      console.log(
        `  requests      ${sorted.length} in ${result.seconds.toFixed(1)} s, errors ${result.errors}, average hits ${(result.hits / Math.max(1, sorted.length)).toFixed(1)}${sorted.length > terms.length ? ' (terms reused: cache hits)' : ''}`,
      );
      console.log(`  throughput    ${(sorted.length / result.seconds).toFixed(0)} requests/s`);
      console.log(
        `  latency       p50 ${fmt(percentile(sorted, 50))}  p95 ${fmt(p95)}  p99 ${fmt(percentile(sorted, 99))}  max ${fmt(sorted.at(-1) ?? 0)}`,
      );
      console.log(
        `  CPU/request   API ${perRequest(cpu.server)}, PostgreSQL ${perRequest(cpu.db)} (${pids.length} backends), load generator ${perRequest(cpu.client)}`,
      );
      console.log(`  target        p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'}`);
    }
    console.log(
      `  machine load  ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} (1/5/15 min) on ${os.cpus().length} CPUs`,
    );
    console.log('');
  } finally {
    agent.destroy();
    if (child?.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => child!.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DB !== '1') {
      const dropper = new pg.Client({ connectionString: PG_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${dbName} with (force)`);
      await dropper.end();
      log(`dropped ${dbName}`);
    }
  }
}

await main();
