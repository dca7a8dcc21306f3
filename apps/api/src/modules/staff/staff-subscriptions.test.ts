import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema/index.ts';
import { createCommerceApp } from '../../../test/commerce-fixtures.ts';
import { bearer, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { staffSession } from '../../../test/staff-session.ts';

/**
 * Subscriptions changed by staff (issue 34 item 3, decision 160): listed as the customer's own
 * screen lists them, extended by free months or moved to a date once per period read (a retry is
 * 409), stopped at period end (what the customer's own "stop" does) or now; audited.
 */
let ctx: TestContext & { dataDir: string };
let finance: Awaited<ReturnType<typeof staffSession>>['headers'];

beforeAll(async () => {
  ctx = await createCommerceApp();
  finance = (await staffSession(ctx, 'subs-finance@staff.test', ['finance'])).headers;
}, 120_000);
afterAll(async () => ctx?.close());

type Sub = { uuid: string; status: string; currentPeriodEnd: string; cancelAtPeriodEnd: boolean };
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: finance, payload });

describe('subscriptions in the back office (item 3)', () => {
  it('extends, moves the renewal date, stops at period end then now; the customer sees the same; each once', async () => {
    const customer = await createUser(ctx.database, { affiliate: true });
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/subscriptions/?email=${encodeURIComponent(customer.email)}`,
      headers: finance,
    });
    expect(list.statusCode, list.body).toBe(200);
    const [kit] = list.json().results as Sub[];
    expect(kit).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    const end = new Date(kit!.currentPeriodEnd);

    const extend = { months: 2, currentPeriodEnd: kit!.currentPeriodEnd, reason: 'Geste commercial' };
    const extended = await post(`/api/admin/subscriptions/${kit!.uuid}/renewal/`, extend);
    expect(extended.statusCode, extended.body).toBe(200);
    const newEnd = new Date(extended.json().subscription.currentPeriodEnd);
    expect(newEnd.getUTCMonth()).toBe((end.getUTCMonth() + 2) % 12);
    // The same request again: the period it read has changed, nothing is added twice.
    expect((await post(`/api/admin/subscriptions/${kit!.uuid}/renewal/`, extend)).statusCode).toBe(409);

    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const moved = await post(`/api/admin/subscriptions/${kit!.uuid}/renewal/`, {
      date: inTenDays,
      currentPeriodEnd: newEnd.toISOString(),
      reason: 'Aligné sur la facturation',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().subscription.currentPeriodEnd).toBe(inTenDays);
    const past = await post(`/api/admin/subscriptions/${kit!.uuid}/renewal/`, {
      date: '2020-01-01T00:00:00.000Z',
      currentPeriodEnd: inTenDays,
      reason: 'Erreur',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors).toEqual({ date: ['form.validation.renewal_date_past'] });

    const stop = await post(`/api/admin/subscriptions/${kit!.uuid}/cancel/`, {
      when: 'period_end',
      currentPeriodEnd: inTenDays,
      reason: 'Demande du client',
    });
    expect(stop.json().subscription).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: inTenDays });
    // The customer's own screen reads the same.
    const { access } = await login(ctx.app, customer.email, customer.password);
    const own = await ctx.app.inject({ method: 'GET', url: '/api/subscriptions/', headers: bearer(access) });
    expect(own.statusCode).toBe(200);
    expect((own.json().results as Sub[]).find((s) => s.uuid === kit!.uuid)).toMatchObject({ cancelAtPeriodEnd: true });

    const now = await post(`/api/admin/subscriptions/${kit!.uuid}/cancel/`, { when: 'now', currentPeriodEnd: inTenDays, reason: 'Fraude' });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().subscription.status).not.toBe('active');
    expect(
      (await post(`/api/admin/subscriptions/${kit!.uuid}/cancel/`, { when: 'now', currentPeriodEnd: inTenDays, reason: 'Fraude' }))
        .statusCode,
    ).toBe(409);

    const audit = (
      await ctx.database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.target, `subscription:${kit!.uuid}`))
    ).map((a) => a.action);
    expect(audit).toEqual([
      'subscription.extend',
      'subscription.renewal_date',
      'subscription.cancel_at_period_end',
      'subscription.cancel_now',
    ]);
  });
});
