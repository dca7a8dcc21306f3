import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from './errors.ts';

/**
 * Costly or hostile documents are parsed and rendered off the event loop (issue 28, decision 115):
 * SVG cleaning, QR code images, poster, invoice, data-export and contract PDFs, the data-export zip,
 * the per-site apply and company pages (decision 169). One small pool of worker threads per process (piscina), started at the
 * first task, each task under a hard time budget counted from the moment its own work starts in a
 * thread (its own run time, decision 140; a thread's start-up and a module's first load excluded,
 * decision 144): past it the worker running it is terminated and the caller gets
 * `OffThreadTimeout`. A task that only waited is never "too complex": when the queue is full, or a
 * task waited past OFF_THREAD_MAX_WAIT_MS, the caller gets `OffThreadBusy` (503, Retry-After).
 *
 * The tasks themselves are named here and implemented in `src/off-thread.worker.ts`, which the
 * production build bundles beside the server (`dist/off-thread.worker.js`).
 */
export type OffThreadTask =
  | 'svg-clean'
  | 'qr-code-png'
  | 'address-poster'
  | 'affiliate-poster'
  | 'invoice-pdf'
  | 'data-pdf'
  | 'data-zip'
  | 'contract-pdf'
  | 'site-page';

/** Two threads at most: the machine has two cores, and the event loop must keep one. */
export const OFF_THREAD_MAX_THREADS = 2;
/** Tasks waiting for a thread; more are refused at once (503) instead of piling up. */
export const OFF_THREAD_MAX_QUEUE = 16;
/** Seconds a refused caller is told to wait (Retry-After). */
export const OFF_THREAD_RETRY_AFTER_SECONDS = 5;
/** Default budget of one task: its own run time, from the moment a thread takes it (decision 140). */
export const OFF_THREAD_BUDGET_MS = 5_000;
/** Longest a task waits for a thread; past it the task is refused (503), never timed out as too complex. */
export const OFF_THREAD_MAX_WAIT_MS = 20_000;
/**
 * Longest a thread may take to start a task (a new thread's start-up, the task's module loaded the
 * first time): past it the task is refused (503), never timed out as too complex (decision 144).
 */
export const OFF_THREAD_MAX_START_MS = 20_000;

/** The task ran past its budget: its worker was terminated. */
export class OffThreadTimeout extends Error {
  constructor(
    readonly task: OffThreadTask,
    readonly budgetMs: number,
  ) {
    super(`${task} took more than ${budgetMs} ms: its worker was stopped`);
  }
}

/** The queue is full: the task was not accepted. */
export class OffThreadBusy extends Error {
  constructor(readonly task: OffThreadTask) {
    super(`${task} refused: the worker queue is full`);
  }
}

/** 503 with Retry-After, the answer to a request whose document could not be made in time. */
export const serverBusy = (): AppError => {
  const error = new AppError('server_busy', 'The server is busy: try again in a few seconds');
  error.retryAfterSeconds = OFF_THREAD_RETRY_AFTER_SECONDS;
  return error;
};

// From sources the worker loads its TypeScript through tsx (the .mjs shim); the production build
// emits it as dist/off-thread.worker.js, beside the chunk this module is bundled in.
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('../off-thread.worker.mjs', import.meta.url)
  : new URL('./off-thread.worker.js', import.meta.url);

let pool: Piscina | null = null;
let holders = 0;
/** Tasks accepted and not settled: running or waiting (bounded by threads + queue). */
let inFlight = 0;
/** Tasks handed to piscina: at most one per thread, so that each one starts running at once and its
 * budget (an abort signal started when it is handed over) counts its own work, not the queue. */
let running = 0;
/** Tasks waiting for a thread, first come first served. */
const waiting: Array<() => void> = [];
const runs = new Map<OffThreadTask, number>();

/** Waits for a free thread; false when none came within `maxWaitMs` (the task left the line). */
function takeThread(maxWaitMs: number): Promise<boolean> {
  if (running < OFF_THREAD_MAX_THREADS) {
    running += 1;
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const turn = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(turn), 1);
      resolve(false);
    }, maxWaitMs);
    waiting.push(turn);
  });
}

