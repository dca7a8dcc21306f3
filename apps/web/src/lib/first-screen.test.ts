import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => vi.useRealTimers());

describe('firstScreenReady (issue 15, decision 108)', () => {
  it('waits for the page and for a chain of answers (profile, then the page its prefetch asks for), not longer', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const router = fakeRouter();
    const answerProfile = pending(queryClient, 'profile');
    let done = false;
    void firstScreenReady(router, queryClient, 5000).then(() => (done = true));

    router.ready();
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false); // the profile is still on its way

    // As a page's prefetch does: the next query starts in the microtasks after the profile's answer.
    let answerFilters: (value?: string) => void = () => undefined;
    void queryClient.fetchQuery({ queryKey: ['profile'] }).then(() => (answerFilters = pending(queryClient, 'filters')));
    answerProfile();
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false); // the filters started before the profile's answer could count as the end

    answerFilters();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('waits for the page code even when nothing is being fetched', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const router = fakeRouter();
    let done = false;
    void firstScreenReady(router, queryClient, 5000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    router.ready();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('gives up after its longest wait: a slow answer leaves the page to its loaders', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const router = fakeRouter();
    router.ready();
    pending(queryClient, 'slow');
    let done = false;
    void firstScreenReady(router, queryClient, 1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(done).toBe(true);
  });
});
