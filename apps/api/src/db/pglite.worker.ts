import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options.ts';
import type { WorkerReply, WorkerRequest } from './pglite-thread.ts';

/**
 * The embedded database's own thread (docs/decisions/088): owns the PGlite instance and runs what
 * the main thread's proxy (pglite-thread.ts) sends, so that PostgreSQL's work never blocks the
 * event loop that serves HTTP. One message per call; a transaction holds PGlite's lock until the
 * main thread ends it, as `PGlite.transaction` does in one thread.
 */
const port = parentPort!;
const { dataDir, template } = workerData as { dataDir: string; template?: string };

/** The error's message and its PostgreSQL fields (code, constraint, detail...), which a clone would lose. */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || key === 'params') continue;
    if (typeof value !== 'object' || value === null) fields[key] = value;
  }
  return fields;
}

const reply = (message: WorkerReply) => port.postMessage(message);

/** Types the caller wants as PostgreSQL's text (drizzle keeps dates and intervals as strings). */
const rawParsers = (oids: number[] | undefined) =>
  oids && oids.length > 0 ? Object.fromEntries(oids.map((oid) => [oid, (value: string) => value])) : undefined;

let pg: PGlite;
try {
  pg = await PGlite.create(dataDir, pgliteOptions(template));
} catch (error) {
  // The main thread rejects the opening and stops this thread.
  reply({ type: 'failed', error: errorFields(error) });
  throw error;
}

/** Open transactions: their handle, and how the main thread ends them. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
let nextTransaction = 1;
const unlisteners = new Map<string, () => Promise<void>>();

async function run(request: WorkerRequest): Promise<unknown> {
  const target = request.tx === undefined ? pg : transactions.get(request.tx)?.tx;
  if (!target) throw new Error('transaction already ended');
  switch (request.op) {
    case 'query':
      return target.query(request.text, request.params, { rowMode: request.rowMode, parsers: rawParsers(request.rawTypes) });
    case 'exec':
      return target.exec(request.text);
    case 'begin': {
      const id = nextTransaction++;
      // Answers once PGlite has begun the transaction (it waits for PGlite's lock); the
      // transaction's own promise settles after COMMIT or ROLLBACK, which `end` waits for.
      return new Promise<number>((begun, failed) => {
        let started = false;
        pg.transaction(
          (tx) =>
            new Promise<void>((commit, rollback) => {
              started = true;
              transactions.set(id, { tx, end: (ok) => (ok ? commit() : rollback(new Error('rolled back'))) });
              begun(id);
            }),
        ).then(
          () => settle(id, null),
          (error: unknown) => (started ? settle(id, error) : failed(error)),
        );
      });
    }
    case 'end': {
      const open = transactions.get(request.tx!);
      if (!open) throw new Error('transaction already ended');
      return new Promise((resolve, reject) => {
        ending.set(request.tx!, { resolve, reject, commit: request.commit });
        open.end(request.commit);
      });
    }
    case 'listen': {
      const unlisten = await pg.listen(request.channel, (payload) => reply({ type: 'notify', channel: request.channel, payload }));
      unlisteners.set(request.channel, unlisten);
      return null;
    }
    case 'unlisten':
      await unlisteners.get(request.channel)?.();
      unlisteners.delete(request.channel);
      return null;
    case 'close':
      await pg.close();
      return null;
  }
}

/** Who waits for a transaction to end: answered once PGlite has committed or rolled back. */
const ending = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void; commit: boolean }>();

function settle(id: number, error: unknown): void {
  transactions.delete(id);
  const waiting = ending.get(id);
  ending.delete(id);
  if (!waiting) return;
  // A requested rollback that happened is a success for the caller; a failed COMMIT is not.
  if (error && waiting.commit) waiting.reject(error);
  else waiting.resolve(null);
}

port.on('message', (request: WorkerRequest) => {
  run(request).then(
    (result) => reply({ type: 'result', id: request.id, result }),
    (error: unknown) => reply({ type: 'error', id: request.id, error: errorFields(error) }),
  );
});

reply({ type: 'ready' });
