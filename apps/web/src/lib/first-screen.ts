import type { QueryClient } from '@tanstack/react-query';

/**
 * How long the first render may wait for the first screen's answers once the code is there
 * (issue 15, decision 108): past it, the page renders with its loaders as before.
 */
export const FIRST_SCREEN_WAIT_MS = 1000;

/** What `firstScreenReady` reads of the router: whether its first page's code and loaders are done. */
export interface FirstScreenRouter {
  state: { initialized: boolean };
  subscribe: (listener: () => void) => () => void;
}

/**
 * Resolves when the first page can be rendered in one piece: the router has its page (lazy code and
 * loaders, which start the page's prefetch) and no query is in flight (the profile, then the page's
 * own first screen), or after `maxWaitMs`. A render that started while answers were still coming
 * was thrown away and done again in one long task at each answer (React renders again, at once, a
 * tree whose store changed during a render in slices); one render of the finished first screen
 * leaves the main thread free between its slices (decision 108).
 */
export function firstScreenReady(router: FirstScreenRouter, queryClient: QueryClient, maxWaitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      cleanups.forEach((cleanup) => cleanup());
      resolve();
    };
    const idle = () => router.state.initialized && queryClient.isFetching() === 0;
    // A prefetch starts its next query a few microtasks after the previous answer: idle must still
    // hold after a macrotask to count.
    const check = () => {
      if (idle()) setTimeout(() => idle() && finish(), 0);
    };
    const timer = setTimeout(finish, maxWaitMs);
    cleanups.push(() => clearTimeout(timer), router.subscribe(check), queryClient.getQueryCache().subscribe(check));
    check();
  });
}
