import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';

/**
 * The event loop measured from outside (decision 115): the app listens on a real port and a
 * separate thread, with its own event loop, asks the health route over HTTP every few
 * milliseconds while costly requests run. A request that holds the server's loop delays the
 * answers, as it would in production; a prober on the same loop (or app.inject) would not even
 * send its requests until the loop is free, and would see nothing.
 */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
let stop = false;
const times = [];
parentPort.on('message', () => { stop = true; });
(async () => {
  await fetch(workerData.url).then((res) => res.arrayBuffer()); // opens the connection
  parentPort.postMessage({ ready: true });
  while (!stop && times.length < workerData.max) {
    const started = performance.now();
    const res = await fetch(workerData.url);
    await res.arrayBuffer();
    times.push(res.status === 200 ? performance.now() - started : Infinity);
    await new Promise((resolve) => setTimeout(resolve, workerData.pauseMs));
  }
  parentPort.postMessage({ times });
})();
`;

/** Health times seen from another thread while `work` runs (or `count` calls when there is no work). */
async function probe<T>(
  base: string,
  work: (() => Promise<T>) | null,
  count = Infinity,
): Promise<{ result: T | undefined; times: number[] }> {
  const worker = new Worker(PROBER, { eval: true, workerData: { url: `${base}/api/health/live`, pauseMs: work ? 5 : 0, max: count } });
  const messages: { ready?: boolean; times?: number[] }[] = [];
  let notify = () => {};
  worker.on('message', (message: { ready?: boolean; times?: number[] }) => {
    messages.push(message);
    notify();
  });
  const next = () =>
    new Promise<{ ready?: boolean; times?: number[] }>((resolve, reject) => {
      const take = () => {
        const message = messages.shift();
        if (message) resolve(message);
        else notify = take;
      };
      worker.once('error', reject);
      take();
    });
  try {
    await next(); // ready
    const result = work ? await work() : undefined;
    if (work) worker.postMessage('stop');
    const { times } = await next();
    return { result, times: times ?? [] };
  } finally {
    await worker.terminate();
  }
}

/** The health route's median time at rest, over `count` calls one after the other. */
export async function healthAtRest(base: string, count = 30): Promise<number> {
  const { times } = await probe(base, null, count);
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * The CPU time of the calling thread (Node 23.9+; the project's @types/node predates it): the
 * event loop's own work, which other processes taking the machine's cores do not inflate.
 */
const threadCpuUsage = (previous?: NodeJS.CpuUsage): NodeJS.CpuUsage =>
  (process as NodeJS.Process & { threadCpuUsage(previous?: NodeJS.CpuUsage): NodeJS.CpuUsage }).threadCpuUsage(previous);

/** Asks the health route every few milliseconds while `work` runs; answers its result and the health times. */
export async function healthDuring<T>(
  base: string,
  work: () => Promise<T>,
): Promise<{ result: T; times: number[]; max: number; mainCpuMs: number }> {
  let mainCpuMs = 0;
  const { result, times } = await probe(base, async () => {
    const before = threadCpuUsage();
    try {
      return await work();
    } finally {
      const used = threadCpuUsage(before);
      mainCpuMs = (used.user + used.system) / 1000;
    }
  });
  return { result: result as T, times, max: Math.max(0, ...times), mainCpuMs };
}
