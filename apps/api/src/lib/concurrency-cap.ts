import { serverBusy } from './off-thread.ts';

/**
 * At most `max` calls of a route's costly work at once in this process (decision 140): past it the
 * request is refused at once with 503 and Retry-After, instead of queueing behind the others and
 * slowing every route (the embedded database runs one query at a time).
 */
export function concurrencyCap(max: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  return async (work) => {
    if (running >= max) throw serverBusy();
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
    }
  };
}
