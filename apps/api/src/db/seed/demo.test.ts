import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isValidIban } from '@app/contracts/iban';
import { isValidSiret } from '@app/contracts/validation';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password.ts';
import { createEmbeddedDriver } from '../../providers/payment/embedded-driver.ts';
import { createLocalStorage } from '../../providers/storage/local-storage.ts';
import { openDatabase, type Database } from '../client.ts';
import {
  addresses,
  addressJobs,
  addressJobSkills,
  affiliateAttributions,
  affiliateEarnings,
  applications,
  businessUnits,
  candidateDocuments,
  candidateLanguages,
  candidatePreviousJobs,
  candidates,
  candidateSearchedJobs,
  candidateSkills,
  embeddedCheckoutSessions,
  favoriteCandidates,
  languages,
  orderLines,
  orders,
  products,
  purchases,
  recruiters,
  skills,
  subscriptions,
  users,
} from '../schema/index.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_PENDING_SITE_EMAIL, seedDemo, seedDemoCandidates } from './demo.ts';
import { fakeFrenchIban } from './identifiers.ts';
import { seedReference } from './reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { Faker, base, fr } from '@faker-js/faker';

const CANDIDATES = 400;
const NOW = new Date('2026-03-15T10:00:00Z');
const DAY_MS = 86_400_000;
/** The resume PDFs of the demo candidates: one folder for the whole file. */
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-test-'));
const storage = createLocalStorage(storageDir);
afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));

async function seededDatabase(candidateCount: number): Promise<Database> {
  const database = await openDatabase({});
  await database.migrate();
  await seedReference(database.db, TEST_REFERENCE);
  await seedDemo(database.db, { candidates: candidateCount, storage, now: NOW });
  return database;
}

describe('identifiers', () => {
  it('makes valid French IBANs (country rules, RIB key and check digits)', () => {
    expect(isValidIban('FR7630006000011234567890189')).toBe(true);
    expect(isValidIban('FR7630006000011234567890188')).toBe(false);
    const faker = new Faker({ locale: [fr, base], seed: 7 });
    for (let i = 0; i < 50; i += 1) {
      const iban = fakeFrenchIban(faker);
      expect(iban).toMatch(/^FR\d{25}$/);
      expect(isValidIban(iban)).toBe(true);
    }
  });
});

