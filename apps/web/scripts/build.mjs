// The web app's build (`npm run build -w @app/web`, decision 127): the browser's files (`vite build`),
// the public site's renderer (`vite build --ssr`), then its pre-rendered pages (scripts/prerender.ts).
//
// Skipped when nothing it reads changed: a finished build writes `dist/.build-stamp`, the hash of
// every input (this workspace's files but its tests and journeys, the contracts, the lock file); a
// later build with the same hash does nothing. `npm start`, `npm test` (journeys, then the
// production build) and `npm install` (scripts/prepare.mjs) thus build once. `--force` rebuilds;
// `--verbose` shows Vite's list of files.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const say = (line) => process.stdout.write(`${line}\n`);

const web = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const repo = path.resolve(web, '../..');
const dist = path.join(web, 'dist');
const stampFile = path.join(dist, '.build-stamp');
const force = process.argv.includes('--force');
const verbose = process.argv.includes('--verbose');

/** Folders and files that never reach the bundle: outputs, journeys, tests. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', 'e2e', 'coverage', 'test-results']);
const SKIPPED_FILE = /(\.test\.[cm]?[jt]sx?|^vitest\.[a-z.]+)$/;

function listFiles(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) listFiles(full, out);
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) out.push(full);
  }
  return out;
}

/** The hash of everything the build reads (and of Node's version, which runs it). */
export function inputsHash() {
  const files = [
    ...listFiles(web, []),
    ...listFiles(path.join(repo, 'packages/contracts'), []),
    path.join(repo, 'package-lock.json'),
    path.join(repo, 'tsconfig.base.json'),
  ].sort();
  const hash = createHash('sha256').update(process.version);
  for (const file of files) hash.update(path.relative(repo, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const run = (args) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: web, stdio: 'inherit' });
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed (${signal ?? code})`))));
  });

const vite = path.join(web, 'node_modules/vite/bin/vite.js');
const viteBin = fs.existsSync(vite) ? vite : path.join(repo, 'node_modules/vite/bin/vite.js');
const logLevel = verbose ? [] : ['--logLevel', 'warn'];
const STEPS = [
  ['browser files (vite build)', [viteBin, 'build', ...logLevel]],
  ['public site renderer (vite build --ssr)', [viteBin, 'build', '--ssr', 'src/marketing/prerender.tsx', ...logLevel]],
  ['pre-rendered public pages', ['--import', 'tsx', 'scripts/prerender.ts']],
];

const started = performance.now();
const hash = inputsHash();
const built = fs.existsSync(path.join(dist, 'app/index.html')) && fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
if (!force && built === hash) {
  say(`web app: unchanged since its last build (stamp ${hash.slice(0, 12)}), not rebuilt`);
  process.exit(0);
}
say(`web app: building (${built ? 'its sources changed' : 'no finished build'})`);
for (const [index, [label, args]] of STEPS.entries()) {
  const t = performance.now();
  say(`web app: [${index + 1}/${STEPS.length}] ${label}...`);
  await run(args);
  say(`web app: [${index + 1}/${STEPS.length}] ${label} done in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
fs.writeFileSync(stampFile, `${hash}\n`);
say(`web app: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
