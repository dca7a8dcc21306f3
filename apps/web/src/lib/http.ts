import { REQUEST_TIMEOUT_MS } from '@app/contracts/constants';
import { isErrorAnswer, type ErrorCode } from '@app/contracts/error-codes';
import {
  authRefreshSession,
  authSignIn,
  authSignOut,
  candidateAppGetSession,
  candidateAppListApplications,
  candidateAppOpenDataPage,
  candidateAppSignOutCandidate,
} from '@app/contracts/operations.gen';
import type { z } from 'zod';
import { browser } from './browser';
import { clearSessionCookies, hasSession, markSignedIn } from './cookies';
import { announceSessionEnded } from './session-sync';

/**
 * HTTP client of the product (spec section 7, architecture "Request path").
 *
 * - same origin, JSON in and out, 10 s timeout, `X-Requested-With: XMLHttpRequest`; the session
 *   travels in the API's HttpOnly cookies, which scripts never see (decision 117): the header is
 *   what lets the API accept them (CSRF);
 * - a 401 or 403 answer (except from the token endpoints) triggers one token refresh, shared by
 *   every request failing at the same time, then one retry of the request;
 * - when the refresh is refused (or no session is hinted), the session ends: cookies are
 *   cleared and the session-expired handler runs (the app logs out and goes to the login page).
 *
 * See docs/decisions/004-route-guards.md for the choices made where the spec is silent.
 */

/** Codes the client itself produces, beside the API's codes (`@app/contracts/errors`). */
export type ClientErrorCode = 'timeout' | 'network_error' | 'unknown_error';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    /** HTTP status, 0 when no answer came (timeout, network). */
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    /** Per-field i18n keys or messages sent by the API (`fieldErrors`). */
    readonly fieldErrors: Record<string, string[]> = {},
    /** The raw answer body, when it was JSON. */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

export const TOKEN_PATH = authSignIn.path;
export const TOKEN_REFRESH_PATH = authRefreshSession.path;
export const SIGN_OUT_PATH = authSignOut.path;
const NO_REFRESH_PATHS = new Set<string>([TOKEN_PATH, TOKEN_REFRESH_PATH, SIGN_OUT_PATH]);
/** A candidate's routes (issue 33) have their own session: an account's refresh cannot help them. */
const CANDIDATE_PATHS = new Set<string>(
  [candidateAppGetSession, candidateAppListApplications, candidateAppSignOutCandidate, candidateAppOpenDataPage].map(
    (operation) => operation.path,
  ),
);

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is a FormData. */
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Not a call of the customer's session (the back office's, decision 152): a 401 or 403 refreshes nothing. */
  noRefresh?: boolean;
  /**
   * The contract's answer schema, to check the answer with in development and tests. Call sites
   * pass `import.meta.env.DEV && schema`: the production build drops the check and, with it, zod
   * from every page without a form (the API's serializer checks each answer against the same
   * schema before sending it; decision 102).
   */
  schema?: z.ZodType<T> | false;
}

// ---------------------------------------------------------------------------------------------
// Session-expired handler, set by the application (it owns the router and the query cache).

/** Why a session ended, when the API said more than "refused": the support suspended the account. */
export type SessionEndReason = 'account_suspended';

let sessionExpiredHandler: (reason: SessionEndReason | null) => void = () => {
  browser.assign('/app/login');
};

export const setSessionExpiredHandler = (handler: (reason: SessionEndReason | null) => void): void => {
  sessionExpiredHandler = handler;
};

/** The reason the last refused refresh gave (read when the session ends). */
let refusalReason: SessionEndReason | null = null;

/**
 * The one way a session ends in this page (sign-out, refused refresh, revoked session): its
 * cookies go, and every other tab of the browser is told, so that none keeps showing private data.
 */
const forgetSession = (): void => {
  clearSessionCookies();
  announceSessionEnded();
};

const endSession = (): void => {
  forgetSession();
  const reason = refusalReason;
  refusalReason = null;
  sessionExpiredHandler(reason);
};

// ---------------------------------------------------------------------------------------------

export const buildUrl = (path: string, query?: Query): string => {
  const url = new URL(path, window.location.origin);
  if (url.origin !== window.location.origin) throw new Error(`Cross-origin request refused: ${path}`);
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === undefined || value === null) continue;
      url.searchParams.append(key, String(value));
    }
  }
  return url.toString();
};

const withTimeout = (timeoutMs: number, external?: AbortSignal) => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (external) {
    if (external.aborted) controller.abort();
    else external.addEventListener('abort', onAbort, { once: true });
  }
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      external?.removeEventListener('abort', onAbort);
    },
  };
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
};

const fallbackCode = (status: number): ErrorCode | ClientErrorCode => {
  if (status === 401) return 'not_authenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status === 400 || status === 422) return 'validation_failed';
  if (status >= 500) return 'internal_error';
  return 'unknown_error';
};

/** The API's error answer when the body is one (read without zod: it is on every page's path). */
const toHttpError = (status: number, body: unknown): HttpError => {
  if (isErrorAnswer(body)) return new HttpError(status, body.code, body.message, body.fieldErrors ?? {}, body);
  return new HttpError(status, fallbackCode(status), `HTTP ${status}`, {}, body);
};