describe('seedDemo', { timeout: 60_000 }, () => {
  let database: Database;
  let db: Database['db'];
  const recruiterOf = async (email: string) => {
    const [row] = await db
      .select({ recruiter: recruiters, user: users })
      .from(recruiters)
      .innerJoin(users, eq(users.id, recruiters.userId))
      .where(eq(users.email, email));
    return row!;
  };
  const productId = async (code: 'address_subscription' | 'premium_headhunter' | 'affiliate_kit') =>
    (await db.select().from(products).where(eq(products.code, code)))[0]!.id;

  beforeAll(async () => {
    database = await seededDatabase(CANDIDATES);
    db = database.db;
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates the five demo accounts with the demo password', async () => {
    for (const email of Object.values(DEMO_EMAILS)) {
      const { user, recruiter } = await recruiterOf(email);
      expect(await verifyPassword(user.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
      expect(isValidSiret(recruiter.siret!)).toBe(true);
      expect(recruiter.phoneNumber).toMatch(/^0\d( \d\d){4}$/);
      expect(recruiter.address).toMatchObject({
        placeName: expect.any(String),
        place_name: expect.any(String),
        featureName: expect.any(String),
        context: expect.any(String),
        postalCode: expect.stringMatching(/^\d{5}$/),
      });
    }
    const flags = async (email: string) => {
      const { recruiter: r } = await recruiterOf(email);
      return {
        maxAddresses: r.maxAddresses,
        isHeadhunter: r.isHeadhunter,
        headhunterPremium: r.headhunterPremium,
        isAffiliate: r.isAffiliate,
      };
    };
    expect(await flags(DEMO_EMAILS.recruiter)).toEqual({
      maxAddresses: 0,
      isHeadhunter: false,
      headhunterPremium: false,
      isAffiliate: false,
    });
    expect(await flags(DEMO_EMAILS.premium)).toEqual({
      maxAddresses: 3,
      isHeadhunter: false,
      headhunterPremium: false,
      isAffiliate: false,
    });
    expect(await flags(DEMO_EMAILS.headhunter)).toEqual({
      maxAddresses: 0,
      isHeadhunter: true,
      headhunterPremium: false,
      isAffiliate: false,
    });
    expect(await flags(DEMO_EMAILS.headhunterPremium)).toEqual({
      maxAddresses: 0,
      isHeadhunter: true,
      headhunterPremium: true,
      isAffiliate: false,
    });
    expect(await flags(DEMO_EMAILS.affiliate)).toEqual({
      maxAddresses: 0,
      isHeadhunter: false,
      headhunterPremium: false,
      isAffiliate: true,
    });
  });

  it('holds a franchisee site created blank, waiting for completion', async () => {
    const { recruiter } = await recruiterOf(DEMO_PENDING_SITE_EMAIL);
    const own = await db.select().from(addresses).where(eq(addresses.recruiterId, recruiter.id));
    expect(own).toHaveLength(1);
    expect(own[0]!.content).toBeNull();
    expect(own[0]!.completedAt).toBeNull();
  });

  it('gives the standard recruiter one address with jobs and nothing paid', async () => {
    const { recruiter } = await recruiterOf(DEMO_EMAILS.recruiter);
    const own = await db.select().from(addresses).where(eq(addresses.recruiterId, recruiter.id));
    expect(own).toHaveLength(1);
    expect(isValidSiret(own[0]!.siret!)).toBe(true);
    expect((await db.select().from(addressJobs).where(eq(addressJobs.addressId, own[0]!.id))).length).toBeGreaterThanOrEqual(2);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.recruiterId, recruiter.id))).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.recruiterId, recruiter.id))).toEqual([]);
    expect(recruiter.manager).toBe('Julien Martin');
  });

  it('gives the premium recruiter a parent and two child addresses, all subscribed and busy', async () => {
    const { recruiter } = await recruiterOf(DEMO_EMAILS.premium);
    const own = await db.select().from(addresses).where(eq(addresses.recruiterId, recruiter.id)).orderBy(asc(addresses.id));
    expect(own).toHaveLength(3);
    const parents = own.filter((a) => a.parentId === null);
    expect(parents).toHaveLength(1);
    expect(own.filter((a) => a.parentId === parents[0]!.id)).toHaveLength(2);
    const subscriptionProduct = await productId('address_subscription');

    for (const address of own) {
      expect(address.name.length).toBeLessThanOrEqual(35);
      expect(address.content).toMatchObject({ inseeCode: expect.any(String), latitude: expect.any(Number) });
      const subs = await db.select().from(subscriptions).where(eq(subscriptions.addressId, address.id));
      expect(subs).toHaveLength(1);
      expect(subs[0]).toMatchObject({ status: 'active', productId: subscriptionProduct, recruiterId: recruiter.id });
      expect(subs[0]!.currentPeriodStart.getTime()).toBeLessThan(NOW.getTime());
      expect(subs[0]!.currentPeriodEnd.getTime()).toBeGreaterThan(NOW.getTime());
      const [order] = await db.select().from(orders).where(eq(orders.id, subs[0]!.orderId!));
      expect(order).toMatchObject({
        kind: 'address',
        status: 'paid',
        provider: 'demo',
        totalExclVat: 49_000,
        vatAmount: 9800,
        totalInclVat: 58_800,
      });
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
      expect(lines).toMatchObject([{ addressId: address.id, quantity: 1, unitAmount: 49_000, amount: 49_000 }]);

      const jobsHere = await db.select().from(addressJobs).where(eq(addressJobs.addressId, address.id));
      expect(jobsHere.length).toBeGreaterThanOrEqual(2);
      expect(jobsHere.length).toBeLessThanOrEqual(4);
      for (const job of jobsHere) {
        expect(job).toMatchObject({
          monthlySalary: expect.any(Number),
          workingTimeId: expect.any(Number),
          remoteId: expect.any(Number),
          businessUnitId: expect.any(Number),
        });
        const groups = await db
          .select({ groupId: skills.groupId, n: count() })
          .from(addressJobSkills)
          .innerJoin(skills, eq(skills.id, addressJobSkills.skillId))
          .where(eq(addressJobSkills.addressJobId, job.id))
          .groupBy(skills.groupId);
        const n = (g: number) => groups.find((x) => x.groupId === g)?.n ?? 0;
        expect(n(1)).toBeGreaterThanOrEqual(1);
        expect(n(1)).toBeLessThanOrEqual(5);
        expect(n(2)).toBeGreaterThanOrEqual(1);
        expect(n(2)).toBeLessThanOrEqual(3);
        expect(n(3)).toBeGreaterThanOrEqual(1);
        expect(n(3)).toBeLessThanOrEqual(3);
      }
      expect((await db.select().from(businessUnits).where(eq(businessUnits.addressId, address.id))).length).toBeGreaterThanOrEqual(2);

      const received = await db.select().from(applications).where(eq(applications.addressId, address.id));
      expect(received.length).toBeGreaterThanOrEqual(10);
      for (const application of received) {
        const age = NOW.getTime() - new Date(`${application.completedAt}T23:59:59Z`).getTime();
        expect(age).toBeLessThanOrEqual(46 * DAY_MS);
      }
    }
    const favourites = await db
      .select({ n: count() })
      .from(applications)
      .where(
        and(
          inArray(
            applications.addressId,
            own.map((a) => a.id),
          ),
          eq(applications.favorite, true),
        ),
      );
    expect(favourites[0]!.n).toBeGreaterThan(0);
  });

  it('gives the head-hunter jobs, favourites and three paid resumes', async () => {
    const { recruiter } = await recruiterOf(DEMO_EMAILS.headhunter);
    expect(recruiter.manager).toBeNull();
    expect(recruiter.activitySectorId).not.toBeNull();
    const own = await db.select().from(addresses).where(eq(addresses.recruiterId, recruiter.id));
    expect(own).toHaveLength(1);
    expect((await db.select().from(addressJobs).where(eq(addressJobs.addressId, own[0]!.id))).length).toBeGreaterThanOrEqual(3);
    expect((await db.select().from(favoriteCandidates).where(eq(favoriteCandidates.recruiterId, recruiter.id))).length).toBeGreaterThan(0);

    const bought = await db
      .select({ priceCents: purchases.priceCents, orderId: purchases.orderId, tag: candidates.tag })
      .from(purchases)
      .innerJoin(candidates, eq(candidates.id, purchases.candidateId))
      .where(eq(purchases.recruiterId, recruiter.id));
    expect(bought).toHaveLength(3);
    for (const p of bought) expect(p.priceCents).toBe(p.tag === 'rare' ? 3500 : 1500);
    const [order] = await db.select().from(orders).where(eq(orders.id, bought[0]!.orderId!));
    const total = bought.reduce((s, p) => s + p.priceCents, 0);
    expect(order).toMatchObject({
      kind: 'resumes',
      status: 'paid',
      totalExclVat: total,
      vatAmount: Math.round(total * 0.2),
      totalInclVat: total + Math.round(total * 0.2),
    });
    expect(await db.select().from(subscriptions).where(eq(subscriptions.recruiterId, recruiter.id))).toEqual([]);
  });

  it('gives the back office a payment to refund, and every demo order a completed session the embedded provider refunds (decision 164)', async () => {
    const { recruiter } = await recruiterOf(DEMO_EMAILS.headhunter);
    const flagged = await db
      .select()
      .from(orders)
      .where(and(eq(orders.recruiterId, recruiter.id), eq(orders.status, 'payment_mismatch')));
    expect(flagged).toHaveLength(1);
    const mismatch = (flagged[0]!.metadata as { paymentMismatch: Record<string, unknown> }).paymentMismatch;
    expect(mismatch).toMatchObject({ reason: 'amount', expected: flagged[0]!.totalInclVat, charged: flagged[0]!.totalInclVat - 100 });
    expect(flagged[0]!.refundStatus).toBeNull();
    // No purchase comes from it.
    expect(await db.select().from(purchases).where(eq(purchases.orderId, flagged[0]!.id))).toEqual([]);

    const all = await db.select().from(orders);
    const sessions = await db.select().from(embeddedCheckoutSessions);
    for (const order of all.filter((o) => o.provider === 'demo')) {
      const session = sessions.find((x) => x.id === order.providerSessionId);
      expect(session, order.uuid).toMatchObject({ status: 'complete', clientReferenceId: order.uuid });
      expect(session!.eventDeliveredAt, order.uuid).not.toBeNull();
    }
    // A part of a paid demo order is refunded by the embedded provider (was refused: no session).
    const paid = all.find((o) => o.provider === 'demo' && o.status === 'paid')!;
    const driver = createEmbeddedDriver({ db, webhookSecret: 'whsec_test', publicUrl: 'http://localhost' });
    await expect(
      driver.refundPayment({
        idempotencyKey: 'demo-test',
        amountCents: 100,
        orderUuid: paid.uuid,
        sessionId: paid.providerSessionId!,
        paymentIntentId: null,
      }),
    ).resolves.toMatchObject({ refundId: expect.stringMatching(/^re_emb_/) });
  });

  it('gives the premium head-hunter a paid, active premium subscription', async () => {
    const { recruiter } = await recruiterOf(DEMO_EMAILS.headhunterPremium);
    const subs = await db.select().from(subscriptions).where(eq(subscriptions.recruiterId, recruiter.id));
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ status: 'active', productId: await productId('premium_headhunter'), addressId: null });
    expect(subs[0]!.currentPeriodEnd.getTime()).toBeGreaterThan(NOW.getTime());
    const [order] = await db.select().from(orders).where(eq(orders.id, subs[0]!.orderId!));
    expect(order).toMatchObject({
      kind: 'premium_headhunter',
      status: 'paid',
      totalExclVat: 120_000,
      vatAmount: 24_000,
      totalInclVat: 144_000,
    });
    expect((await db.select().from(addresses).where(eq(addresses.recruiterId, recruiter.id))).length).toBe(1);
  });

  it('gives the affiliate a paid kit, attributed sign-ups and sales', async () => {
    const { recruiter } = await recruiterOf(DEMO_EMAILS.affiliate);
    expect(recruiter.accountHolderName).toBe('Karim Benali');
    expect(isValidIban(recruiter.iban!)).toBe(true);
    const kit = await db
      .select()
      .from(orders)
      .where(and(eq(orders.recruiterId, recruiter.id), eq(orders.kind, 'affiliate_kit')));
    expect(kit).toMatchObject([{ status: 'paid', totalExclVat: 29_000, vatAmount: 5800, totalInclVat: 34_800 }]);

    const attributed = await db.select().from(affiliateAttributions).where(eq(affiliateAttributions.affiliateId, recruiter.id));
    expect(attributed.length).toBeGreaterThanOrEqual(12);
    const marked = await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.affiliateId, recruiter.id));
    expect(marked.map((c) => c.id).sort()).toEqual(attributed.map((a) => a.candidateId).sort());

    const earnings = await db.select().from(affiliateEarnings).where(eq(affiliateEarnings.affiliateId, recruiter.id));
    const signups = earnings.filter((e) => e.kind === 'signup');
    expect(signups).toHaveLength(attributed.length);
    expect(signups.every((e) => e.amountCents === 100)).toBe(true);
    const sales = earnings.filter((e) => e.kind === 'resume_sale');
    expect(sales.length).toBeGreaterThan(0);
    for (const sale of sales) {
      const [purchase] = await db.select().from(purchases).where(eq(purchases.id, sale.purchaseId!));
      expect(sale.amountCents).toBe(Math.round(purchase!.priceCents * 0.2));
    }
    for (const e of earnings) expect(e.month).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('creates candidates with complete, plausible profiles', async () => {
    const rows = await db.select().from(candidates);
    expect(rows).toHaveLength(CANDIDATES);
    expect(new Set(rows.map((c) => c.email.toLowerCase())).size).toBe(CANDIDATES);
    expect(rows.filter((c) => c.tag === 'rare')).toHaveLength(Math.round(CANDIDATES * 0.05));
    expect(rows.filter((c) => c.withDisability)).toHaveLength(Math.round(CANDIDATES * 0.08));
    expect(rows.filter((c) => NOW.getTime() - c.signedUpAt.getTime() <= 7 * DAY_MS)).toHaveLength(Math.round(CANDIDATES * 0.1));
    for (const c of rows) {
      expect(c.phoneNumber).toMatch(/^0[67]( \d\d){4}$/);
      const age = (NOW.getTime() - new Date(c.birthDate!).getTime()) / (365.25 * DAY_MS);
      expect(age).toBeGreaterThanOrEqual(18);
      expect(age).toBeLessThan(63);
      expect(c.cityName).toBeTruthy();
      expect(c.latitude).not.toBeNull();
      expect(NOW.getTime() - c.signedUpAt.getTime()).toBeLessThanOrEqual(731 * DAY_MS);
    }

    const perCandidate = async (
      table:
        | typeof candidateSearchedJobs
        | typeof candidateSkills
        | typeof candidateLanguages
        | typeof candidatePreviousJobs
        | typeof candidateDocuments,
    ) => new Map((await db.select({ id: table.candidateId, n: count() }).from(table).groupBy(table.candidateId)).map((r) => [r.id, r.n]));
    const searched = await perCandidate(candidateSearchedJobs);
    const skillCounts = await perCandidate(candidateSkills);
    const languageCounts = await perCandidate(candidateLanguages);
    const previous = await perCandidate(candidatePreviousJobs);
    const documents = await perCandidate(candidateDocuments);
    for (const c of rows) {
      expect(searched.get(c.id)).toBeGreaterThanOrEqual(1);
      expect(searched.get(c.id)).toBeLessThanOrEqual(3);
      expect(skillCounts.get(c.id)).toBeGreaterThanOrEqual(3);
      expect(skillCounts.get(c.id)).toBeLessThanOrEqual(8);
      expect(languageCounts.get(c.id)).toBeGreaterThanOrEqual(1);
      expect(languageCounts.get(c.id)).toBeLessThanOrEqual(3);
      expect(previous.get(c.id)).toBeGreaterThanOrEqual(1);
      expect(previous.get(c.id)).toBeLessThanOrEqual(4);
      expect(documents.get(c.id)).toBe(1);
    }

    const [french] = await db.select().from(languages).where(eq(languages.code, 'fr'));
    const [withFrench] = await db.select({ n: count() }).from(candidateLanguages).where(eq(candidateLanguages.languageId, french!.id));
    expect(withFrench!.n).toBe(CANDIDATES);

    const docs = await db.select().from(candidateDocuments).limit(5);
    for (const d of docs) {
      expect(d.name).toBe('CV.pdf');
      expect(d.fileKey).toMatch(/^demo\/cv-[0-9a-f-]{36}\.pdf$/);
      expect((await storage.get(d.fileKey))?.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }

    // Previous jobs follow each other; only the latest may still be held.
    const jobsByCandidate = new Map<number, (typeof candidatePreviousJobs.$inferSelect)[]>();
    for (const j of await db.select().from(candidatePreviousJobs).orderBy(asc(candidatePreviousJobs.beginningDate))) {
      jobsByCandidate.set(j.candidateId, [...(jobsByCandidate.get(j.candidateId) ?? []), j]);
    }
    for (const list of jobsByCandidate.values()) {
      list.forEach((job, i) => {
        if (job.endDate) expect(job.endDate >= job.beginningDate).toBe(true);
        expect(job.beginningDate <= NOW.toISOString().slice(0, 10)).toBe(true);
        if (i < list.length - 1) expect(job.stillInOffice).toBe(false);
        expect(job.stillInOffice).toBe(job.endDate === null);
      });
    }
  });

  it('does nothing the second time', async () => {
    const before = (await db.select({ n: count() }).from(candidates))[0]!.n;
    await seedDemo(db, { candidates: CANDIDATES, storage, now: NOW });
    expect((await db.select({ n: count() }).from(candidates))[0]!.n).toBe(before);
    expect((await db.select({ n: count() }).from(users))[0]!.n).toBe(6); // the five accounts of the product decisions and the franchisee
  });

  it('adds candidates to an existing demo database', async () => {
    await seedDemoCandidates(db, 25, { storage, now: NOW });
    const rows = await db.select({ email: sql<string>`lower(${candidates.email})` }).from(candidates);
    expect(rows).toHaveLength(CANDIDATES + 25);
    expect(new Set(rows.map((r) => r.email)).size).toBe(CANDIDATES + 25);
  });
});

describe('seedDemo determinism', { timeout: 60_000 }, () => {
  type Person = { firstName: string; lastName: string; email: string; birthDate: string | null; city: string | null };
  const runs: Person[][] = [];
  // Two fresh databases: seeded in the hook, whose time limit (vitest config) suits two set-ups.
  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) {
      const database = await seededDatabase(30);
      try {
        runs.push(
          await database.db
            .select({
              firstName: candidates.firstName,
              lastName: candidates.lastName,
              email: candidates.email,
              birthDate: candidates.birthDate,
              city: candidates.cityName,
            })
            .from(candidates)
            .orderBy(asc(candidates.id)),
        );
      } finally {
        await database.close();
      }
    }
  });

  it('creates the same people from the same seed', () => {
    expect(runs[0]).toHaveLength(30);
    expect(runs[1]).toEqual(runs[0]);
  });
});
