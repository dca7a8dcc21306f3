import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import {
  ACCESS_COOKIE as LEGACY_ACCESS_COOKIE,
  ACCESS_TOKEN_TTL_SECONDS,
  CANDIDATE_SIGNED_IN_COOKIE,
  REFRESH_COOKIE as LEGACY_REFRESH_COOKIE,
  REFRESH_TOKEN_TTL_SECONDS,
  SIGNED_IN_COOKIE,
  SUPPORT_VIEW_COOKIE,
} from '@app/contracts/constants';

/**
 * The session's cookies, set by the API only (decision 117):
 *
 * - `qr_refresh`: the refresh token, `HttpOnly`, `SameSite=Strict`, sent only to the token routes
 *   (`/api/token/`: refresh and sign-out); it never appears in a JSON body;
 * - `qr_access`: the access token (15 minutes), `HttpOnly`, `SameSite=Strict`, path `/`: the API
 *   and the embedded checkout's HTML forms (`/checkout/...`, SameSite their CSRF defence) read it.
 *   The auth plugin accepts it only with `X-Requested-With: XMLHttpRequest`, which a page of
 *   another site cannot send without a CORS preflight the API never grants (CSRF defence, beside
 *   SameSite). Non-browser clients use the `access` of the JSON answer as a bearer token;
 * - `signed_in`: `1`, readable by scripts: a hint that tells the web app's guards a session may
 *   exist. It holds no secret; the API never reads it.
 *
 * All are `Secure`, except on a plain-http, non-loopback host outside production (a LAN dev box),
 * where a browser would refuse a Secure cookie; browsers keep Secure cookies of http://localhost.
 */
export const SESSION_ACCESS_COOKIE = 'qr_access';
export const SESSION_REFRESH_COOKIE = 'qr_refresh';
/** A device on which the account's holder proved themselves (decision 117, sign-in lockout). */
export const DEVICE_COOKIE = 'qr_device';
export const TOKEN_ROUTES_PATH = '/api/token/';
const ACCESS_PATH = '/';
export const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;
/**
 * The browser that asked for a registration code (decision 144): the code is tried only with it, so a
 * stranger's wrong tries spend their own codes, never the owner's. Sent only to the code routes.
 */
export const CODE_HOLDER_COOKIE = 'qr_code_holder';
export const CODE_ROUTES_PATH = '/api/registration/email-code/';
/**
 * A candidate's session (issue 33, decision 151): an opaque token (its hash in `candidate_sessions`),
 * `HttpOnly`, `SameSite=Strict`, sent only to the candidate's routes and, like the access cookie,
 * taken only with `X-Requested-With` (CSRF). `candidate_signed_in` is its script-readable hint.
 */
export const CANDIDATE_SESSION_COOKIE = 'qr_candidate';
export const CANDIDATE_ROUTES_PATH = '/api/candidate-app/';
/** The candidate's sign-in code routes, where their code-holder cookie goes (decision 144). */
export const CANDIDATE_CODE_ROUTES_PATH = '/api/candidate-app/code/';

/** The header the web app sends with every call; required with a cookie-borne token (CSRF). */
export const isScriptRequest = (request: FastifyRequest): boolean => request.headers['x-requested-with'] === 'XMLHttpRequest';

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;

export class SessionCookies {
  constructor(private readonly production: boolean) {}

  private options(request: FastifyRequest, path: string, maxAge: number, httpOnly = true): CookieSerializeOptions {
    const secure = this.production || request.protocol === 'https' || LOOPBACK.test(request.hostname.replace(/:\d+$/, ''));
    return { path, maxAge, httpOnly, secure, sameSite: 'strict' };
  }

  /** Sets the session's cookies from a new token pair; answers what the JSON body may carry. */
  set(request: FastifyRequest, reply: FastifyReply, pair: { access: string; refresh: string }): { access: string } {
    reply.setCookie(SESSION_REFRESH_COOKIE, pair.refresh, this.options(request, TOKEN_ROUTES_PATH, REFRESH_TOKEN_TTL_SECONDS));
    this.setAccess(request, reply, pair.access);
    reply.setCookie(SIGNED_IN_COOKIE, '1', this.options(request, '/', REFRESH_TOKEN_TTL_SECONDS, false));
    // A session of one's own ends the support's view hint this browser may still hold.
    if (request.cookies[SUPPORT_VIEW_COOKIE]) reply.clearCookie(SUPPORT_VIEW_COOKIE, this.options(request, '/', 0, false));
    this.clearLegacy(reply);
    return { access: pair.access };
  }

  /** Replaces the access cookie alone (a password change keeps the session with a new token). */
  setAccess(request: FastifyRequest, reply: FastifyReply, access: string): void {
    reply.setCookie(SESSION_ACCESS_COOKIE, access, this.options(request, ACCESS_PATH, ACCESS_TOKEN_TTL_SECONDS));
  }

