import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, passwordResetTokens, refreshTokens, users } from '../../db/schema/index.ts';
import { MAILBOX_LIVE_SECRETS } from '../../lib/mailbox-secrets.ts';
import { createSmtpMailer } from '../../providers/mail/mailer.ts';
import { decodeQp, mailAfter, startSmtp } from '../../../test/smtp.ts';
import {
  bearer,
  cookieOf,
  createTestApp,
  createUser,
  login,
  refreshSession,
  TEST_JWT_SECRET,
  type TestContext,
  type UserFixture,
} from '../../../test/helpers.ts';

describe('auth', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let alice: UserFixture;

  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await createTestApp({ mailer: (database) => createSmtpMailer(database.db, 'QRecrute <no-reply@test>', smtp.url) });
    alice = await createUser(ctx.database, { email: 'alice@example.test' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  describe('POST /api/token/', () => {
    it('answers the access token and sets the refresh token in its HttpOnly cookie only, whatever the e-mail case', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { email: 'ALICE@example.test', password: alice.password },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.access.split('.')).toHaveLength(3);
      expect(body.refresh).toBeUndefined();
      expect(cookieOf(res, 'qr_refresh')!.length).toBeGreaterThan(30);
    });

    it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
      const wrong = await ctx.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { email: alice.email, password: 'nope-nope-nope' },
      });
      const unknown = await ctx.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { email: 'nobody@example.test', password: 'nope-nope-nope' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid credentials' });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('answers field errors with the spec keys for a bad body', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/token/', payload: { email: 'not-an-email', password: '' } });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('validation_failed');
      expect(body.fieldErrors.email).toContain('form.validation.email');
      expect(body.fieldErrors.password).toContain('form.validation.required');
    });
  });

  describe('POST /api/token/refresh/', () => {
    it('rotates: the new pair works and the old refresh token is refused', async () => {
      const first = await login(ctx.app, alice.email, alice.password);
      const rotated = await refreshSession(ctx.app, first.refresh);
      expect(rotated.statusCode).toBe(200);
      const second = { access: rotated.json().access, refresh: cookieOf(rotated, 'qr_refresh')! };
      expect(second.refresh).not.toBe(first.refresh);
      const profile = await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/profile/', headers: bearer(second.access) });
      expect(profile.statusCode).toBe(200);
      const third = await refreshSession(ctx.app, second.refresh);
      expect(third.statusCode).toBe(200);
    });

    it('detects reuse and revokes the whole family, newest token included', async () => {
      const first = await login(ctx.app, alice.email, alice.password);
      const second = { refresh: cookieOf(await refreshSession(ctx.app, first.refresh), 'qr_refresh')! };
      const reuse = await refreshSession(ctx.app, first.refresh);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().code).toBe('token_reused');
      const newest = await refreshSession(ctx.app, second.refresh);
      expect(newest.statusCode).toBe(401);
      expect(newest.json().code).toBe('token_invalid');
    });

    it('lets at most one of two parallel uses of the same token succeed, and the reuse leaves no live token in the family (decision 117)', async () => {
      const pair = await login(ctx.app, alice.email, alice.password);
      const results = await Promise.all([0, 1].map(() => refreshSession(ctx.app, pair.refresh)));
      expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
      expect(results.filter((r) => r.statusCode === 401).length).toBeGreaterThanOrEqual(1);
      // Whichever wrote its new token first, the reuse revoked the family: none of its tokens refreshes.
      for (const res of results) {
        const next = cookieOf(res, 'qr_refresh');
        if (next) expect((await refreshSession(ctx.app, next)).statusCode).toBe(401);
      }
    });

    it('refuses an expired and an unknown refresh token', async () => {
      const pair = await login(ctx.app, alice.email, alice.password);
      await ctx.database.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.userId, alice.userId));
      const expired = await refreshSession(ctx.app, pair.refresh);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('token_expired');
      const unknown = await refreshSession(ctx.app, 'x'.repeat(43));
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().code).toBe('token_invalid');
    });
  });

  describe('access tokens', () => {
    it('refuses a missing, malformed, forged and expired access token with 401', async () => {
      const none = await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/profile/' });
      expect(none.statusCode).toBe(401);
      expect(none.json().code).toBe('not_authenticated');
      const bad = await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/profile/', headers: bearer('abc.def.ghi') });
      expect(bad.json().code).toBe('token_invalid');
      const forged = await new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(alice.userId))
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
      expect((await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/profile/', headers: bearer(forged) })).statusCode).toBe(401);
      const iat = Math.floor(Date.now() / 1000) - 3600;
      const expired = await new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(alice.userId))
        .setIssuedAt(iat)
        .setExpirationTime(iat + 900)
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      const res = await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/profile/', headers: bearer(expired) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_expired');
    });

    it('refuses a deactivated account at once, with the same answer on the routes whose own statement reads the caller (decision 101)', async () => {
      const hh = await createUser(ctx.database, { headhunter: true });
      const pair = await login(ctx.app, hh.email, hh.password);
      const routes = ['/api/recruiter/me/', '/api/recruiter/me/profile/', '/api/candidate/?page=1'];
      for (const url of routes)
        expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(pair.access) })).statusCode, url).toBe(200);
      await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, hh.userId));
      const answers = [];
      for (const url of routes) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(pair.access) });
        answers.push({ status: res.statusCode, body: res.body });
      }
      expect(answers[0]).toEqual({ status: 401, body: JSON.stringify({ code: 'token_invalid', message: 'Unknown user' }) });
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      // A token naming a user that does not exist (any more): the same.
      const ghost = await new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('2147483000')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      for (const url of routes) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(ghost) });
        expect({ status: res.statusCode, body: res.body }, url).toEqual(answers[0]);
      }
    });
  });

  describe('GET /api/recruiter/me/profile/', () => {
    it('answers the user with their recruiter and no secret field', async () => {
      const hh = await createUser(ctx.database, { headhunter: true, manager: 'Jean Dupont' });
      const pair = await login(ctx.app, hh.email, hh.password);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/profile/', headers: bearer(pair.access) });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.email).toBe(hh.email);
      expect(body.recruiter).toMatchObject({
        uuid: hh.recruiterUuid,
        headhunter: true,
        premium: false,
        hasPayedOrders: false,
        maxAddresses: 0,
        addresses: [],
      });
      expect(JSON.stringify(body)).not.toMatch(/password|hash|iban/i);
    });
  });

  describe('password reset', () => {
    it('sends a real e-mail whose one-use link sets a new password', async () => {
      const bob = await createUser(ctx.database, { email: 'bob@example.test' });
      const before = smtp.received.length;
      const res = await ctx.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: 'bob@example.test' } });
      expect(res.statusCode).toBe(204);
      const mail = await mailAfter(smtp.received, before);
      expect(mail.to).toBe('bob@example.test');
      const link = /http:\/\/localhost:3000\/app\/lost-password\/confirm\?token=([A-Za-z0-9_-]+)/.exec(decodeQp(mail.raw));
      expect(link).not.toBeNull();
      const token = link![1]!;

      const confirm = await ctx.app.inject({
        method: 'POST',
        url: '/api/password-reset/confirm/',
        payload: { token, password: 'Nouveau-Mot-2026' },
      });
      expect(confirm.statusCode).toBe(204);
      await login(ctx.app, bob.email, 'Nouveau-Mot-2026');
      const old = await ctx.app.inject({ method: 'POST', url: '/api/token/', payload: { email: bob.email, password: bob.password } });
      expect(old.statusCode).toBe(401);

      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/password-reset/confirm/',
        payload: { token, password: 'Encore-Un-2026' },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('reset_token_invalid');
      await vi.waitFor(async () => {
        const [outbox] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'bob@example.test'));
        expect(outbox?.status).toBe('sent');
      });
    });

    it('answers the same for an unknown e-mail and sends nothing', async () => {
      const before = smtp.received.length;
      const res = await ctx.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: 'ghost@example.test' } });
      expect(res.statusCode).toBe(204);
      expect(smtp.received.length).toBe(before);
    });

    it('refuses an expired link and a too-short password', async () => {
      const carol = await createUser(ctx.database, { email: 'carol@example.test' });
      const before = smtp.received.length;
      await ctx.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: carol.email } });
      const token = /token=([A-Za-z0-9_-]+)/.exec(decodeQp((await mailAfter(smtp.received, before)).raw))![1]!;
      const short = await ctx.app.inject({ method: 'POST', url: '/api/password-reset/confirm/', payload: { token, password: 'short' } });
      expect(short.statusCode).toBe(400);
      expect(short.json().fieldErrors.password).toContain('form.validation.min_length');
      const weak = await ctx.app.inject({ method: 'POST', url: '/api/password-reset/confirm/', payload: { token, password: 'aaaaaaaa' } });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().fieldErrors.password).toEqual(['form.validation.is_strong']);
      await ctx.database.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.userId, carol.userId));
      const expired = await ctx.app.inject({
        method: 'POST',
        url: '/api/password-reset/confirm/',
        payload: { token, password: 'Long-Enough-2026' },
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().code).toBe('reset_token_invalid');
    });
  });

  describe('PATCH /api/change-password/ and /api/change-email/', () => {
    it('changes the password only with the right old one, to a strong one, and signs out every other session', async () => {
      const dan = await createUser(ctx.database);
      const other = await login(ctx.app, dan.email, dan.password);
      const { access, refresh } = await login(ctx.app, dan.email, dan.password);
      const weak = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/change-password/',
        headers: bearer(access),
        payload: { oldPassword: dan.password, newPassword: 'aaaaaaaa' },
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().fieldErrors).toEqual({ newPassword: ['form.validation.is_strong'] });
      const wrong = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/change-password/',
        headers: bearer(access),
        payload: { oldPassword: 'wrong-wrong', newPassword: 'Another-2026!' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fieldErrors).toEqual({ oldPassword: ['errors.wrong_password'] });
      const ok = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/change-password/',
        headers: bearer(access),
        payload: { oldPassword: dan.password, newPassword: 'Another-2026!' },
      });
      expect(ok.statusCode).toBe(204);
      // The other session's refresh token no longer works; this session's still does.
      const otherRefresh = await refreshSession(ctx.app, other.refresh);
      expect(otherRefresh.statusCode).toBe(401);
      const ownRefresh = await refreshSession(ctx.app, refresh);
      expect(ownRefresh.statusCode).toBe(200);
      await login(ctx.app, dan.email, 'Another-2026!');
      const anonymous = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/change-password/',
        payload: { oldPassword: 'x', newPassword: 'Another-2026!' },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('one budget of current-password tries per account, whatever the route: a stolen session cannot guess the password (decision 144)', async () => {
      const mallory = await createUser(ctx.database);
      const { access } = await login(ctx.app, mallory.email, mallory.password);
      const changePassword = (oldPassword: string) =>
        ctx.app.inject({
          method: 'PATCH',
          url: '/api/change-password/',
          headers: bearer(access),
          payload: { oldPassword, newPassword: 'Another-2026!' },
        });
      const changeEmail = (password: string) =>
        ctx.app.inject({
          method: 'PATCH',
          url: '/api/change-email/',
          headers: bearer(access),
          payload: { oldEmail: mallory.email, newEmail: 'mallory2@example.test', password },
        });
      // A right password gives its try back.
      expect((await changeEmail(mallory.password)).statusCode).not.toBe(429);
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push((await changePassword(`guess-${i}-Aa1!`)).json().code);
      for (let i = 3; i < 5; i += 1) answers.push((await changeEmail(`guess-${i}-Aa1!`)).json().code);
      expect(answers).toEqual(Array(5).fill('wrong_password'));
      // Five wrong tries spent the account's budget on both routes: even the right password waits.
      const spent = await changePassword(mallory.password);
      expect(spent.statusCode).toBe(429);
      expect(spent.headers['retry-after']).toBeDefined();
      expect((await changeEmail(mallory.password)).statusCode).toBe(429);
      // Another account's budget is its own.
      const other = await createUser(ctx.database);
      const otherTokens = await login(ctx.app, other.email, other.password);
      const otherTry = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/change-password/',
        headers: bearer(otherTokens.access),
        payload: { oldPassword: 'guess-Aa1!-x', newPassword: 'Another-2026!' },
      });
      expect(otherTry.json().code).toBe('wrong_password');
    });

    it('asks the e-mail change with the current password, when the old one matches and the new one is free', async () => {
      const eve = await createUser(ctx.database);
      const { access } = await login(ctx.app, eve.email, eve.password);
      const withoutPassword = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/change-email/',
        headers: bearer(access),
        payload: { oldEmail: eve.email, newEmail: 'eve2@example.test' },
      });
      expect(withoutPassword.statusCode).toBe(400);
      expect(Object.keys(withoutPassword.json().fieldErrors)).toEqual(['password']);
      const wrongPassword = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/change-email/',
        headers: bearer(access),
        payload: { oldEmail: eve.email, newEmail: 'eve2@example.test', password: 'Stolen-token-only-1' },
      });
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json().fieldErrors).toEqual({ password: ['errors.wrong_password'] });
      const password = eve.password;
      const mismatch = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/change-email/',
        headers: bearer(access),
        payload: { oldEmail: 'other@example.test', newEmail: 'eve2@example.test', password },
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().fieldErrors).toEqual({ oldEmail: ['errors.email_mismatch'] });
      const taken = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/change-email/',
        headers: bearer(access),
        payload: { oldEmail: eve.email, newEmail: alice.email.toUpperCase(), password },
      });
      expect(taken.json().fieldErrors).toEqual({ newEmail: ['errors.email_taken'] });
      const ok = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/change-email/',
        headers: bearer(access),
        payload: { oldEmail: ` ${eve.email.toUpperCase()} `, newEmail: 'eve2@example.test', password },
      });
      // Asked, not done: the code mailed to the new address moves the account (email-change.test.ts, decision 118).
      expect(ok.statusCode).toBe(202);
      await login(ctx.app, eve.email, eve.password);
    });
  });
});

