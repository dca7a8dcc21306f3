import { hasSession } from './cookies';

/**
 * The end of a session, told to every tab of the browser (decision 117). A sign-out, a refused
 * refresh or a revoked session seen in one tab must not leave the others showing the account's
 * private data until their next request: the tab where it ends posts on a BroadcastChannel, the
 * others run their session-ended handler at once (main.tsx: drop the cached answers, leave private
 * screens for the login page).
 *
 * Fallback, for a tab that missed the message (a browser without BroadcastChannel, a page restored
 * from the back-forward cache): when the tab is shown or focused again, the `signed_in` hint is read;
 * gone since the tab last saw it, the session ended elsewhere.
 */

export const SESSION_CHANNEL = 'qrecrute-session';

export interface SessionMessage {
  type: 'session-ended';
}

let channel: BroadcastChannel | null | undefined;

/** One channel a tab: a BroadcastChannel never delivers to the instance that posted. */
const sessionChannel = (): BroadcastChannel | null => {
  channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
  return channel;
};

/** Whether this tab last saw the `signed_in` hint (the fallback's memory). */
let hintSeen = false;

/** Tells the other tabs that the session ended in this one (its cookies already cleared). */
export const announceSessionEnded = (): void => {
  hintSeen = false;
  try {
    sessionChannel()?.postMessage({ type: 'session-ended' } satisfies SessionMessage);
  } catch {
    // A closed channel: the other tabs still see the hint gone when they are shown again.
  }
};

/**
 * Runs `onEnded` when the session ends in another tab (message), or is found ended when this tab
 * is shown, focused or restored (hint gone). Returns the unsubscribe function.
 */
export const watchSessionEnd = (onEnded: () => void): (() => void) => {
  hintSeen = hasSession();
  const onMessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<SessionMessage> | null;
    if (data?.type !== 'session-ended') return;
    hintSeen = false;
    onEnded();
  };
  const check = () => {
    if (document.visibilityState === 'hidden') return;
    const now = hasSession();
    const ended = hintSeen && !now;
    hintSeen = now;
    if (ended) onEnded();
  };
  const target = sessionChannel();
  target?.addEventListener('message', onMessage);
  document.addEventListener('visibilitychange', check);
  window.addEventListener('focus', check);
  window.addEventListener('pageshow', check);
  return () => {
    target?.removeEventListener('message', onMessage);
    document.removeEventListener('visibilitychange', check);
    window.removeEventListener('focus', check);
    window.removeEventListener('pageshow', check);
  };
};
