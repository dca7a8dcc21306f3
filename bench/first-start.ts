/**
 * First start benchmark (issue 29 item 8, decision 127): the time from `npm start` to a ready
 * product (`GET /api/health/ready` answers 200) on a fresh DATA_DIR, the embedded PGlite and the
 * demo data, as a newcomer meets it after `npm install`; three times, each in a new data folder,
 * median printed; then the time of a second start on the last folder (database already there).
 * The load average of the machine is printed before and after: on a shared machine it changes the
 * figures more than anything else.
 *
 *   npm run bench:first-start
 *
 * Environment (all optional):
 *   BENCH_RUNS=3           fresh starts to measure
 *   BENCH_COLD=1           first remove the web build's stamp and the prepared reference database,
 *                          so that the first run also builds both (what `npm start` costs right
 *                          after a clone installed with --ignore-scripts)
 *   BENCH_KEEP=1           keep the data folders (their paths are printed)
 *
 * Each start runs `npm start` itself (the prepare step, then the API) in its own process group
 * with PORT on a free port and DATA_DIR in a new temporary folder; it is stopped with SIGTERM once
 * ready. Each run's own table of step times (the server prints it) is shown.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

interface Start {
  seconds: number;
  output: string;
}

/** `npm start` on `dataDir` until ready; stopped afterwards. */
async function start(dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repo,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_FORMAT: 'pretty',
      NO_COLOR: '1',
    },
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c));
  child.stderr.on('data', (c: Buffer) => (output += c));
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      return;
    }
    await new Promise((r) => child.once('exit', r));
  };
  try {
    const deadline = Date.now() + 600_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output.slice(-3000)}`);
      if (Date.now() > deadline) throw new Error(`not ready after 600 s:\n${output.slice(-3000)}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return { seconds: (performance.now() - started) / 1000, output };
  } finally {
    await stop();
  }
}

/** The server's table of step times and the prepare step's lines, from a start's output. */
const tableOf = (output: string) =>
  output
    .split('\n')
    .filter((line) => /^\s{2}\S.*\d s$|^prepare: |^\[(web|database)\] (web app: (unchanged|built)|reference database: ready)/.test(line))
    .map((line) => `    ${line}`)
    .join('\n');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (process.env.BENCH_COLD === '1') {
  fs.rmSync(path.join(repo, 'apps/web/dist/.build-stamp'), { force: true });
  fs.rmSync(path.join(repo, 'node_modules/.cache/qrecrute/reference-db'), { recursive: true, force: true });
  console.log('cold: web build stamp and prepared reference database removed');
}

console.log(`first start: ${runs} runs of \`npm start\` on a fresh DATA_DIR (PGlite, demo data); load average before: ${load()}`);
const times: number[] = [];
const dirs: string[] = [];
for (let i = 0; i < runs; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-start-'));
  dirs.push(dir);
  const run = await start(dir);
  times.push(run.seconds);
  console.log(`  run ${i + 1}: ${run.seconds.toFixed(1)} s to ready (load ${load()})\n${tableOf(run.output)}`);
}
const second = await start(dirs.at(-1)!);
console.log(`  second start on the same DATA_DIR: ${second.seconds.toFixed(1)} s to ready (load ${load()})\n${tableOf(second.output)}`);
console.log(
  `first start: median ${median(times).toFixed(1)} s (runs ${times.map((t) => t.toFixed(1)).join(', ')} s); second start ${second.seconds.toFixed(1)} s; load average after: ${load()}`,
);
if (process.env.BENCH_KEEP === '1') console.log(`data folders kept: ${dirs.join(' ')}`);
else for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
