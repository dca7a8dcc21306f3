import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFFILIATE } from '@app/contracts/constants';
import { affiliateEarnings, applications, candidates, candidateSearchedJobs } from '../../db/schema/index.ts';
import {
  createAddress,
  createAddressJob,
  createCandidate,
  createPurchase,
  seedReferenceIds,
  type ReferenceIds,
} from '../../../test/candidates-fixtures.ts';
import { createCommerceApp } from '../../../test/commerce-fixtures.ts';
import { bearer, createUser, lastConfirmationToken, login, type TestContext, type UserFixture } from '../../../test/helpers.ts';
import { drainMatchQueue } from '../matching/match.worker.ts';

/**
 * Issue 28, item 2 and the affiliate row of item 8 (decision 119): applying never edits a person,
 * and a candidate is proven (sold, earning their affiliate 1 €) only once the e-mail's owner used
 * the mailed link.
 */

let ctx: TestContext;
let ref: ReferenceIds;
let ip = 0;
/** Each call from its own client address: the public routes' per-IP limits count only their own calls. */
const headers = () => ({ 'x-forwarded-for': `192.0.2.${(++ip % 250) + 1}`, 'user-agent': 'Mozilla/5.0 Phone' });

let hunter: UserFixture & { access: string };
let recruiterA: UserFixture & { access: string };
let recruiterB: UserFixture & { access: string };
let affiliate: UserFixture;
let jobA: { id: number; uuid: string };
let jobB: { id: number; uuid: string };
let siteA: { id: number; uuid: string };
let siteB: { id: number; uuid: string };

const signedIn = async (user: UserFixture) => ({ ...user, access: (await login(ctx.app, user.email, user.password)).access });
const get = (who: { access: string }, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(who.access) });
const post = (who: { access: string }, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: bearer(who.access) });

