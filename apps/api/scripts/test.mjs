// The API's `npm test`: `vitest run`, and once more for the test files whose process crashed.
//
// PGlite's WebAssembly sometimes kills the Node process that runs it: a fault inside V8's code
// registry (nodejs/node#64500, open on Node 22 to 26, with no fix or flag known to close it). A
// clean-clone CI run of 2026-11-27 lost a test file that way ("Worker exited unexpectedly", its two
// tests never reported, every other file passed; the same suite passed before and after it). A
// crash is not a test result, so those files, and only those, are run once more, and the run says so. Anything else keeps the first run's verdict: a
// failed test, an unhandled error that is not a crash, or a file that crashes twice.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);

/** Runs vitest with `extra` arguments; its output goes to the terminal and is kept. */
function vitest(extra) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...extra], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      from.on('data', (chunk) => {
        output += chunk;
        to.write(chunk);
      });
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-tests-'));
const report = path.join(reportDir, 'report.json');
const first = await vitest([...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);

/** The files whose process died: tests left "pending" (never run) and no failed test in the run. */
function crashedFiles() {
  if (first.code === 0 || !fs.existsSync(report)) return [];
  const results = JSON.parse(fs.readFileSync(report, 'utf8'));
  if (results.numFailedTests > 0 || results.testResults.some((file) => file.status === 'failed')) return [];
  const unhandled = Number(/caught (\d+) unhandled errors?/.exec(first.output)?.[1] ?? 0);
  const crashes = first.output.split('Worker exited unexpectedly').length - 1;
  // Every unhandled error must be a crash: another one (a rejection in a passing file) fails the run.
  if (unhandled === 0 || unhandled !== crashes) return [];
  return results.testResults
    .filter((file) => file.assertionResults.some((test) => test.status === 'pending'))
    .map((file) => path.relative(process.cwd(), file.name));
}

/** The ten slowest files of the run, to see where CI time goes (decision 137). */
function printSlowest() {
  if (!fs.existsSync(report)) return;
  const results = JSON.parse(fs.readFileSync(report, 'utf8'));
  const files = results.testResults
    .map((file) => ({ name: path.relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  process.stdout.write(
    `\n[api tests] slowest files:\n${files.map((f) => `  ${f.seconds.toFixed(1).padStart(6)} s  ${f.name}`).join('\n')}\n`,
  );
}

printSlowest();
const crashed = crashedFiles();
fs.rmSync(reportDir, { recursive: true, force: true });
if (crashed.length === 0) process.exit(first.code);

console.warn(
  `\n[api tests] ${crashed.length} test file(s) ended by a crash of their process, not by a test ` +
    `(PGlite's WebAssembly in V8, nodejs/node#64500); running them once more:\n  ${crashed.join('\n  ')}\n`,
);
const again = await vitest(crashed);
process.exit(again.code);
