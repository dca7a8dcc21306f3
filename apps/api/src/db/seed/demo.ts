import { base, Faker, fr } from '@faker-js/faker';
import { AFFILIATE, VAT_RATE } from '@app/contracts/constants';
import { isPremiumPlan, mayUseBrand } from '@app/contracts/roles';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { insertInBatches } from '../importers/batch.ts';
import { normalizeSearch } from '../importers/normalize.ts';
import {
  addresses,
  addressAdvantages,
  addressJobCaces,
  addressJobContracts,
  addressJobExperiences,
  addressJobLanguages,
  addressJobLicences,
  addressJobLocomotions,
  addressJobs,
  addressJobSkills,
  addressRecruitmentSteps,
  affiliateAttributions,
  affiliateEarnings,
  applications,
  businessUnits,
  candidates,
  favoriteCandidates,
  orderLines,
  embeddedCheckoutSessions,
  orders,
  purchases,
  recruiters,
  subscriptions,
  users,
  type ORDER_KINDS,
  type ProductCode,
} from '../schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { insertDemoCandidates, type CreatedCandidate, type JobPools } from './demo-candidates.ts';
import { DEMO_ACCOUNTS, DEMO_BRAND, DEMO_EMAILS, DEMO_PASSWORD, type DemoAccountSpec, type DemoJobSpec } from './demo-data.ts';
import { findCommune, inDomains, loadDemoRefs, loadSimilarJobs, refId, type DemoRefs, type JobRef, type PriceRef } from './demo-refs.ts';
import { fakeFrenchIban, fakeSiren, fakeSiret } from './identifiers.ts';
import { placeFromCommune } from './place.ts';
import { parisDate } from '../../lib/time-zone.ts';

export { DEMO_EMAILS, DEMO_PASSWORD } from './demo-data.ts';

/** The franchisee account whose site waits for completion (not one of the five of the product decisions). */
export const DEMO_PENDING_SITE_EMAIL = 'franchise@demo.test';

/**
 * Demo data generator (product decisions, "Demo accounts" and "Candidates"): the five demo
 * accounts with addresses, jobs, orders, subscriptions and activity, and N candidates.
 * Deterministic: faker (French locale) runs from a fixed seed, so two databases seeded the same day
 * hold the same people; dates are relative to the day of seeding.
 */

export const DEMO_SEED = 20_260;
/** Advisory lock key of the demo seed (any constant shared by all instances). */
const DEMO_LOCK = 7_361_002;
const DAY_MS = 86_400_000;

export interface SeedDemoOptions {
  candidates: number;
  /** Where the candidates' resume PDFs go: the app's storage. */
  storage: Storage;
  log?: (message: string) => void;
  /** Reference time (tests); today by default. */
  now?: Date;
}

type Log = (message: string) => void;

function createFaker(seed: number): Faker {
  const faker = new Faker({ locale: [fr, base] });
  faker.seed(seed);
  return faker;
}

const daysBefore = (d: Date, days: number): Date => new Date(d.getTime() - days * DAY_MS);
const addMonths = (d: Date, months: number): Date => {
  const out = new Date(d);
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
};
/** The `month` of an affiliate earning: first day of the month (UTC). */
const monthOf = (d: Date): string => `${d.toISOString().slice(0, 7)}-01`;

