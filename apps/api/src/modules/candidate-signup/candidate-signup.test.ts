import { AFFILIATE } from '@app/contracts/constants';
import { monthOf } from '@app/contracts/affiliates';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateAttributions, affiliateEarnings, candidates, candidateSearchedJobs, emailOutbox } from '../../db/schema/index.ts';
import { seedReference } from '../../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import {
  bearer,
  createTestApp,
  createUser,
  lastConfirmationToken,
  login,
  mailedToken,
  type TestContext,
  type UserFixture,
} from '../../../test/helpers.ts';
import { referenceIds, type ReferenceIds } from '../../../test/jobs-fixtures.ts';
import { createCandidate } from '../../../test/candidates-fixtures.ts';
import { insertAddress } from '../../../test/addresses-fixtures.ts';

let ctx: TestContext;
let ref: ReferenceIds;
let affiliate: UserFixture;
let recruiter: UserFixture;
let ipCounter = 0;
/** Each test speaks from its own client address, so the per-IP limit only counts its own calls. */
const freshIp = () => `203.0.113.${++ipCounter}`;

const info = (affiliateCode?: string, ip = freshIp()) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/candidate-signup/${affiliateCode === undefined ? '' : `?affiliate=${encodeURIComponent(affiliateCode)}`}`,
    headers: { 'x-forwarded-for': ip },
  });
const post = (payload: object, ip = freshIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/candidate-signup/', payload, headers: { 'x-forwarded-for': ip } });

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

let counter = 0;
const body = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    firstName: 'Inès',
    lastName: 'Garnier',
    email: `ines.garnier${counter}@example.test`,
    phoneNumber: '+33 6 12 34 56 78',
    jobId: ref.jobs[0]!,
    experienceId: ref.experiences[1]!,
    place: LYON,
    withDisability: true,
    consent: true,
    affiliate: affiliate.recruiterUuid,
    ...overrides,
  };
};

const earningsOf = (candidateId: number) =>
  ctx.database.db.select().from(affiliateEarnings).where(eq(affiliateEarnings.candidateId, candidateId));
const countEarnings = async () => (await ctx.database.db.select({ n: count() }).from(affiliateEarnings))[0]!.n;
const candidateByEmail = async (email: string) => (await ctx.database.db.select().from(candidates).where(eq(candidates.email, email)))[0]!;

beforeAll(async () => {
  // Distinct clients are told apart by X-Forwarded-For, as behind the production proxy.
  ctx = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  await seedReference(ctx.database.db, TEST_REFERENCE);
  ref = await referenceIds(ctx.database);
  affiliate = await createUser(ctx.database, { affiliate: true, manager: 'Camille Martin', company: 'Réseau Martin' });
  recruiter = await createUser(ctx.database, { manager: 'Paul Durand', company: 'Boulangerie Durand' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/candidate-signup/', () => {
  it("answers an affiliate's first name and company, and nothing else", async () => {
    const res = await info(affiliate.recruiterUuid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, affiliate: { firstName: 'Camille', company: 'Réseau Martin' } });
    expect(res.body).not.toContain(affiliate.email);
    expect(res.body).not.toContain('Camille Martin');
  });

  it('answers not valid for a recruiter that is not an affiliate, an unknown uuid, garbage or no code', async () => {
    for (const code of [recruiter.recruiterUuid, '00000000-0000-4000-8000-000000000000', 'pas-un-uuid', '', undefined]) {
      const res = await info(code);
      expect(res.statusCode, String(code)).toBe(200);
      expect(res.json()).toEqual({ valid: false, affiliate: null });
    }
  });

  it('refuses an over-long code', async () => {
    expect((await info('x'.repeat(200))).statusCode).toBe(400);
  });
});

/** Uses the confirmation link mailed to `email` (decision 119), as its owner would. */
const useMailedLink = async (email: string) => {
  const token = await lastConfirmationToken(ctx.database, email);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/candidate-email/confirm/',
    payload: { token },
    headers: { 'x-forwarded-for': freshIp() },
  });
};

describe('POST /api/candidate-signup/', () => {
  it("writes the town, searched job and affiliate when the sign-up's own link is used; the answer's uuid names nothing", async () => {
    const payload = body();
    const res = await post(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ firstName: 'Inès', affiliated: true });
    // The candidate's own uuid is not told to whoever typed the address (decision 149).
    expect(await ctx.database.db.select().from(candidates).where(eq(candidates.uuid, res.json().uuid))).toEqual([]);
    let candidate = await candidateByEmail(payload.email);
    // Not proven yet (decisions 119, 149): names to greet, nothing of the profile, no attribution, no earning.
    expect(candidate).toMatchObject({ firstName: 'Inès', lastName: 'Garnier', emailVerifiedAt: null, cityName: null, affiliateId: null });
    expect(await ctx.database.db.select().from(candidateSearchedJobs).where(eq(candidateSearchedJobs.candidateId, candidate.id))).toEqual(
      [],
    );
    expect(await ctx.database.db.select().from(affiliateAttributions).where(eq(affiliateAttributions.candidateId, candidate.id))).toEqual(
      [],
    );
    expect(await earningsOf(candidate.id)).toEqual([]);
    const confirmed = await useMailedLink(payload.email);
    expect(confirmed.statusCode).toBe(200);
    candidate = await candidateByEmail(payload.email);
    expect(candidate).toMatchObject({
      firstName: 'Inès',
      lastName: 'Garnier',
      email: payload.email,
      phoneNumber: '06 12 34 56 78',
      cityName: 'Lyon',
      postalCode: '69003',
      latitude: LYON.latitude,
      longitude: LYON.longitude,
      withDisability: true,
      affiliateId: affiliate.recruiterId,
    });
    const jobsRows = await ctx.database.db.select().from(candidateSearchedJobs).where(eq(candidateSearchedJobs.candidateId, candidate.id));
    expect(jobsRows).toMatchObject([{ jobId: ref.jobs[0], experienceId: ref.experiences[1], position: 0 }]);
    const attributions = await ctx.database.db
      .select()
      .from(affiliateAttributions)
      .where(eq(affiliateAttributions.candidateId, candidate.id));
    expect(attributions).toMatchObject([{ affiliateId: affiliate.recruiterId }]);
    const earnings = await earningsOf(candidate.id);
    expect(earnings).toHaveLength(1);
    expect(earnings[0]).toMatchObject({
      affiliateId: affiliate.recruiterId,
      kind: 'signup',
      amountCents: AFFILIATE.signUpEarningCents,
      month: monthOf(new Date()),
      purchaseId: null,
      orderId: null,
      payoutId: null,
    });
  });

  it("an affiliate who signs up a stranger's address gains nothing when its owner proves it by applying (decision 149)", async () => {
    const payload = body();
    expect((await post(payload)).statusCode).toBe(201);
    const candidate = await candidateByEmail(payload.email);
    // The owner of the mailbox applies at a site that takes free applications and confirms that
    // application's link (the latest mail), not the sign-up's.
    const site = await insertAddress(ctx.database, recruiter.recruiterId, { freeApplication: true, name: 'Garage Central' });
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/api/apply/${site.uuid}/`,
      headers: { 'x-forwarded-for': '203.0.113.77' },
      payload: {
        firstName: 'Camille',
        lastName: 'Vrai',
        email: payload.email,
        phoneNumber: '07 11 22 33 44',
        addressJobUuid: null,
        experienceId: ref.experiences[1]!,
        withDisability: false,
        consent: true,
      },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect((await useMailedLink(payload.email)).statusCode).toBe(200);
    const proven = await candidateByEmail(payload.email);
    expect(proven.emailVerifiedAt).not.toBeNull();
    // The application's details are the person's; the sign-up's town and affiliate are not.
    expect(proven).toMatchObject({ firstName: 'Camille', lastName: 'Vrai', affiliateId: null, cityName: null });
    expect(await ctx.database.db.select().from(affiliateAttributions).where(eq(affiliateAttributions.candidateId, candidate.id))).toEqual(
      [],
    );
    expect(await earningsOf(candidate.id)).toEqual([]);
  });

  it('shows up in the affiliate dashboard sign-ups', async () => {
    const tokens = await login(ctx.app, affiliate.email, affiliate.password);
    const dashboard = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/affiliate/dashboard/', headers: bearer(tokens.access) })).json();
    const before = await dashboard();
    const payload = body();
    expect((await post(payload)).statusCode).toBe(201);
    // Counted once proven, as its earning is (decisions 119, 122): not at the sign-up, at the link's use.
    expect((await dashboard()).signUps).toEqual(before.signUps);
    const confirmed = await useMailedLink(payload.email);
    expect(confirmed.statusCode).toBe(200);
    const after = await dashboard();
    expect(after.signUps).toEqual({ thisMonth: before.signUps.thisMonth + 1, total: before.signUps.total + 1 });
  });

  it('signs up without attribution when the code is not an affiliate, unknown, malformed or missing', async () => {
    for (const code of [recruiter.recruiterUuid, '00000000-0000-4000-8000-000000000000', 'pas-un-uuid', null, undefined]) {
      const payload = body({ affiliate: code });
      if (code === undefined) delete (payload as Record<string, unknown>).affiliate;
      const res = await post(payload);
      expect(res.statusCode, String(code)).toBe(201);
      expect(res.json().affiliated).toBe(false);
      await useMailedLink(payload.email);
      const candidate = await candidateByEmail(payload.email);
      expect(candidate.affiliateId).toBeNull();
      expect(await earningsOf(candidate.id)).toEqual([]);
      const attributions = await ctx.database.db
        .select()
        .from(affiliateAttributions)
        .where(eq(affiliateAttributions.candidateId, candidate.id));
      expect(attributions).toEqual([]);
    }
  });

  /** The sign-up answer without its uuid (a fresh one each time, known e-mail or not). */
  const shapeOf = (res: { statusCode: number; json: () => Record<string, unknown> }) => {
    const { uuid, ...rest } = res.json();
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    return { status: res.statusCode, keys: Object.keys(res.json()).sort(), ...rest };
  };
  const candidatesWith = (email: string) =>
    ctx.database.db
      .select()
      .from(candidates)
      .where(sql`lower(${candidates.email}) = ${email.toLowerCase()}`);
  const mailsTo = (email: string) =>
    ctx.database.db
      .select()
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.toAddress}) = ${email.toLowerCase()}`);

  it('answers a known e-mail as a new one (decision 119, second round, finding 2): same status and body, the sign-up kept for the proof', async () => {
    // The reproduction: an application made the e-mail a candidate never proven.
    const email = `newvictim${++counter}@victim.test`;
    const applied = await createCandidate(ctx.database.db, { email, firstName: 'Mallory', lastName: 'Attacker', emailVerifiedAt: null });
    const fresh = await post(body({ firstName: 'Nina', lastName: 'Roche' }));
    const known = await post(body({ firstName: 'Nina', lastName: 'Roche', email: `  ${email.toUpperCase()} ` }));
    expect(shapeOf(known)).toEqual(shapeOf(fresh));
    expect(known.json().uuid).not.toBe(applied.uuid);
    expect(known.statusCode).toBe(201);
    // Nothing of the person changes and nothing is earned before the owner's click.
    const [row] = await candidatesWith(email);
    expect(row).toMatchObject({ id: applied.id, firstName: 'Mallory', lastName: 'Attacker', emailVerifiedAt: null, affiliateId: null });
    expect(await earningsOf(applied.id)).toEqual([]);
    // The proof link mailed to the address carries the sign-up: its use makes it the candidate's and credits the affiliate once.
    const mail = (await mailsTo(email)).find((m) => m.template === 'candidate-email-confirm')!;
    expect(mail.text).toContain('Nina Roche');
    const token = mailedToken(mail.text, '/confirm-email')!;
    const clicks = await Promise.all(
      [1, 2, 3].map(() =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/candidate-email/confirm/',
          payload: { token },
          headers: { 'x-forwarded-for': freshIp() },
        }),
      ),
    );
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200, 200]);
    const [proven] = await candidatesWith(email);
    expect(proven).toMatchObject({
      firstName: 'Nina',
      lastName: 'Roche',
      cityName: 'Lyon',
      postalCode: '69003',
      affiliateId: affiliate.recruiterId,
    });
    expect(proven!.emailVerifiedAt).not.toBeNull();
    const searched = await ctx.database.db.select().from(candidateSearchedJobs).where(eq(candidateSearchedJobs.candidateId, applied.id));
    expect(searched.map((s) => s.jobId)).toContain(ref.jobs[0]!);
    const attributions = await ctx.database.db
      .select()
      .from(affiliateAttributions)
      .where(eq(affiliateAttributions.candidateId, applied.id));
    expect(attributions.map((a) => a.affiliateId)).toEqual([affiliate.recruiterId]);
    expect((await earningsOf(applied.id)).map((e) => e.amountCents)).toEqual([AFFILIATE.signUpEarningCents]);
  });

  it('mails a proven candidate at most 5 "already registered" mails a day, whatever the clients (attack32, decision 149)', async () => {
    const email = `proven-flood${++counter}@example.test`;
    await createCandidate(ctx.database.db, { email, firstName: 'Clio' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(body({ email, firstName: 'Other' }))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect((await mailsTo(email)).filter((m) => m.template === 'candidate-already-registered')).toHaveLength(5);
  });

  it('mails a proven candidate "vous avez déjà un profil" instead, with the same answer, and writes nothing', async () => {
    const email = `proven${++counter}@example.test`;
    const known = await createCandidate(ctx.database.db, { email, firstName: 'Juliette' });
    const before = await countEarnings();
    const fresh = await post(body({ firstName: 'Other' }));
    const res = await post(body({ email, firstName: 'Other' }));
    expect(shapeOf(res)).toEqual(shapeOf(fresh));
    expect(await countEarnings()).toBe(before + 0);
    expect(await candidatesWith(email)).toHaveLength(1);
    expect((await candidatesWith(email))[0]).toMatchObject({ id: known.id, firstName: 'Juliette', affiliateId: null });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.template)).toEqual(['candidate-already-registered']);
    expect(mails[0]!.text).toContain('déjà un profil');
    // In the candidate's language only (decision 135).
    expect(mails[0]!.text).not.toContain('already have a profile');
    const attributions = await ctx.database.db.select().from(affiliateAttributions).where(eq(affiliateAttributions.candidateId, known.id));
    expect(attributions).toEqual([]);
  });

  it('signs up in English from an English page: the candidate keeps the language, the mails are English (decision 135)', async () => {
    const payload = body();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate-signup/',
      payload,
      headers: { 'x-forwarded-for': freshIp(), cookie: 'lang=en' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [created] = await candidatesWith(payload.email);
    expect(created!.language).toBe('en');
    const [confirm] = await mailsTo(payload.email);
    expect(confirm!.subject).toBe('Confirm your e-mail address');
    expect(confirm!.text).toContain('Confirm your e-mail address so that your profile is offered to recruiters.');
    expect(confirm!.text).not.toContain('Bonjour');
    // Once proven, a new sign-up with that e-mail (even from a French page) tells the owner in English.
    await ctx.database.db.update(candidates).set({ emailVerifiedAt: new Date() }).where(eq(candidates.id, created!.id));
    expect((await post(body({ email: payload.email }))).statusCode).toBe(201);
    const notice = (await mailsTo(payload.email)).find((m) => m.template === 'candidate-already-registered');
    expect(notice!.subject).toBe('You already have a QRecrute profile');
  });

  it('refuses invalid fields with their i18n keys', async () => {
    const res = await post(
      body({ firstName: ' ', email: 'pas-un-email', phoneNumber: '12', jobId: null, place: null, consent: false, experienceId: 0 }),
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().fieldErrors as Record<string, string[]>;
    expect(Object.keys(fields).sort()).toEqual(['consent', 'email', 'experienceId', 'firstName', 'jobId', 'phoneNumber', 'place'].sort());
    expect(fields.consent).toEqual(['views.candidate_signup.errors.consent']);
    expect(fields.jobId).toEqual(['views.candidate_signup.errors.job_required']);
    expect(fields.place).toEqual(['views.candidate_signup.errors.city_required']);
  });

  it('refuses a place without coordinates, unknown fields, an unknown job or experience', async () => {
    const { latitude: _lat, longitude: _lng, ...noCoordinates } = LYON;
    expect((await post(body({ place: noCoordinates }))).statusCode).toBe(400);
    expect((await post(body({ affiliateId: 1 }))).statusCode).toBe(400);
    const job = await post(body({ jobId: 99_999_999 }));
    expect(job.statusCode).toBe(400);
    expect(job.json().fieldErrors).toEqual({ jobId: ['form.validation.invalid_choice'] });
    const experience = await post(body({ experienceId: 99_999_999 }));
    expect(experience.statusCode).toBe(400);
    expect(experience.json().fieldErrors).toEqual({ experienceId: ['form.validation.invalid_choice'] });
  });

  it('refuses an unbounded place (an outsider stored a 2.5 MB town that every recruiter screen then carried)', async () => {
    for (const field of ['featureName', 'placeName', 'context', 'description', 'postalCode'] as const) {
      const res = await post(body({ place: { ...LYON, [field]: 'x'.repeat(300_000) } }));
      expect(res.statusCode, field).toBe(400);
    }
    const [stored] = await ctx.database.db
      .select({ n: count() })
      .from(candidates)
      .where(sql`length(${candidates.cityName}) > 200`);
    expect(stored!.n).toBe(0);
  });

  it('limits sign-ups to 10 per 15 minutes per client IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) expect((await post(body({ consent: false }), ip)).statusCode).toBe(400);
    const limited = await post(body(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect((await post(body(), freshIp())).statusCode).toBe(201);
  });
});