/** Gives the thread to the next waiting task, or frees it. */
function leaveThread(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

function currentPool(): Piscina {
  pool ??= new Piscina({
    filename: WORKER_URL.href,
    minThreads: 0,
    maxThreads: OFF_THREAD_MAX_THREADS,
    // An idle thread ends after 30 s; an idle pool never keeps the process alive.
    idleTimeout: 30_000,
    atomics: 'disabled',
    // Linux: the workers run at a lower priority (nice +10, piscina's optional @napi-rs/nice), so
    // the event loop's thread gets a core first when both are asked for.
    niceIncrement: 10,
    // A closing pool waits this long for the tasks already running, then terminates them.
    closeTimeout: OFF_THREAD_BUDGET_MS,
    recordTiming: false,
  });
  return pool;
}

/**
 * Runs a task in the pool and answers its result. `budgetMs` bounds the task's own run time, from
 * the moment a thread takes it: past it, its worker is terminated (`OffThreadTimeout`). Waiting is
 * bounded apart: a full line, or a wait past `maxWaitMs`, answers `OffThreadBusy`.
 */
export async function runOffThread<Result>(
  task: OffThreadTask,
  input: unknown,
  options: { budgetMs?: number; maxWaitMs?: number; transferList?: ArrayBuffer[] } = {},
): Promise<Result> {
  const budgetMs = options.budgetMs ?? OFF_THREAD_BUDGET_MS;
  if (inFlight >= OFF_THREAD_MAX_THREADS + OFF_THREAD_MAX_QUEUE) throw new OffThreadBusy(task);
  inFlight += 1;
  try {
    if (!(await takeThread(options.maxWaitMs ?? OFF_THREAD_MAX_WAIT_MS))) throw new OffThreadBusy(task);
    // The budget counts from the moment the task's own work starts (the worker says so on `started`,
    // once its module is loaded): a cold thread's start-up and a first module load are the pool's
    // cost, not the task's (decision 144: the first QR code after an idle pool answered 503). They
    // are bounded apart, as a wait: past OFF_THREAD_MAX_START_MS the task is refused as busy.
    const { port1, port2 } = new MessageChannel();
    const controller = new AbortController();
    let stopped: 'budget' | 'start' | null = null;
    const stop = (why: 'budget' | 'start') => {
      stopped ??= why;
      controller.abort();
    };
    let budget: NodeJS.Timeout | undefined;
    const start = setTimeout(() => stop('start'), OFF_THREAD_MAX_START_MS);
    port1.once('message', () => {
      clearTimeout(start);
      budget = setTimeout(() => stop('budget'), budgetMs);
    });
    port1.unref();
    try {
      runs.set(task, (runs.get(task) ?? 0) + 1);
      try {
        return (await currentPool().run(
          { task, input, started: port2 },
          { signal: controller.signal, transferList: [port2, ...(options.transferList ?? [])] },
        )) as Result;
      } catch (error) {
        if (stopped === 'budget') throw new OffThreadTimeout(task, budgetMs);
        if (stopped === 'start') throw new OffThreadBusy(task);
        throw error;
      }
    } finally {
      clearTimeout(start);
      clearTimeout(budget);
      port1.close();
      leaveThread();
    }
  } finally {
    inFlight -= 1;
  }
}

/** How many tasks of each kind were sent to the pool since the process started (tests, benches). */
export const offThreadRuns = (task: OffThreadTask): number => runs.get(task) ?? 0;

/**
 * Each app holds the pool while it is open (app.ts); when the last one closes, the pool's threads
 * are stopped, so that a process that built and closed apps (tests) keeps no thread alive.
 * Answers the release function (idempotent).
 */
export function holdOffThreadPool(): () => Promise<void> {
  holders += 1;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0 || !pool) return;
    const closing = pool;
    pool = null;
    await closing.close({ force: true });
  };
}

/** Longest a poster or a QR code image may run: 10-150 ms of work (waiting for a thread is not counted). */
export const POSTER_BUDGET_MS = 5_000;
/** Longest another document (invoice, data export, contract) may take: an invoice takes 100-300 ms. */
export const DOCUMENT_BUDGET_MS = 15_000;

/**
 * A document (PDF) made in the pool for a request: one not made within its budget, or refused by
 * a full queue, answers 503 with Retry-After.
 */
export async function renderOffThread(
  task: Exclude<OffThreadTask, 'svg-clean'>,
  input: unknown,
  budgetMs = DOCUMENT_BUDGET_MS,
  transferList?: ArrayBuffer[],
): Promise<Buffer> {
  try {
    return Buffer.from(await runOffThread<Uint8Array>(task, input, { budgetMs, ...(transferList ? { transferList } : {}) }));
  } catch (error) {
    if (error instanceof OffThreadTimeout || error instanceof OffThreadBusy) throw serverBusy();
    throw error;
  }
}

/** A poster (PDF) or a QR code image (PNG) made in the pool, within the posters' budget. */
export const renderPosterOffThread = (task: 'address-poster' | 'affiliate-poster' | 'qr-code-png', input: unknown): Promise<Buffer> =>
  renderOffThread(task, input, POSTER_BUDGET_MS);
