import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, hasSession, markSignedIn } from './cookies';
import { confirmSession, http, setSessionExpiredHandler, signOut } from './http';
import { SESSION_CHANNEL, watchSessionEnd } from './session-sync';

/**
 * Two tabs of one browser: this module's page, and `otherTab`, a second BroadcastChannel on the same
 * name (what another tab's page opens). Node's BroadcastChannel delivers between the two.
 */
let otherTab: BroadcastChannel;
let received: unknown[];
let stopWatching: (() => void) | undefined;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const until = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

beforeEach(() => {
  clearTokens();
  setSessionExpiredHandler(() => undefined);
  received = [];
  otherTab = new BroadcastChannel(SESSION_CHANNEL);
  otherTab.addEventListener('message', (event) => received.push((event as MessageEvent).data));
});

afterEach(() => {
  stopWatching?.();
  stopWatching = undefined;
  otherTab.close();
  vi.unstubAllGlobals();
});

describe('the end of a session reaches every tab (decision 117)', () => {
  it('a sign-out in this tab is told to the other tabs at once', async () => {
    markSignedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await signOut();
    expect(hasSession()).toBe(false);
    await until(() => received.length > 0);
    expect(received).toEqual([{ type: 'session-ended' }]);
  });

  it('a refused refresh in this tab is told to the other tabs at once', async () => {
    markSignedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/api/token/refresh/') ? json(401, { code: 'token_not_valid' }) : json(401, {}),
      ),
    );
    await expect(http.get('/api/recruiter/me/profile/')).rejects.toThrow();
    await until(() => received.length > 0);
    expect(received).toEqual([{ type: 'session-ended' }]);
  });

  it('a session revoked elsewhere (e-mail change undo) is found by confirmSession, ended here and told to the other tabs; a live one stays', async () => {
    markSignedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, {})),
    );
    await confirmSession();
    expect(hasSession()).toBe(true);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { code: 'token_not_valid' })),
    );
    await confirmSession();
    expect(hasSession()).toBe(false);
    await until(() => received.length > 0);
    expect(received).toEqual([{ type: 'session-ended' }]);
  });

  it("a tab leaves at once when another tab's session ends (message)", async () => {
    markSignedIn();
    const onEnded = vi.fn();
    stopWatching = watchSessionEnd(onEnded);
    otherTab.postMessage({ type: 'session-ended' });
    await until(() => onEnded.mock.calls.length > 0);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('fallback: a tab shown or focused again after the signed_in hint went leaves; with the hint there it stays', async () => {
    markSignedIn();
    const onEnded = vi.fn();
    stopWatching = watchSessionEnd(onEnded);
    window.dispatchEvent(new Event('focus'));
    expect(onEnded).not.toHaveBeenCalled();
    clearTokens(); // another tab signed out (its message missed)
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onEnded).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    expect(onEnded).toHaveBeenCalledTimes(1); // once
  });
});
