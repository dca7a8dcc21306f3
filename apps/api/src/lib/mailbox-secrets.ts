import type { Redis } from 'ioredis';
import { consumeOrWait, counterLimiter } from './counter-limiter.ts';

/**
 * The one rule for secrets mailed to a mailbox (registration and e-mail change codes, password reset
 * links; decision 139): anyone who knows an address can ask for one, so asking again never voids
 * what the owner already holds. Every unexpired code or link stays valid until one of them is used
 * (using one voids the others) or it expires. The budget of a mailbox limits how many MAILS are sent,
 * never whether its owner can proceed: past it, the request answers the same success and sends
 * nothing (the mailbox already holds a valid secret), so a stranger learns nothing either.
 */
export const MAILBOX_LIVE_SECRETS = 5;

/** Whether a mailbox holding `live` unexpired secrets of one kind may be sent another. */
export const mayMailAnotherSecret = (live: number): boolean => live < MAILBOX_LIVE_SECRETS;

/**
 * For mails whose secrets are not stored (a signed data link) or that carry none but can be asked by
 * anyone (an "already registered" notice): a mailbox's day budget of such mails, the same count as
 * the live secrets above, kept in a named counter (Redis when configured). The answer is whether this
 * mailbox (by `key`, its candidate id) may be sent one more now; past it, callers send nothing.
 */
export function mailboxDayBudget(redis: Redis | null, name: string): (key: number | string) => Promise<boolean> {
  const counter = counterLimiter(redis, name, MAILBOX_LIVE_SECRETS, 86_400);
  return async (key) => (await consumeOrWait(counter, String(key))) === 0;
}
