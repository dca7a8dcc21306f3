import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the mails the product sent are written, one file each (`mailedCode` in browser.ts). */
    mailDir: string;
  }
}

/**
 * A real SMTP server the product delivers to: each message is written as
 * `{time}-{recipient}.eml` in `dir`, for journeys that read a mailed code or link.
 */
async function startMailCatcher(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) {
          n += 1;
          fs.writeFileSync(path.join(dir, `${Date.now()}-${n}-${rcpt.address.toLowerCase()}.eml`), Buffer.concat(chunks));
        }
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const repoRoot = path.resolve(new URL('.', import.meta.url).pathname, '../../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function waitReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server not ready after ${timeoutMs} ms`);
}

/** Starts the real product (built web app, API, PGlite with demo data) on a free port. */
export default async function setup(project: TestProject) {
  // E2E_WEB_DIST lets several people build and test side by side without sharing apps/web/dist.
  const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.join(repoRoot, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'app/index.html'))) {
    throw new Error(`Build the web app first (npm run build -w @app/web): ${webDist} has no app/index.html`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const baseUrl = `http://localhost:${port}`;
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const mailDir = path.join(dataDir, 'mails');
  const mail = await startMailCatcher(mailDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // No PUBLIC_URL: links follow the address the browser used (localhost, or 127.0.0.1 in one journey).
      PUBLIC_URL: '',
      DEMO_CANDIDATES: '60',
      LOG_LEVEL: 'warn',
      // Every journey signs the demo accounts in again; the real limit is tested by the API tests.
      RATE_LIMIT_LOGIN_MAX: '10000',
      RATE_LIMIT_RESET_MAX: '10000',
      DATABASE_URL: '',
      SMTP_URL: mail.url,
      NODE_ENV: 'development',
      INIT_CWD: repoRoot,
      WEB_DIST_DIR: webDist,
    },
  });
  try {
    await waitReady(baseUrl, child, 180_000);
  } catch (err) {
    process.kill(-child.pid!, 'SIGKILL');
    await mail.close();
    console.error(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').slice(-4000));
    throw err;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  return async () => {
    // The server runs in its own process group: stop it and anything it started.
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 500));
    await mail.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
