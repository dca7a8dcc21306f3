import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PAGE_SIZE } from '@app/contracts/staff-support';
import { backgroundJobs, type BackgroundDeps } from '../../background.ts';
import { addresses, emailOutbox, privacyRequests, recruiters, staffAccounts, staffAuditLog } from '../../db/schema/index.ts';
import { startJobQueue } from '../../lib/job-queue.ts';
import { rowsOf } from '../../lib/sql.ts';
import { createAddress, createApplication, createCandidate } from '../../../test/candidates-fixtures.ts';
import { createCommerceApp } from '../../../test/commerce-fixtures.ts';
import { bearer, createUser, login, refreshSession, testStaffTotpKey, type TestContext } from '../../../test/helpers.ts';
import { fillPath, listOperations, plausible } from '../../../test/openapi-routes.ts';
import { STAFF_COOKIE } from '../../plugins/staff-auth.ts';
import { createStaff, type CreatedStaff } from './staff.service.ts';
import { isSealed, openSecret, sealClearSecrets } from './totp-key.ts';

/**
 * The back office's support side (issue 34 items 2, 5, 6, decision 161), on the real database:
 * customers found and bounded, suspension ending every session, the read-only view refusing every
 * write by construction, GDPR requests with their deadline, failed jobs retried and discarded,
 * health, and the staff's own security (sealed TOTP secrets, password, re-enrolment, codes,
 * deactivation). Every change appears in the audit log.
 */
let ctx: TestContext & { dataDir: string };
let support: CreatedStaff;
let other: CreatedStaff;
let cookie: string;
const XRW = { 'x-requested-with': 'XMLHttpRequest' };
let clients = 0;

const signIn = (who: { email: string; password: string }, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/session/',
    headers: XRW,
    remoteAddress: `203.0.113.${(clients += 1) % 250}`,
    payload: { email: who.email, password: who.password, code },
  });
/** A session of `who`, the last TOTP step forgotten (as if 30 seconds had passed). */
async function signedIn(who: { email: string; password: string; totpSecret: string }): Promise<string> {
  await ctx.database.db.execute(sql`UPDATE staff_accounts SET totp_last_step = 0 WHERE email = ${who.email}`);
  const res = await signIn(who, await generate({ secret: who.totpSecret }));
  expect(res.statusCode, res.body).toBe(200);
  return res.cookies.find((c) => c.name === STAFF_COOKIE)!.value;
}
const asStaff = (c = cookie) => ({ ...XRW, cookie: `${STAFF_COOKIE}=${c}` });
const staffGet = (url: string, c = cookie) => ctx.app.inject({ method: 'GET', url, headers: asStaff(c) });
const staffPost = (url: string, payload: object = {}, c = cookie) => ctx.app.inject({ method: 'POST', url, headers: asStaff(c), payload });
const auditActions = async (action: string, target?: string) =>
  (await ctx.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action))).filter(
    (e) => !target || e.target === target,
  );

beforeAll(async () => {
  ctx = await createCommerceApp();
  support = await createStaff(
    ctx.database.db,
    { email: 'helpdesk@staff.test', permissions: ['support'], password: 'helpdesk-password-1' },
    testStaffTotpKey(),
  );
  other = await createStaff(
    ctx.database.db,
    { email: 'other@staff.test', permissions: ['support'], password: 'other-password-01' },
    testStaffTotpKey(),
  );
  cookie = await signedIn(support);
}, 120_000);
afterAll(async () => ctx?.close());

