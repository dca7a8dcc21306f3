import { AFFILIATE } from '@app/contracts/constants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateEarnings, affiliatePayouts, affiliateSignupBonusKeys, candidates, subscriptions } from '../../db/schema/index.ts';
import { seedReference } from '../../db/seed/reference.ts';
import { TokenSigner } from '../../lib/tokens.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import {
  bearer,
  createTestApp,
  createUser,
  giveAffiliateKit,
  lastConfirmationToken,
  login,
  TEST_JWT_SECRET,
  type TestContext,
} from '../../../test/helpers.ts';
import { referenceIds, type ReferenceIds } from '../../../test/jobs-fixtures.ts';
import { normalisedMailbox, SIGNUP_BONUSES_PER_DOMAIN_MONTH, signUpBonusKey } from './affiliate-earnings.ts';
import { runMonthlyPayouts } from './monthly-payouts.ts';

/**
 * Decision 128, the abuse of the affiliate programme found by the outside test:
 * - one mailbox earned the 1 € sign-up bonus again and again (sign up, confirm, erase, again);
 * - an affiliate who never paid the kit got the QR code, the poster, attributions, earnings and payouts.
 */

let ctx: TestContext;
let ref: ReferenceIds;
let ip = 0;
const headers = () => ({ 'x-forwarded-for': `198.51.100.${(++ip % 250) + 1}` });

const LYON = {
  placeName: 'Lyon',
  featureName: 'Lyon',
  context: '69, Rhône',
  description: 'Lyon',
  latitude: 45.75,
  longitude: 4.85,
  postalCode: '69003',
};
const signUp = (email: string, affiliateUuid: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/candidate-signup/',
    headers: headers(),
    payload: {
      firstName: 'Paul',
      lastName: 'Durand',
      email,
      phoneNumber: '0612345678',
      jobId: ref.jobs[0]!,
      experienceId: ref.experiences[1]!,
      place: LYON,
      consent: true,
      affiliate: affiliateUuid,
    },
  });

/** The confirmation link of the latest mail to the address, used. */
async function confirm(email: string): Promise<void> {
  const token = await lastConfirmationToken(ctx.database, email);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/candidate-email/confirm/', payload: { token }, headers: headers() });
  expect(res.statusCode).toBe(200);
}

const candidateOf = async (email: string) =>
  (
    await ctx.database.db
      .select()
      .from(candidates)
      .where(sql`lower(${candidates.email}) = lower(${email})`)
  )[0]!;

async function erase(candidateUuid: string): Promise<void> {
  const token = await new TokenSigner(TEST_JWT_SECRET).signCandidateData(candidateUuid, 3600);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/erase/', payload: { token }, headers: headers() });
  expect(res.statusCode).toBe(204);
}

const signUpEarningsCents = async (affiliateId: number) =>
  (
    await ctx.database.db
      .select()
      .from(affiliateEarnings)
      .where(and(eq(affiliateEarnings.affiliateId, affiliateId), eq(affiliateEarnings.kind, 'signup')))
  ).reduce((sum, e) => sum + e.amountCents, 0);

