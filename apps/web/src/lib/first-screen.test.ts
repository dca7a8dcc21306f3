import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenReady, type FirstScreenRouter } from './first-screen';

/** A router whose first page becomes ready when the test says so. */
function fakeRouter() {
  const listeners = new Set<() => void>();
  const router: FirstScreenRouter & { ready: () => void } = {
    state: { initialized: false },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: () => {
      router.state = { initialized: true };
      listeners.forEach((listener) => listener());
    },
  };
  return router;
}

/** A query answered when the returned function is called. */
function pending(queryClient: QueryClient, key: string) {
  let answer: (value: string) => void = () => undefined;
  void queryClient.prefetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return (value = key) => answer(value);
}

/** Starts the wait; the returned function says whether it has ended. */
function waiting(router: FirstScreenRouter, queryClient: QueryClient, maxWaitMs: number) {
  let done = false;
  void firstScreenReady(router, queryClient, maxWaitMs).then(() => (done = true));
  return () => done;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('firstScreenReady (issue 15, decision 108)', () => {
  it('waits for the page and for a chain of answers (profile, then the page its prefetch asks for), not longer', async () => {
    const queryClient = new QueryClient();
    const router = fakeRouter();
    const answerProfile = pending(queryClient, 'profile');
    const done = waiting(router, queryClient, 5000);

    router.ready();
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(false); // the profile is still on its way

    // As a page's prefetch does: the next query starts in the microtasks after the profile's answer.
    let answerFilters: (value?: string) => void = () => undefined;
    void queryClient.fetchQuery({ queryKey: ['profile'] }).then(() => (answerFilters = pending(queryClient, 'filters')));
    answerProfile();
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(false); // the filters started before the profile's answer could count as the end

    answerFilters();
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('waits for the page code even when nothing is being fetched', async () => {
    const queryClient = new QueryClient();
    const router = fakeRouter();
    const done = waiting(router, queryClient, 5000);
    await vi.advanceTimersByTimeAsync(100);
    expect(done()).toBe(false);
    router.ready();
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('gives up after its longest wait: a slow answer leaves the page to its loaders', async () => {
    const queryClient = new QueryClient();
    const router = fakeRouter();
    router.ready();
    pending(queryClient, 'slow');
    const done = waiting(router, queryClient, 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(done()).toBe(true);
  });
});
