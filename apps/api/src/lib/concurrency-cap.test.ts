import { describe, expect, it } from 'vitest';
import { concurrencyCap } from './concurrency-cap.ts';

describe('concurrencyCap (decision 140)', () => {
  it('runs at most max works at once; the next is refused at once with 503 and Retry-After, and a slot freed serves again', async () => {
    const capped = concurrencyCap(2);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = [capped(() => gate.then(() => 1)), capped(() => gate.then(() => 2))];
    await expect(capped(async () => 3)).rejects.toMatchObject({ status: 503, code: 'server_busy', retryAfterSeconds: 5 });
    open();
    expect(await Promise.all(held)).toEqual([1, 2]);
    expect(await capped(async () => 4)).toBe(4);
  });

  it('frees its slot when the work fails', async () => {
    const capped = concurrencyCap(1);
    await expect(capped(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await capped(async () => 'ok')).toBe('ok');
  });
});