describe('customers (item 2)', () => {
  it('finds accounts by SIRET (theirs or a site’s), e-mail, company, site town, and candidates; bounded and paged', async () => {
    const acme = await createUser(ctx.database, { company: 'Acme Franchise', email: 'owner@acme-franchise.test' });
    await ctx.database.db.update(recruiters).set({ siret: '73282932000074' }).where(eq(recruiters.id, acme.recruiterId));
    const hunter = await createUser(ctx.database, { company: 'Chasseurs Réunis', headhunter: true });
    await ctx.database.db
      .insert(addresses)
      .values({ recruiterId: hunter.recruiterId, name: 'Agence Lyon', qrcodeTown: 'Villeurbanne', siret: '55210055400013' });
    const hits = async (q: string, kind = 'all') => {
      const res = await staffGet(`/api/admin/customers/?q=${encodeURIComponent(q)}&kind=${kind}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ hits: { uuid: string; roles: string[]; kind: string }[]; hasMore: boolean }>();
    };
    expect((await hits('73282932000074')).hits.map((h) => h.uuid)).toEqual([acme.recruiterUuid]);
    expect((await hits('552 100 554 00013')).hits.map((h) => h.uuid)).toEqual([hunter.recruiterUuid]);
    expect((await hits('OWNER@acme')).hits.map((h) => h.uuid)).toEqual([acme.recruiterUuid]);
    expect((await hits('acme fr')).hits.map((h) => h.uuid)).toEqual([acme.recruiterUuid]);
    expect((await hits('villeur')).hits).toMatchObject([{ uuid: hunter.recruiterUuid, roles: ['headhunter'] }]);
    expect((await hits('villeur', 'affiliate')).hits).toEqual([]);
    // LIKE's wildcards are text: '%%' matches no one though every e-mail would match the pattern.
    expect((await hits('%%')).hits).toEqual([]);
    // Bounded: a one-letter query, a query past 100 characters, a page past the last allowed: 400.
    expect((await staffGet('/api/admin/customers/?q=a')).statusCode).toBe(400);
    expect((await staffGet(`/api/admin/customers/?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await staffGet('/api/admin/customers/?q=acme&page=21')).statusCode).toBe(400);
    // Paged: one page more than a page of the same company.
    for (let i = 0; i <= CUSTOMER_PAGE_SIZE; i += 1) await createUser(ctx.database, { company: `Pagination ${i}` });
    const first = await hits('pagination');
    expect(first.hits).toHaveLength(CUSTOMER_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    const second = (await staffGet('/api/admin/customers/?q=pagination&page=2')).json<{ hits: unknown[]; hasMore: boolean }>();
    expect(second).toMatchObject({ hasMore: false });
    expect(second.hits).toHaveLength(1);
    // The account's view.
    const detail = await staffGet(`/api/admin/customers/${hunter.recruiterUuid}/`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ account: { company: 'Chasseurs Réunis', state: 'active' }, sites: [{ name: 'Agence Lyon' }] });
    expect((await staffGet('/api/admin/customers/00000000-0000-4000-8000-000000000000/')).statusCode).toBe(404);
  });

  it('suspends an account: its access and refresh tokens stop at once, sign-in says it is suspended; reactivated, it signs in', async () => {
    const user = await createUser(ctx.database);
    const session = await login(ctx.app, user.email, user.password);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/', headers: bearer(session.access) })).statusCode).toBe(200);
    // Its site's public apply page is live before, not while suspended, live again once reactivated (walk).
    const site = await createAddress(ctx.database.db, user.recruiterId, { name: 'Atelier suspendu' });
    const [siteRow] = await ctx.database.db.select({ uuid: addresses.uuid }).from(addresses).where(eq(addresses.id, site.id));
    const applyPage = async () => (await ctx.app.inject({ method: 'GET', url: `/api/apply/${siteRow!.uuid}/` })).statusCode;
    expect(await applyPage()).toBe(200);
    const res = await staffPost(`/api/admin/customers/${user.recruiterUuid}/suspend/`, { reason: 'impayé, demande du client' });
    expect(await applyPage()).toBe(404);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ account: { state: 'suspended' } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/', headers: bearer(session.access) })).statusCode).toBe(401);
    // The holder of the ended session is told why (the page shows it; walk, decision 164).
    const renewed = await refreshSession(ctx.app, session.refresh);
    expect(renewed.statusCode).toBe(403);
    expect(renewed.json()).toMatchObject({ code: 'account_suspended' });
    const signIn = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/token/', remoteAddress: '198.18.0.9', payload: { email: user.email, password } });
    const refused = await signIn(user.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account_suspended' });
    // A wrong password learns nothing of the suspension.
    expect((await signIn('Wrong-Password-2026!')).json()).toMatchObject({ code: 'invalid_credentials' });
    // Twice: one audit entry.
    expect((await staffPost(`/api/admin/customers/${user.recruiterUuid}/suspend/`, { reason: 'again' })).statusCode).toBe(200);
    expect(await auditActions('customer.suspend', `account:${user.recruiterUuid}`)).toHaveLength(1);
    const back = await staffPost(`/api/admin/customers/${user.recruiterUuid}/reactivate/`, { reason: 'réglé' });
    expect(back.json()).toMatchObject({ account: { state: 'active', suspendedAt: null } });
    expect((await signIn(user.password)).statusCode).toBe(200);
    expect(await applyPage()).toBe(200);
    expect(await auditActions('customer.reactivate', `account:${user.recruiterUuid}`)).toHaveLength(1);
  });

  it('sends the password reset mail and invites a multi-site customer through the invitation service, audited', async () => {
    const user = await createUser(ctx.database);
    expect((await staffPost(`/api/admin/customers/${user.recruiterUuid}/password-reset/`)).json()).toEqual({ sent: true });
    const invited = await staffPost('/api/admin/customers/invite/', {
      email: 'franchise@multi.test',
      company: 'Multi Sites SA',
      manager: 'Alex Durand',
      maxAddresses: 12,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({ outcome: 'created' });
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.toAddress} in (${user.email}, 'franchise@multi.test')`);
    expect(mails.map((m) => m.template).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/reset/i), expect.stringMatching(/invit/i)]),
    );
    expect(await auditActions('customer.invite')).toHaveLength(1);
    expect(await auditActions('customer.passwordReset', `account:${user.recruiterUuid}`)).toHaveLength(1);
    // An e-mail with a password: the invitation's own refusal.
    expect((await staffPost('/api/admin/customers/invite/', { email: user.email, company: 'X', manager: 'Y' })).json()).toMatchObject({
      code: 'email_taken',
    });
  });
});

describe('the read-only view as the customer', () => {
  it('opens once, reads the account, refuses every write of the document (cookie or bearer), is shown to the customer', async () => {
    const user = await createUser(ctx.database, { maxAddresses: 3 });
    const own = await login(ctx.app, user.email, user.password);
    const made = await staffPost(`/api/admin/customers/${user.recruiterUuid}/view-as/`);
    expect(made.statusCode, made.body).toBe(200);
    const { link } = made.json<{ link: string }>();
    const opened = await ctx.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode, opened.body).toBe(303);
    expect(opened.headers.location).toMatch(/^\/app\//);
    const access = opened.cookies.find((c) => c.name === 'qr_access')!.value;
    expect(opened.cookies.find((c) => c.name === 'qr_refresh')).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: link })).statusCode).toBe(401);
    const asView = { ...XRW, cookie: `qr_access=${access}` };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/', headers: asView })).statusCode).toBe(200);

    // Every operation that is not a read, with a plausible input, by cookie and by bearer: refused.
    const writes = (await listOperations(ctx.app)).filter((op) => op.method !== 'GET');
    expect(writes.length).toBeGreaterThan(40);
    const answers: string[] = [];
    for (const op of writes) {
      const url = fillPath(op.path, Object.fromEntries(op.pathParams.map((p) => [p.name, String(plausible(p.schema, 0, p.name))])));
      for (const headers of [asView, bearer(access)]) {
        const res = await ctx.app.inject({
          method: op.method,
          url,
          headers,
          ...(op.body ? { payload: plausible(op.body) as object } : {}),
        });
        if (op.path === '/api/token/sign-out/') continue;
        // The back office's routes read no customer token: there the view is nobody (never a success).
        if (op.path.startsWith('/api/admin/')) {
          if (res.statusCode < 400) answers.push(`${op.method} ${op.path}: ${res.statusCode}`);
          continue;
        }
        const code = res.statusCode === 403 ? res.json<{ code: string }>().code : String(res.statusCode);
        if (code !== 'view_only') answers.push(`${op.method} ${op.path}: ${code}`);
      }
    }
    expect(answers).toEqual([]);
    // The staff member's own browser holds the view's cookie: the back office's writes still work.
    const withView = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${user.recruiterUuid}/password-reset/`,
      headers: { ...XRW, cookie: `${STAFF_COOKIE}=${cookie}; qr_access=${access}` },
    });
    expect(withView.statusCode, withView.body).toBe(200);
    // The view's sign-out clears the browser's cookies only: the customer's own session goes on.
    const out = await ctx.app.inject({ method: 'POST', url: '/api/token/sign-out/', headers: asView });
    expect(out.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/', headers: bearer(own.access) })).statusCode).toBe(200);
    // The customer sees it in their account history; the staff's view lists it; audited.
    const history = await ctx.app.inject({ method: 'GET', url: '/api/account/support-views/', headers: bearer(own.access) });
    expect(history.json<{ views: unknown[] }>().views).toHaveLength(1);
    expect((await staffGet(`/api/admin/customers/${user.recruiterUuid}/`)).json()).toMatchObject({
      supportViews: [{ staffEmail: 'helpdesk@staff.test' }],
    });
    expect(await auditActions('customer.viewAs', `account:${user.recruiterUuid}`)).toHaveLength(1);
  }, 120_000);
});

describe('a read in the view changes nothing', () => {
  it('opening a received application in the view leaves it "reçue" and mails nobody; the customer opening it marks it "vue"', async () => {
    const user = await createUser(ctx.database, { maxAddresses: 3 });
    const own = await login(ctx.app, user.email, user.password);
    const address = await createAddress(ctx.database.db, user.recruiterId, { name: 'Atelier vu' });
    const candidate = await createCandidate(ctx.database.db, { email: `viewed-${Date.now()}@example.test` });
    const application = await createApplication(ctx.database.db, {
      candidateId: candidate.id,
      addressId: address.id,
      emailConfirmedAt: new Date(),
    });
    const { link } = (await staffPost(`/api/admin/customers/${user.recruiterUuid}/view-as/`)).json<{ link: string }>();
    const opened = await ctx.app.inject({ method: 'GET', url: link });
    const access = opened.cookies.find((c) => c.name === 'qr_access')!.value;
    const statusMails = async () =>
      (await ctx.database.db.select().from(emailOutbox)).filter((m) => JSON.stringify(m).includes('candidate-application-status')).length;
    const before = await statusMails();
    const read = await ctx.app.inject({ method: 'GET', url: `/api/applications/${application.uuid}/`, headers: bearer(access) });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().status).toBe('received');
    expect(await statusMails()).toBe(before);
    const mine = await ctx.app.inject({ method: 'GET', url: `/api/applications/${application.uuid}/`, headers: bearer(own.access) });
    expect(mine.json().status).toBe('seen');
  });
});