  /**
   * Opens the support's read-only view of an account in this browser (decision 161): its access
   * token and the scripts' hint, no refresh token (the view ends with its access token).
   */
  setView(request: FastifyRequest, reply: FastifyReply, access: string): void {
    this.setAccess(request, reply, access);
    reply.setCookie(SIGNED_IN_COOKIE, '1', this.options(request, '/', ACCESS_TOKEN_TTL_SECONDS, false));
    reply.setCookie(SUPPORT_VIEW_COOKIE, '1', this.options(request, '/', ACCESS_TOKEN_TTL_SECONDS, false));
  }

  /** Ends the browser's session: every session cookie goes (the device proof stays). */
  clear(request: FastifyRequest, reply: FastifyReply): void {
    reply.clearCookie(SESSION_REFRESH_COOKIE, this.options(request, TOKEN_ROUTES_PATH, 0));
    reply.clearCookie(SESSION_ACCESS_COOKIE, this.options(request, ACCESS_PATH, 0));
    reply.clearCookie(SIGNED_IN_COOKIE, this.options(request, '/', 0, false));
    reply.clearCookie(SUPPORT_VIEW_COOKIE, this.options(request, '/', 0, false));
    this.clearLegacy(reply);
  }

  setDevice(request: FastifyRequest, reply: FastifyReply, proof: string): void {
    reply.setCookie(DEVICE_COOKIE, proof, this.options(request, TOKEN_ROUTES_PATH, DEVICE_TTL_SECONDS));
  }

  /**
   * The browser's code holder (decision 144): the one it has, else a new random one; set again so
   * that it lives as long as the codes it asks for (`maxAge` seconds).
   */
  codeHolder(request: FastifyRequest, reply: FastifyReply, maxAge: number, path = CODE_ROUTES_PATH): string {
    const holder = SessionCookies.codeHolder(request) ?? randomBytes(24).toString('base64url');
    reply.setCookie(CODE_HOLDER_COOKIE, holder, this.options(request, path, maxAge));
    return holder;
  }

  /** Opens a candidate's session in this browser (issue 33): its token cookie and the scripts' hint. */
  setCandidate(request: FastifyRequest, reply: FastifyReply, token: string, maxAge: number): void {
    reply.setCookie(CANDIDATE_SESSION_COOKIE, token, this.options(request, CANDIDATE_ROUTES_PATH, maxAge));
    reply.setCookie(CANDIDATE_SIGNED_IN_COOKIE, '1', this.options(request, '/', maxAge, false));
  }

  /** Ends a candidate's session in this browser. */
  clearCandidate(request: FastifyRequest, reply: FastifyReply): void {
    reply.clearCookie(CANDIDATE_SESSION_COOKIE, this.options(request, CANDIDATE_ROUTES_PATH, 0));
    reply.clearCookie(CANDIDATE_SIGNED_IN_COOKIE, this.options(request, '/', 0, false));
  }

  /** The candidate's session token, only on a call made by the web app's scripts (CSRF). */
  static candidate(request: FastifyRequest): string | undefined {
    const value = isScriptRequest(request) ? request.cookies[CANDIDATE_SESSION_COOKIE] : undefined;
    return value && value.length <= 64 ? value : undefined;
  }

  /** The cookies the web app wrote itself before decision 117, readable by scripts: removed. */
  private clearLegacy(reply: FastifyReply): void {
    for (const name of [LEGACY_ACCESS_COOKIE, LEGACY_REFRESH_COOKIE]) reply.clearCookie(name, { path: '/' });
  }

  static refresh(request: FastifyRequest): string | undefined {
    return request.cookies[SESSION_REFRESH_COOKIE] || undefined;
  }

  /** The access token of the cookie, only on a call made by the web app's scripts (CSRF). */
  static access(request: FastifyRequest): string | undefined {
    return isScriptRequest(request) ? SessionCookies.accessOfPage(request) : undefined;
  }

  /**
   * The access token of the cookie whatever the headers: for same-site HTML forms only (the
   * embedded checkout), whose CSRF defence is SameSite=Strict.
   */
  static accessOfPage(request: FastifyRequest): string | undefined {
    return request.cookies[SESSION_ACCESS_COOKIE] || undefined;
  }

  /**
   * A request's access token: the `Authorization: Bearer` header, else the cookie as `cookie` reads it
   * (by default only with the script header, `access`).
   */
  static tokenOf(
    request: FastifyRequest,
    cookie: (request: FastifyRequest) => string | undefined = SessionCookies.access,
  ): string | undefined {
    const header = request.headers.authorization;
    return (header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined) ?? cookie(request);
  }

  static codeHolder(request: FastifyRequest): string | undefined {
    const value = request.cookies[CODE_HOLDER_COOKIE];
    return value && value.length <= 64 ? value : undefined;
  }

  static device(request: FastifyRequest): string | undefined {
    return request.cookies[DEVICE_COOKIE] || undefined;
  }
}