describe('rate limits', () => {
  let ctx: TestContext;
  let proxied: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_LOGIN_MAX: '3', RATE_LIMIT_RESET_MAX: '2' } });
    proxied = await createTestApp({ env: { RATE_LIMIT_LOGIN_MAX: '3', TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await ctx.close();
    await proxied.close();
  });
  const attempt = (app: TestContext, email: string, password = 'wrong-pass', ip?: string) =>
    app.app.inject({ method: 'POST', url: '/api/token/', payload: { email, password }, headers: ip ? { 'x-forwarded-for': ip } : {} });

  it('limits failed sign-ins per address and e-mail, says how long to wait, and counts spaces and case as the same e-mail', async () => {
    const codes: number[] = [];
    for (const email of ['x@example.test', ' X@Example.test', 'x@example.test  ', 'x@example.test'])
      codes.push((await attempt(ctx, email)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const limited = await attempt(ctx, '  x@EXAMPLE.test');
    expect(limited.statusCode).toBe(429);
    const body = limited.json();
    expect(body.code).toBe('rate_limited');
    expect(body.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(limited.headers['retry-after']).toBe(String(body.retryAfterSeconds));
    // Another e-mail from the same address is counted apart.
    expect((await attempt(ctx, 'y@example.test')).statusCode).toBe(401);
  });

  it('does not count successful sign-ins', async () => {
    const user = await createUser(ctx.database);
    for (let i = 0; i < 6; i++) expect((await attempt(ctx, user.email, user.password)).statusCode).toBe(200);
    expect((await attempt(ctx, user.email)).statusCode).toBe(401);
    expect((await attempt(ctx, user.email, user.password)).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For by default: a new forged address each time is still limited', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await attempt(ctx, 'forged@example.test', 'wrong-pass', `203.0.113.${i}`)).statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(27);
  });

  it('behind a trusted proxy, keys on the forwarded client, and rotating addresses cannot brute-force one account', async () => {
    // Three failures from one client lock that client only.
    for (let i = 0; i < 3; i++) expect((await attempt(proxied, 'target@example.test', 'wrong-pass', '198.51.100.1')).statusCode).toBe(401);
    expect((await attempt(proxied, 'target@example.test', 'wrong-pass', '198.51.100.1')).statusCode).toBe(429);
    expect((await attempt(proxied, 'target@example.test', 'wrong-pass', '198.51.100.2')).statusCode).toBe(401);
    // The account itself takes 5 x 3 failures from all addresses together, then refuses everyone.
    const codes: number[] = [];
    for (let i = 3; i < 40; i++) codes.push((await attempt(proxied, 'target@example.test', 'wrong-pass', `198.51.100.${i}`)).statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(15 - 4);
    expect(codes.slice(-10).every((c) => c === 429)).toBe(true);
  });

  it("keeps the owner's reset link valid when anyone asks again; past the account's mail budget answers the same and sends nothing (decision 139)", async () => {
    const dora = await createUser(proxied.database);
    const ask = (ip: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/password-reset/',
        payload: { email: dora.email },
        headers: { 'x-forwarded-for': ip },
      });
    const tokens = async () =>
      (await proxied.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, dora.email)).orderBy(emailOutbox.id)).map(
        (mail) => /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!,
      );
    const answers = [];
    for (let i = 0; i < MAILBOX_LIVE_SECRETS + 2; i++) answers.push(await ask(`203.0.113.${i + 1}`));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 204));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const sent = await tokens();
    expect(sent).toHaveLength(MAILBOX_LIVE_SECRETS);
    // The owner's first link still works after the strangers' requests; using it voids the others.
    const confirm = (token: string) =>
      proxied.app.inject({ method: 'POST', url: '/api/password-reset/confirm/', payload: { token, password: 'Nouveau-Mot-2026' } });
    expect((await confirm(sent[0]!)).statusCode).toBe(204);
    expect((await confirm(sent[1]!)).statusCode).toBe(400);
    // Links used or voided, the account may be mailed again.
    expect((await ask('203.0.113.99')).statusCode).toBe(204);
    expect(await tokens()).toHaveLength(MAILBOX_LIVE_SECRETS + 1);
  });

  it('limits reset requests', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        (await ctx.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: `r${i}@example.test` } })).statusCode,
      );
    }
    expect(codes).toEqual([204, 204, 429]);
    const limited = await ctx.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: 'r9@example.test' } });
    expect(limited.json().retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('rate limits shared through Redis', () => {
  // Two instances of the API with REDIS_URL count sign-in attempts together.
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    const env = { RATE_LIMIT_LOGIN_MAX: '3', REDIS_URL: redisUrl };
    first = await createTestApp({ env });
    second = await createTestApp({ env });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts attempts made on either instance', async () => {
    const email = `shared-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const attempt = (ctx: TestContext) =>
      ctx.app.inject({ method: 'POST', url: '/api/token/', payload: { email, password: 'wrong-pass' } });
    const codes = [
      (await attempt(first)).statusCode,
      (await attempt(second)).statusCode,
      (await attempt(first)).statusCode,
      (await attempt(second)).statusCode,
    ];
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});