describe('the account view lists applications by date (walk, decision 164)', () => {
  it('newest first by the date received, whatever order the rows were written in', async () => {
    const user = await createUser(ctx.database, { maxAddresses: 3 });
    const address = await createAddress(ctx.database.db, user.recruiterId, { name: 'Atelier daté' });
    const made = [];
    for (const day of ['2026-03-10', '2026-01-05', '2026-05-20']) {
      const candidate = await createCandidate(ctx.database.db, { email: `dated-${day}-${Date.now()}@example.test` });
      const application = await createApplication(ctx.database.db, {
        candidateId: candidate.id,
        addressId: address.id,
        emailConfirmedAt: new Date(),
      });
      await ctx.database.db.execute(
        sql`UPDATE applications SET created_at = ${`${day}T09:00:00Z`}::timestamptz WHERE uuid = ${application.uuid}`,
      );
      made.push({ uuid: application.uuid, day });
    }
    const detail = (await staffGet(`/api/admin/customers/${user.recruiterUuid}/`)).json<{ applications: { recent: { uuid: string }[] } }>();
    const byDate = [...made].sort((a, b) => b.day.localeCompare(a.day)).map((a) => a.uuid);
    expect(detail.applications.recent.map((a) => a.uuid)).toEqual(byDate);
  });
});

