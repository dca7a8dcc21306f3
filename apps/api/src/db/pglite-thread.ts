import { Worker } from 'node:worker_threads';

/**
 * The embedded database on its own thread (docs/decisions/088). PGlite runs PostgreSQL compiled to
 * WebAssembly synchronously: on the main thread every query stopped the event loop, and under load
 * it took 60 % of the API's CPU. `openPgliteThread` starts a worker thread that owns the PGlite
 * instance (pglite.worker.ts) and answers a proxy with the part of PGlite's interface the product
 * uses: `query`, `exec`, `transaction` (drizzle's driver and migrator), `listen` (pg-boss's
 * notifications) and `close`.
 */

/** A call the main thread makes, within transaction `tx` when set. */
type Call = { tx?: number } & (
  | { op: 'query'; text: string; params?: unknown[]; rowMode?: 'array' | 'object'; rawTypes?: number[] }
  | { op: 'exec'; text: string }
  | { op: 'begin' }
  | { op: 'end'; commit: boolean }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'close' }
);

/** What the main thread asks the worker (one message per call). */
export type WorkerRequest = Call & { id: number };

/** What the worker answers: a call's result or error, a notification, or whether PGlite started. */
export type WorkerReply =
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; error: Record<string, unknown> }
  | { type: 'notify'; channel: string; payload: string }
  | { type: 'ready' }
  | { type: 'failed'; error: Record<string, unknown> };

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/**
 * Options of a query. `parsers` may only keep types as PostgreSQL's text (identity functions, what
 * drizzle passes): a function cannot cross threads, so only the type ids are sent.
 */
export interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

export interface PgliteTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  exec(text: string): Promise<QueryResult[]>;
}

export interface PgliteThread {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  exec(text: string): Promise<QueryResult[]>;
  transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** An Error carrying the worker's PostgreSQL fields (`code`, `constraint`...), as PGlite throws them. */
function toError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'database error'));
  Object.assign(error, fields);
  return error;
}

/** `template`: a saved data directory to start from (`savePgliteTemplate`). */
export async function openPgliteThread(dataDir: string, template?: string): Promise<PgliteThread> {
  // From sources Node strips the worker's types itself (it imports types only); the production
  // build bundles it beside this code as pglite.worker.js.
  const entry = import.meta.url.endsWith('.ts') ? './pglite.worker.ts' : './pglite.worker.js';
  const worker = new Worker(new URL(entry, import.meta.url), { workerData: { dataDir, template } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let next = 1;
  let stopped: Error | null = null;

  const failAll = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  // Like an in-process PGlite, an idle worker does not keep the process alive; a call in flight does.
  const call = <T>(request: Call): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = next++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } satisfies WorkerRequest);
    });
  };

  // Registered first: an 'error' event without a listener would throw in this thread.
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`the database thread stopped (exit code ${code})`)));

  try {
    await new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      const onExit = (code: number) => reject(new Error(`the database thread stopped while opening (exit code ${code})`));
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.once('message', (message: WorkerReply) => {
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (message.type === 'ready') resolve();
        else reject(toError(message.type === 'failed' ? message.error : { message: 'unexpected first message from the database thread' }));
      });
    });
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  worker.on('message', (message: WorkerReply) => {
    if (message.type === 'notify') {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload);
      return;
    }
    if (message.type !== 'result' && message.type !== 'error') return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (pending.size === 0) worker.unref();
    if (message.type === 'result') waiting?.resolve(message.result);
    else waiting?.reject(toError(message.error));
  });
  worker.unref();

  const rawTypes = (options?: QueryOptions) => (options?.parsers ? Object.keys(options.parsers).map(Number) : undefined);
  const query = <T>(tx: number | undefined, text: string, params?: unknown[], options?: QueryOptions) =>
    call<QueryResult<T>>({ op: 'query', tx, text, params, rowMode: options?.rowMode, rawTypes: rawTypes(options) });
  const exec = (tx: number | undefined, text: string) => call<QueryResult[]>({ op: 'exec', tx, text });

  return {
    query: (text, params, options) => query(undefined, text, params, options),
    exec: (text) => exec(undefined, text),
    async transaction(callback) {
      const tx = await call<number>({ op: 'begin' });
      let result;
      try {
        result = await callback({
          query: (text, params, options) => query(tx, text, params, options),
          exec: (text) => exec(tx, text),
        });
      } catch (error) {
        await call({ op: 'end', tx, commit: false });
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, callback) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await call({ op: 'listen', channel });
      }
      set.add(callback);
      return async () => {
        set.delete(callback);
        if (set.size === 0 && listeners.get(channel) === set) {
          listeners.delete(channel);
          if (!stopped) await call({ op: 'unlisten', channel });
        }
      };
    },
    async close() {
      if (stopped) return;
      await call({ op: 'close' });
      stopped = new Error('the database is closed');
      await worker.terminate();
    },
  };
}
