import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The real product started for the browser journeys (`global-setup.ts`) and the browser benchmarks
 * (`bench/lib.ts`): the built web app served by the API, PGlite with the demo data, in its own
 * process group on a free port.
 */

/** The repository's root. */
export const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

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
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready after ${timeoutMs} ms`);
}

export interface ProductServer {
  base: string;
  /** A scratch folder of this run (the database, the server log), removed by `stop`. */
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the product on `http://localhost:<free port>`: `webDist` (the built web app), demo data
 * with 60 candidates, no PUBLIC_URL (links follow the address the browser used), sign-in limits
 * lifted (every journey signs the demo accounts in again; the real limits are tested by the API
 * tests). `env` adds or overrides settings; `beforeStart` runs with the server's settings before it
 * starts (a command on its embedded database, which one process opens at a time).
 */
export async function startProductServer(options: {
  webDist: string;
  name: string;
  env?: Record<string, string>;
  dataDir?: string;
  beforeStart?: (env: NodeJS.ProcessEnv) => Promise<void>;
}): Promise<ProductServer> {
  const { webDist } = options;
  if (!fs.existsSync(path.join(webDist, 'app/index.html'))) {
    throw new Error(`Build the web app first (npm run build -w @app/web): ${webDist} has no app/index.html`);
  }
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `${options.name}-`));
  const base = `http://localhost:${port}`;
  const logFd = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: '',
    DATABASE_URL: '',
    DEMO_CANDIDATES: '60',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN_MAX: '10000',
    RATE_LIMIT_RESET_MAX: '10000',
    NODE_ENV: 'development',
    INIT_CWD: repoRoot,
    WEB_DIST_DIR: webDist,
    ...options.env,
  };
  await options.beforeStart?.(env);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env,
  });
  // The server runs in its own process group: stop it and anything it started.
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  try {
    await waitReady(base, child, 180_000);
  } catch (err) {
    kill('SIGKILL');
    console.error(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').slice(-4000));
    throw err;
  }
  return {
    base,
    dataDir,
    stop: async () => {
      kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
