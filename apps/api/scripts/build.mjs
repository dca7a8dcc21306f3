// Production build of the API (issue 13): one ESM bundle per entry in dist/, the workspace's
// contracts compiled in, every npm dependency left external (installed by `npm ci --omit=dev`).
// The SQL migrations are copied beside the bundle, where the migrator looks for them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const workspace = new Set(['@app/contracts']);
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]
  .filter((name) => !workspace.has(name))
  .flatMap((name) => [name, `${name}/*`]);

fs.rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'src/server.ts',
    'demo-resume.worker': 'src/db/seed/demo-resume.worker.ts',
    // The worker threads of costly documents (decision 115), started by src/lib/off-thread.ts.
    'off-thread.worker': 'src/off-thread.worker.ts',
    // The embedded database's thread (decision 088), started by src/db/pglite-thread.ts.
    'pglite.worker': 'src/db/pglite.worker.ts',
    'seed-demo': 'src/db/cli/seed-demo.ts',
    'import-reference': 'src/db/cli/import-reference.ts',
    payouts: 'src/modules/affiliates/payouts.cli.ts',
    invite: 'src/modules/invitations/invitations.cli.ts',
    'staff-create': 'src/modules/staff/staff.cli.ts',
    jobs: 'src/jobs.cli.ts',
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
process.stdout.write(`API built in ${path.relative(process.cwd(), dist) || dist}\n`);