/** Whether the demo accounts are there (the recruiter account stands for all of them). */
export async function demoAccountsExist(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_EMAILS.recruiter}`)
    .limit(1);
  return rows.length > 0;
}

/**
 * Creates the demo accounts and `opts.candidates` candidates, unless the demo accounts exist
 * already (then it does nothing: safe at every start).
 */
export async function seedDemo(db: Db, opts: SeedDemoOptions): Promise<void> {
  const log: Log = opts.log ?? (() => {});
  if (await demoAccountsExist(db)) return;
  const started = performance.now();
  const now = opts.now ?? new Date();
  const refs = await loadDemoRefs(db);
  const faker = createFaker(DEMO_SEED);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  let created = false;
  await db.transaction(async (tx) => {
    // Instances starting together: the first seeds, the others find the accounts after the lock.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
    if (await demoAccountsExist(tx)) return;
    created = true;
    const accounts = await createAccounts(tx, refs, faker, passwordHash, now);
    await createPendingSiteAccount(tx, passwordHash, now);
    const pools = await jobPools(
      tx,
      accounts.all.flatMap((a) => a.addresses.flatMap((ad) => ad.jobs.map((j) => j.jobId))),
    );
    const people = await insertDemoCandidates(tx, Math.max(0, opts.candidates), {
      refs,
      faker,
      pools,
      now,
      usedEmails: new Set(),
      storage: opts.storage,
    });
    await createActivity(tx, refs, faker, accounts, people, pools, now);
  });
  if (created) {
    const ms = Math.round(performance.now() - started);
    log(`demo data: ${DEMO_ACCOUNTS.length} accounts and ${opts.candidates} candidates in ${ms} ms`);
  }
}

/**
 * Adds `n` candidates to a database that has the demo accounts (`npm run seed:demo -- --candidates N`).
 * Seeded from the number of candidates already there, so each run adds different people.
 */
export async function seedDemoCandidates(db: Db, n: number, opts: { storage: Storage; log?: Log; now?: Date }): Promise<void> {
  const log: Log = opts.log ?? (() => {});
  const started = performance.now();
  const refs = await loadDemoRefs(db);
  const [existing] = await db.select({ n: count() }).from(candidates);
  const faker = createFaker(DEMO_SEED + (existing?.n ?? 0));
  const taken = await db.select({ email: sql<string>`lower(${candidates.email})` }).from(candidates);
  const demoJobs = await db
    .selectDistinct({ jobId: addressJobs.jobId })
    .from(addressJobs)
    .innerJoin(addresses, eq(addresses.id, addressJobs.addressId))
    .innerJoin(recruiters, eq(recruiters.id, addresses.recruiterId))
    .innerJoin(users, eq(users.id, recruiters.userId))
    .where(inArray(sql`lower(${users.email})`, Object.values(DEMO_EMAILS)));
  const pools = await jobPools(
    db,
    demoJobs.map((j) => j.jobId),
  );
  await db.transaction(async (tx) => {
    await insertDemoCandidates(tx, Math.max(0, n), {
      refs,
      faker,
      pools,
      now: opts.now ?? new Date(),
      usedEmails: new Set(taken.map((t) => t.email)),
      storage: opts.storage,
    });
  });
  log(`demo data: added ${n} candidates in ${Math.round(performance.now() - started)} ms`);
}

async function jobPools(db: Db, demoJobIds: number[]): Promise<JobPools> {
  const demo = [...new Set(demoJobIds)];
  const similarByJob = await loadSimilarJobs(db, demo);
  const similar = [...new Set([...similarByJob.values()].flat())].filter((id) => !demo.includes(id));
  return { demo, similar, similarByJob };
}

// ---------------------------------------------------------------------------------------------
// Accounts

interface CreatedAddress {
  id: number;
  jobs: { id: number; jobId: number; businessUnitId: number | null }[];
}

interface CreatedAccount {
  spec: DemoAccountSpec;
  recruiterId: number;
  createdAt: Date;
  addresses: CreatedAddress[];
}

interface Accounts {
  all: CreatedAccount[];
  byEmail: Map<string, CreatedAccount>;
}

/** The job of a spec: same title if the catalogue has it, else the main title of its ROME code. */
function resolveJob(refs: DemoRefs, spec: DemoJobSpec): JobRef {
  const wanted = normalizeSearch(spec.name);
  const sameName = refs.jobs.find((j) => j.searchName === wanted);
  if (sameName) return sameName;
  const sameCode = refs.jobs.filter((j) => (j.romeParentCode ?? j.romeCode) === spec.rome || j.romeCode === spec.rome);
  const found = sameCode.find((j) => j.isMain) ?? sameCode[0] ?? refs.commonJobs[0] ?? refs.jobs[0];
  if (!found) throw new Error('Demo data needs jobs: run seedReference first');
  return found;
}

async function createAccounts(db: Db, refs: DemoRefs, faker: Faker, passwordHash: string, now: Date): Promise<Accounts> {
  const all: CreatedAccount[] = [];
  for (const spec of DEMO_ACCOUNTS) {
    const createdAt = addMonths(now, -spec.ageInMonths);
    const premiumBrand = mayUseBrand({ premium: isPremiumPlan(spec.maxAddresses), headhunterPremium: spec.headhunterPremium });
    const [user] = await db
      .insert(users)
      .values({ email: spec.email, passwordHash, firstName: spec.firstName, lastName: spec.lastName, createdAt, updatedAt: createdAt })
      .returning({ id: users.id });
    const home = findCommune(refs, spec.home.inseeCodes);
    const siren = fakeSiren(faker);
    const sectorId = refId(refs.activitySectors, spec.activitySector, 'activity sectors');
    const [recruiter] = await db
      .insert(recruiters)
      .values({
        userId: user!.id,
        company: spec.company,
        manager: spec.manager,
        phoneNumber: spec.phoneNumber,
        siret: fakeSiret(faker, siren),
        maxAddresses: spec.maxAddresses,
        isHeadhunter: spec.isHeadhunter,
        headhunterPremium: spec.headhunterPremium,
        isAffiliate: spec.isAffiliate,
        accountHolderName: spec.isAffiliate ? `${spec.firstName} ${spec.lastName}` : null,
        iban: spec.isAffiliate ? fakeFrenchIban(faker) : null,
        activitySectorId: sectorId,
        address: placeFromCommune(home, spec.home.street),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: recruiters.id });

    const created: CreatedAccount = { spec, recruiterId: recruiter!.id, createdAt, addresses: [] };
    let parentId: number | null = null;
    for (const addressSpec of spec.addresses) {
      const commune = findCommune(refs, addressSpec.inseeCodes);
      const place = placeFromCommune(commune, addressSpec.street);
      const [address]: { id: number }[] = await db
        .insert(addresses)
        .values({
          recruiterId: recruiter!.id,
          parentId,
          name: addressSpec.name,
          content: place,
          latitude: place.latitude ?? null,
          longitude: place.longitude ?? null,
          activitySectorId: sectorId,
          qrcodeTown: addressSpec.qrcodeTown,
          siret: fakeSiret(faker, siren),
          active: true,
          receiveApplicationByEmail: spec.maxAddresses > 0,
          email: spec.email,
          frequency: spec.maxAddresses > 0 ? 'weekly' : 'none',
          description: premiumBrand ? DEMO_BRAND.description : null,
          values: premiumBrand ? DEMO_BRAND.values : null,
          youtubeLink: premiumBrand ? DEMO_BRAND.youtubeLink : null,
          completedAt: createdAt,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: addresses.id });
      const addressId: number = address!.id;
      parentId ??= addressId;

      const units = new Map<string, number>();
      for (const name of addressSpec.businessUnits ?? []) {
        const [unit] = await db.insert(businessUnits).values({ addressId, name, createdAt }).returning({ id: businessUnits.id });
        units.set(name, unit!.id);
      }
      if (premiumBrand) {
        const advantageIds = DEMO_BRAND.advantages.map((n) => refs.advantages.get(n)).filter((id): id is number => id !== undefined);
        if (advantageIds.length > 0)
          await db.insert(addressAdvantages).values(advantageIds.map((advantageId) => ({ addressId, advantageId })));
        const stepIds = DEMO_BRAND.recruitmentSteps.map((n) => refs.recruitmentSteps.get(n)).filter((id): id is number => id !== undefined);
        if (stepIds.length > 0)
          await db.insert(addressRecruitmentSteps).values(stepIds.map((stepId, position) => ({ addressId, stepId, position })));
      }

      const jobs: CreatedAddress['jobs'] = [];
      for (const jobSpec of addressSpec.jobs) {
        jobs.push(await createAddressJob(db, refs, faker, addressId, jobSpec, units, createdAt));
      }
      created.addresses.push({ id: addressId, jobs });
    }
    all.push(created);
  }
  return { all, byEmail: new Map(all.map((a) => [a.spec.email, a])) };
}

/**
 * A sixth account, beside the five of the product decisions: a franchisee whose only site was
 * created blank and waits for completion through its public link (`/app/addresses/{uuid}/complete`,
 * docs/decisions/013), so the completion flow can be tried on demo data.
 */
async function createPendingSiteAccount(db: Db, passwordHash: string, now: Date): Promise<void> {
  const [user] = await db
    .insert(users)
    .values({ email: DEMO_PENDING_SITE_EMAIL, passwordHash, firstName: 'Nadia', lastName: 'Benali', createdAt: now, updatedAt: now })
    .returning({ id: users.id });
  const [recruiter] = await db
    .insert(recruiters)
    .values({ userId: user!.id, company: 'Les Bonnes Tables Franchise', manager: 'Nadia Benali', createdAt: now, updatedAt: now })
    .returning({ id: recruiters.id });
  await db.insert(addresses).values({ recruiterId: recruiter!.id, name: 'Nouveau site', active: true, createdAt: now, updatedAt: now });
}

/** An address job with its criteria (spec section 9: personal qualities 1-5, knowledge and soft skills 1-3). */
async function createAddressJob(
  db: Db,
  refs: DemoRefs,
  faker: Faker,
  addressId: number,
  spec: DemoJobSpec,
  units: Map<string, number>,
  createdAt: Date,
): Promise<CreatedAddress['jobs'][number]> {
  const job = resolveJob(refs, spec);
  const businessUnitId = spec.businessUnit ? (units.get(spec.businessUnit) ?? null) : null;
  const [row] = await db
    .insert(addressJobs)
    .values({
      addressId,
      jobId: job.id,
      businessUnitId,
      monthlySalary: spec.monthlySalary,
      active: true,
      urgent: spec.urgent ?? false,
      workingTimeId: refId(refs.workingTimes, spec.workingTime, 'working times'),
      remoteId: refId(refs.remotes, spec.remote, 'remotes'),
      jobDescription: spec.description,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: addressJobs.id });
  const addressJobId = row!.id;

  const contractIds = [...new Set(spec.contracts.map((c) => refId(refs.contracts, c, 'contracts')))];
  await db.insert(addressJobContracts).values(contractIds.map((contractId) => ({ addressJobId, contractId })));
  const levels = refs.experiences.slice(spec.experienceLevel, spec.experienceLevel + 3);
  await db
    .insert(addressJobExperiences)
    .values((levels.length > 0 ? levels : refs.experiences.slice(0, 1)).map((e) => ({ addressJobId, experienceId: e.id })));
  const languageIds = [refId(refs.languages, 'fr', 'languages')];
  if (faker.number.float() < 0.4 && refs.languages.has('en')) languageIds.push(refs.languages.get('en')!);
  await db.insert(addressJobLanguages).values(languageIds.map((languageId) => ({ addressJobId, languageId })));
  const licenceIds = (spec.licences ?? []).map((c) => refs.licences.get(c)).filter((id): id is number => id !== undefined);
  if (licenceIds.length > 0) {
    await db.insert(addressJobLicences).values(licenceIds.map((licenceId) => ({ addressJobId, licenceId })));
    const car = refs.locomotions.get('Voiture');
    if (car) await db.insert(addressJobLocomotions).values({ addressJobId, locomotionId: car });
  }
  const cacesIds = (spec.caces ?? []).map((c) => refs.caces.get(c)).filter((id): id is number => id !== undefined);
  if (cacesIds.length > 0) await db.insert(addressJobCaces).values(cacesIds.map((cacesId) => ({ addressJobId, cacesId })));

  const relevant = refs.knowledge.filter((k) => inDomains(job, k.domains) && !k.domains.includes('*'));
  const skillIds = [
    ...faker.helpers.arrayElements(refs.personalQualities, { min: 1, max: 5 }),
    ...faker.helpers.arrayElements(
      (relevant.length > 0 ? relevant : refs.knowledge).map((k) => k.id),
      { min: 1, max: 3 },
    ),
    ...faker.helpers.arrayElements(refs.softSkills, { min: 1, max: 3 }),
  ];
  if (skillIds.length > 0) await db.insert(addressJobSkills).values([...new Set(skillIds)].map((skillId) => ({ addressJobId, skillId })));
  return { id: addressJobId, jobId: job.id, businessUnitId };
}

// ---------------------------------------------------------------------------------------------
// Orders and subscriptions

interface OrderLineSpec {
  code: ProductCode;
  price: PriceRef;
  quantity?: number;
  candidateId?: number;
  addressId?: number;
}

function product(refs: DemoRefs, code: ProductCode) {
  const found = refs.products.get(code);
  if (!found || found.prices.length === 0) throw new Error(`Demo data needs product ${code}: run seedReference first`);
  return found;
}

/** The default price of a product (the 12-month one for the address subscription). */
function defaultPrice(refs: DemoRefs, code: ProductCode): PriceRef {
  const { prices } = product(refs, code);
  return prices.find((p) => p.isDefault) ?? prices[prices.length - 1]!;
}

/**
 * A paid order as the payment webhook leaves it: totals excluding VAT, VAT 20% rounded, total; with
 * its completed session at the embedded payment provider, so that an operator can refund it from the
 * back office as any order paid on the demo (decision 164). `mismatch`: a payment the provider says
 * paid for another amount, flagged for an operator to refund (the back office's home).
 */
async function createPaidOrder(
  db: Db,
  refs: DemoRefs,
  faker: Faker,
  recruiterId: number,
  kind: (typeof ORDER_KINDS)[number],
  paidAt: Date,
  lines: OrderLineSpec[],
  mismatch?: { charged: number },
): Promise<number> {
  const rows = lines.map((line) => {
    const quantity = line.quantity ?? 1;
    return {
      productId: product(refs, line.code).id,
      priceId: line.price.id,
      label: product(refs, line.code).name,
      quantity,
      unitAmount: line.price.unitAmount,
      amount: line.price.unitAmount * quantity,
      candidateId: line.candidateId ?? null,
      addressId: line.addressId ?? null,
    };
  });
  const totalExclVat = rows.reduce((sum, r) => sum + r.amount, 0);
  const vatAmount = Math.round(totalExclVat * VAT_RATE);
  const sessionId = `demo_cs_${faker.string.alphanumeric(24)}`;
  const totalInclVat = totalExclVat + vatAmount;
  const [order] = await db
    .insert(orders)
    .values({
      recruiterId,
      kind,
      status: mismatch ? 'payment_mismatch' : 'paid',
      totalExclVat,
      vatAmount,
      totalInclVat,
      provider: 'demo',
      providerSessionId: sessionId,
      metadata: mismatch
        ? {
            demo: true,
            // As the payment webhook writes it (orders' `chargeMismatch`).
            paymentMismatch: {
              reason: 'amount',
              expected: totalInclVat,
              expectedCurrency: 'eur',
              charged: mismatch.charged,
              chargedCurrency: 'eur',
              sessionId,
            },
          }
        : { demo: true },
      paidAt: mismatch ? null : paidAt,
      createdAt: paidAt,
      updatedAt: paidAt,
    })
    .returning({ id: orders.id, uuid: orders.uuid });
  await db.insert(orderLines).values(rows.map((r) => ({ ...r, orderId: order!.id })));
  await db.insert(embeddedCheckoutSessions).values({
    id: sessionId,
    status: 'complete',
    mode: kind === 'resumes' ? 'payment' : 'subscription',
    clientReferenceId: order!.uuid,
    lines: rows.map((r) => ({ name: r.label, quantity: r.quantity, unitAmountExclVat: r.unitAmount })),
    amountTotal: mismatch?.charged ?? totalInclVat,
    successUrl: '/app/',
    cancelUrl: '/app/',
    metadata: { orderUuid: order!.uuid, kind },
    // Delivered long ago: the payment sweep has nothing to send for it.
    eventDeliveredAt: paidAt,
    createdAt: paidAt,
    expiresAt: new Date(paidAt.getTime() + 24 * 3600_000),
  });
  return order!.id;
}

/** An active subscription whose period, starting at `start`, covers today. */
async function createSubscription(
  db: Db,
  refs: DemoRefs,
  values: { recruiterId: number; addressId?: number; code: ProductCode; price: PriceRef; orderId: number; start: Date },
): Promise<void> {
  const months = (values.price.intervalCount ?? 1) * (values.price.interval === 'year' ? 12 : 1);
  await db.insert(subscriptions).values({
    recruiterId: values.recruiterId,
    addressId: values.addressId ?? null,
    productId: product(refs, values.code).id,
    priceId: values.price.id,
    orderId: values.orderId,
    status: 'active',
    currentPeriodStart: values.start,
    currentPeriodEnd: addMonths(values.start, months),
    createdAt: values.start,
    updatedAt: values.start,
  });
}

// ---------------------------------------------------------------------------------------------
// Activity: orders, subscriptions, applications, favourites, purchases, affiliate earnings

async function createActivity(
  db: Db,
  refs: DemoRefs,
  faker: Faker,
  accounts: Accounts,
  created: CreatedCandidate[],
  pools: JobPools,
  now: Date,
): Promise<void> {
  const account = (email: string) => accounts.byEmail.get(email)!;
  const premium = account(DEMO_EMAILS.premium);
  const headhunter = account(DEMO_EMAILS.headhunter);
  const headhunterPremium = account(DEMO_EMAILS.headhunterPremium);
  const affiliate = account(DEMO_EMAILS.affiliate);
  const recruiter = account(DEMO_EMAILS.recruiter);

  // Premium recruiter: every address has its paid 12-month "Essentiel" subscription.
  const addressPrice = defaultPrice(refs, 'address_subscription');
  for (const [index, address] of premium.addresses.entries()) {
    const paidAt = addMonths(now, -(premium.addresses.length - index) * 2);
    const orderId = await createPaidOrder(db, refs, faker, premium.recruiterId, 'address', paidAt, [
      { code: 'address_subscription', price: addressPrice, addressId: address.id },
    ]);
    await createSubscription(db, refs, {
      recruiterId: premium.recruiterId,
      addressId: address.id,
      code: 'address_subscription',
      price: addressPrice,
      orderId,
      start: paidAt,
    });
  }

  // Premium head-hunter: the yearly subscription.
  const premiumPrice = defaultPrice(refs, 'premium_headhunter');
  const premiumPaidAt = addMonths(now, -2);
  const premiumOrder = await createPaidOrder(db, refs, faker, headhunterPremium.recruiterId, 'premium_headhunter', premiumPaidAt, [
    { code: 'premium_headhunter', price: premiumPrice },
  ]);
  await createSubscription(db, refs, {
    recruiterId: headhunterPremium.recruiterId,
    code: 'premium_headhunter',
    price: premiumPrice,
    orderId: premiumOrder,
    start: premiumPaidAt,
  });

  // Affiliate: the yearly kit (two posters and two stickers offered by its price).
  const kitPrice = defaultPrice(refs, 'affiliate_kit');
  const kitPaidAt = addMonths(affiliate.createdAt, 1);
  const kitOrder = await createPaidOrder(db, refs, faker, affiliate.recruiterId, 'affiliate_kit', kitPaidAt, [
    { code: 'affiliate_kit', price: kitPrice },
  ]);
  await createSubscription(db, refs, {
    recruiterId: affiliate.recruiterId,
    code: 'affiliate_kit',
    price: kitPrice,
    orderId: kitOrder,
    start: kitPaidAt,
  });

  // Candidates by searched job, to send each address the applicants of its trade.
  const byJob = new Map<number, CreatedCandidate[]>();
  for (const candidate of created) {
    for (const s of candidate.searched) {
      const list = byJob.get(s.jobId);
      if (list) list.push(candidate);
      else byJob.set(s.jobId, [candidate]);
    }
  }
  const interestedIn = (jobIds: number[]): CreatedCandidate[] => {
    const related = new Set(jobIds.flatMap((id) => [id, ...(pools.similarByJob.get(id) ?? [])]));
    const seen = new Set<number>();
    const out: CreatedCandidate[] = [];
    for (const id of related) {
      for (const c of byJob.get(id) ?? []) {
        if (seen.has(c.id)) continue;
        seen.add(c.id);
        out.push(c);
      }
    }
    return out.sort((a, b) => a.id - b.id);
  };

  // Applications over the last 45 days, never before the candidate signed up; some favourites.
  const applicationRows: (typeof applications.$inferInsert)[] = [];
  const applicationsPerAddress: [CreatedAccount, number][] = [
    [premium, 22],
    [recruiter, 8],
    [headhunter, 6],
    [headhunterPremium, 14],
  ];
  for (const [owner, wanted] of applicationsPerAddress) {
    for (const address of owner.addresses) {
      const jobIds = address.jobs.map((j) => j.jobId);
      const size = Math.min(wanted + faker.number.int({ min: -3, max: 3 }), created.length);
      const matching = faker.helpers.shuffle(interestedIn(jobIds)).slice(0, size);
      const chosen = new Set(matching.map((c) => c.id));
      // Too few candidates of the trade (small demo): anyone may apply.
      const others = matching.length < size ? faker.helpers.shuffle(created.filter((c) => !chosen.has(c.id))) : [];
      const applicants = [...matching, ...others].slice(0, size);
      for (const candidate of applicants) {
        const searchedHere = candidate.searched.find((s) => jobIds.includes(s.jobId));
        const addressJob = address.jobs.find((j) => j.jobId === searchedHere?.jobId) ?? faker.helpers.arrayElement(address.jobs);
        const earliest = Math.max(candidate.signedUpAt.getTime(), daysBefore(now, 45).getTime());
        const completedAt = new Date(faker.number.int({ min: earliest, max: now.getTime() }));
        applicationRows.push({
          candidateId: candidate.id,
          addressId: address.id,
          addressJobId: addressJob.id,
          jobId: addressJob.jobId,
          experienceId: searchedHere?.experienceId ?? candidate.searched[0]?.experienceId ?? null,
          businessUnitId: addressJob.businessUnitId,
          favorite: faker.number.float() < 0.15,
          completedAt: parisDate(completedAt),
          ...candidate.typed,
          emailConfirmedAt: completedAt,
          createdAt: completedAt,
        });
      }
    }
  }
  await insertInBatches(db, applications, applicationRows);

  // Favourite candidates of the resume shop.
  const favourites: (typeof favoriteCandidates.$inferInsert)[] = [];
  for (const [owner, wanted] of [
    [headhunter, 5],
    [premium, 4],
    [headhunterPremium, 3],
  ] as const) {
    const pool = interestedIn(owner.addresses.flatMap((a) => a.jobs.map((j) => j.jobId)));
    for (const candidate of faker.helpers.arrayElements(pool.length >= wanted ? pool : created, Math.min(wanted, created.length))) {
      favourites.push({
        recruiterId: owner.recruiterId,
        candidateId: candidate.id,
        createdAt: daysBefore(now, faker.number.int({ min: 1, max: 30 })),
      });
    }
  }
  if (favourites.length > 0) await db.insert(favoriteCandidates).values(favourites).onConflictDoNothing();

  // Candidates who signed up through the affiliate's QR code: after the kit arrived, and the
  // three whose resumes the head-hunter bought among them, so the affiliate earned on the sales.
  const purchasedAt = daysBefore(now, 12);
  const attributable = created.filter((c) => c.signedUpAt > kitPaidAt);
  const headhunterJobs = new Set(interestedIn(headhunter.addresses.flatMap((a) => a.jobs.map((j) => j.jobId))).map((c) => c.id));
  const buyable = attributable.filter((c) => c.signedUpAt < purchasedAt);
  const preferred = [...buyable].sort((a, b) => Number(headhunterJobs.has(b.id)) - Number(headhunterJobs.has(a.id)) || a.id - b.id);
  const rare = preferred.find((c) => c.tag === 'rare');
  const bought = [...(rare ? [rare] : []), ...preferred.filter((c) => c !== rare)].slice(0, 3);

  // Head-hunter: one paid order of three resumes, priced by tag.
  const purchaseIds = new Map<number, { id: number; priceCents: number }>();
  if (bought.length > 0) {
    const regular = defaultPrice(refs, 'regular_resume');
    const rarePrice = defaultPrice(refs, 'rare_resume');
    const lines = bought.map((c) =>
      c.tag === 'rare'
        ? { code: 'rare_resume' as const, price: rarePrice, candidateId: c.id }
        : { code: 'regular_resume' as const, price: regular, candidateId: c.id },
    );
    const orderId = await createPaidOrder(db, refs, faker, headhunter.recruiterId, 'resumes', purchasedAt, lines);
    const inserted = await db
      .insert(purchases)
      .values(
        lines.map((l) => ({
          recruiterId: headhunter.recruiterId,
          candidateId: l.candidateId,
          orderId,
          priceCents: l.price.unitAmount,
          purchasedAt,
        })),
      )
      .returning({ id: purchases.id, candidateId: purchases.candidateId, priceCents: purchases.priceCents });
    for (const p of inserted) purchaseIds.set(p.candidateId, { id: p.id, priceCents: p.priceCents });
  }

  // A payment to refund on the back office's home: the head-hunter's checkout of one more resume,
  // charged 1 € short by the provider (the order cannot be fulfilled; no purchase is written).
  const flagged = preferred.find((c) => !bought.includes(c));
  if (flagged) {
    const regular = defaultPrice(refs, 'regular_resume');
    const due = regular.unitAmount + Math.round(regular.unitAmount * VAT_RATE);
    await createPaidOrder(
      db,
      refs,
      faker,
      headhunter.recruiterId,
      'resumes',
      new Date(now.getTime() - 2 * 86_400_000),
      [{ code: 'regular_resume', price: regular, candidateId: flagged.id }],
      { charged: due - 100 },
    );
  }

  const boughtIds = new Set(bought.map((c) => c.id));
  const others = faker.helpers.shuffle(attributable.filter((c) => !boughtIds.has(c.id)));
  const attributed = [...bought, ...others].slice(0, 15);
  if (attributed.length > 0) {
    await db
      .update(candidates)
      .set({ affiliateId: affiliate.recruiterId })
      .where(
        inArray(
          candidates.id,
          attributed.map((c) => c.id),
        ),
      );
    await db
      .insert(affiliateAttributions)
      .values(attributed.map((c) => ({ affiliateId: affiliate.recruiterId, candidateId: c.id, createdAt: c.signedUpAt })));
    const earnings: (typeof affiliateEarnings.$inferInsert)[] = attributed.map((c) => ({
      affiliateId: affiliate.recruiterId,
      kind: 'signup',
      candidateId: c.id,
      amountCents: AFFILIATE.signUpEarningCents,
      month: monthOf(c.signedUpAt),
      createdAt: c.signedUpAt,
    }));
    for (const c of attributed) {
      const purchase = purchaseIds.get(c.id);
      if (!purchase) continue;
      earnings.push({
        affiliateId: affiliate.recruiterId,
        kind: 'resume_sale',
        candidateId: c.id,
        purchaseId: purchase.id,
        amountCents: Math.round(purchase.priceCents * AFFILIATE.resumeSaleShare),
        month: monthOf(purchasedAt),
        createdAt: purchasedAt,
      });
    }
    await db.insert(affiliateEarnings).values(earnings);
  }
}
