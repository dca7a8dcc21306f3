// Runs npm scripts side by side (decision 127): `node scripts/run-parallel.mjs lint typecheck test:unit`;
// a script may carry npm's arguments, split on spaces: `'e2e -w @app/web -- --shard=1/2'` (decision 148).
// For steps that each keep one CPU busy at most (ESLint, tsc, a small test suite) or wait on the disk
// and the network (the production install), so that the machine's second CPU is not idle. Each
// script's output is kept and printed whole when it ends (no interleaved lines), with its time; the
// run fails if any script fails, after all have ended.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  process.stderr.write('Usage: node scripts/run-parallel.mjs <npm script> [<npm script>...]\n');
  process.exit(2);
}

const started = performance.now();
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const t = performance.now();
        const child = spawn('npm', ['run', ...script.split(' ')], { stdio: ['ignore', 'pipe', 'pipe'] });
        const chunks = [];
        child.stdout.on('data', (c) => chunks.push(c));
        child.stderr.on('data', (c) => chunks.push(c));
        child.on('close', (code, signal) => {
          const seconds = ((performance.now() - t) / 1000).toFixed(1);
          process.stdout.write(
            `\n===== npm run ${script}: ${code === 0 ? 'passed' : `FAILED (${signal ?? code})`} in ${seconds} s =====\n`,
          );
          process.stdout.write(Buffer.concat(chunks));
          resolve({ script, ok: code === 0, seconds });
        });
      }),
  ),
);
const failed = results.filter((r) => !r.ok).map((r) => r.script);
process.stdout.write(
  `\n===== side by side in ${((performance.now() - started) / 1000).toFixed(1)} s: ${results.map((r) => `${r.script} ${r.seconds} s`).join(', ')}${failed.length ? `; FAILED: ${failed.join(', ')}` : ''} =====\n`,
);
process.exit(failed.length ? 1 : 0);