const apply = (
  site: { uuid: string },
  job: { uuid: string },
  person: { firstName: string; lastName: string; email: string; phoneNumber: string; withDisability: boolean },
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/apply/${site.uuid}/`,
    headers: headers(),
    payload: { ...person, addressJobUuid: job.uuid, experienceId: ref.experienceIds[1]!, consent: true },
  });

const confirm = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/candidate-email/confirm/', headers: headers(), payload: { token } });
const linkStatus = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/candidate-email/status/', headers: headers(), payload: { token } });

/** The token of the last confirmation link mailed to `email`. */
const lastLink = (email: string): Promise<string> => lastConfirmationToken(ctx.database, email);

const candidateByEmail = async (email: string) =>
  (
    await ctx.database.db
      .select()
      .from(candidates)
      .where(sql`lower(${candidates.email}) = ${email.toLowerCase()}`)
  )[0]!;
const applicationOf = async (candidateId: number, addressId: number) =>
  (
    await ctx.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.candidateId, candidateId), eq(applications.addressId, addressId)))
  )[0]!;
const signUpEarnings = async (candidateId: number) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(affiliateEarnings)
      .where(and(eq(affiliateEarnings.candidateId, candidateId), eq(affiliateEarnings.kind, 'signup')))
  )[0]!.n;

beforeAll(async () => {
  // Distinct clients are told apart by X-Forwarded-For, as behind the production proxy.
  ctx = await createCommerceApp({ TRUST_PROXY: 'true' });
  ref = await seedReferenceIds(ctx.database.db);
  const db = ctx.database.db;
  hunter = await signedIn(await createUser(ctx.database, { headhunter: true }));
  recruiterA = await signedIn(await createUser(ctx.database, { maxAddresses: 3, company: 'Fournil A' }));
  recruiterB = await signedIn(await createUser(ctx.database, { maxAddresses: 3, company: 'Garage B' }));
  affiliate = await createUser(ctx.database, { affiliate: true, manager: 'Camille Martin' });
  siteA = await createAddress(db, recruiterA.recruiterId, { name: 'Fournil A' });
  jobA = await createAddressJob(db, siteA.id, { jobId: ref.jobIds[0]! });
  siteB = await createAddress(db, recruiterB.recruiterId, { name: 'Garage B' });
  jobB = await createAddressJob(db, siteB.id, { jobId: ref.jobIds[1]! });
  // The head-hunter's shop list holds the candidates searching job 0 around Lyon.
  const hunterSite = await createAddress(db, hunter.recruiterId, { name: 'Cabinet' });
  await createAddressJob(db, hunterSite.id, { jobId: ref.jobIds[0]! });
}, 60_000);

afterAll(() => ctx?.close());

describe('applying never edits a person (issue 28, item 2)', () => {
  it('an anonymous application with a known e-mail leaves the candidate as they are: a bought CV still reads the real name', async () => {
    const db = ctx.database.db;
    const real = await createCandidate(db, {
      firstName: 'Juliette',
      lastName: 'Perrin',
      email: 'juliette.perrin@example.test',
      phoneNumber: '06 12 34 56 78',
      withDisability: false,
      searchedJobs: [{ jobId: ref.jobIds[0]!, experienceId: ref.experienceIds[1]! }],
    });
    await createPurchase(db, hunter.recruiterId, real.id);
    const before = await candidateByEmail('juliette.perrin@example.test');

    const res = await apply(siteA, jobA, {
      firstName: 'Mallory',
      lastName: 'Attacker',
      email: 'JULIETTE.PERRIN@example.test',
      phoneNumber: '06 66 66 66 66',
      withDisability: true,
    });
    expect(res.statusCode).toBe(201);

    const after = await candidateByEmail('juliette.perrin@example.test');
    expect({
      firstName: after.firstName,
      lastName: after.lastName,
      phoneNumber: after.phoneNumber,
      withDisability: after.withDisability,
    }).toEqual({
      firstName: 'Juliette',
      lastName: 'Perrin',
      phoneNumber: '06 12 34 56 78',
      withDisability: false,
    });
    expect(after.emailVerifiedAt?.getTime()).toBe(before.emailVerifiedAt?.getTime());
    // Nor the searched jobs: they change only with the proof.
    const searched = await db.select().from(candidateSearchedJobs).where(eq(candidateSearchedJobs.candidateId, real.id));
    expect(searched.map((s) => s.jobId)).toEqual([ref.jobIds[0]]);

    // The buyer of the CV reads the proven identity.
    const bought = await get(hunter, `/api/candidate/${real.uuid}/`);
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({ firstName: 'Juliette', lastName: 'Perrin', phoneNumber: '06 12 34 56 78', contactAccess: true });
    expect(bought.body).not.toContain('Mallory');
    expect(bought.body).not.toContain('66 66');

    // The recruiter of the application reads what was typed with it, marked as not confirmed.
    const application = await applicationOf(real.id, siteA.id);
    const seen = await get(recruiterA, `/api/applications/${application.uuid}/`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      emailConfirmed: false,
      user: { firstName: 'Mallory', lastName: 'Attacker', email: 'JULIETTE.PERRIN@example.test' },
      candidate: { phoneNumber: '06 66 66 66 66' },
    });
  });

  it('two applications with one e-mail and different names: each recruiter reads what was typed with theirs; the candidate, not proven, is shown to no one else', async () => {
    const email = 'same.address@example.test';
    expect(
      (await apply(siteA, jobA, { firstName: 'Mallory', lastName: 'Attacker', email, phoneNumber: '06 66 66 66 66', withDisability: true }))
        .statusCode,
    ).toBe(201);
    expect(
      (await apply(siteB, jobB, { firstName: 'Léa', lastName: 'Moreau', email, phoneNumber: '06 11 22 33 44', withDisability: false }))
        .statusCode,
    ).toBe(201);

    const candidate = await candidateByEmail(email);
    expect(candidate.emailVerifiedAt).toBeNull();
    const appA = await applicationOf(candidate.id, siteA.id);
    const appB = await applicationOf(candidate.id, siteB.id);
    expect((await get(recruiterA, `/api/applications/${appA.uuid}/`)).json()).toMatchObject({
      emailConfirmed: false,
      user: { firstName: 'Mallory', lastName: 'Attacker' },
    });
    const b = await get(recruiterB, `/api/applications/${appB.uuid}/`);
    expect(b.json()).toMatchObject({
      emailConfirmed: false,
      user: { firstName: 'Léa', lastName: 'Moreau', email },
      candidate: { phoneNumber: '06 11 22 33 44' },
    });
    expect(b.body).not.toContain('Mallory');
    // B's list, and the profile opened from B's application: Léa, never the other application's details.
    const list = await get(recruiterB, `/api/applications/`);
    expect(list.body).not.toContain('Mallory');
    const profile = await get(recruiterB, `/api/candidate/${candidate.uuid}/?application=${appB.uuid}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ firstName: 'Léa', lastName: 'Moreau', phoneNumber: '06 11 22 33 44' });
    // A candidate nobody proved is not shown outside the applications (the shop's head-hunter: 404).
    expect((await get(hunter, `/api/candidate/${candidate.uuid}/`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/public-resume/${candidate.uuid}/` })).statusCode).toBe(404);

    // Léa uses the link mailed with her application: her details become the candidate's.
    const token = await lastLink(email);
    // Opening the page reads the link without using it (issue 29: a used link offered "Confirmer" again).
    expect((await linkStatus(token)).json()).toEqual({ confirmed: false });
    expect((await linkStatus(token)).json()).toEqual({ confirmed: false });
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ firstName: 'Léa', application: { siteName: 'Garage B', jobName: expect.any(String) } });
    const proven = await candidateByEmail(email);
    expect(proven).toMatchObject({ firstName: 'Léa', lastName: 'Moreau', phoneNumber: '06 11 22 33 44', withDisability: false });
    expect(proven.emailVerifiedAt).not.toBeNull();
    expect((await get(recruiterB, `/api/applications/${appB.uuid}/`)).json()).toMatchObject({ emailConfirmed: true });
    // The other application stays what it was: typed by someone else, not confirmed.
    expect((await get(recruiterA, `/api/applications/${appA.uuid}/`)).json()).toMatchObject({
      emailConfirmed: false,
      user: { firstName: 'Mallory' },
    });
    // Once used, the page is told the link is confirmed already.
    expect((await linkStatus(token)).json()).toEqual({ confirmed: true });
    expect((await linkStatus('A'.repeat(43))).json().code).toBe('candidate_email_link_invalid');
    // A second click answers the same and changes nothing; a forged token is refused.
    expect((await confirm(token)).json()).toEqual(confirmed.json());
    const forged = await confirm('A'.repeat(43));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('candidate_email_link_invalid');
    expect((await confirm('not a token')).statusCode).toBe(400);
  });

  it("the attack of 2026-11-29: a proven candidate confirming a stranger's application keeps their own details; the application keeps what was typed", async () => {
    const db = ctx.database.db;
    const email = 'charlie.race@example.test';
    const victim = await createCandidate(db, {
      firstName: 'Charlie',
      lastName: 'Race',
      email,
      phoneNumber: '06 11 22 33 44',
      withDisability: false,
      searchedJobs: [{ jobId: ref.jobIds[0]!, experienceId: ref.experienceIds[1]! }],
    });
    await createPurchase(db, hunter.recruiterId, victim.id);
    const before = await candidateByEmail(email);
    expect(before.emailVerifiedAt).not.toBeNull();

    const res = await apply(siteB, jobB, {
      firstName: 'Mallory',
      lastName: 'Attacker',
      email,
      phoneNumber: '06 99 99 99 99',
      withDisability: true,
    });
    expect(res.statusCode).toBe(201);
    // The victim gets the real confirmation mail and clicks it.
    const confirmed = await confirm(await lastLink(email));
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const after = await candidateByEmail(email);
    expect({
      firstName: after.firstName,
      lastName: after.lastName,
      phoneNumber: after.phoneNumber,
      withDisability: after.withDisability,
    }).toEqual({ firstName: 'Charlie', lastName: 'Race', phoneNumber: '06 11 22 33 44', withDisability: false });
    expect(after.emailVerifiedAt?.getTime()).toBe(before.emailVerifiedAt?.getTime());
    // The head-hunter who bought the CV reads the proven details.
    const bought = await get(hunter, `/api/candidate/${victim.uuid}/`);
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({ firstName: 'Charlie', lastName: 'Race', phoneNumber: '06 11 22 33 44' });
    expect(bought.body).not.toContain('Mallory');
    expect(bought.body).not.toContain('99 99');
    // The application is confirmed and keeps what was typed with it, shown to its recruiter as such.
    const application = await applicationOf(victim.id, siteB.id);
    expect(application).toMatchObject({ firstName: 'Mallory', lastName: 'Attacker', phoneNumber: '06 99 99 99 99', withDisability: true });
    expect(application.emailConfirmedAt).not.toBeNull();
    expect((await get(recruiterB, `/api/applications/${application.uuid}/`)).json()).toMatchObject({
      emailConfirmed: true,
      user: { firstName: 'Mallory', lastName: 'Attacker' },
      candidate: { phoneNumber: '06 99 99 99 99' },
    });
    // The job of the confirmed application joins the searched jobs (the candidate confirmed applying to it).
    const searched = await db.select().from(candidateSearchedJobs).where(eq(candidateSearchedJobs.candidateId, victim.id));
    expect(searched.map((s) => s.jobId).sort()).toEqual([ref.jobIds[0], ref.jobIds[1]].sort());
  });

  it('an expired link proves nothing', async () => {
    const email = 'late.click@example.test';
    expect(
      (await apply(siteA, jobA, { firstName: 'Paul', lastName: 'Tardif', email, phoneNumber: '06 10 20 30 40', withDisability: false }))
        .statusCode,
    ).toBe(201);
    const token = await lastLink(email);
    await ctx.database.db.execute(sql`update candidate_email_proofs set expires_at = now() - interval '1 second'`);
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('candidate_email_link_invalid');
    expect((await linkStatus(token)).json().code).toBe('candidate_email_link_invalid');
    expect((await candidateByEmail(email)).emailVerifiedAt).toBeNull();
  });
});

describe('affiliates earn only on proven sign-ups; unproven candidates are not sold (issue 28, item 8)', () => {
  const LYON = {
    placeName: 'Lyon 3e Arrondissement',
    featureName: 'Lyon',
    context: '69, Rhône, Auvergne-Rhône-Alpes',
    description: 'Lyon 3e Arrondissement',
    latitude: 45.7597,
    longitude: 4.8422,
    postalCode: '69003',
    inseeCode: '69383',
  };
  const signUp = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/candidate-signup/',
      headers: headers(),
      payload: {
        firstName: 'Inès',
        lastName: 'Garnier',
        email,
        phoneNumber: '06 12 34 56 78',
        jobId: ref.jobIds[0]!,
        experienceId: ref.experienceIds[1]!,
        place: LYON,
        withDisability: false,
        consent: true,
        affiliate: affiliate.recruiterUuid,
      },
    });
  const shopUuids = async () => {
    const res = await get(hunter, '/api/candidate/');
    expect(res.statusCode).toBe(200);
    return (res.json().results as { uuid: string }[]).map((c) => c.uuid);
  };

  it('an unproven sign-up earns nothing and is neither listed nor sold; the proof earns 1 € once, even clicked 8 times at once', async () => {
    const db = ctx.database.db;
    const email = 'ines.garnier.affiliated@example.test';
    const res = await signUp(email);
    expect(res.statusCode).toBe(201);
    const candidate = await candidateByEmail(email);
    expect(await signUpEarnings(candidate.id)).toBe(0);
    await drainMatchQueue(db, { debounceMs: 0 });
    expect(await shopUuids()).not.toContain(candidate.uuid);
    const summary = await post(hunter, '/api/basket/summary', { uuids: [candidate.uuid] });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({ items: [], unknown: [candidate.uuid] });
    const checkout = await post(hunter, '/api/basket/checkout', { uuids: [candidate.uuid] });
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json().code).toBe('basket_empty');

    const token = await lastLink(email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => confirm(token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(answers[0]!.json()).toEqual({ firstName: 'Inès', application: null });
    expect(await signUpEarnings(candidate.id)).toBe(1);
    const [earning] = await db.select().from(affiliateEarnings).where(eq(affiliateEarnings.candidateId, candidate.id));
    expect(earning).toMatchObject({ affiliateId: affiliate.recruiterId, kind: 'signup', amountCents: AFFILIATE.signUpEarningCents });

    // Proven: the refresh puts the candidate in the head-hunter's list, and the basket sells them.
    await drainMatchQueue(db, { debounceMs: 0 });
    expect(await shopUuids()).toContain(candidate.uuid);
    expect((await post(hunter, '/api/basket/summary', { uuids: [candidate.uuid] })).json()).toMatchObject({
      items: [{ uuid: candidate.uuid }],
      unknown: [],
    });
  });

  it("a sign-up's link used after another proof applies nothing of the sign-up: the proven details, town and affiliate stay", async () => {
    const email = 'proven.before.signup@example.test';
    // A stranger's application makes the row; the affiliate's sign-up of the address then waits with its link.
    expect(
      (await apply(siteA, jobA, { firstName: 'Mallory', lastName: 'Attacker', email, phoneNumber: '06 99 99 99 99', withDisability: true }))
        .statusCode,
    ).toBe(201);
    const applicationToken = await lastLink(email);
    expect((await signUp(email)).statusCode).toBe(201);
    const signUpToken = await lastLink(email);
    expect(signUpToken).not.toBe(applicationToken);
    const candidate = await candidateByEmail(email);
    // The owner proves the address another way first: their own profile holds their details.
    await ctx.database.db
      .update(candidates)
      .set({ firstName: 'Jeanne', lastName: 'Vrai', phoneNumber: '06 55 44 33 22', withDisability: false, emailVerifiedAt: new Date() })
      .where(eq(candidates.id, candidate.id));
    expect((await confirm(signUpToken)).statusCode).toBe(200);
    const after = await candidateByEmail(email);
    expect(after).toMatchObject({
      firstName: 'Jeanne',
      lastName: 'Vrai',
      phoneNumber: '06 55 44 33 22',
      cityName: null,
      affiliateId: null,
    });
    expect(await signUpEarnings(candidate.id)).toBe(0);
  });

  it('a second link of the same candidate (an application after the sign-up) earns nothing more', async () => {
    const email = 'ines.twice@example.test';
    expect((await signUp(email)).statusCode).toBe(201);
    expect((await confirm(await lastLink(email))).statusCode).toBe(200);
    expect(
      (await apply(siteA, jobA, { firstName: 'Inès', lastName: 'Garnier', email, phoneNumber: '06 12 34 56 78', withDisability: false }))
        .statusCode,
    ).toBe(201);
    expect((await confirm(await lastLink(email))).statusCode).toBe(200);
    expect(await signUpEarnings((await candidateByEmail(email)).id)).toBe(1);
  });
});