beforeAll(async () => {
  ctx = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  await seedReference(ctx.database.db, TEST_REFERENCE);
  ref = await referenceIds(ctx.database);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('a sign-up bonus is earned once per mailbox ever (decision 128)', () => {
  it('sign up, confirm, erase, sign up again with the same e-mail: one bonus, voided by the erasure, never earned again', async () => {
    const affiliate = await createUser(ctx.database, { affiliate: true });
    const email = `loop${Date.now()}@mybox.test`;
    const rounds: number[] = [];
    for (let round = 0; round < 3; round++) {
      expect((await signUp(email, affiliate.recruiterUuid)).statusCode).toBe(201);
      await confirm(email);
      rounds.push(await signUpEarningsCents(affiliate.recruiterId));
      await erase((await candidateOf(email)).uuid);
    }
    // Before: 100, 200, 300 cents (then kept after each erasure). Now: the first proof earns, the
    // erasure voids that unpaid bonus, and the mailbox never earns again.
    expect(rounds).toEqual([AFFILIATE.signUpEarningCents, 0, 0]);
    expect(await signUpEarningsCents(affiliate.recruiterId)).toBe(0);
    // What is kept is a keyed hash, never the address.
    const keys = await ctx.database.db.select().from(affiliateSignupBonusKeys);
    expect(keys.map((k) => k.emailKey)).toContain(signUpBonusKey(TEST_JWT_SECRET, email));
    expect(JSON.stringify(keys)).not.toContain(email);
  });

  it("the same mailbox spelt otherwise, through another affiliate's code, earns nothing more", async () => {
    const first = await createUser(ctx.database, { affiliate: true });
    const second = await createUser(ctx.database, { affiliate: true });
    const local = `jean.dupont${Date.now()}`;
    expect((await signUp(`${local}@gmail.com`, first.recruiterUuid)).statusCode).toBe(201);
    await confirm(`${local}@gmail.com`);
    expect(await signUpEarningsCents(first.recruiterId)).toBe(AFFILIATE.signUpEarningCents);
    await erase((await candidateOf(`${local}@gmail.com`)).uuid);
    const variant = `${local.replace('.', '').toUpperCase()}+qr@googlemail.com`;
    expect(normalisedMailbox(variant)).toBe(normalisedMailbox(`${local}@gmail.com`));
    expect((await signUp(variant, second.recruiterUuid)).statusCode).toBe(201);
    await confirm(variant);
    expect(await signUpEarningsCents(second.recruiterId)).toBe(0);
  });

  it('a catch-all domain earns at most 3 bonuses a month per affiliate; the sign-ups past it are still attributed (decision 149)', async () => {
    const affiliate = await createUser(ctx.database, { affiliate: true });
    const farm = `farm${Date.now()}.test`;
    // Subdomains of one domain count as that domain (attack32: a wildcard MX gave any number of them).
    const addresses = [`person0@${farm}`, `person1@a.${farm}`, `person2@b.${farm}`, `person3@c.a.${farm}`, `person4@${farm}`];
    for (const address of addresses) {
      expect((await signUp(address, affiliate.recruiterUuid)).statusCode).toBe(201);
      await confirm(address);
    }
    expect(await signUpEarningsCents(affiliate.recruiterId)).toBe(SIGNUP_BONUSES_PER_DOMAIN_MONTH * AFFILIATE.signUpEarningCents);
    const attributed = await ctx.database.db.execute(
      sql`select count(*)::int as n from affiliate_attributions a join candidates c on c.id = a.candidate_id where a.affiliate_id = ${affiliate.recruiterId} and c.email like ${`%${farm}`}`,
    );
    expect((attributed as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(5);
    // Another domain, and a public provider's mailbox, still earn.
    expect((await signUp(`someone@other${Date.now()}.test`, affiliate.recruiterUuid)).statusCode).toBe(201);
    await confirm(
      (
        await ctx.database.db
          .select()
          .from(candidates)
          .where(sql`email like 'someone@other%'`)
      ).at(-1)!.email!,
    );
    expect((await signUp(`marie.curie${Date.now()}@gmail.com`, affiliate.recruiterUuid)).statusCode).toBe(201);
    await confirm(
      (
        await ctx.database.db
          .select()
          .from(candidates)
          .where(sql`email like 'marie.curie%@gmail.com'`)
      ).at(-1)!.email!,
    );
    expect(await signUpEarningsCents(affiliate.recruiterId)).toBe((SIGNUP_BONUSES_PER_DOMAIN_MONTH + 2) * AFFILIATE.signUpEarningCents);
  });

  it('a bonus already in a payout is kept when the candidate is erased, and so are resume-sale earnings', async () => {
    const affiliate = await createUser(ctx.database, { affiliate: true });
    const email = `paid${Date.now()}@mybox.test`;
    await signUp(email, affiliate.recruiterUuid);
    await confirm(email);
    const candidate = await candidateOf(email);
    const [payout] = await ctx.database.db
      .insert(affiliatePayouts)
      .values({ affiliateId: affiliate.recruiterId, month: '2026-01-01', amountCents: 100, status: 'scheduled' })
      .returning();
    await ctx.database.db.update(affiliateEarnings).set({ payoutId: payout!.id }).where(eq(affiliateEarnings.candidateId, candidate.id));
    await ctx.database.db.insert(affiliateEarnings).values({
      affiliateId: affiliate.recruiterId,
      kind: 'resume_sale',
      candidateId: candidate.id,
      amountCents: 300,
      month: '2026-01-01',
    });
    await erase(candidate.uuid);
    const left = await ctx.database.db.select().from(affiliateEarnings).where(eq(affiliateEarnings.affiliateId, affiliate.recruiterId));
    expect(left.map((e) => [e.kind, e.amountCents]).sort()).toEqual([
      ['resume_sale', 300],
      ['signup', AFFILIATE.signUpEarningCents],
    ]);
  });
});

describe('affiliate in good standing = a paid kit covering today (decision 128)', () => {
  const DAY = 86_400_000;
  const cases: [string, (recruiterId: number) => Promise<void>][] = [
    ['no kit paid (order pending)', async () => {}],
    [
      'an expired kit',
      (id) => giveAffiliateKit(ctx.database, id, { start: new Date(Date.now() - 400 * DAY), end: new Date(Date.now() - DAY) }),
    ],
    ['a cancelled kit', (id) => giveAffiliateKit(ctx.database, id, { status: 'canceled' })],
  ];

  for (const [name, kit] of cases) {
    it(`${name}: no QR code, no poster, no attribution, no earning, no payout`, async () => {
      const affiliate = await createUser(ctx.database, { affiliate: true, kit: false });
      await kit(affiliate.recruiterId);
      const { access } = await login(ctx.app, affiliate.email, affiliate.password);

      for (const url of ['/api/affiliate/qrcode/', '/api/affiliate/poster/?format=poster', '/api/affiliate/poster/?format=sticker']) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(access) });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code, url).toBe('affiliate_kit_unpaid');
      }
      // The dashboard still answers, and says the kit does not cover today.
      const dashboard = await ctx.app.inject({ method: 'GET', url: '/api/affiliate/dashboard/', headers: bearer(access) });
      expect(dashboard.statusCode).toBe(200);
      expect(dashboard.json().kit.coversToday).toBe(false);

      const info = await ctx.app.inject({
        method: 'GET',
        url: `/api/candidate-signup/?affiliate=${affiliate.recruiterUuid}`,
        headers: headers(),
      });
      expect(info.json()).toMatchObject({ valid: false });
      const email = `unpaid${Date.now()}${ip}@people.test`;
      const res = await signUp(email, affiliate.recruiterUuid);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ affiliated: false });
      await confirm(email);
      expect(await signUpEarningsCents(affiliate.recruiterId)).toBe(0);

      // Earnings written while the kit was paid are carried over, not paid, while it is not.
      await ctx.database.db.insert(affiliateEarnings).values(
        Array.from({ length: 10 }, () => ({
          affiliateId: affiliate.recruiterId,
          kind: 'resume_sale' as const,
          amountCents: 500,
          month: '2026-01-01',
        })),
      );
      const outcomes = await runMonthlyPayouts(ctx.database.db, '2026-01-01');
      expect(outcomes.find((o) => o.affiliateId === affiliate.recruiterId)).toEqual({
        affiliateId: affiliate.recruiterId,
        result: 'kit_unpaid',
        carriedOverCents: 5000,
      });
    });
  }

  it('a paid kit covering today: QR code, poster, attribution and earning as before; payouts go on to the bank details check', async () => {
    const affiliate = await createUser(ctx.database, { affiliate: true });
    const { access } = await login(ctx.app, affiliate.email, affiliate.password);
    const qr = await ctx.app.inject({ method: 'GET', url: '/api/affiliate/qrcode/', headers: bearer(access) });
    expect(qr.statusCode, qr.body.slice(0, 300)).toBe(200);
    const dashboard = await ctx.app.inject({ method: 'GET', url: '/api/affiliate/dashboard/', headers: bearer(access) });
    expect(dashboard.json().kit.coversToday).toBe(true);
    const email = `paidkit${Date.now()}@people.test`;
    expect((await signUp(email, affiliate.recruiterUuid)).json()).toMatchObject({ affiliated: true });
    await confirm(email);
    expect(await signUpEarningsCents(affiliate.recruiterId)).toBe(AFFILIATE.signUpEarningCents);
    await ctx.database.db.insert(affiliateEarnings).values(
      Array.from({ length: 10 }, () => ({
        affiliateId: affiliate.recruiterId,
        kind: 'resume_sale' as const,
        amountCents: 500,
        month: '2026-01-01',
      })),
    );
    const outcomes = await runMonthlyPayouts(ctx.database.db, '2026-01-01');
    expect(outcomes.find((o) => o.affiliateId === affiliate.recruiterId)).toMatchObject({ result: 'bank_details_missing' });
    // Its kit ends: the next run carries the earnings over.
    await ctx.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.recruiterId, affiliate.recruiterId));
    const later = await runMonthlyPayouts(ctx.database.db, '2026-01-01');
    expect(later.find((o) => o.affiliateId === affiliate.recruiterId)).toMatchObject({ result: 'kit_unpaid' });
  });
});
