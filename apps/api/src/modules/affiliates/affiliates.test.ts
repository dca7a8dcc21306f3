import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf, nextMonth, previousMonth } from '@app/contracts/affiliates';
import { affiliateEarnings, affiliatePayouts } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, login, type TestContext, type UserFixture } from '../../../test/helpers.ts';
import { pngShowsQrCode } from '../../../test/addresses-fixtures.ts';
import {
  addEarnings,
  addKitOrder,
  attributeCandidates,
  setBankDetails,
  VALID_IBAN,
  VALID_IBAN_PRINTED,
} from '../../../test/affiliates-fixtures.ts';
import { monthToClose, runMonthlyPayouts } from './monthly-payouts.ts';
import { nextPayoutRun } from './payouts.ts';
import { payMonth } from './payout-file.service.ts';
import { createOutboxMailer } from '../../providers/mail/mailer.ts';

const ORIGIN = 'http://localhost:3000'; // PUBLIC_URL of the test app
const DAY = 86_400_000;

describe('affiliate area', () => {
  let ctx: TestContext;
  let affiliate: UserFixture & { access: string };
  const get = (url: string, access?: string) => ctx.app.inject({ method: 'GET', url, headers: access ? bearer(access) : {} });
  const patch = (payload: unknown, access = affiliate.access) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/affiliate/profile/', headers: bearer(access), payload: payload as object });
  const newAffiliate = async () => {
    const user = await createUser(ctx.database, { affiliate: true });
    return { ...user, access: (await login(ctx.app, user.email, user.password)).access };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    affiliate = await newAffiliate();
  });
  afterAll(async () => ctx?.close());

  describe('permissions', () => {
    const paths = [
      '/api/affiliate/dashboard/',
      '/api/affiliate/profile/',
      '/api/affiliate/qrcode/',
      '/api/affiliate/poster/',
      '/api/affiliate/poster/?format=sticker',
    ];

    it('401 without a token; 403 for recruiters of every kind; 200 for the affiliate', async () => {
      for (const url of paths) expect((await get(url)).statusCode, url).toBe(401);
      for (const options of [{}, { maxAddresses: 3 }, { headhunter: true }, { headhunter: true, headhunterPremium: true }]) {
        const user = await createUser(ctx.database, options);
        const { access } = await login(ctx.app, user.email, user.password);
        for (const url of paths) expect((await get(url, access)).statusCode, `${JSON.stringify(options)} ${url}`).toBe(403);
        expect((await patch({ accountHolderName: 'Intrus' }, access)).statusCode).toBe(403);
      }
      for (const url of paths) expect((await get(url, affiliate.access)).statusCode, url).toBe(200);
    });
  });

  describe('GET/PATCH /api/affiliate/profile/', () => {
    it('reads and saves the account holder name, the IBAN (compact) and the phone number', async () => {
      const me = await newAffiliate();
      const before = (await get('/api/affiliate/profile/', me.access)).json();
      expect(before).toEqual({
        email: me.email,
        phoneNumber: null,
        accountHolderName: null,
        iban: null,
        bankDetailsComplete: false,
        bankDetailsIssue: 'iban_missing',
        bankDetailsHeldUntil: null,
      });
      // The first bank details need the password too (decision 116; bank-details.test.ts covers the rest).
      const res = await patch(
        {
          accountHolderName: ' Paul Durand ',
          iban: VALID_IBAN_PRINTED.toLowerCase(),
          phoneNumber: '06 12 34 56 78',
          currentPassword: me.password,
        },
        me.access,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        email: me.email,
        phoneNumber: '06 12 34 56 78',
        accountHolderName: 'Paul Durand',
        iban: VALID_IBAN,
        bankDetailsComplete: true,
        bankDetailsIssue: null,
        bankDetailsHeldUntil: expect.any(String),
      });
      expect((await get('/api/affiliate/profile/', me.access)).json().iban).toBe(VALID_IBAN);
      // The layout's warning dot reads the profile's accountHolderName.
      expect((await get('/api/recruiter/me/profile/', me.access)).json().recruiter.accountHolderName).toBe('Paul Durand');
    });

    it('refuses an IBAN with a wrong mod-97 key, a wrong shape, and other invalid fields', async () => {
      const cases: [object, string, string][] = [
        [{ iban: 'FR76 3000 6000 0112 3456 7890 188' }, 'iban', 'form.validation.iban_checksum'],
        [{ iban: 'GB82WEST12345698765433' }, 'iban', 'form.validation.iban_checksum'],
        [{ iban: 'FR7A 3000 6000' }, 'iban', 'form.validation.iban'],
        [{ iban: '30006000011234567890189' }, 'iban', 'form.validation.iban'],
        [{ iban: '' }, 'iban', 'form.validation.required'],
        [{ accountHolderName: '   ' }, 'accountHolderName', 'form.validation.required'],
        [{ accountHolderName: 'x'.repeat(71) }, 'accountHolderName', 'form.validation.max_length'],
        [{ phoneNumber: '12' }, 'phoneNumber', 'form.validation.phone'],
      ];
      for (const [body, field, key] of cases) {
        const res = await patch(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().fieldErrors[field], JSON.stringify(body)).toEqual([key]);
      }
      expect((await patch({ email: 'autre@example.test' })).statusCode).toBe(400); // e-mail changes elsewhere
      expect((await get('/api/affiliate/profile/', affiliate.access)).json().iban).toBeNull();
    });
  });

  describe('personal QR code and printable files', () => {
    it('the PNG encodes the candidate sign-up link with the affiliate uuid', async () => {
      const res = await get('/api/affiliate/qrcode/', affiliate.access);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-suggested-filename']).toBe('qrcode-affilie.png');
      expect(pngShowsQrCode(res.rawPayload, `${ORIGIN}/app/candidate-signup?affiliate=${affiliate.recruiterUuid}`)).toBe(true);
      const other = await newAffiliate();
      expect(pngShowsQrCode(res.rawPayload, `${ORIGIN}/app/candidate-signup?affiliate=${other.recruiterUuid}`)).toBe(false);
    });

    it('the poster is a one-page A4 PDF, the sticker a 100 mm square', async () => {
      const poster = await get('/api/affiliate/poster/', affiliate.access);
      expect(poster.headers['content-type']).toBe('application/pdf');
      expect(poster.headers['x-suggested-filename']).toBe('affiche-qrecrute.pdf');
      const a4 = poster.rawPayload.toString('latin1');
      expect(a4.startsWith('%PDF-')).toBe(true);
      expect(a4).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
      expect(a4.match(/\/Type \/Page\b/g)).toHaveLength(1);
      const sticker = await get('/api/affiliate/poster/?format=sticker', affiliate.access);
      expect(sticker.headers['x-suggested-filename']).toBe('autocollant-qrecrute.pdf');
      expect(sticker.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 283\.46\d* 283\.46\d*\]/);
      expect((await get('/api/affiliate/poster/?format=banner', affiliate.access)).statusCode).toBe(400);
    });
  });

  describe('GET /api/affiliate/dashboard/', () => {
    it('counts sign-ups and resumes sold this month and in total, earnings, carry-over, kit delivery', async () => {
      const me = await newAffiliate();
      const now = new Date();
      const month = monthOf(now);
      const last = previousMonth(month);
      const lastMonthDay = new Date(`${last.slice(0, 8)}15T12:00:00Z`);
      // Four sign-ups through the code this month, three proven (they earned): the count is the proven ones (decision 119).
      await attributeCandidates(ctx.database, me.recruiterId, 4, now);
      await attributeCandidates(ctx.database, me.recruiterId, 2, lastMonthDay);
      await addEarnings(ctx.database, me.recruiterId, 'signup', month, 3);
      await addEarnings(ctx.database, me.recruiterId, 'signup', last, 2);
      await addEarnings(ctx.database, me.recruiterId, 'resume_sale', last, 4, 300);
      await addEarnings(ctx.database, me.recruiterId, 'resume_sale', month, 1, 700);
      const paidAt = new Date(now.getTime() - 2 * DAY);
      await addKitOrder(ctx.database, me.recruiterId, null);
      await addKitOrder(ctx.database, me.recruiterId, paidAt);

      const res = await get('/api/affiliate/dashboard/', me.access);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.month).toBe(month);
      expect(body.signUps).toEqual({ thisMonth: 3, total: 5 });
      expect(body.resumesSold).toEqual({ thisMonth: 1, total: 5 });
      // The month's tile adds up from its sources (was captioned "1,00 € par inscription" under 10 €).
      expect(body.earnings).toEqual({
        thisMonthCents: 1000,
        thisMonthSignUpsCents: 300,
        thisMonthResumeSalesCents: 700,
        carriedOverCents: 1400,
        unpaidCents: 2400,
        totalCents: 2400,
      });
      expect(body.threshold).toEqual({ resumesSold: 10, reached: false, remaining: 5 });
      // Below the threshold no transfer is announced: everything earned waits (was "next payout · 24,00 €").
      expect(body.nextPayout).toEqual({ status: 'below_threshold', ...nextPayoutRun(new Date()), amountCents: 0, waitingCents: 2400 });
      expect(body.bankDetailsComplete).toBe(false);
      expect(body.history.map((m: { month: string }) => m.month)).toEqual([month, last]);
      expect(body.history[1]).toEqual({ month: last, signUps: 2, resumesSold: 4, earningsCents: 1400, payout: null });
      expect(body.kit).toEqual({
        status: 'paid',
        orderUuid: expect.any(String),
        paidAt: paidAt.toISOString(),
        deliveryDate: new Date(paidAt.getTime() + 7 * DAY).toISOString().slice(0, 10),
        delivered: false,
        // The test affiliate's kit subscription (decision 128) covers today.
        coversToday: true,
        coversUntil: expect.any(String),
      });
      expect(body.signupUrl).toBe(`${ORIGIN}/app/candidate-signup?affiliate=${me.recruiterUuid}`);
    });

    it('the history lists every month from the first activity, gaps included, newest first', async () => {
      const me = await newAffiliate();
      const month = monthOf(new Date());
      const threeAgo = previousMonth(previousMonth(previousMonth(month)));
      await addEarnings(ctx.database, me.recruiterId, 'signup', threeAgo, 1);
      const body = (await get('/api/affiliate/dashboard/', me.access)).json();
      expect(body.history.map((m: { month: string }) => m.month)).toEqual([
        month,
        previousMonth(month),
        previousMonth(previousMonth(month)),
        threeAgo,
      ]);
      expect(body.history[1]).toEqual({ month: previousMonth(month), signUps: 0, resumesSold: 0, earningsCents: 0, payout: null });
    });

    it('an affiliate without anything: zeros, no kit, the current month in the history', async () => {
      const me = await newAffiliate();
      const body = (await get('/api/affiliate/dashboard/', me.access)).json();
      expect(body.signUps).toEqual({ thisMonth: 0, total: 0 });
      expect(body.kit.status).toBe('none');
      expect(body.history).toHaveLength(1);
      expect(body.threshold.remaining).toBe(10);
    });
  });

  describe('monthly payouts job', () => {
    const payoutsOf = (affiliateId: number) =>
      ctx.database.db.select().from(affiliatePayouts).where(eq(affiliatePayouts.affiliateId, affiliateId));
    const unpaid = (affiliateId: number) =>
      ctx.database.db
        .select()
        .from(affiliateEarnings)
        .where(and(eq(affiliateEarnings.affiliateId, affiliateId), isNull(affiliateEarnings.payoutId)));

    it('two runs at once, even of different months, settle each earning once (decision 076)', async () => {
      const me = await newAffiliate();
      await setBankDetails(ctx.database, me.recruiterId, 'Paul Durand', VALID_IBAN);
      await addEarnings(ctx.database, me.recruiterId, 'resume_sale', '2025-01-01', 10, 300); // 3000, threshold reached
      await addEarnings(ctx.database, me.recruiterId, 'signup', '2025-02-01', 2); // 200
      // Another session holds inserts of payouts back until both runs have read what they would pay.
      let open = () => {};
      const gate = new Promise<void>((resolve) => (open = resolve));
      const blocker = ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table affiliate_payouts in share row exclusive mode`);
        await gate;
      });
      const runs = Promise.all([runMonthlyPayouts(ctx.database.db, '2025-01-01'), runMonthlyPayouts(ctx.database.db, '2025-02-01')]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      open();
      await blocker;
      // January's run first pays 3000 then February's 200; February's first pays 3200 and leaves January nothing.
      const outcomes = (await runs).map((list) => list.find((o) => o.affiliateId === me.recruiterId));
      const created = outcomes.reduce((sum, o) => sum + (o?.result === 'created' ? o.amountCents : 0), 0);
      expect(created).toBe(3200);
      const paid = (await payoutsOf(me.recruiterId)).reduce((sum, p) => sum + p.amountCents, 0);
      expect(paid).toBe(3200);
      expect(await unpaid(me.recruiterId)).toHaveLength(0);
    });

    it('carries over below 10 resumes sold, then pays everything due on reaching them, once', async () => {
      const me = await newAffiliate();
      await setBankDetails(ctx.database, me.recruiterId, 'Paul Durand', VALID_IBAN);
      await addEarnings(ctx.database, me.recruiterId, 'signup', '2025-01-01', 5); // 500
      await addEarnings(ctx.database, me.recruiterId, 'resume_sale', '2025-01-01', 6, 300); // 1800
      const january = (await runMonthlyPayouts(ctx.database.db, '2025-01-01')).find((o) => o.affiliateId === me.recruiterId);
      expect(january).toEqual({ affiliateId: me.recruiterId, result: 'below_threshold', carriedOverCents: 2300 });
      expect(await payoutsOf(me.recruiterId)).toHaveLength(0);

      await addEarnings(ctx.database, me.recruiterId, 'resume_sale', '2025-02-01', 4, 700); // 2800, 10 sold in total
      await addEarnings(ctx.database, me.recruiterId, 'signup', '2025-03-01', 2); // a later month: not part of February
      const february = (await runMonthlyPayouts(ctx.database.db, '2025-02-01')).find((o) => o.affiliateId === me.recruiterId);
      expect(february).toMatchObject({ result: 'created', amountCents: 5100, earnings: 15 });
      const [payout] = await payoutsOf(me.recruiterId);
      expect(payout).toMatchObject({ month: '2025-02-01', amountCents: 5100, status: 'scheduled' });
      expect((await unpaid(me.recruiterId)).map((e) => e.month)).toEqual(['2025-03-01', '2025-03-01']);

      const again = (await runMonthlyPayouts(ctx.database.db, '2025-02-01')).find((o) => o.affiliateId === me.recruiterId);
      expect(again?.result ?? 'not_listed').toMatch(/already_done|not_listed/);
      await addEarnings(ctx.database, me.recruiterId, 'signup', '2025-02-01', 1); // a late earning of February
      const late = (await runMonthlyPayouts(ctx.database.db, '2025-02-01')).find((o) => o.affiliateId === me.recruiterId);
      expect(late).toEqual({ affiliateId: me.recruiterId, result: 'already_done' });
      expect(await payoutsOf(me.recruiterId)).toHaveLength(1);

      // March: the threshold stays reached; the late February earning is paid with March's.
      const march = (await runMonthlyPayouts(ctx.database.db, '2025-03-01')).find((o) => o.affiliateId === me.recruiterId);
      expect(march).toMatchObject({ result: 'created', amountCents: 300, earnings: 3 });

      const dashboard = (await get('/api/affiliate/dashboard/', me.access)).json();
      expect(dashboard.threshold.reached).toBe(true);
      expect(dashboard.nextPayout).toMatchObject({ status: 'nothing_due', amountCents: 0, waitingCents: 0 });
      expect(dashboard.earnings.carriedOverCents).toBe(0);
    });

    it('needs a valid IBAN and an account holder name: without them earnings carry over', async () => {
      const me = await newAffiliate();
      await addEarnings(ctx.database, me.recruiterId, 'resume_sale', '2025-05-01', 10, 300);
      await setBankDetails(ctx.database, me.recruiterId, null, VALID_IBAN);
      expect((await runMonthlyPayouts(ctx.database.db, '2025-05-01')).find((o) => o.affiliateId === me.recruiterId)).toEqual({
        affiliateId: me.recruiterId,
        result: 'bank_details_missing',
        reason: 'account_holder_name_missing',
        carriedOverCents: 3000,
      });
      await setBankDetails(ctx.database, me.recruiterId, 'Paul Durand', 'FR7630006000011234567890188');
      expect((await runMonthlyPayouts(ctx.database.db, '2025-05-01')).find((o) => o.affiliateId === me.recruiterId)?.result).toBe(
        'bank_details_missing',
      );
      await setBankDetails(ctx.database, me.recruiterId, 'Paul Durand', VALID_IBAN);
      expect((await runMonthlyPayouts(ctx.database.db, '2025-06-01')).find((o) => o.affiliateId === me.recruiterId)).toMatchObject({
        result: 'created',
        amountCents: 3000,
      });
    });

    it('the dashboard tells whether each payout was sent to the bank in a SEPA file, and when (decision 081)', async () => {
      const me = await newAffiliate();
      const last = previousMonth(monthOf(new Date()));
      await setBankDetails(ctx.database, me.recruiterId, 'Paul Durand', VALID_IBAN);
      await addEarnings(ctx.database, me.recruiterId, 'resume_sale', last, 10, 300);
      await runMonthlyPayouts(ctx.database.db, last);
      const payoutOfLast = async () =>
        (await get('/api/affiliate/dashboard/', me.access)).json().history.find((m: { month: string }) => m.month === last).payout;
      expect(await payoutOfLast()).toEqual({
        amountCents: 3000,
        status: 'scheduled',
        payoutDate: `${nextMonth(last).slice(0, 8)}03`,
        paidAt: null,
        sentAt: null,
      });

      const stored = new Map<string, Buffer>();
      const storage = {
        driver: 'local' as const,
        put: async (key: string, body: Buffer) => void stored.set(key, body),
        get: async () => null,
        delete: async () => {},
      };
      const mailer = createOutboxMailer(ctx.database.db, ctx.config.mailFrom);
      const run = await payMonth({ db: ctx.database.db, storage, debtor: ctx.config.payoutDebtor, mailer, publicUrl: ORIGIN }, last);
      expect(stored.has(run.file!.key)).toBe(true);
      const [payout] = await payoutsOf(me.recruiterId);
      expect(payout!.sentAt).toBeInstanceOf(Date);
      expect(await payoutOfLast()).toMatchObject({ amountCents: 3000, status: 'scheduled', sentAt: payout!.sentAt!.toISOString() });
    });

    it('the dashboard announces the transfer the run will make: amount and date, or why not (bank details)', async () => {
      const me = await newAffiliate();
      const last = previousMonth(monthOf(new Date()));
      await addEarnings(ctx.database, me.recruiterId, 'resume_sale', last, 10, 300);
      const run = nextPayoutRun(new Date());
      const next = async () => (await get('/api/affiliate/dashboard/', me.access)).json().nextPayout;
      expect(await next()).toEqual({ status: 'bank_details', ...run, amountCents: 3000, waitingCents: 0 });
      await setBankDetails(ctx.database, me.recruiterId, 'Paul Durand', VALID_IBAN);
      expect(await next()).toEqual({ status: 'scheduled', ...run, amountCents: 3000, waitingCents: 0 });
      // The run of that date pays exactly that.
      const outcome = (await runMonthlyPayouts(ctx.database.db, run.closesMonth)).find((o) => o.affiliateId === me.recruiterId);
      expect(outcome).toMatchObject({ result: 'created', amountCents: 3000 });
    });

    it('closes the previous month when run on the 3rd', () => {
      expect(monthToClose(new Date('2026-03-03T06:00:00Z'))).toBe('2026-02-01');
      expect(monthToClose(new Date('2026-01-03T06:00:00Z'))).toBe('2025-12-01');
    });
  });
});