describe('obligations (item 5)', () => {
  it('records a GDPR request with its one-month deadline, done once; a download on the site is recorded done, masked', async () => {
    const added = await staffPost('/api/admin/privacy/requests/', {
      kind: 'erasure',
      subject: 'candidate',
      email: 'Someone@Example.test',
      receivedOn: '2026-01-31',
    });
    expect(added.statusCode, added.body).toBe(200);
    const request = added.json<{ request: { id: number; dueAt: string; overdue: boolean } }>().request;
    expect(request.dueAt.slice(0, 10)).toBe('2026-02-28');
    expect(request.overdue).toBe(true);
    const open = (await staffGet('/api/admin/privacy/requests/')).json<{ requests: { id: number }[] }>().requests;
    expect(open.map((r) => r.id)).toContain(request.id);
    expect((await staffPost(`/api/admin/privacy/requests/${request.id}/done/`, { note: 'anonymisé' })).json()).toMatchObject({
      request: { overdue: false },
    });
    await staffPost(`/api/admin/privacy/requests/${request.id}/done/`, {});
    expect(await auditActions('privacy.done', `privacy:${request.id}`)).toHaveLength(1);
    const user = await createUser(ctx.database, { email: 'downloader@example.test' });
    const { access } = await login(ctx.app, user.email, user.password);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/data/', headers: bearer(access) })).statusCode).toBe(200);
    const [recorded] = await ctx.database.db.select().from(privacyRequests).where(eq(privacyRequests.channel, 'self_service'));
    expect(recorded).toMatchObject({ kind: 'export', subject: 'account', email: 'd***@example.test' });
    expect(recorded!.doneAt).not.toBeNull();
    expect((await staffGet('/api/admin/privacy/retention/')).statusCode).toBe(200);
  });
});

