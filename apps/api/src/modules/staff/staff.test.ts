import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ACCOUNT_MAX_TRIES, STAFF_MAX_TRIES } from '@app/contracts/staff';
import { contactMessages, emailOutbox, embeddedCheckoutSessions, orders, prices, products, staffAuditLog } from '../../db/schema/index.ts';
import { createCommerceApp } from '../../../test/commerce-fixtures.ts';
import { bearer, createUser, login, ROLE_FLAGS, ROLES, testStaffTotpKey, type TestContext } from '../../../test/helpers.ts';
import { listOperations } from '../../../test/openapi-routes.ts';
import { rowsOf } from '../../lib/sql.ts';
import { hashOpaqueToken } from '../../lib/tokens.ts';
import { createPendingOrder, flagOrderMismatch, startCheckout } from '../orders/index.ts';
import { STAFF_COOKIE, STAFF_DEVICE_COOKIE } from '../../plugins/staff-auth.ts';
import { createStaff, type CreatedStaff } from './staff.service.ts';
import { runStaffCommand } from './staff.command.ts';

/**
 * The back office's staff accounts and money (issue 34, decision 152), on the real database: TOTP
 * and recovery codes once each, the tries bounded atomically, short sessions, the audit log
 * append-only at the database level, a flagged payment refunded once, and every staff route a 404
 * to every customer role and to anonymous callers.
 */
let ctx: TestContext & { dataDir: string };
let finance: CreatedStaff;
let support: CreatedStaff;
const XRW = { 'x-requested-with': 'XMLHttpRequest' };

let clients = 0;
/** Each sign-in from its own client address unless one is given (a client's tries are its own, decision 157). */
const signIn = (who: { email: string; password: string }, code: string, from = `198.51.100.${(clients += 1) % 250}`, device?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/session/',
    headers: device ? { ...XRW, cookie: `${STAFF_DEVICE_COOKIE}=${device}` } : XRW,
    remoteAddress: from,
    payload: { email: who.email, password: who.password, code },
  });

const staffCookie = (res: { cookies: { name: string; value: string }[] }): string => {
  const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE);
  expect(cookie?.value).toBeTruthy();
  return cookie!.value;
};
const asStaff = (cookie: string) => ({ ...XRW, cookie: `${STAFF_COOKIE}=${cookie}` });

/**
 * A session of `who`. A TOTP step serves once (tested above): the tests that only need a session
 * forget the step used, as if 30 seconds had passed.
 */
async function signedIn(who: CreatedStaff): Promise<string> {
  await ctx.database.db.execute(sql`UPDATE staff_accounts SET totp_last_step = 0 WHERE email = ${who.email}`);
  const res = await signIn(who, await generate({ secret: who.totpSecret }));
  expect(res.statusCode, res.body).toBe(200);
  return staffCookie(res);
}

beforeAll(async () => {
  ctx = await createCommerceApp();
  finance = await createStaff(
    ctx.database.db,
    {
      email: 'finance@staff.test',
      permissions: ['support', 'finance'],
      password: 'finance-password-1',
    },
    testStaffTotpKey(),
  );
  support = await createStaff(
    ctx.database.db,
    { email: 'support@staff.test', permissions: ['support'], password: 'support-password-1' },
    testStaffTotpKey(),
  );
}, 120_000);
afterAll(async () => ctx?.close());