/** Sends one request and returns the raw response; throws HttpError on timeout and network failure. */
const send = async (path: string, options: RequestOptions<unknown>): Promise<Response> => {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const timeout = withTimeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS, options.signal);
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: timeout.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (timeout.timedOut()) throw new HttpError(0, 'timeout', `Request timed out: ${path}`);
    if (options.signal?.aborted) throw error; // cancelled by the caller (React Query): not a failure
    throw new HttpError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  } finally {
    timeout.done();
  }
};

// ---------------------------------------------------------------------------------------------
// Refresh: concurrent failures share one promise.

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Asks the API to renew the session from its HttpOnly refresh cookie. Resolves true when the
 * cookies were renewed, false when the session is over (none hinted, or the API refused it with a
 * 4xx). A 5xx or a network failure rejects, so that a flaky network does not log anybody out.
 */
const refreshTokens = async (): Promise<boolean> => {
  if (!hasSession()) return false;
  const response = await send(TOKEN_REFRESH_PATH, { method: 'POST' });
  const body = await readBody(response);
  if (response.ok) {
    markSignedIn();
    return true;
  }
  if (response.status >= 400 && response.status < 500) {
    if (toHttpError(response.status, body).code === 'account_suspended') refusalReason = 'account_suspended';
    return false;
  }
  throw toHttpError(response.status, body);
};

/**
 * Signs out on the server (decision 117): the API revokes the session's refresh-token family,
 * stops its access tokens and clears its cookies. Best effort: the page forgets the session anyway.
 */
export const signOut = async (): Promise<void> => {
  try {
    await send(SIGN_OUT_PATH, { method: 'POST' });
  } catch {
    // Offline: the session's cookies expire on their own; the page forgets it below.
  } finally {
    forgetSession();
  }
};

/**
 * After an action that may have revoked this browser's session (the e-mail change undo signs every
 * session of its account out, decision 118): when a session is hinted and the API refuses to renew
 * it, the session ends here and in every other tab. A session of another account, still alive, stays.
 */
export const confirmSession = async (): Promise<void> => {
  if (!hasSession()) return;
  try {
    if (!(await refreshSession())) endSession();
  } catch {
    // Unreachable API: the next request will tell.
  }
};

export const refreshSession = (): Promise<boolean> => {
  refreshInFlight ??= refreshTokens().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
};

/** Sends a request, refreshing the tokens and retrying once on 401/403; returns the response. */
const sendWithRefresh = async (path: string, options: RequestOptions<unknown>): Promise<Response> => {
  const hadSession = hasSession();
  const response = await send(path, options);
  const denied = response.status === 401 || response.status === 403;
  // Without any session cookie there is nothing to refresh: an anonymous caller just gets the error.
  if (!denied || NO_REFRESH_PATHS.has(path) || CANDIDATE_PATHS.has(path) || options.noRefresh || !hadSession) return response;

  let renewed: boolean;
  try {
    renewed = await refreshSession();
  } catch {
    return response; // the refresh could not be reached: report the original failure
  }
  if (!renewed) {
    endSession();
    return response;
  }
  return send(path, options);
};

export async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const response = await sendWithRefresh(path, options as RequestOptions<unknown>);
  const body = await readBody(response);
  if (!response.ok) throw toHttpError(response.status, body);
  return options.schema ? options.schema.parse(body) : (body as T);
}

type BodylessOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const http = {
  get: <T = unknown>(path: string, options?: BodylessOptions<T>) => request<T>(path, { ...options, method: 'GET' }),
  delete: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    request<T>(path, { ...options, method: 'DELETE', body }),
  post: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) => request<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) => request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
};

// ---------------------------------------------------------------------------------------------
// File downloads (QR codes, invoices).

export interface DownloadedFile {
  blob: Blob;
  /** From `x-suggested-filename`, else `content-disposition`, else the fallback. */
  filename: string;
}

/** Reads the file name of a `Content-Disposition` header (RFC 6266, `filename*` first). */
export const filenameFromContentDisposition = (header: string | null): string | null => {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const value = plain?.[2] ?? plain?.[1];
  return value ? value.trim() : null;
};

export const blob = async (
  path: string,
  options: BodylessOptions<never> & { method?: 'GET' | 'POST'; body?: unknown; fallbackFilename?: string } = {},
): Promise<DownloadedFile> => {
  const { fallbackFilename = 'download', ...rest } = options;
  const response = await sendWithRefresh(path, {
    ...rest,
    headers: { Accept: '*/*', ...rest.headers },
  });
  if (!response.ok) throw toHttpError(response.status, await readBody(response));
  const filename =
    response.headers.get('x-suggested-filename') ??
    filenameFromContentDisposition(response.headers.get('content-disposition')) ??
    fallbackFilename;
  return { blob: await response.blob(), filename };
};

/** Offers a blob to the user as a file download. */
export const saveFile = ({ blob: data, filename }: DownloadedFile): void => {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
