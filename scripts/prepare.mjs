// What a first start needs and can be made before it (decision 127), run by `npm install`
// (postinstall) and again by `npm start`, where each part is skipped when already done:
// - the web app's build (apps/web/scripts/build.mjs: skipped while its inputs' hash is unchanged);
// - the prepared reference database (apps/api/src/db/prepared-database.ts: PGlite migrated, with
//   ROME and La Poste's communes imported), which each new DATA_DIR copies.
// The two run side by side (two processes), each line prefixed by its part; a table of their times
// ends. `--install`: a failure is reported but does not fail `npm install` (npm start tries again).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const say = (line) => process.stdout.write(`${line}\n`);

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const install = process.argv.includes('--install');
const has = (pkg) => fs.existsSync(path.join(repo, 'node_modules', pkg, 'package.json'));

if (!has('vite') || !has('tsx')) {
  // `npm ci --omit=dev`: the production build is made elsewhere (npm run build) and started with start:prod.
  say('prepare: development packages not installed, nothing to prepare');
  process.exit(0);
}

const PARTS = [
  { name: 'web', label: 'web app build', cwd: path.join(repo, 'apps/web'), args: ['scripts/build.mjs'] },
  // PostgreSQL (DATABASE_URL) is migrated and filled by the server itself.
  ...(process.env.DATABASE_URL
    ? []
    : [
        {
          name: 'database',
          label: 'reference database',
          cwd: path.join(repo, 'apps/api'),
          args: ['--import', 'tsx', 'src/db/cli/prepare-database.ts'],
        },
      ]),
];

function run(part) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, part.args, {
      cwd: part.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? repo },
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      from.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) to.write(`[${part.name}] ${line}\n`);
      });
      from.on('end', () => rest && to.write(`[${part.name}] ${rest}\n`));
    }
    child.on('close', (code, signal) =>
      resolve({ part, ok: code === 0, why: signal ?? code, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const started = performance.now();
const results = await Promise.all(PARTS.map(run));
const width = Math.max(...PARTS.map((p) => p.label.length));
say(
  `prepare: done in ${((performance.now() - started) / 1000).toFixed(1)} s\n` +
    results
      .map((r) => `  ${r.part.label.padEnd(width + 2)}${r.seconds.toFixed(1).padStart(6)} s${r.ok ? '' : `  FAILED (${r.why})`}`)
      .join('\n'),
);
if (results.some((r) => !r.ok)) {
  if (install) say('prepare: not everything could be prepared; `npm start` will try again and say why');
  else process.exit(1);
}
