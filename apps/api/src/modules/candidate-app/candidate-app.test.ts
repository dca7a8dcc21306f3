import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressJobContracts,
  addressJobs,
  applications,
  candidates,
  candidateDocuments,
  candidateSessions,
  addressJobSkills,
  candidateMatches,
  emailOutbox,
  purchases,
  registrationEmailCodes,
} from '../../db/schema/index.ts';
import { drainMatchQueue } from '../matching/match.worker.ts';
import { seedReference } from '../../db/seed/reference.ts';
import { CANDIDATE_SESSION_COOKIE, CODE_HOLDER_COOKIE } from '../../lib/session-cookies.ts';
import { MAILBOX_LIVE_SECRETS } from '../../lib/mailbox-secrets.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { bearer, createTestApp, createUser, lastConfirmationToken, login, type TestContext } from '../../../test/helpers.ts';
import type { CandidateApplicationList } from '@app/contracts/candidate-app';
import { insertAddress } from '../../../test/addresses-fixtures.ts';
import { referenceIds, type ReferenceIds } from '../../../test/jobs-fixtures.ts';

/**
 * The candidate's space (issue 33, decision 151): sign-in with a mailed code tied to the browser that
 * asked, a session cookie of its own, the applications of the proven address, and their statuses
 * that only the application's recruiter moves, mailed to the candidate once per change.
 */
let ctx: TestContext;
let ref: ReferenceIds;
let ip = 0;
const nextClient = () => `203.0.113.${(ip = (ip % 250) + 1)}`;

let owner: { access: string; recruiterId: number };
let stranger: { access: string };
let site: { id: number; uuid: string };
let jobUuid: string;

/** A browser: keeps the cookies the API sets (code holder, candidate session) and sends them back. */
const browser = () => {
  const jar = new Map<string, string>();
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, script = true) => {
    const res = await ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: {
        'x-forwarded-for': nextClient(),
        ...(script ? { 'x-requested-with': 'XMLHttpRequest' } : {}),
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      },
    });
    for (const c of res.cookies) {
      if (c.value === '' || c.maxAge === 0) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  return {
    jar,
    send,
    ask: (email: string) => send('POST', '/api/candidate-app/code/', { email }),
    check: (email: string, code: string) => send('POST', '/api/candidate-app/code/check/', { email, code }),
    applications: (script = true) => send('GET', '/api/candidate-app/applications/', undefined, script),
  };
};

const lastMail = async (to: string, template?: string) =>
  (
    await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(template ? and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)) : eq(emailOutbox.toAddress, to))
      .orderBy(desc(emailOutbox.id))
      .limit(1)
  )[0];
const mailsTo = async (to: string, template: string) =>
  (
    await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)))
  ).length;
const codeIn = (text: string | null | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];

let counter = 0;
const fresh = () => `cand${++counter}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** Confirms the last application of `email` from the link mailed to it (decision 119), as its owner does. */
async function confirmFromMail(email: string): Promise<void> {
  const token = await lastConfirmationToken(ctx.database, email);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/candidate-email/confirm/', payload: { token } });
  expect(res.statusCode, res.body).toBe(200);
}

/** Applies on the QR page of `site` as a new candidate (and confirms it from the mail if asked); answers the application's uuid. */
async function applyAs(email: string, firstName = 'Léa', { confirmed = false } = {}): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/apply/${site.uuid}/`,
    headers: { 'x-forwarded-for': nextClient() },
    payload: {
      firstName,
      lastName: 'Moreau',
      email,
      phoneNumber: '06 12 34 56 78',
      addressJobUuid: jobUuid,
      experienceId: ref.experiences[1]!,
      withDisability: false,
      consent: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  if (confirmed) await confirmFromMail(email);
  return res.json<{ uuid: string }>().uuid;
}

/** Signs a new browser in as `email` (asks the code, reads it from the outbox, checks it). */
async function signedIn(email: string) {
  const b = browser();
  expect((await b.ask(email)).statusCode).toBe(204);
  const code = codeIn((await lastMail(email, 'candidate-sign-in-code'))?.text);
  expect(code).toBeDefined();
  const res = await b.check(email, code!);
  expect(res.statusCode, res.body).toBe(200);
  return b;
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  await seedReference(ctx.database.db, TEST_REFERENCE);
  ref = await referenceIds(ctx.database);
  const user = await createUser(ctx.database, { company: 'Boulangerie Martin' });
  owner = { access: (await login(ctx.app, user.email, user.password)).access, recruiterId: user.recruiterId };
  const other = await createUser(ctx.database, { company: 'Garage Dupont' });
  stranger = { access: (await login(ctx.app, other.email, other.password)).access };
  site = await insertAddress(ctx.database, user.recruiterId, { name: 'Fournil Rivoli', qrcodeTown: 'Paris' });
  const [job] = await ctx.database.db
    .insert(addressJobs)
    .values({ addressId: site.id, jobId: ref.jobs[0]!, workingTimeId: ref.workingTimes[0]!, remoteId: ref.remotes[0]! })
    .returning({ id: addressJobs.id, uuid: addressJobs.uuid });
  await ctx.database.db.insert(addressJobContracts).values({ addressJobId: job!.id, contractId: ref.contracts[0]! });
  jobUuid = job!.uuid;
});
afterAll(() => ctx?.close());

