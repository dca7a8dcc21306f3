import { LRUCache } from 'lru-cache';

/**
 * Documents made once and served again (posters, decision 115), keyed by everything they depend
 * on: when one of those changes, the key changes, so a stale document is never served (it ages
 * out of the cache instead). Callers asking for the same key at once share one making.
 */
export interface DocumentCache {
  get(key: readonly unknown[], make: () => Promise<Buffer>): Promise<Buffer>;
}

export function createDocumentCache(options: { maxEntries?: number; maxBytes?: number } = {}): DocumentCache {
  const done = new LRUCache<string, Buffer>({
    max: options.maxEntries ?? 500,
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (body) => Math.max(1, body.length),
  });
  const making = new Map<string, Promise<Buffer>>();
  return {
    async get(parts, make) {
      const key = JSON.stringify(parts);
      const kept = done.get(key);
      if (kept) return kept;
      let pending = making.get(key);
      if (!pending) {
        pending = make().then(
          (body) => {
            done.set(key, body);
            making.delete(key);
            return body;
          },
          (error: unknown) => {
            making.delete(key);
            throw error;
          },
        );
        making.set(key, pending);
      }
      return pending;
    },
  };
}
