import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

/** An answer as built: its JSON text, the stamps it was read with and the instant it stops being true. */
export interface StampedAnswer {
  stamp: string;
  body: string;
  /** Epoch ms: a later read is not served from it (an answer can change with time alone, e.g. a subscription's end). */
  validUntil: number;
  /** The rows it shows, when its stamps depend on them (the candidates of a shop page). */
  ids?: number[];
}

/** As kept: the text's UTF-8 bytes, encoded once (encoding the text at every send cost more than the check). */
type KeptAnswer = Omit<StampedAnswer, 'body'> & { bytes: Buffer };

/**
 * Answers kept in memory with their stamps (decision 106). An answer is served again only after a
 * read of its stamps in the database returns the same text, so a write from any instance, any
 * worker or by hand is seen at the next call. Bounded by the bytes of the kept texts; the least
 * recently used go first. lru-cache does the work (decision 079).
 */
export class StampedAnswers {
  private readonly lru: LRUCache<string, KeptAnswer>;

  constructor(maxBytes: number) {
    this.lru = new LRUCache<string, KeptAnswer>({
      maxSize: maxBytes,
      sizeCalculation: (a) => Math.max(1, a.bytes.length + a.stamp.length + 8 * (a.ids?.length ?? 0)),
    });
  }

  /**
   * The answer of `key` as UTF-8 bytes: the kept ones when `readStamp` (which also refuses a caller
   * who may no longer ask) returns the stamp they were read with and they are still true, else
   * `build`'s, kept.
   */
  async serve(key: string, readStamp: (kept: { ids?: number[] }) => Promise<string>, build: () => Promise<StampedAnswer>): Promise<Buffer> {
    const kept = this.lru.get(key);
    if (kept) {
      const stamp = await readStamp(kept);
      if (stamp === kept.stamp && Date.now() < kept.validUntil) return kept.bytes;
      this.lru.delete(key);
    }
    const { body, ...answer } = await build();
    const bytes = Buffer.from(body);
    if (Date.now() < answer.validUntil) this.lru.set(key, { ...answer, bytes });
    return bytes;
  }
}

/**
 * Sends a JSON answer's bytes as they are: Fastify serializes only objects, so a kept answer skips
 * the serializer that checked it when it was built.
 */
export function sendJsonBytes(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(bytes);
}