describe('candidate sign-in with a mailed code', () => {
  it('mails a code, and the right code from the same browser opens an HttpOnly session that lists the applications', async () => {
    const email = fresh();
    const uuid = await applyAs(email);
    const b = browser();
    expect((await b.ask(`  ${email.toUpperCase()} `)).statusCode).toBe(204);
    expect(b.jar.has(CODE_HOLDER_COOKIE)).toBe(true);
    const mail = await lastMail(email, 'candidate-sign-in-code');
    const code = codeIn(mail?.text)!;
    expect(mail?.subject).toContain(code);

    const wrong = await b.check(email, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(b.jar.has(CANDIDATE_SESSION_COOKIE)).toBe(false);

    const res = await b.check(email, code);
    expect(res.statusCode, res.body).toBe(200);
    // Unconfirmed: the first name may be a stranger's, so the session greets nobody by it (decision 158).
    expect(res.json()).toEqual({ email, firstName: null, lastName: null, phoneNumber: null });
    expect(res.cookies.find((c) => c.name === CANDIDATE_SESSION_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/candidate-app/',
    });
    // The token is stored hashed only.
    const rows = await ctx.database.db.select().from(candidateSessions).where(eq(candidateSessions.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(b.jar.get(CANDIDATE_SESSION_COOKIE));

    const list = await b.applications();
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().results).toEqual([
      expect.objectContaining({
        uuid,
        company: 'Boulangerie Martin',
        site: { uuid: site.uuid, name: 'Fournil Rivoli', town: 'Paris' },
        status: 'received',
        statusMessage: null,
      }),
    ]);
    expect(list.json().results[0].jobName).toBeTypeOf('string');

    // The code is used: it opens nothing a second time.
    expect((await browser().check(email, code)).statusCode).toBe(400);
  });

  it('answers the same for an address that never applied, and the code is tried only by the browser that asked', async () => {
    const email = fresh();
    const mine = browser();
    expect((await mine.ask(email)).statusCode).toBe(204);
    const code = codeIn((await lastMail(email, 'candidate-sign-in-code'))?.text)!;
    // Another browser (a stranger who read nothing) cannot use it, even with the right code.
    expect((await browser().check(email, code)).statusCode).toBe(400);
    const res = await mine.check(email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email, firstName: null, lastName: null, phoneNumber: null });
    expect((await mine.applications()).json().results).toEqual([]);
  });

  it('a code is gone after its fifth wrong try', async () => {
    const email = fresh();
    const b = browser();
    await b.ask(email);
    const code = codeIn((await lastMail(email, 'candidate-sign-in-code'))?.text)!;
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) expect((await b.check(email, wrong)).statusCode).toBe(400);
    expect((await b.check(email, code)).statusCode).toBe(400);
  });

  it('a browser holds at most its budget of live codes: past it, the same answer and no mail', async () => {
    const email = fresh();
    const b = browser();
    for (let i = 0; i < MAILBOX_LIVE_SECRETS + 2; i += 1) expect((await b.ask(email)).statusCode).toBe(204);
    expect(await mailsTo(email, 'candidate-sign-in-code')).toBe(MAILBOX_LIVE_SECRETS);
  });

  it("refuses the routes without the session, without X-Requested-With, and to a recruiter's token; signing out ends it", async () => {
    const email = fresh();
    await applyAs(email);
    const b = await signedIn(email);
    expect((await b.applications(false)).statusCode).toBe(401);
    expect((await browser().applications()).statusCode).toBe(401);
    const asRecruiter = await ctx.app.inject({ method: 'GET', url: '/api/candidate-app/applications/', headers: bearer(owner.access) });
    expect(asRecruiter.statusCode).toBe(403);
    // A candidate's session opens no recruiter route.
    const cookie = `${CANDIDATE_SESSION_COOKIE}=${b.jar.get(CANDIDATE_SESSION_COOKIE)}`;
    const asCandidate = await ctx.app.inject({
      method: 'GET',
      url: '/api/applications/',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(asCandidate.statusCode).toBe(401);

    const token = b.jar.get(CANDIDATE_SESSION_COOKIE)!;
    expect((await b.send('POST', '/api/candidate-app/sign-out/')).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(candidateSessions).where(eq(candidateSessions.email, email))).toEqual([]);
    // The old token opens nothing any more, even replayed.
    const replay = await ctx.app.inject({
      method: 'GET',
      url: '/api/candidate-app/applications/',
      headers: { cookie: `${CANDIDATE_SESSION_COOKIE}=${token}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(replay.statusCode).toBe(401);
  });

  it("one candidate never sees another's applications", async () => {
    const a = fresh();
    const other = fresh();
    const hers = await applyAs(a, 'Alice');
    await applyAs(other, 'Bruno');
    const b = await signedIn(other);
    const uuids = (await b.applications()).json<{ results: { uuid: string }[] }>().results.map((r) => r.uuid);
    expect(uuids).toHaveLength(1);
    expect(uuids).not.toContain(hers);
  });
});

/** The token of the single-use link a code mail carries (decision 158). */
const linkIn = (mail: { html: string | null; text: string } | undefined) =>
  /[?&]lien=([A-Za-z0-9_-]+)/.exec(`${mail?.html ?? ''} ${mail?.text ?? ''}`)?.[1];
const mailsOf = (to: string, template: string) =>
  ctx.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)))
    .orderBy(emailOutbox.id);

describe('the code-mail freeze (decision 157, fixed by decision 158)', () => {
  it("20 requests by strangers spend the address's hourly mails, and the owner signs in with the link of any of them, in their own browser", async () => {
    const email = fresh();
    await applyAs(email, 'Inès', { confirmed: true });
    // Strangers, each from another browser and client address, ask for the owner's codes.
    for (let i = 0; i < 20; i += 1) expect((await browser().ask(email)).statusCode).toBe(204);
    // The owner asks too: the hour's budget is spent, the same answer and no new mail.
    const owner = browser();
    expect((await owner.ask(email)).statusCode).toBe(204);
    const mails = await mailsOf(email, 'candidate-sign-in-code');
    expect(mails).toHaveLength(20);
    // No code of those works in the owner's browser (each belongs to a stranger's)...
    expect((await owner.check(email, codeIn(mails[7]!.text)!)).statusCode).toBe(400);
    // ...but every mail carries a link that does, once.
    const token = linkIn(mails[7]);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const res = await owner.send('POST', '/api/candidate-app/code/link/', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email, firstName: 'Inès' });
    expect(res.cookies.find((c) => c.name === CANDIDATE_SESSION_COOKIE)).toMatchObject({ httpOnly: true, path: '/api/candidate-app/' });
    expect((await owner.applications()).json().results).toHaveLength(1);
    // Single use, and using it voids the other codes and links of the address.
    expect((await browser().send('POST', '/api/candidate-app/code/link/', { token })).statusCode).toBe(400);
    expect((await browser().send('POST', '/api/candidate-app/code/link/', { token: linkIn(mails[3]) })).statusCode).toBe(400);
  });

  it('a link is bound to its purpose, its life and its exact token; two uses at once open one session', async () => {
    const email = fresh();
    await browser().ask(email);
    const token = linkIn(await lastMail(email, 'candidate-sign-in-code'))!;
    const use = (t: unknown, url = '/api/candidate-app/code/link/') => browser().send('POST', url, { token: t });
    // A candidate link proves nothing to registration, and a changed token opens nothing.
    expect((await use(token, '/api/registration/email-code/link/')).statusCode).toBe(400);
    expect((await use(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).statusCode).toBe(400);
    expect((await use('x'.repeat(201))).statusCode).toBe(400);
    expect((await use(undefined)).statusCode).toBe(400);
    const both = await Promise.all([use(token), use(token)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await ctx.database.db.select().from(candidateSessions).where(eq(candidateSessions.email, email))).toHaveLength(1);

    // An expired link opens nothing.
    await browser().ask(email);
    const late = linkIn(await lastMail(email, 'candidate-sign-in-code'))!;
    await ctx.database.db
      .update(registrationEmailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationEmailCodes.email, email));
    expect((await use(late)).statusCode).toBe(400);
  });

  it('the registration code mail carries a link too: any browser gets the proof, once', async () => {
    const email = fresh();
    for (let i = 0; i < 20; i += 1) expect((await browser().send('POST', '/api/registration/email-code/', { email })).statusCode).toBe(204);
    const mails = await mailsOf(email, 'registration-code');
    expect(mails).toHaveLength(20);
    const token = linkIn(mails[0]);
    // A registration link opens no candidate session.
    expect((await browser().send('POST', '/api/candidate-app/code/link/', { token })).statusCode).toBe(400);
    const res = await browser().send('POST', '/api/registration/email-code/link/', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email, emailProof: expect.any(String) });
    expect((await browser().send('POST', '/api/registration/email-code/link/', { token })).statusCode).toBe(400);
  });
});

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
const profileBody = (over: Record<string, unknown> = {}) => ({
  firstName: 'Maëlle',
  lastName: 'Garnier',
  phoneNumber: '06 11 22 33 44',
  place: LYON,
  jobs: [{ jobId: ref.jobs[0]!, experienceId: ref.experiences[2]! }],
  skillIds: [ref.softSkills[0]!],
  languages: [{ languageId: ref.languages[0]!, levelId: null }],
  licenceIds: [ref.licences[0]!],
  availability: 'within_month',
  withDisability: false,
  ...over,
});
const put = (b: ReturnType<typeof browser>, payload: object) => b.send('PUT', '/api/candidate-app/profile/', payload);
const oneTap = (b: ReturnType<typeof browser>, over: Record<string, unknown> = {}) =>
  b.send('POST', `/api/candidate-app/apply/${site.uuid}/`, {
    firstName: 'Maëlle',
    lastName: 'Garnier',
    phoneNumber: '06 11 22 33 44',
    addressJobUuid: jobUuid,
    experienceId: ref.experiences[1]!,
    withDisability: false,
    consent: true,
    ...over,
  });

describe("the candidate's profile (item 2)", () => {
  it("starts empty, is saved whole by its signed-in owner, proves the candidate, and reads back with the recruiter view's shapes", async () => {
    const email = fresh();
    // Someone typed this address first: the owner's profile shows none of it.
    await applyAs(email, 'Usurpé');
    const b = await signedIn(email);
    const empty = await b.send('GET', '/api/candidate-app/profile/');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ email, firstName: '', lastName: '', phoneNumber: null, jobs: [], proven: false });

    const saved = await put(b, profileBody());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      email,
      firstName: 'Maëlle',
      lastName: 'Garnier',
      phoneNumber: '06 11 22 33 44',
      place: { cityName: 'Lyon', postalCode: '69003', latitude: 45.7597 },
      jobs: [{ job: { id: ref.jobs[0] }, experience: { id: ref.experiences[2] } }],
      skills: [{ id: ref.softSkills[0] }],
      languages: [{ id: ref.languages[0], levelId: null }],
      licences: [{ id: ref.licences[0] }],
      availability: 'within_month',
      proven: true,
    });
    const [row] = await ctx.database.db.select().from(candidates).where(eq(candidates.email, email));
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect(row!.firstName).toBe('Maëlle');
    expect((await b.send('GET', '/api/candidate-app/profile/')).json()).toEqual(saved.json());
    // A number kept as written elsewhere (an import, an older row) reads back written the French way (walk, decision 164).
    await ctx.database.db.update(candidates).set({ phoneNumber: '+33611223344' }).where(eq(candidates.email, email));
    expect((await b.send('GET', '/api/candidate-app/profile/')).json()).toMatchObject({ phoneNumber: '06 11 22 33 44' });
    // The session now greets with the proven name, never the one typed first by someone else (decision 157).
    expect((await b.send('GET', '/api/candidate-app/session/')).json()).toMatchObject({ firstName: 'Maëlle', lastName: 'Garnier' });
  });

  it('creates the candidate when no row holds the address', async () => {
    const email = fresh();
    const b = await signedIn(email);
    const res = await put(b, profileBody({ place: null, skillIds: [], languages: [], licenceIds: [], availability: null }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ proven: true, place: null, firstName: 'Maëlle' });
    expect(await ctx.database.db.select().from(candidates).where(eq(candidates.email, email))).toHaveLength(1);
  });

  it('refuses unbounded, unknown or malformed input with field errors, and writes nothing', async () => {
    const email = fresh();
    const b = await signedIn(email);
    const refused = async (over: Record<string, unknown>, field: string) => {
      const res = await put(b, profileBody(over));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(
        Object.keys(res.json().fieldErrors ?? {}).some((k) => k === field || k.startsWith(`${field}.`)),
        res.body,
      ).toBe(true);
    };
    await refused({ firstName: 'x'.repeat(101) }, 'firstName');
    await refused({ phoneNumber: '12' }, 'phoneNumber');
    await refused({ skillIds: Array.from({ length: 31 }, (_, i) => i + 1) }, 'skillIds');
    await refused({ skillIds: [ref.softSkills[0]!, ref.softSkills[0]!] }, 'skillIds');
    await refused({ skillIds: [999_999] }, 'skillIds');
    await refused({ jobs: [{ jobId: 999_999, experienceId: ref.experiences[0]! }] }, 'jobs');
    await refused({ licenceIds: [2 ** 31] }, 'licenceIds');
    await refused({ availability: 'someday' }, 'availability');
    await refused({ place: { ...LYON, featureName: 'x'.repeat(5000) } }, 'place');
    expect((await put(b, { ...profileBody(), extra: 1 })).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(candidates).where(eq(candidates.email, email))).toHaveLength(0);
  });

  it("is reachable only with a candidate's session: another candidate's profile is never read nor written", async () => {
    const a = fresh();
    const b = fresh();
    const first = await signedIn(a);
    expect((await put(first, profileBody({ firstName: 'Alice' }))).statusCode).toBe(200);
    const second = await signedIn(b);
    expect((await second.send('GET', '/api/candidate-app/profile/')).json()).toMatchObject({ email: b, firstName: '', proven: false });
    expect((await put(second, profileBody({ firstName: 'Bob' }))).statusCode).toBe(200);
    expect((await first.send('GET', '/api/candidate-app/profile/')).json()).toMatchObject({ email: a, firstName: 'Alice' });
    // No session, or a recruiter's token: refused.
    expect((await browser().send('GET', '/api/candidate-app/profile/')).statusCode).toBe(401);
    const recruiter = await ctx.app.inject({ method: 'GET', url: '/api/candidate-app/profile/', headers: bearer(owner.access) });
    expect(recruiter.statusCode).toBe(403);
  });
});

/** A tiny but real PDF, as a data URL. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const dataUrl = (bytes: Buffer, type = 'application/pdf') => `data:${type};base64,${bytes.toString('base64')}`;
const cv = '/api/candidate-app/profile/cv/';

describe("the profile's CV (item 2, decision 158)", () => {
  it('is uploaded, replaced and removed by its owner, and the recruiter of their application downloads it as any document', async () => {
    const email = fresh();
    const b = await signedIn(email);
    // Nothing to attach a CV to before the profile is saved (the candidate is not proven yet).
    const early = await b.send('PUT', cv, { file: dataUrl(PDF), name: 'Mon CV' });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().fieldErrors).toEqual({ file: ['views.candidate_app.profile.cv.errors.profile_first'] });
    expect((await put(b, profileBody())).statusCode).toBe(200);

    const up = await b.send('PUT', cv, { file: dataUrl(PDF), name: 'Mon CV' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().documents).toEqual([{ name: 'Mon CV.pdf', file: cv }]);
    const own = await b.send('GET', cv);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(PDF)).toBe(true);

    // Replaced: one document, the new bytes.
    const second = Buffer.concat([PDF, Buffer.from('% v2\n')]);
    const replaced = await b.send('PUT', cv, { file: dataUrl(second), name: 'CV 2025.pdf' });
    expect(replaced.json().documents).toEqual([{ name: 'CV 2025.pdf', file: cv }]);
    expect((await b.send('GET', cv)).rawPayload.equals(second)).toBe(true);
    const [cand] = await ctx.database.db
      .select({ id: candidates.id, uuid: candidates.uuid })
      .from(candidates)
      .where(eq(candidates.email, email));
    const docs = await ctx.database.db.select().from(candidateDocuments).where(eq(candidateDocuments.candidateId, cand!.id));
    expect(docs).toHaveLength(1);

    // The recruiter of the candidate's application, with access to their contact details (here a
    // purchase), sees it as any applicant's document and downloads it.
    const applied = await oneTap(b);
    expect(applied.statusCode, applied.body).toBe(201);
    await ctx.database.db.insert(purchases).values({ recruiterId: owner.recruiterId, candidateId: cand!.id, priceCents: 100 });
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/candidate/${cand!.uuid}/?application=${applied.json().uuid}`,
      headers: bearer(owner.access),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().documents).toEqual([{ name: 'CV 2025.pdf', file: `/api/candidate/${cand!.uuid}/documents/${docs[0]!.id}/` }]);
    const download = await ctx.app.inject({ method: 'GET', url: detail.json().documents[0].file, headers: bearer(owner.access) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(second)).toBe(true);
    // Another recruiter gets nothing.
    expect(
      (await ctx.app.inject({ method: 'GET', url: detail.json().documents[0].file, headers: bearer(stranger.access) })).statusCode,
    ).toBe(404);

    // Removed: no document, nothing to download.
    const removed = await b.send('DELETE', cv);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().documents).toEqual([]);
    expect((await b.send('GET', cv)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(candidateDocuments).where(eq(candidateDocuments.candidateId, cand!.id))).toHaveLength(0);
  });

  it('takes only a PDF by its bytes, within the upload bound, from its signed-in owner', async () => {
    const email = fresh();
    const b = await signedIn(email);
    expect((await put(b, profileBody())).statusCode).toBe(200);
    const refused = async (payload: object, status: number, key: string) => {
      const res = await b.send('PUT', cv, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().fieldErrors?.file ?? res.json().fieldErrors?.name, res.body).toEqual([key]);
    };
    const format = 'views.candidate_app.profile.cv.errors.format';
    // A PNG declared as a PDF, a text file, a PDF signature that does not open the file.
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await refused({ file: dataUrl(png), name: 'cv.pdf' }, 400, format);
    await refused({ file: dataUrl(Buffer.from('hello')), name: 'cv.pdf' }, 400, format);
    await refused({ file: dataUrl(Buffer.concat([Buffer.from('xx'), PDF])), name: 'cv.pdf' }, 400, format);
    await refused({ file: 'not a data url', name: 'cv.pdf' }, 400, format);
    // Over 2 MB of bytes (the data URL's length bound lets a little more through: the bytes decide).
    const big = Buffer.concat([PDF, Buffer.alloc(2_097_152 - PDF.length + 1, 0x20)]);
    await refused({ file: dataUrl(big), name: 'cv.pdf' }, 413, 'form.validation.file_size');
    await refused({ file: dataUrl(PDF), name: 'x'.repeat(101) }, 400, 'form.validation.max_length');
    expect((await b.send('PUT', cv, { file: dataUrl(PDF), name: 'cv', extra: 1 })).statusCode).toBe(400);
    expect((await b.send('GET', '/api/candidate-app/profile/')).json().documents).toEqual([]);
    // No session, or a recruiter's token: refused.
    expect((await browser().send('PUT', cv, { file: dataUrl(PDF), name: 'cv' })).statusCode).toBe(401);
    const recruiter = await ctx.app.inject({
      method: 'PUT',
      url: cv,
      headers: bearer(owner.access),
      payload: { file: dataUrl(PDF), name: 'cv' },
    });
    expect(recruiter.statusCode).toBe(403);
  });

  it('is rate limited per signed-in candidate', async () => {
    const b = await signedIn(fresh());
    expect((await put(b, profileBody())).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await b.send('DELETE', cv)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('the one-tap apply of a signed-in candidate (item 2)', () => {
  it('confirms the application at once, mails no confirmation link, and proves the candidate with the details sent', async () => {
    const email = fresh();
    const b = await signedIn(email);
    const res = await oneTap(b);
    expect(res.statusCode, res.body).toBe(201);
    const [app] = await ctx.database.db
      .select()
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(eq(candidates.email, email));
    expect(app!.applications.emailConfirmedAt).not.toBeNull();
    expect(app!.candidates.emailVerifiedAt).not.toBeNull();
    expect(app!.candidates.lastName).toBe('Garnier');
    expect(await mailsTo(email, 'candidate-email-confirm')).toBe(0);
    expect((await b.applications()).json().results).toEqual([expect.objectContaining({ uuid: res.json().uuid, status: 'received' })]);
  });

  it("the signed-in owner's one tap and profile save still write a proven candidate's details (decision 158)", async () => {
    const email = fresh();
    await applyAs(email, 'Léa');
    // Proven with the details typed then (as the mailed link would at the first proof).
    await ctx.database.db.update(candidates).set({ emailVerifiedAt: new Date() }).where(eq(candidates.email, email));
    const details = async () => {
      const [row] = await ctx.database.db
        .select({ firstName: candidates.firstName, lastName: candidates.lastName, phoneNumber: candidates.phoneNumber })
        .from(candidates)
        .where(eq(candidates.email, email));
      return row;
    };
    expect((await details())!.firstName).toBe('Léa');
    const b = await signedIn(email);
    expect((await oneTap(b, { firstName: 'Maëlle', phoneNumber: '06 77 88 99 00' })).statusCode).toBe(201);
    expect(await details()).toEqual({ firstName: 'Maëlle', lastName: 'Garnier', phoneNumber: expect.stringMatching(/77 88 99 00/) });
    expect((await put(b, profileBody({ firstName: 'Louise', lastName: 'Martin', place: null }))).statusCode).toBe(200);
    expect(await details()).toEqual({ firstName: 'Louise', lastName: 'Martin', phoneNumber: expect.stringMatching(/22 33 44/) });
  });

  it('a second identical application is the first (decision 149): one row, and the waiting one typed earlier is confirmed, not doubled', async () => {
    const email = fresh();
    // The owner applied before signing in, from the public page, with the same details.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/apply/${site.uuid}/`,
      headers: { 'x-forwarded-for': nextClient() },
      payload: {
        firstName: 'Maëlle',
        lastName: 'Garnier',
        email,
        phoneNumber: '06 11 22 33 44',
        addressJobUuid: jobUuid,
        experienceId: ref.experiences[1]!,
        withDisability: false,
        consent: true,
      },
    });
    const b = await signedIn(email);
    expect((await oneTap(b)).statusCode).toBe(201);
    expect((await oneTap(b)).statusCode).toBe(201);
    const rows = await ctx.database.db
      .select({ confirmed: applications.emailConfirmedAt })
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(eq(candidates.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.confirmed).not.toBeNull();
  });

  it("keeps the apply rules: the e-mail is the session's, a bad body is a 400, no session a 401", async () => {
    const email = fresh();
    const b = await signedIn(email);
    expect((await oneTap(b, { email: 'someone@else.test' })).statusCode).toBe(400);
    expect((await oneTap(b, { consent: false })).statusCode).toBe(400);
    expect((await oneTap(b, { addressJobUuid: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);
    expect((await oneTap(browser())).statusCode).toBe(401);
    expect((await oneTap(b, { firstName: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('the match percentage a recruiter sees uses the profile, and an edit refreshes it', async () => {
    const email = fresh();
    const b = await signedIn(email);
    // The site's job asks for a skill the candidate does not list yet.
    const [job] = await ctx.database.db.select({ id: addressJobs.id }).from(addressJobs).where(eq(addressJobs.uuid, jobUuid));
    await ctx.database.db.insert(addressJobSkills).values({ addressJobId: job!.id, skillId: ref.softSkills[1]! }).onConflictDoNothing();
    expect((await put(b, profileBody({ skillIds: [], place: null }))).statusCode).toBe(200);
    const percentage = async () => {
      await drainMatchQueue(ctx.database.db, { debounceMs: 0 });
      const [cand] = await ctx.database.db.select({ id: candidates.id }).from(candidates).where(eq(candidates.email, email));
      const [m] = await ctx.database.db
        .select({ p: candidateMatches.percentage })
        .from(candidateMatches)
        .where(and(eq(candidateMatches.candidateId, cand!.id), eq(candidateMatches.addressJobId, job!.id)));
      return m?.p ?? 0;
    };
    const before = await percentage();
    expect(before).toBeGreaterThan(0);
    expect((await put(b, profileBody({ skillIds: [ref.softSkills[1]!], place: null }))).statusCode).toBe(200);
    expect(await percentage()).toBeGreaterThan(before);
  });
});

describe('the apply form prefilled from the session (item 2)', () => {
  it("answers the last name and phone only once the candidate's details are proven (decision 119)", async () => {
    const email = fresh();
    await applyAs(email, 'Nora');
    const b = await signedIn(email);
    const session = () => b.send('GET', '/api/candidate-app/session/');
    // Unconfirmed: what was typed may be a stranger's; only the address (decision 158: not even the first name).
    expect((await session()).json()).toEqual({ email, firstName: null, lastName: null, phoneNumber: null });
    await ctx.database.db.update(candidates).set({ emailVerifiedAt: new Date() }).where(eq(candidates.email, email));
    expect((await session()).json()).toEqual({ email, firstName: 'Nora', lastName: 'Moreau', phoneNumber: expect.stringMatching(/12/) });
  });
});

describe("the signed-in candidate's data page (item 6)", () => {
  it('opens the data page of the candidate row that holds the proven address, and nothing for an address without one', async () => {
    const email = fresh();
    await applyAs(email, 'Chloé');
    const b = await signedIn(email);
    const res = await b.send('POST', '/api/candidate-app/data-access/');
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json<{ token: string }>();
    const status = await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/', payload: { token } });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({ firstName: 'Chloé' });

    const nobody = await signedIn(fresh());
    expect((await nobody.send('POST', '/api/candidate-app/data-access/')).json()).toEqual({ token: null });
    expect((await browser().send('POST', '/api/candidate-app/data-access/')).statusCode).toBe(401);
  });
});

describe('application statuses', () => {
  const put = (access: string, uuid: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/applications/${uuid}/status/`, headers: bearer(access), payload });
  const open = (access: string, uuid: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/applications/${uuid}/`, headers: bearer(access) });

  it('opening marks it "vue" once; the recruiter moves it, the candidate sees it and is mailed once per change', async () => {
    const email = fresh();
    const uuid = await applyAs(email, 'Léa', { confirmed: true });
    const b = await signedIn(email);

    const first = await open(owner.access, uuid);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe('seen');
    expect(await mailsTo(email, 'candidate-application-status')).toBe(1);
    // Opening again changes nothing and mails nothing.
    expect((await open(owner.access, uuid)).json().status).toBe('seen');
    expect(await mailsTo(email, 'candidate-application-status')).toBe(1);

    const moved = await put(owner.access, uuid, { status: 'interview', message: 'Venez mardi à 10 h.' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ uuid, status: 'interview', statusMessage: 'Venez mardi à 10 h.', mailed: true });
    const mail = await lastMail(email, 'candidate-application-status');
    expect(mail?.subject).toContain('Entretien');
    expect(mail?.text).toContain('Venez mardi à 10 h.');
    expect(mail?.text).toContain('/app/candidat');
    expect(await mailsTo(email, 'candidate-application-status')).toBe(2);

    // The same status again mails nothing.
    expect((await put(owner.access, uuid, { status: 'interview', message: 'Venez mardi à 10 h.' })).json().mailed).toBe(false);
    expect(await mailsTo(email, 'candidate-application-status')).toBe(2);

    const seen = (await b.applications()).json().results[0];
    expect(seen).toMatchObject({ uuid, status: 'interview', statusMessage: 'Venez mardi à 10 h.' });
    expect(seen.statusChangedAt).toBeTypeOf('string');
    // The recruiter's list shows it too.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/applications/', headers: bearer(owner.access) });
    expect(list.json().results.find((r: { uuid: string }) => r.uuid === uuid)).toMatchObject({ status: 'interview' });
  });

  it('another recruiter cannot read or move the application (404), and its status stays', async () => {
    const email = fresh();
    const uuid = await applyAs(email);
    expect((await put(stranger.access, uuid, { status: 'rejected' })).statusCode).toBe(404);
    expect((await open(stranger.access, uuid)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select({ status: applications.status }).from(applications).where(eq(applications.uuid, uuid));
    expect(row?.status).toBe('received');
    expect(await mailsTo(email, 'candidate-application-status')).toBe(0);
  });

  it('refuses a status the recruiter may not set, and a message over the bound, with a clear error', async () => {
    const uuid = await applyAs(fresh());
    const received = await put(owner.access, uuid, { status: 'received' });
    expect(received.statusCode).toBe(400);
    expect(received.json().code).toBe('validation_failed');
    expect((await put(owner.access, uuid, { status: 'hired', message: 'x'.repeat(1001) })).statusCode).toBe(400);
  });

  it("a candidate's status mails stop at the day budget; the statuses still change", async () => {
    const email = fresh();
    const uuid = await applyAs(email, 'Léa', { confirmed: true });
    const cycle = ['interview', 'rejected', 'hired'] as const;
    for (let i = 0; i < MAILBOX_LIVE_SECRETS + 3; i += 1) {
      const res = await put(owner.access, uuid, { status: cycle[i % cycle.length] });
      expect(res.statusCode).toBe(200);
    }
    expect(await mailsTo(email, 'candidate-application-status')).toBe(MAILBOX_LIVE_SECRETS);
    const [row] = await ctx.database.db.select({ status: applications.status }).from(applications).where(eq(applications.uuid, uuid));
    expect(row?.status).toBe(cycle[(MAILBOX_LIVE_SECRETS + 2) % cycle.length]);
  });

  it("an application typed with someone else's address carries no recruiter's text to that mailbox, nor spends its budget (attack of 2026-11-29)", async () => {
    const email = fresh();
    // A stranger (here the recruiter themself) applies with the address, never confirmed.
    const uuid = await applyAs(email, 'Camille');
    for (const status of ['interview', 'rejected', 'hired', 'interview', 'rejected', 'hired'] as const) {
      const res = await put(owner.access, uuid, { status, message: 'Appelez le 08 99 00 00 00' });
      expect(res.statusCode).toBe(200);
      expect(res.json().mailed).toBe(false);
    }
    expect(await mailsTo(email, 'candidate-application-status')).toBe(0);
    // The address's owner signs in: the application is listed, its status too, never the stranger's text.
    const b = await signedIn(email);
    const listed = (await b.applications()).json<CandidateApplicationList>().results.find((a) => a.uuid === uuid);
    expect(listed).toMatchObject({ status: 'hired', statusMessage: null });
    // Their own confirmed application is still mailed: the budget was not spent.
    const own = await applyAs(email, 'Léa', { confirmed: true });
    expect((await put(owner.access, own, { status: 'interview', message: 'Venez lundi.' })).json().mailed).toBe(true);
  });

  it('mails the candidate in their language', async () => {
    const email = fresh();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/apply/${site.uuid}/`,
      headers: { 'x-forwarded-for': nextClient(), cookie: 'lang=en' },
      payload: {
        firstName: 'Sam',
        lastName: 'Smith',
        email,
        phoneNumber: '06 12 34 56 78',
        addressJobUuid: jobUuid,
        experienceId: ref.experiences[1]!,
        withDisability: false,
        consent: true,
      },
    });
    expect(res.statusCode).toBe(201);
    await confirmFromMail(email);
    await put(owner.access, res.json().uuid, { status: 'hired' });
    expect((await lastMail(email, 'candidate-application-status'))?.subject).toBe('Your application to Fournil Rivoli: Accepted');
  });
});

describe('"Confirmer cette candidature" in the signed-in space (walk of 2026-11-29, decision 158)', () => {
  const put = (uuid: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/applications/${uuid}/status/`, headers: bearer(owner.access), payload });
  const confirm = (b: ReturnType<typeof browser>, uuid: string) => b.send('POST', `/api/candidate-app/applications/${uuid}/confirm/`);
  const recruiterSees = async (uuid: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/applications/${uuid}/`, headers: bearer(owner.access) })).json<{
      emailConfirmed: boolean;
    }>();

  it('signing in confirms nothing; the tap confirms as the mailed link does: the recruiter sees it, a status mails, the message shows', async () => {
    const email = fresh();
    const uuid = await applyAs(email);
    const b = await signedIn(email);
    // Sign-in alone proves the mailbox, not that its owner made the application.
    expect((await b.applications()).json<CandidateApplicationList>().results[0]).toMatchObject({ uuid, confirmed: false });
    expect((await recruiterSees(uuid)).emailConfirmed).toBe(false);

    const res = await confirm(b, uuid);
    expect(res.statusCode, res.body).toBe(204);
    expect((await recruiterSees(uuid)).emailConfirmed).toBe(true);
    const [candidate] = await ctx.database.db
      .select({ emailVerifiedAt: candidates.emailVerifiedAt })
      .from(candidates)
      .where(eq(candidates.email, email));
    expect(candidate?.emailVerifiedAt).not.toBeNull();

    const moved = await put(uuid, { status: 'interview', message: 'Venez mardi à 10 h.' });
    expect(moved.json().mailed).toBe(true);
    expect((await lastMail(email, 'candidate-application-status'))?.text).toContain('Venez mardi à 10 h.');
    expect((await b.applications()).json<CandidateApplicationList>().results[0]).toMatchObject({
      uuid,
      confirmed: true,
      status: 'interview',
      statusMessage: 'Venez mardi à 10 h.',
    });

    // Again: the same answer, nothing more; the mailed link, clicked later, answers "already confirmed".
    expect((await confirm(b, uuid)).statusCode).toBe(204);
    const token = await lastConfirmationToken(ctx.database, email);
    const status = await ctx.app.inject({ method: 'POST', url: '/api/candidate-email/status/', payload: { token } });
    expect(status.json()).toEqual({ confirmed: true });
  });

  it("never confirms another address's application (404), and needs the session", async () => {
    const mine = fresh();
    const theirs = fresh();
    const theirUuid = await applyAs(theirs);
    const b = await signedIn(mine);
    expect((await confirm(b, theirUuid)).statusCode).toBe(404);
    expect((await confirm(b, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await confirm(b, 'not-a-uuid')).statusCode).toBe(400);
    expect((await recruiterSees(theirUuid)).emailConfirmed).toBe(false);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/candidate-app/applications/${theirUuid}/confirm/`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