describe('operations (item 6)', () => {
  it('lists a failed job with its error, retries one and discards another, audited; health checks each part', async () => {
    const jobs = backgroundJobs({ db: ctx.database.db } as BackgroundDeps);
    const failing = await startJobQueue({
      connection: ctx.database.jobQueueConnection(),
      jobs: [
        {
          ...jobs['invoice-pdfs'],
          schedule: undefined,
          retryLimit: 0,
          run: async () => {
            throw new Error('storage unreachable');
          },
        },
      ],
      work: true,
      pollingIntervalSeconds: 0.5,
      log: { info: () => undefined, debug: () => undefined, error: () => undefined },
    });
    // The queue is exclusive: one job at a time, the second sent once the first failed.
    for (const n of [1, 2]) {
      await failing.send('invoice-pdfs', { n });
      const end = Date.now() + 30_000;
      while ((await failing.failed()).length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    }
    await failing.stop();
    const overview = await staffGet('/api/admin/jobs/');
    expect(overview.statusCode, overview.body).toBe(200);
    const { failed, queues } = overview.json<{ failed: { id: string; queue: string; error: string }[]; queues: { name: string }[] }>();
    expect(failed).toHaveLength(2);
    expect(failed[0]).toMatchObject({ queue: 'invoice-pdfs', error: 'storage unreachable' });
    expect(queues.map((q) => q.name)).toContain('invoice-pdfs');
    expect((await staffPost(`/api/admin/jobs/${failed[0]!.id}/retry/`)).json()).toEqual({ done: true });
    expect((await staffPost(`/api/admin/jobs/${failed[1]!.id}/discard/`)).json()).toEqual({ done: true });
    expect((await staffPost(`/api/admin/jobs/${failed[1]!.id}/discard/`)).statusCode).toBe(404);
    expect((await staffGet('/api/admin/jobs/')).json<{ failed: unknown[] }>().failed).toEqual([]);
    const waiting = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'invoice-pdfs' AND state IN ('created', 'retry')`,
      ),
    );
    expect(waiting[0]!.n).toBe(1);
    expect(await auditActions('job.retry')).toHaveLength(1);
    expect(await auditActions('job.discard')).toHaveLength(1);
    const health = (await staffGet('/api/admin/health/')).json<{ checks: { part: string; ok: boolean; ms: number }[] }>();
    expect(health.checks.map((c) => [c.part, c.ok])).toEqual([
      ['database', true],
      ['queue', true],
      ['mail', true],
      ['storage', true],
    ]);
  }, 120_000);
});

describe("the staff's own security", () => {
  it('keeps the TOTP secret sealed under the key outside the database; a clear secret of before is sealed and still signs in', async () => {
    const [row] = await ctx.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, support.email));
    expect(isSealed(row!.totpSecret)).toBe(true);
    expect(row!.totpSecret).not.toContain(support.totpSecret);
    expect(openSecret(row!.totpSecret, testStaffTotpKey())).toBe(support.totpSecret);
    expect(() => openSecret(row!.totpSecret, Buffer.alloc(32, 7))).toThrow();
    // A secret stored in clear before decision 161.
    await ctx.database.db.update(staffAccounts).set({ totpSecret: other.totpSecret }).where(eq(staffAccounts.email, other.email));
    expect(await sealClearSecrets(ctx.database.db, testStaffTotpKey())).toBe(1);
    expect(await sealClearSecrets(ctx.database.db, testStaffTotpKey())).toBe(0);
    await signedIn(other);
  });

  it('changes the password, re-enrols TOTP and renews recovery codes, each proven by password and code; audited', async () => {
    const me = await createStaff(
      ctx.database.db,
      { email: 'self@staff.test', permissions: ['support'], password: 'self-password-001' },
      testStaffTotpKey(),
    );
    const c = await signedIn(me);
    const reset = () => ctx.database.db.execute(sql`UPDATE staff_accounts SET totp_last_step = 0 WHERE email = ${me.email}`);
    const code = () => generate({ secret: me.totpSecret });
    expect(
      (
        await staffPost(
          '/api/admin/me/password/',
          { oldPassword: 'wrong-password-00', newPassword: 'a-new-password-22', code: await code() },
          c,
        )
      ).statusCode,
    ).toBe(400);
    await reset();
    const changed = await staffPost(
      '/api/admin/me/password/',
      { oldPassword: me.password, newPassword: 'a-new-password-22', code: await code() },
      c,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    me.password = 'a-new-password-22';
    await reset();
    const begun = await staffPost('/api/admin/me/totp/', { password: me.password, code: await code() }, c);
    expect(begun.statusCode, begun.body).toBe(200);
    const { secret } = begun.json<{ secret: string }>();
    expect((await staffPost('/api/admin/me/totp/confirm/', { code: '000000' }, c)).statusCode).toBe(400);
    expect((await staffPost('/api/admin/me/totp/confirm/', { code: await generate({ secret }) }, c)).statusCode).toBe(200);
    me.totpSecret = secret;
    await reset();
    const renewed = await staffPost('/api/admin/me/recovery-codes/', { password: me.password, code: await code() }, c);
    const { recoveryCodes } = renewed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect((await signIn(me, me.recoveryCodes[0]!)).statusCode).toBe(401);
    expect((await signIn(me, recoveryCodes[0]!)).statusCode).toBe(200);
    await signedIn(me);
    for (const action of ['staff.password', 'staff.totpEnrol', 'staff.recoveryCodes']) expect(await auditActions(action)).toHaveLength(1);
  });

  it('lists staff; a member deactivates another (whose session stops), never themselves', async () => {
    const victim = await createStaff(
      ctx.database.db,
      { email: 'leaver@staff.test', permissions: ['support'], password: 'leaver-password-1' },
      testStaffTotpKey(),
    );
    const theirs = await signedIn(victim);
    const list = (await staffGet('/api/admin/staff/')).json<{ staff: { id: number; email: string }[] }>().staff;
    const target = list.find((m) => m.email === victim.email)!;
    const self = list.find((m) => m.email === support.email)!;
    expect((await staffPost(`/api/admin/staff/${self.id}/deactivate/`)).statusCode).toBe(409);
    const res = await staffPost(`/api/admin/staff/${target.id}/deactivate/`);
    expect(res.json()).toMatchObject({ member: { isActive: false } });
    expect((await staffGet('/api/admin/me/', theirs)).statusCode).toBe(404);
    expect(await auditActions('staff.deactivate', `staff:${target.id}`)).toHaveLength(1);
  });

  it('never deactivates the last active holder of a permission: support cannot lock finance out (outside attack, decision 169)', async () => {
    const db = ctx.database.db;
    // The only active finance member.
    await db.execute(sql`UPDATE staff_accounts SET is_active = false WHERE 'finance' = ANY(permissions)`);
    const only = await createStaff(
      db,
      { email: 'only-finance@staff.test', permissions: ['finance'], password: 'only-finance-password-1' },
      testStaffTotpKey(),
    );
    const idOf = async (email: string) =>
      (await staffGet('/api/admin/staff/')).json<{ staff: { id: number; email: string }[] }>().staff.find((m) => m.email === email)!.id;
    const refused = await staffPost(`/api/admin/staff/${await idOf(only.email)}/deactivate/`);
    expect(refused.statusCode).toBe(409);
    expect(await auditActions('staff.deactivate', `staff:${await idOf(only.email)}`)).toHaveLength(0);
    // With a second finance member, the first may go.
    await createStaff(
      db,
      { email: 'second-finance@staff.test', permissions: ['finance'], password: 'second-finance-password-1' },
      testStaffTotpKey(),
    );
    expect((await staffPost(`/api/admin/staff/${await idOf(only.email)}/deactivate/`)).json()).toMatchObject({
      member: { isActive: false },
    });
  });

  it('ends the views of a deactivated member at once, and two members deactivating each other at once leave one (outside attack)', async () => {
    const [a, b] = await Promise.all(
      ['pair-a@staff.test', 'pair-b@staff.test'].map((email) =>
        createStaff(ctx.database.db, { email, permissions: ['support'], password: `${email}-password-1` }, testStaffTotpKey()),
      ),
    );
    const [aCookie, bCookie] = [await signedIn(a!), await signedIn(b!)];
    // b opens a view of a customer.
    const user = await createUser(ctx.database, {});
    const { link } = (await staffPost(`/api/admin/customers/${user.recruiterUuid}/view-as/`, {}, bCookie)).json<{ link: string }>();
    const opened = await ctx.app.inject({ method: 'GET', url: link });
    const view = opened.cookies.find((c) => c.name === 'qr_access')!.value;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/', headers: bearer(view) })).statusCode).toBe(200);
    // a and b deactivate each other at the same time: one of them wins, never both.
    const list = (await staffGet('/api/admin/staff/')).json<{ staff: { id: number; email: string }[] }>().staff;
    const idOf = (email: string) => list.find((m) => m.email === email)!.id;
    const answers = await Promise.all([
      staffPost(`/api/admin/staff/${idOf(b!.email)}/deactivate/`, {}, aCookie),
      staffPost(`/api/admin/staff/${idOf(a!.email)}/deactivate/`, {}, bCookie),
    ]);
    const active = rowsOf<{ email: string }>(
      await ctx.database.db.execute(sql`SELECT email FROM staff_accounts WHERE email IN (${a!.email}, ${b!.email}) AND is_active`),
    );
    expect(active, answers.map((r) => `${r.statusCode} ${r.body}`).join(' | ')).toHaveLength(1);
    // Whichever lost: if it was b, its view reads nothing more, on a route that reads the caller itself too.
    if (active[0]!.email === a!.email) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/', headers: bearer(view) })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/profile/', headers: bearer(view) })).statusCode).toBe(401);
    } else {
      await staffPost(`/api/admin/staff/${idOf(b!.email)}/deactivate/`, {}, cookie);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/', headers: bearer(view) })).statusCode).toBe(401);
    }
  });
});
