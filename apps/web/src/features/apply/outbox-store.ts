import type { ApplyBody } from '@app/contracts/apply';

/**
 * Where the candidate app's outbox (`offline-outbox.ts`, decision 155) keeps the applications that
 * could not leave the phone, and its reading: without any other import, so that the site's small
 * script can tell, before React loads, that the apply page has an application to send (decision 165).
 */
export const KEY = 'qrecrute.apply-outbox';
const KEPT_DAYS = 7;

export interface QueuedApplication {
  uuid: string;
  body: ApplyBody;
  queuedAt: number;
}

/** What waits, at most `KEPT_DAYS` old (nothing when the storage is refused, or on the server). */
export const read = (): QueuedApplication[] => {
  try {
    const items = JSON.parse(localStorage.getItem(KEY) ?? '[]') as QueuedApplication[];
    const oldest = Date.now() - KEPT_DAYS * 86_400_000;
    return Array.isArray(items) ? items.filter((item) => item && typeof item.uuid === 'string' && item.queuedAt > oldest) : [];
  } catch {
    return [];
  }
};
