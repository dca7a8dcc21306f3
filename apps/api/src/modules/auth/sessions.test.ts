import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, TEST_JWT_SECRET, type TestContext, type UserFixture } from '../../../test/helpers.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/index.ts';
import { hashOpaqueToken, TokenSigner } from '../../lib/tokens.ts';
import { revokeFamily } from './auth.repository.ts';
import { issuePair, newPasswordLink } from './auth.service.ts';

/** Issue 28, item 7 and the bad `sub` (decision 117): sessions held by the server, in HttpOnly cookies. */
type Answer = Awaited<ReturnType<TestContext['app']['inject']>>;
const cookie = (res: Answer, name: string) => res.cookies.find((c) => c.name === name);
const SCRIPT = { 'x-requested-with': 'XMLHttpRequest' };

describe('sessions', () => {
  let ctx: TestContext;
  let alice: UserFixture;

  beforeAll(async () => {
    ctx = await createTestApp();
    alice = await createUser(ctx.database);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const signIn = async (user: UserFixture) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/token/', payload: { email: user.email, password: user.password } });
    expect(res.statusCode).toBe(200);
    return {
      res,
      access: res.json<{ access: string }>().access,
      refresh: cookie(res, 'qr_refresh')?.value ?? res.json<{ refresh?: string }>().refresh ?? '',
    };
  };
  const refresh = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      headers: { ...SCRIPT, cookie: `qr_refresh=${token}` },
      payload: { refresh: token },
    });
  /** The routes that read the caller through `authenticate`, and those whose own statement does (decision 101). */
  const ROUTES = ['/api/recruiter/me/', '/api/recruiter/me/profile/', '/api/candidate/?page=1'];
  const statuses = async (access: string) =>
    Promise.all(ROUTES.map(async (url) => (await ctx.app.inject({ method: 'GET', url, headers: bearer(access) })).statusCode));

  it('the refresh token is never readable by scripts: no answer of the API carries it, and its cookie is HttpOnly, Secure, SameSite=Strict, for the token routes only', async () => {
    const { res } = await signIn(alice);
    expect(Object.keys(res.json())).toEqual(['access']);
    expect(cookie(res, 'qr_refresh')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/token/' });
    expect(cookie(res, 'qr_access')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    // The only cookie scripts can read says a session may exist, and holds no token.
    expect(cookie(res, 'signed_in')).toMatchObject({ value: '1', secure: true, sameSite: 'Strict', path: '/' });
    expect(cookie(res, 'signed_in')!.httpOnly).toBeFalsy();
    // Every operation that opens a session (sign-in, registrations, invitation, refresh) answers no refresh token.
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    }>();
    const carrying = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) =>
        Object.entries(op.responses ?? {})
          .filter(([status, answer]) => status.startsWith('2') && JSON.stringify(answer).includes('"refresh"'))
          .map(([status]) => `${method} ${path} ${status}`),
      ),
    );
    expect(carrying).toEqual([]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/token/', '/api/recruiter/headhunter/', '/api/invitations/accept/']),
    );
  });

  it('the web app is signed in by its HttpOnly cookie, only on calls carrying X-Requested-With (CSRF)', async () => {
    const { access } = await signIn(alice);
    const withCookie = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/profile/', headers: { cookie: `qr_access=${access}`, ...headers } });
    expect((await withCookie(SCRIPT)).statusCode).toBe(200);
    expect((await withCookie({})).statusCode).toBe(401);
    // A refresh or a sign-out from another site's form (no X-Requested-With) is refused.
    const { refresh: token } = await signIn(alice);
    const forged = await ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', headers: { cookie: `qr_refresh=${token}` } });
    expect(forged.statusCode).toBe(403);
    expect((await refresh(token)).statusCode).toBe(200);
  });

  it('sign-out revokes the session on the server: its refresh token and its access token stop at once, and the cookies are cleared', async () => {
    const session = await signIn(alice);
    expect(await statuses(session.access)).toEqual([200, 200, 200]);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/sign-out/',
      headers: { ...SCRIPT, cookie: `qr_refresh=${session.refresh}` },
    });
    expect(out.statusCode).toBe(204);
    for (const name of ['qr_refresh', 'qr_access', 'signed_in']) expect(cookie(out, name)?.value, name).toBe('');
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect(await statuses(session.access)).toEqual([401, 401, 401]);
    // Another device of the same user goes on: its access token is renewed from its refresh token.
    const other = await signIn(alice);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/token/sign-out/',
      headers: { ...SCRIPT, cookie: `qr_refresh=${(await signIn(alice)).refresh}` },
    });
    const renewed = await refresh(other.refresh);
    expect(renewed.statusCode).toBe(200);
    expect(await statuses(renewed.json<{ access: string }>().access)).toEqual([200, 200, 200]);
  });

  it('a sign-out while a refresh of the same session is in flight leaves no live refresh token (the refresh ends refused)', async () => {
    const session = await signIn(alice);
    const [row] = await ctx.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(session.refresh)));
    // The refresh has used its token; the sign-out revokes the family before the refresh writes the next one.
    await revokeFamily(ctx.database.db, row!.familyId, row!.userId);
    await expect(
      issuePair({ db: ctx.database.db, signer: new TokenSigner(TEST_JWT_SECRET) }, row!.userId, row!.familyId),
    ).rejects.toMatchObject({
      code: 'token_invalid',
    });
    const live = await ctx.database.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, row!.familyId), isNull(refreshTokens.revokedAt)));
    expect(live).toEqual([]);
  });

  it('a password reset stops every access token at once', async () => {
    const bob = await createUser(ctx.database);
    const session = await signIn(bob);
    expect(await statuses(session.access)).toEqual([200, 200, 200]);
    const token = await newPasswordLink(ctx.database.db, bob.userId, 'reset');
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/password-reset/confirm/', payload: { token, password: 'Nouveau-Mot-2026!' } }))
        .statusCode,
    ).toBe(204);
    expect(await statuses(session.access)).toEqual([401, 401, 401]);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('a revoked refresh family (a reused refresh token) stops its access tokens at once', async () => {
    const carol = await createUser(ctx.database);
    const session = await signIn(carol);
    const rotated = await refresh(session.refresh);
    const access = rotated.json<{ access: string }>().access;
    expect(await statuses(access)).toEqual([200, 200, 200]);
    // The first refresh token again: a thief's copy. The whole family is revoked.
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect(await statuses(access)).toEqual([401, 401, 401]);
  });

  it('a password change stops the other sessions at once and gives this one a new access token', async () => {
    const dan = await createUser(ctx.database);
    const other = await signIn(dan);
    const mine = await signIn(dan);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/change-password/',
      headers: bearer(mine.access),
      payload: { oldPassword: dan.password, newPassword: 'Another-2026!' },
    });
    expect(res.statusCode).toBe(204);
    expect(await statuses(other.access)).toEqual([401, 401, 401]);
    const renewed = cookie(res, 'qr_access')!.value;
    expect(await statuses(renewed)).toEqual([200, 200, 200]);
  });

  it('a bad sub answers 401: a token signed with the server key whose claims are not a user id is refused, never a 500', async () => {
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const subs = ['abc', '99999999999999999999', '2147483648', '1e3', '0x1', ' 1', '-1', '1.5', ''];
    const answers: Record<string, number> = {};
    for (const sub of subs) {
      const token = await new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
      for (const url of ROUTES)
        answers[`${url} ${JSON.stringify(sub)}`] = (await ctx.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode;
    }
    // A sid that is not a string.
    const badSid = await new SignJWT({ typ: 'access', sid: 42 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(alice.userId))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    answers['sid 42'] = (await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/', headers: bearer(badSid) })).statusCode;
    expect(Object.entries(answers).filter(([, status]) => status !== 401)).toEqual([]);
  });
});
