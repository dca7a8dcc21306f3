import { LRUCache } from 'lru-cache';

/**
 * Job search answers kept in memory (decision 020): at most `maxEntries`, the least recently used
 * dropped first, and each one forgotten `ttlMs` after it was set (reading it does not make it
 * younger). lru-cache does the work (decision 079); this class only fixes its settings.
 */
export class AnswerCache<T extends NonNullable<unknown>> {
  private readonly lru: LRUCache<string, T>;

  constructor(maxEntries: number, ttlMs: number, now: () => number = Date.now) {
    if (!Number.isInteger(ttlMs) || ttlMs < 2) throw new RangeError(`AnswerCache: ttlMs must be an integer of 2 or more, not ${ttlMs}`);
    this.lru = new LRUCache<string, T>({
      max: maxEntries,
      // lru-cache keeps an entry while its age is at most `ttl`; here an entry `ttlMs` old is gone (clock in whole ms).
      ttl: ttlMs - 1,
      // Read the clock at every call (no memo of 1 ms), and never hand lru-cache a start of 0, which it takes for "no start".
      ttlResolution: 0,
      perf: { now: () => now() + 1 },
    });
  }

  get(key: string): T | undefined {
    return this.lru.get(key);
  }

  set(key: string, value: T): void {
    this.lru.set(key, value);
  }

  clear(): void {
    this.lru.clear();
  }

  get size(): number {
    return this.lru.size;
  }
}
