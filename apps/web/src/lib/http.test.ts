import { ACCESS_COOKIE, REFRESH_COOKIE, REQUEST_TIMEOUT_MS, SIGNED_IN_COOKIE } from '@app/contracts/constants';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, hasSession, markSignedIn } from './cookies';
import { blob, filenameFromContentDisposition, http, HttpError, setSessionExpiredHandler, signOut } from './http';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

let calls: { url: URL; init: RequestInit }[] = [];
const mockFetch = (handler: Handler) => {
  calls = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
};
const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);
const authOf = (index: number) => header(calls[index]!.init, 'Authorization');

let expired: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  clearTokens();
  expired = vi.fn<() => void>();
  setSessionExpiredHandler(expired);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('http client: requests', () => {
  it("sends JSON to the same origin with the spec headers; the session rides in the API's HttpOnly cookies, no token a script could read (decision 117)", async () => {
    markSignedIn();
    mockFetch(() => json(200, { ok: true }));
    await expect(http.post('/api/things/', { a: 1 }, { query: { page: 2, q: 'x', none: undefined } })).resolves.toEqual({ ok: true });
    const { url, init } = calls[0]!;
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/api/things/');
    expect(url.search).toBe('?page=2&q=x');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(header(init, 'X-Requested-With')).toBe('XMLHttpRequest');
    expect(header(init, 'Content-Type')).toBe('application/json');
    expect(header(init, 'Authorization')).toBeNull();
    expect(init.credentials).toBe('same-origin');
    // No token is readable by scripts: only the signed-in hint.
    expect(document.cookie.split('; ').sort()).toEqual([`${SIGNED_IN_COOKIE}=1`]);
  });

  it('sends no Authorization header without an access cookie', async () => {
    mockFetch(() => json(200, {}));
    await http.get('/api/public/');
    expect(authOf(0)).toBeNull();
  });

  it('refuses another origin', async () => {
    mockFetch(() => json(200, {}));
    await expect(http.get('https://evil.example/api/')).rejects.toThrow(/Cross-origin/);
  });

  it('answers undefined to a 204', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(http.delete('/api/things/1/')).resolves.toBeUndefined();
  });

  it('throws an HttpError carrying the API error body', async () => {
    mockFetch(() => json(400, { code: 'validation_failed', message: 'Invalid', fieldErrors: { email: ['form.validation.email'] } }));
    const error = await http.post('/api/things/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', fieldErrors: { email: ['form.validation.email'] } });
  });

  it('derives a code from the status when the body is not an API error', async () => {
    mockFetch(() => new Response('<html>oops</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(http.get('/api/x/')).rejects.toMatchObject({ status: 502, code: 'internal_error' });
  });

  it('checks the answer with a schema when given one', async () => {
    const { z } = await import('zod');
    mockFetch(() => json(200, { id: 'not a number' }));
    await expect(http.get('/api/x/', { schema: z.object({ id: z.number() }) })).rejects.toThrow();
  });

  it('times out after 10 s (REQUEST_TIMEOUT_MS)', async () => {
    vi.useFakeTimers();
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = http.get('/api/slow/').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 0, code: 'timeout' });
  });

  it('reports a network failure as network_error', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(http.get('/api/x/')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('http client: refresh and retry', () => {
  /** The API's side: a refresh renews the HttpOnly cookies (`renewed`); protected answers depend on it. */
  let renewed = false;
  const refreshing = (refreshAnswer: () => Response, protectedAnswers: (renewed: boolean) => Response) => {
    renewed = false;
    return mockFetch((url) => {
      if (url.pathname === '/api/token/refresh/') {
        const answer = refreshAnswer();
        if (answer.ok) renewed = true;
        return answer;
      }
      return protectedAnswers(renewed);
    });
  };

  it.each([401, 403])('on %i asks the API to renew the session from its cookie, once, and retries once', async (status) => {
    markSignedIn();
    refreshing(
      () => json(200, { access: 'new' }),
      (ok) => (ok ? json(200, { data: 1 }) : json(status, { code: 'token_expired', message: 'expired' })),
    );
    await expect(http.get('/api/recruiter/me/profile/')).resolves.toEqual({ data: 1 });
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/recruiter/me/profile/', '/api/token/refresh/', '/api/recruiter/me/profile/']);
    // No token in the body: the refresh token is in the API's HttpOnly cookie.
    expect(calls[1]!.init.body).toBeUndefined();
    expect(header(calls[1]!.init, 'X-Requested-With')).toBe('XMLHttpRequest');
    expect(authOf(2)).toBeNull();
    expect(hasSession()).toBe(true);
    expect(expired).not.toHaveBeenCalled();
  });

  it('retries only once: a second refusal is thrown, without another refresh', async () => {
    markSignedIn();
    refreshing(
      () => json(200, { access: 'new' }),
      () => json(403, { code: 'forbidden', message: 'no' }),
    );
    await expect(http.get('/api/admin/')).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    expect(calls.filter((c) => c.url.pathname === '/api/token/refresh/')).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it('a call of the back office (noRefresh, decision 152) refreshes nothing and ends no customer session on its 401', async () => {
    markSignedIn();
    refreshing(
      () => json(200, { access: 'new' }),
      () => json(401, { code: 'invalid_credentials', message: 'wrong' }),
    );
    await expect(http.post('/api/admin/session/', {}, { noRefresh: true })).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/admin/session/']);
    expect(hasSession()).toBe(true);
    expect(expired).not.toHaveBeenCalled();
  });

  it('shares one refresh between requests failing at the same time', async () => {
    markSignedIn();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let fresh = false;
    mockFetch(async (url) => {
      if (url.pathname === '/api/token/refresh/') {
        await gate;
        fresh = true;
        return json(200, { access: 'new' });
      }
      return fresh ? json(200, { path: url.pathname }) : json(401, { code: 'token_expired', message: '' });
    });
    const all = Promise.all([http.get('/api/a/'), http.get('/api/b/'), http.get('/api/c/')]);
    await vi.waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/token/refresh/')).toHaveLength(1));
    release();
    await expect(all).resolves.toEqual([{ path: '/api/a/' }, { path: '/api/b/' }, { path: '/api/c/' }]);
    expect(calls.filter((c) => c.url.pathname === '/api/token/refresh/')).toHaveLength(1);
  });

  it('logs out when the refresh answers 401: cookies cleared, session-expired handler called', async () => {
    markSignedIn();
    Cookies.set(ACCESS_COOKIE, 'legacy');
    Cookies.set(REFRESH_COOKIE, 'legacy');
    Cookies.set('basket', '["a"]');
    refreshing(
      () => json(401, { code: 'token_reused', message: '' }),
      () => json(401, { code: 'token_expired', message: '' }),
    );
    await expect(http.get('/api/jobs/')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(hasSession()).toBe(false);
    expect(Cookies.get(ACCESS_COOKIE)).toBeUndefined();
    expect(Cookies.get(REFRESH_COOKIE)).toBeUndefined();
    expect(Cookies.get('basket')).toBeUndefined();
    expect(expired).toHaveBeenCalledWith(null);
  });

  it('a refresh refused because the account was suspended ends the session with that reason (walk, decision 164)', async () => {
    markSignedIn();
    refreshing(
      () => json(403, { code: 'account_suspended', message: '' }),
      () => json(401, { code: 'token_expired', message: '' }),
    );
    await expect(http.get('/api/jobs/')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledExactlyOnceWith('account_suspended');
    expect(hasSession()).toBe(false);
  });

  it('signs out on the server: POST /api/token/sign-out/ with X-Requested-With, then the page forgets the session', async () => {
    markSignedIn();
    mockFetch(() => new Response(null, { status: 204 }));
    await signOut();
    expect(calls.map((c) => `${c.init.method} ${c.url.pathname}`)).toEqual(['POST /api/token/sign-out/']);
    expect(header(calls[0]!.init, 'X-Requested-With')).toBe('XMLHttpRequest');
    expect(hasSession()).toBe(false);
    // Offline: the page forgets the session all the same.
    markSignedIn();
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await signOut();
    expect(hasSession()).toBe(false);
  });

  it('does not log out when the refresh endpoint fails with a server error', async () => {
    markSignedIn();
    refreshing(
      () => json(503, { code: 'internal_error', message: '' }),
      () => json(401, { code: 'token_expired', message: '' }),
    );
    await expect(http.get('/api/jobs/')).rejects.toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
    expect(hasSession()).toBe(true);
  });

  it('never refreshes for the token endpoints themselves', async () => {
    markSignedIn();
    mockFetch(() => json(401, { code: 'invalid_credentials', message: '' }));
    await expect(http.post('/api/token/', { email: 'a@b.fr', password: 'x' })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
    await expect(http.post('/api/token/refresh/')).rejects.toMatchObject({ status: 401 });
    await expect(http.post('/api/token/sign-out/')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not refresh for an anonymous caller (no session cookie at all)', async () => {
    mockFetch(() => json(401, { code: 'not_authenticated', message: '' }));
    await expect(http.get('/api/recruiter/me/profile/')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
  });

  it('refreshes before a file download too', async () => {
    markSignedIn();
    refreshing(
      () => json(200, { access: 'new' }),
      (ok) =>
        ok
          ? new Response('PNG', { status: 200, headers: { 'x-suggested-filename': 'recruiter-qrcode.png' } })
          : json(403, { code: 'forbidden', message: '' }),
    );
    const file = await blob('/api/addresses/u/qrcode/', { query: { type: 'recruiter' } });
    expect(file.filename).toBe('recruiter-qrcode.png');
    expect(await file.blob.text()).toBe('PNG');
  });
});

describe('file downloads', () => {
  it('reads the name from content-disposition when x-suggested-filename is absent', async () => {
    mockFetch(() => new Response('%PDF', { status: 200, headers: { 'content-disposition': 'attachment; filename="FA-2026-000001.pdf"' } }));
    await expect(blob('/api/invoices/1/download/')).resolves.toMatchObject({ filename: 'FA-2026-000001.pdf' });
  });

  it('falls back to the given name', async () => {
    mockFetch(() => new Response('x', { status: 200 }));
    await expect(blob('/api/x/', { fallbackFilename: 'qrcode.png' })).resolves.toMatchObject({ filename: 'qrcode.png' });
  });

  it('parses content-disposition variants', () => {
    expect(filenameFromContentDisposition("attachment; filename*=UTF-8''facture%20n%C2%B01.pdf")).toBe('facture n°1.pdf');
    expect(filenameFromContentDisposition('attachment; filename=invoice.pdf')).toBe('invoice.pdf');
    expect(filenameFromContentDisposition('attachment; filename="a.pdf"; filename*=UTF-8\'\'b.pdf')).toBe('b.pdf');
    expect(filenameFromContentDisposition('inline')).toBeNull();
    expect(filenameFromContentDisposition(null)).toBeNull();
  });

  it('throws an HttpError on failure', async () => {
    mockFetch(() => json(409, { code: 'invoice_not_ready', message: '' }));
    await expect(blob('/api/invoices/1/download/')).rejects.toMatchObject({ status: 409, code: 'invoice_not_ready' });
  });
});
