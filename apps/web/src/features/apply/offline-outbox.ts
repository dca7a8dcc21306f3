import type { ApplyAnswer, ApplyBody } from '@app/contracts/apply';
import { isHttpError } from '@/lib/http';
import { KEY, read, type QueuedApplication } from './outbox-store';

/**
 * The candidate app's outbox (issue 33 item 5, decision 155): an application that could not leave
 * the phone (no network, or no answer) is kept on the phone and sent again when the network
 * returns, while the page is open, or the next time the candidate opens it. Kept in localStorage:
 * a few hundred bytes of what the candidate typed, for at most `KEPT_DAYS`, removed once sent or
 * refused.
 */
const MAX_ITEMS = 10;

export type { QueuedApplication };

/** An answer that never came: the network, not the server, said no. */
export const isOffline = (error: unknown): boolean =>
  isHttpError(error) && error.status === 0 && (error.code === 'network_error' || error.code === 'timeout');

const write = (items: QueuedApplication[]): void => {
  try {
    if (items.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(items.slice(-MAX_ITEMS)));
  } catch {
    // Storage full or refused (private mode): the application stays on screen, to send by hand.
  }
};

/** Same site and same e-mail: one entry (a second tap replaces the first). */
const sameApplication = (a: QueuedApplication, uuid: string, body: ApplyBody) =>
  a.uuid === uuid && a.body.email.trim().toLowerCase() === body.email.trim().toLowerCase() && a.body.addressJobUuid === body.addressJobUuid;

export function queueApplication(uuid: string, body: ApplyBody): void {
  write([...read().filter((a) => !sameApplication(a, uuid, body)), { uuid, body, queuedAt: Date.now() }]);
}

export const queuedApplications = (uuid?: string): QueuedApplication[] => read().filter((a) => uuid === undefined || a.uuid === uuid);

export type FlushResult = { item: QueuedApplication; answer: ApplyAnswer } | { item: QueuedApplication; error: unknown };

let flushing: Promise<FlushResult[]> | null = null;

/**
 * Sends what waits, oldest first. An application the network still cannot carry stays; one the
 * server answered (sent, or refused with a reason) leaves the outbox. One flush at a time.
 */
export function flushOutbox(send: (item: QueuedApplication) => Promise<ApplyAnswer>): Promise<FlushResult[]> {
  flushing ??= (async () => {
    const results: FlushResult[] = [];
    try {
      for (const item of read()) {
        try {
          results.push({ item, answer: await send(item) });
        } catch (error) {
          if (isOffline(error)) break;
          results.push({ item, error });
        }
        write(read().filter((a) => !(a.uuid === item.uuid && a.queuedAt === item.queuedAt)));
      }
    } finally {
      flushing = null;
    }
    return results;
  })();
  return flushing;
}