describe('staff sign-in (item 1)', () => {
  it('signs in with the password and a TOTP code, once per code; the session reads /me and ends at sign-out', async () => {
    const code = await generate({ secret: finance.totpSecret });
    const res = await signIn(finance, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: 'finance@staff.test', permissions: ['support', 'finance'], recoveryCodesLeft: 10 });
    const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/' });
    // The same code again: refused (replay).
    expect((await signIn(finance, code)).statusCode).toBe(401);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/me/', headers: asStaff(cookie.value) });
    expect(me.statusCode).toBe(200);
    // Without X-Requested-With the cookie is not taken (CSRF): 404.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/me/', cookies: { [STAFF_COOKIE]: cookie.value } })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/sign-out/', headers: asStaff(cookie.value) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/me/', headers: asStaff(cookie.value) })).statusCode).toBe(404);
  });

  it('refuses a wrong password or code with one answer, and an unknown e-mail the same', async () => {
    const good = await generate({ secret: support.totpSecret });
    expect((await signIn({ ...support, password: 'wrong-password-00' }, good)).json()).toMatchObject({ code: 'invalid_credentials' });
    expect((await signIn(support, '000000')).statusCode).toBe(401);
    expect((await signIn({ email: 'nobody@staff.test', password: 'whatever-password' }, good)).statusCode).toBe(401);
  });

  it('a recovery code signs in once', async () => {
    const [code] = support.recoveryCodes;
    const first = await signIn(support, code!.toUpperCase());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ recoveryCodesLeft: 9 });
    expect((await signIn(support, code!)).statusCode).toBe(401);
  });

  it(`a stranger spends only their own tries: of 12 parallel wrong codes from one client at most ${STAFF_MAX_TRIES} are checked, that client then waits, the operator signs in from theirs (attack of 2026-11-29)`, async () => {
    const victim = await createStaff(
      ctx.database.db,
      {
        email: 'victim@staff.test',
        permissions: ['support'],
        password: 'victim-password-1',
      },
      testStaffTotpKey(),
    );
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn(victim, '123456', '203.0.113.7')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(STAFF_MAX_TRIES);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(12 - STAFF_MAX_TRIES);
    const fromStranger = await signIn(victim, await generate({ secret: victim.totpSecret }), '203.0.113.7');
    expect(fromStranger.statusCode).toBe(429);
    expect(Number(fromStranger.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(victim, await generate({ secret: victim.totpSecret }), '192.0.2.44')).statusCode).toBe(200);
    // An address that is no operator's answers the same: 401, then 429 after the same number of tries.
    const nobody = { email: 'nobody@staff.test', password: 'whatever-password' };
    const unknown: number[] = [];
    for (let i = 0; i <= STAFF_MAX_TRIES; i += 1) unknown.push((await signIn(nobody, '123456', '203.0.113.8')).statusCode);
    expect(unknown).toEqual([...Array(STAFF_MAX_TRIES).fill(401), 429]);
  });

  it(`the e-mail's ceiling: of 60 wrong tries from 12 clients at most ${STAFF_ACCOUNT_MAX_TRIES} are checked; the operator's known device signs in, a new device waits, an unknown e-mail answers alike, one audit entry (attack of 2026-11-29)`, async () => {
    const target = await createStaff(
      ctx.database.db,
      { email: 'target@staff.test', permissions: ['support'], password: 'target-password-1' },
      testStaffTotpKey(),
    );
    // The operator signed in on their laptop before: it holds a device cookie (HttpOnly, /api/admin/, a year), only its hash stored.
    const before = await signIn(target, await generate({ secret: target.totpSecret }));
    expect(before.statusCode, before.body).toBe(200);
    const deviceCookie = before.cookies.find((c) => c.name === STAFF_DEVICE_COOKIE);
    expect(deviceCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/' });
    expect(Number(deviceCookie!.maxAge)).toBeGreaterThan(300 * 24 * 3600);
    const laptop = deviceCookie!.value;
    const stored = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM staff_devices WHERE token_hash = ${hashOpaqueToken(laptop)}`),
    )[0]!.n;
    expect(stored).toBe(1);
    await ctx.database.db.execute(sql`UPDATE staff_accounts SET totp_last_step = 0 WHERE email = ${target.email}`);

    // 12 clients x 5 wrong tries, for the operator's e-mail and for an e-mail no account has.
    const clientCount = Math.ceil((STAFF_ACCOUNT_MAX_TRIES + 10) / STAFF_MAX_TRIES);
    const nobody = { email: 'nobody-here@staff.test', password: 'target-password-1' };
    const flood = (who: { email: string; password: string }, net: number) =>
      Promise.all(
        Array.from({ length: clientCount * STAFF_MAX_TRIES }, (_, i) =>
          signIn(who, '123456', `10.${net}.${Math.floor(i / STAFF_MAX_TRIES)}.1`),
        ),
      );
    const [known, unknown] = [await flood(target, 9), await flood(nobody, 8)];
    const count = (answers: { statusCode: number }[]) => ({
      401: answers.filter((a) => a.statusCode === 401).length,
      429: answers.filter((a) => a.statusCode === 429).length,
    });
    expect(count(known)).toEqual({ 401: STAFF_ACCOUNT_MAX_TRIES, 429: clientCount * STAFF_MAX_TRIES - STAFF_ACCOUNT_MAX_TRIES });
    // Known and unknown e-mails answer exactly alike: the same counts of 401 and 429.
    expect(count(unknown)).toEqual(count(known));

    // A new device, right password and code, from a fresh client: waits for the window, as a fresh client for the unknown e-mail.
    const fresh = await signIn(target, await generate({ secret: target.totpSecret }), '192.0.2.201');
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(nobody, '123456', '192.0.2.202')).statusCode).toBe(429);
    // A forged device cookie proves nothing.
    expect((await signIn(target, await generate({ secret: target.totpSecret }), '192.0.2.203', 'forged-device')).statusCode).toBe(429);

    // The operator's laptop, from a fresh address: signs in with the right code.
    const fromLaptop = await signIn(target, await generate({ secret: target.totpSecret }), '192.0.2.204', laptop);
    expect(fromLaptop.statusCode, fromLaptop.body).toBe(200);
    expect(fromLaptop.cookies.find((c) => c.name === STAFF_DEVICE_COOKIE)?.value).toBe(laptop);

    // One audit entry per e-mail and window when its ceiling is reached, not one per try.
    const audit = await ctx.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'staff.signInCeiling'));
    expect(audit.map((a) => a.target).sort()).toEqual(['nobody-here@staff.test', 'target@staff.test']);
    expect(audit[0]).toMatchObject({ staffId: null, after: { tries: STAFF_ACCOUNT_MAX_TRIES } });
  });

  it("a device proof is bound to its account: another operator's device counts on the e-mail's ceiling", async () => {
    const owner = await createStaff(
      ctx.database.db,
      { email: 'owner@staff.test', permissions: ['support'], password: 'owner-password-1' },
      testStaffTotpKey(),
    );
    const other = await createStaff(
      ctx.database.db,
      { email: 'other@staff.test', permissions: ['support'], password: 'other-password-1' },
      testStaffTotpKey(),
    );
    const signedOn = await signIn(other, await generate({ secret: other.totpSecret }));
    const othersDevice = signedOn.cookies.find((c) => c.name === STAFF_DEVICE_COOKIE)!.value;
    await Promise.all(
      Array.from({ length: STAFF_ACCOUNT_MAX_TRIES }, (_, i) => signIn(owner, '123456', `10.7.${Math.floor(i / STAFF_MAX_TRIES)}.1`)),
    );
    expect((await signIn(owner, await generate({ secret: owner.totpSecret }), '192.0.2.210', othersDevice)).statusCode).toBe(429);
  });

  it('sessions are short: 30 minutes without a request, or 8 hours after sign-in, end them', async () => {
    const idle = await signedIn(finance);
    await ctx.database.db.execute(
      sql`UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE token_hash = ${hashOpaqueToken(idle)}`,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/me/', headers: asStaff(idle) })).statusCode).toBe(404);
    const old = await signedIn(finance);
    await ctx.database.db.execute(
      sql`UPDATE staff_sessions SET created_at = now() - interval '9 hours' WHERE token_hash = ${hashOpaqueToken(old)}`,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/me/', headers: asStaff(old) })).statusCode).toBe(404);
  });

  it('the command prints the secret and ten recovery codes once, and refuses an unknown permission', async () => {
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(`ERR ${l}`) };
    expect(
      await runStaffCommand(ctx.database.db, ['--email', 'cli@staff.test', '--permissions', 'support,finance'], io, testStaffTotpKey()),
    ).toBe(0);
    expect(out.join('\n')).toMatch(/otpauth:\/\/totp\/.*cli%40staff\.test/);
    expect(out.filter((l) => /^ {2}[a-z0-9]{5}-[a-z0-9]{5}$/.test(l))).toHaveLength(10);
    expect(await runStaffCommand(ctx.database.db, ['--email', 'x@staff.test', '--permissions', 'root'], io, testStaffTotpKey())).toBe(2);
    expect(await runStaffCommand(ctx.database.db, ['--email', 'cli@staff.test', '--permissions', 'support'], io, testStaffTotpKey())).toBe(
      1,
    );
  });
});

describe('the audit log', () => {
  it('is append-only at the database level: UPDATE, DELETE and TRUNCATE raise', async () => {
    const db = ctx.database.db;
    const n = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM staff_audit_log`))[0]!.n;
    expect(n).toBeGreaterThan(0);
    const refusal = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => 'accepted',
        (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message),
      );
    expect(await refusal(sql`UPDATE staff_audit_log SET action = 'nothing'`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM staff_audit_log`)).toMatch(/append-only/);
    expect(await refusal(sql`TRUNCATE staff_audit_log`)).toMatch(/append-only/);
    const m = rowsOf<{ m: number }>(await db.execute(sql`SELECT count(*)::int AS m FROM staff_audit_log`))[0]!.m;
    expect(m).toBe(n);
  });

  it('staff read it, newest first, with who and what', async () => {
    const cookie = await signedIn(finance);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit/?limit=5', headers: asStaff(cookie) });
    expect(res.statusCode).toBe(200);
    const { entries } = res.json<{ entries: { id: number; action: string; staffEmail: string }[] }>();
    expect(entries[0]).toMatchObject({ action: 'staff.signIn', staffEmail: 'finance@staff.test' });
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => b - a));
  });
});

describe('money (item 3): a flagged payment refunded once', () => {
  async function flaggedOrder(company: string) {
    const owner = await createUser(ctx.database, { company });
    const [price] = await ctx.database.db
      .select({ productId: products.id, priceId: prices.id })
      .from(prices)
      .innerJoin(products, eq(products.id, prices.productId))
      .where(eq(products.code, 'additional_poster'));
    const order = await createPendingOrder(ctx.database.db, {
      recruiterId: owner.recruiterId,
      kind: 'products',
      lines: [{ ...price!, label: 'Affiche supplémentaire', quantity: 1, unitAmount: 1500 }],
    });
    const { sessionId } = await startCheckout(ctx.app.commerce, order, { successUrl: 'http://x.test/ok', cancelUrl: 'http://x.test/ko' });
    // Left to an operator (decision 074): flagged, no refund due yet.
    await ctx.database.db.transaction((tx) => flagOrderMismatch(tx, order.id, { reason: 'amount', charged: 900, sessionId }));
    return { order, sessionId, email: owner.email };
  }

  it('is listed, refunded through the provider, the buyer mailed, audited; a second and a parallel call refund nothing more', async () => {
    const { order, sessionId, email } = await flaggedOrder('Boulangerie Remboursée');
    const cookie = await signedIn(finance);
    const flagged = await ctx.app.inject({ method: 'GET', url: '/api/admin/payments/flagged/', headers: asStaff(cookie) });
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json<{ orders: { uuid: string }[] }>().orders.find((o) => o.uuid === order.uuid)).toMatchObject({
      status: 'payment_mismatch',
      charged: 900,
      reason: 'amount',
      refundStatus: null,
      company: 'Boulangerie Remboursée',
    });
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/admin/orders/${order.uuid}/`, headers: asStaff(cookie) });
    expect(detail.statusCode).toBe(200);

    const refund = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.uuid}/refund/`,
        headers: asStaff(cookie),
        payload: { reason: 'client prévenu' },
      });
    const answers = await Promise.all([refund(), refund()]);
    const statuses = answers.map((a) => a.statusCode).sort();
    // One refunds; the other finds it refunded or being refunded.
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 200 && a.json<{ alreadyRefunded: boolean }>().alreadyRefunded === false)).toHaveLength(1);
    const again = await refund();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyRefunded: true, order: { refundStatus: 'notified' } });

    const [session] = await ctx.database.db.select().from(embeddedCheckoutSessions).where(eq(embeddedCheckoutSessions.id, sessionId));
    expect(session!.refundId).toMatch(/^re_emb_/);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ refundStatus: 'notified', providerRefundId: session!.refundId });
    const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mails.filter((m) => m.template === 'payment-refunded')).toHaveLength(1);
    const audit = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `order:${order.uuid}`));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'order.refund', staffEmail: 'finance@staff.test' });
    expect(audit[0]!.before).toMatchObject({ refundStatus: null });
    expect(audit[0]!.after).toMatchObject({ refundStatus: 'notified', reason: 'client prévenu' });
  });

  it('a staff member without the finance permission gets 404 on the money routes', async () => {
    const other = await createStaff(
      ctx.database.db,
      {
        email: 'support2@staff.test',
        permissions: ['support'],
        password: 'support-password-2',
      },
      testStaffTotpKey(),
    );
    const res = await signIn(other, await generate({ secret: other.totpSecret }));
    const cookie = staffCookie(res);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/payments/flagged/', headers: asStaff(cookie) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/me/', headers: asStaff(cookie) })).statusCode).toBe(200);
  });
});

describe('inbox (item 5)', () => {
  it('lists new messages, answers one by mail (in the language chosen), closes another; each change audited', async () => {
    const db = ctx.database.db;
    const [asked] = await db
      .insert(contactMessages)
      .values({ kind: 'contact', email: 'visiteur@example.test', message: 'Quels sont vos tarifs ?' })
      .returning({ id: contactMessages.id });
    const [spam] = await db
      .insert(contactMessages)
      .values({ kind: 'qr_code', email: 'autre@example.test', message: 'Je veux 3 QR codes', quantity: 3 })
      .returning({ id: contactMessages.id });
    const cookie = await signedIn(support);
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/admin/inbox/', headers: asStaff(cookie) });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json<{ messages: { id: number }[] }>().messages.map((m) => m.id)).toEqual(expect.arrayContaining([asked!.id, spam!.id]));

    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/inbox/${asked!.id}/answer/`,
      headers: asStaff(cookie),
      payload: { answer: 'Our prices are on the site.', lang: 'en' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ message: { status: 'answered' } });
    // The "answered" tab shows what was sent, in which language, by whom (walk, decision 164).
    const answered = await ctx.app.inject({ method: 'GET', url: '/api/admin/inbox/?status=answered', headers: asStaff(cookie) });
    const shown = answered.json<{ messages: { id: number; answer: unknown }[] }>().messages.find((m) => m.id === asked!.id);
    expect(shown?.answer).toMatchObject({ text: 'Our prices are on the site.', lang: 'en', by: support.email, at: expect.any(String) });
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'visiteur@example.test'));
    expect(mail).toMatchObject({ template: 'inbox-answer', subject: 'Answer to your message' });
    expect(mail!.text).toContain('Our prices are on the site.');
    expect(mail!.text).toContain('Quels sont vos tarifs ?');

    const close = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/inbox/${spam!.id}/status/`,
        headers: asStaff(cookie),
        payload: { status: 'closed' },
      });
    expect((await close()).json()).toMatchObject({ message: { status: 'closed' } });
    await close();
    const closed = await ctx.app.inject({ method: 'GET', url: '/api/admin/inbox/?status=closed', headers: asStaff(cookie) });
    expect(closed.json<{ messages: { id: number }[] }>().messages.map((m) => m.id)).toContain(spam!.id);

    const audit = await db
      .select()
      .from(staffAuditLog)
      .where(sql`${staffAuditLog.target} IN (${`message:${asked!.id}`}, ${`message:${spam!.id}`})`);
    expect(audit.map((a) => a.action).sort()).toEqual(['inbox.answer', 'inbox.close']);
    expect(audit.every((a) => a.staffEmail === 'support@staff.test')).toBe(true);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/inbox/999999/status/',
          headers: asStaff(cookie),
          payload: { status: 'closed' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('every staff route is a 404 to everyone else (item 1)', () => {
  it('walks every staff operation of the document as anonymous and as each customer role', async () => {
    const operations = (await listOperations(ctx.app)).filter((op) => String(op.policy ?? '').startsWith('staff'));
    expect(operations.length).toBeGreaterThanOrEqual(6);
    const callers: Record<string, Record<string, string>> = { anonymous: XRW };
    for (const role of ROLES) {
      const user = await createUser(ctx.database, ROLE_FLAGS[role]);
      const { access } = await login(ctx.app, user.email, user.password);
      callers[role] = { ...XRW, ...bearer(access), cookie: `qr_access=${access}; ${STAFF_COOKIE}=forged-${role}` };
    }
    let walked = 0;
    for (const op of operations)
      for (const [caller, headers] of Object.entries(callers)) {
        const url = op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await ctx.app.inject({
          method: op.method,
          url,
          headers,
          payload: op.method === 'GET' ? undefined : { reason: 'test' },
        });
        expect(res.statusCode, `${caller} ${op.method} ${op.path}`).toBe(404);
        walked += 1;
      }
    expect(walked).toBe(operations.length * (ROLES.length + 1));
  });
});
