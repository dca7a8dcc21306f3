import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyPage } from '@app/contracts/apply';
import {
  addressAdvantages,
  addresses,
  addressJobContracts,
  addressJobs,
  advantages,
  applications,
  businessUnits,
  candidates,
  candidateSearchedJobs,
  emailOutbox,
  fingerprints,
  jobs,
  recruiters,
  users,
} from '../../db/schema/index.ts';
import { seedReference } from '../../db/seed/reference.ts';
import { MAILBOX_LIVE_SECRETS } from '../../lib/mailbox-secrets.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { createTestApp, createUser, lastConfirmationToken, mailedToken, type TestContext } from '../../../test/helpers.ts';
import { insertAddress } from '../../../test/addresses-fixtures.ts';
import { referenceIds, type ReferenceIds } from '../../../test/jobs-fixtures.ts';

let ctx: TestContext;
let ref: ReferenceIds;
let ipCounter = 0;
/** Each test speaks from its own client address, so the per-IP limit only counts its own calls. */
const freshIp = () => `198.51.100.${++ipCounter}`;

const getPage = (uuid: string, ip = freshIp()) =>
  ctx.app.inject({ method: 'GET', url: `/api/apply/${uuid}/`, headers: { 'x-forwarded-for': ip } });
const post = (uuid: string, payload: object, ip = freshIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/apply/${uuid}/`,
    payload,
    headers: { 'x-forwarded-for': ip, 'user-agent': 'Mozilla/5.0 Phone' },
  });

async function addJob(addressId: number, jobIndex: number, values: Partial<typeof addressJobs.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(addressJobs)
    .values({ addressId, jobId: ref.jobs[jobIndex]!, workingTimeId: ref.workingTimes[0]!, remoteId: ref.remotes[0]!, ...values })
    .returning({ id: addressJobs.id, uuid: addressJobs.uuid, jobId: addressJobs.jobId });
  await ctx.database.db.insert(addressJobContracts).values({ addressJobId: row!.id, contractId: ref.contracts[0]! });
  return row!;
}

let counter = 0;
const body = (addressJobUuid: string | null, overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    firstName: 'Léa',
    lastName: 'Moreau',
    email: `lea.moreau${counter}@example.test`,
    phoneNumber: '06 12 34 56 78',
    addressJobUuid,
    experienceId: ref.experiences[1]!,
    withDisability: false,
    consent: true,
    ...overrides,
  };
};

// A premium account: a parent site (brand, notifications by e-mail), a child site, an inactive child.
let premium: { recruiterId: number; email: string };
let parent: { id: number; uuid: string };
let child: { id: number; uuid: string };
let inactiveChild: { id: number; uuid: string };
let parentJob: { id: number; uuid: string; jobId: number };
let childJob: { id: number; uuid: string; jobId: number };
let inactiveJob: { id: number; uuid: string; jobId: number };
let hiddenChildJob: { id: number; uuid: string; jobId: number };
let unitId: number;
// A standard account with one site, and another account's job.
let standard: { id: number; uuid: string };
let standardJob: { id: number; uuid: string; jobId: number };

beforeAll(async () => {
  // Distinct clients are told apart by X-Forwarded-For, as behind the production proxy.
  ctx = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  await seedReference(ctx.database.db, TEST_REFERENCE);
  ref = await referenceIds(ctx.database);
  const premiumUser = await createUser(ctx.database, { maxAddresses: 3, manager: 'Gaspard Secret', company: 'Fournil Secret' });
  await ctx.database.db.update(recruiters).set({ phoneNumber: '01 99 88 77 66' }).where(eq(recruiters.id, premiumUser.recruiterId));
  premium = { recruiterId: premiumUser.recruiterId, email: premiumUser.email };
  parent = await insertAddress(ctx.database, premium.recruiterId, {
    name: 'Fournil Central',
    qrcodeTown: 'Lyon',
    receiveApplicationByEmail: true,
    email: 'rh-secret@fournil.test',
    description: 'Une boulangerie artisanale depuis 1950.',
    values: 'Exigence et convivialité.',
  });
  child = await insertAddress(ctx.database, premium.recruiterId, {
    name: 'Fournil Croix-Rousse',
    qrcodeTown: 'Villeurbanne',
    parentId: parent.id,
    email: 'child-secret@fournil.test',
  });
  inactiveChild = await insertAddress(ctx.database, premium.recruiterId, { name: 'Fournil fermé', parentId: parent.id, active: false });
  const [advantage] = await ctx.database.db.select({ id: advantages.id, name: advantages.name }).from(advantages).limit(1);
  await ctx.database.db.insert(addressAdvantages).values({ addressId: parent.id, advantageId: advantage!.id });
  const [unit] = await ctx.database.db
    .insert(businessUnits)
    .values({ addressId: parent.id, name: 'Production' })
    .returning({ id: businessUnits.id });
  unitId = unit!.id;
  parentJob = await addJob(parent.id, 0, { businessUnitId: unitId, urgent: true });
  childJob = await addJob(child.id, 1);
  inactiveJob = await addJob(parent.id, 2, { active: false });
  hiddenChildJob = await addJob(inactiveChild.id, 3);

  const standardUser = await createUser(ctx.database);
  standard = await insertAddress(ctx.database, standardUser.recruiterId, { name: 'Garage Dupont', qrcodeTown: 'Lyon' });
  standardJob = await addJob(standard.id, 4);
});
afterAll(() => ctx.close());

describe('GET /api/apply/{uuid}/', () => {
  it('answers 404 for an unknown or inactive address and 400 for a malformed uuid', async () => {
    expect((await getPage('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getPage(inactiveChild.uuid)).statusCode).toBe(404);
    expect((await getPage('nope')).statusCode).toBe(400);
  });

  it("offers the parent's and its active children's active jobs, each with its site, and the brand", async () => {
    const res = await getPage(parent.uuid);
    expect(res.statusCode).toBe(200);
    const page = res.json<ApplyPage>();
    expect(page).toMatchObject({ uuid: parent.uuid, name: 'Fournil Central', town: 'Lyon', freeApplication: false });
    expect(page.sites.map((s) => s.name)).toEqual(['Fournil Central', 'Fournil Croix-Rousse']);
    expect(page.jobs.map((j) => j.uuid)).toEqual([parentJob.uuid, childJob.uuid]);
    expect(page.jobs[1]!.site).toEqual({ uuid: child.uuid, name: 'Fournil Croix-Rousse', town: 'Villeurbanne' });
    expect(page.jobs[0]!.contracts).toHaveLength(1);
    expect(page.jobs[0]!.workingTime).not.toBeNull();
    expect(page.jobs[0]!.urgent).toBe(true);
    expect(page.brand?.description).toBe('Une boulangerie artisanale depuis 1950.');
    expect(page.brand?.advantages).toHaveLength(1);
    // Inactive jobs and inactive children are not offered.
    expect(res.body).not.toContain(inactiveJob.uuid);
    expect(res.body).not.toContain(hiddenChildJob.uuid);
  });

  it("shows a child's own jobs only when its uuid is opened, and no brand for a standard account", async () => {
    const page = (await getPage(child.uuid)).json<ApplyPage>();
    expect(page.jobs.map((j) => j.uuid)).toEqual([childJob.uuid]);
    const standardPage = (await getPage(standard.uuid)).json<ApplyPage>();
    expect(standardPage.brand).toBeNull();
    expect(standardPage.jobs.map((j) => j.uuid)).toEqual([standardJob.uuid]);
  });

  it('gives the media tab and a rounded map position to the company page; a standard account shows no brand media (issue 33)', async () => {
    const picture = '/api/files/pictures/fournil-1.png';
    await ctx.database.db
      .update(addresses)
      .set({
        picture,
        pictureThree: '/api/files/pictures/fournil-3.png',
        youtubeLink: 'https://youtu.be/aqz-KE-bpKQ',
        latitude: 45.764043,
        longitude: 4.835659,
      })
      .where(eq(addresses.id, parent.id));
    await ctx.database.db.update(addresses).set({ picture, youtubeLink: 'https://youtu.be/x' }).where(eq(addresses.id, standard.id));
    try {
      const page = (await getPage(parent.uuid)).json<ApplyPage>();
      expect(page.brand?.pictures).toEqual([picture, '/api/files/pictures/fournil-3.png']);
      expect(page.brand?.video).toBe('https://youtu.be/aqz-KE-bpKQ');
      // About a kilometre: the town, never the door.
      expect(page.position).toEqual({ latitude: 45.76, longitude: 4.84 });
      const standardPage = (await getPage(standard.uuid)).json<ApplyPage>();
      expect(standardPage.brand).toBeNull();
      expect(standardPage.position).toBeNull();
      // Media alone make a brand for an account that may have one.
      await ctx.database.db.update(addresses).set({ description: null, values: null }).where(eq(addresses.id, child.id));
      await ctx.database.db.update(addresses).set({ picture }).where(eq(addresses.id, child.id));
      expect((await getPage(child.uuid)).json<ApplyPage>().brand).toEqual({
        description: null,
        values: null,
        advantages: [],
        pictures: [picture],
        video: null,
      });
    } finally {
      await ctx.database.db
        .update(addresses)
        .set({ picture: null, pictureThree: null, youtubeLink: null, latitude: null, longitude: null })
        .where(inArray(addresses.id, [parent.id, standard.id, child.id]));
    }
  });

  it("never leaks the recruiter's contact data", async () => {
    for (const uuid of [parent.uuid, child.uuid]) {
      const text = (await getPage(uuid)).body;
      for (const secret of [
        'rh-secret@fournil.test',
        'child-secret@fournil.test',
        premium.email,
        'Gaspard Secret',
        '01 99 88 77 66',
        'siret',
        'receiveApplicationByEmail',
        'frequency',
      ]) {
        expect(text).not.toContain(secret);
      }
    }
  });
});

describe('POST /api/apply/{uuid}/', () => {
  it('creates the candidate, the searched job, the application, a fingerprint and one e-mail without contact details', async () => {
    const payload = body(parentJob.uuid, { email: 'Lea.Nouvelle@Example.test', phoneNumber: '+33 6 11 22 33 44', withDisability: true });
    const res = await post(parent.uuid, payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ siteName: 'Fournil Central' });
    const [candidate] = await ctx.database.db
      .select()
      .from(candidates)
      .where(sql`lower(${candidates.email}) = 'lea.nouvelle@example.test'`);
    expect(candidate).toMatchObject({ firstName: 'Léa', lastName: 'Moreau', phoneNumber: '06 11 22 33 44', withDisability: true });
    const searched = await ctx.database.db.select().from(candidateSearchedJobs).where(eq(candidateSearchedJobs.candidateId, candidate!.id));
    expect(searched).toEqual([expect.objectContaining({ jobId: parentJob.jobId, experienceId: ref.experiences[1] })]);
    const [application] = await ctx.database.db.select().from(applications).where(eq(applications.candidateId, candidate!.id));
    expect(application).toMatchObject({
      addressId: parent.id,
      addressJobId: parentJob.id,
      jobId: parentJob.jobId,
      experienceId: ref.experiences[1],
      businessUnitId: unitId,
    });
    expect(application!.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const prints = await ctx.database.db.select().from(fingerprints).where(eq(fingerprints.candidateUuid, candidate!.uuid));
    expect(prints).toEqual([expect.objectContaining({ addressId: parent.id, path: `/app/addresses/${parent.uuid}/apply` })]);
    const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'rh-secret@fournil.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Léa');
    for (const secret of ['Moreau', 'lea.nouvelle', '06 11 22 33 44', '+33'])
      expect(`${mails[0]!.subject} ${mails[0]!.text} ${mails[0]!.html}`).not.toContain(secret);
  });

  it("applies to a child site's job from the parent's page, on the child's address (no e-mail when not asked)", async () => {
    // Mails to the site; the candidate's confirmation link (decision 119) is not one of them.
    const siteMails = async () =>
      (await ctx.database.db.select().from(emailOutbox)).filter((m) => m.template !== 'candidate-email-confirm').length;
    const before = await siteMails();
    const payload = body(childJob.uuid);
    expect((await post(parent.uuid, payload)).statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select({ addressId: applications.addressId })
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(eq(candidates.email, payload.email));
    expect(row!.addressId).toBe(child.id);
    expect(await siteMails()).toBe(before);
  });

  it('refuses names that could carry a link into the mail sent to the typed address', async () => {
    for (const firstName of ['https://arnaque.example/gain', 'www.arnaque.example', 'Gagnez 500 €', 'a:b']) {
      const res = await post(parent.uuid, body(parentJob.uuid, { email: 'spam-target@example.test', firstName }));
      expect(res.statusCode, firstName).toBe(400);
      expect(res.json().fieldErrors.firstName, firstName).toEqual(['form.validation.invalid_characters']);
    }
    for (const lastName of ["N'Diaye", 'Le Gall-Dupont', 'Иванова', 'Zoë']) {
      const res = await post(parent.uuid, body(parentJob.uuid, { email: `name-${lastName.length}-${Date.now()}@example.test`, lastName }));
      expect(res.statusCode, lastName).toBe(201);
    }
  });

  it('refuses an inactive job, a job of an inactive child, another account’s job and an unknown address', async () => {
    for (const job of [inactiveJob, hiddenChildJob, standardJob]) {
      const res = await post(parent.uuid, body(job.uuid));
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ addressJobUuid: ['views.apply.errors.job_unavailable'] });
    }
    expect((await post('00000000-0000-4000-8000-000000000000', body(parentJob.uuid))).statusCode).toBe(404);
    expect((await post(inactiveChild.uuid, body(hiddenChildJob.uuid))).statusCode).toBe(404);
  });

  it('answers a second application to the same job as the first (201): the same details get the waiting link again, nothing new (no oracle)', async () => {
    const payload = body(parentJob.uuid, { email: 'double@example.test' });
    const first = await post(parent.uuid, payload);
    expect(first.statusCode).toBe(201);
    const again = await post(parent.uuid, { ...payload, email: 'DOUBLE@Example.test' });
    // The same answer as a first application of an unknown e-mail: status and fields (decision 129).
    const unknown = await post(parent.uuid, body(parentJob.uuid, { email: `nobody-${Date.now()}@example.test` }));
    expect(again.statusCode).toBe(201);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
    expect(again.json().uuid).not.toBe(first.json().uuid);
    const links = await ctx.database.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.toAddress}) = 'double@example.test'`);
    expect(links).toHaveLength(2);
    expect(mailedToken(links[1]!.text, '/confirm-email')).toBeDefined();
    expect(
      (await post(parent.uuid, { ...payload, email: 'Double@example.test', addressJobUuid: childJob.uuid, firstName: 'Léna' })).statusCode,
    ).toBe(201);
    const rows = await ctx.database.db
      .select()
      .from(candidates)
      .where(sql`lower(${candidates.email}) = 'double@example.test'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firstName).toBe('Léa');
    const count = await ctx.database.db.select().from(applications).where(eq(applications.candidateId, rows[0]!.id));
    expect(count.map((a) => a.firstName).sort()).toEqual(['Léa', 'Léna']);
    const searched = await ctx.database.db.select().from(candidateSearchedJobs).where(eq(candidateSearchedJobs.candidateId, rows[0]!.id));
    expect(searched.map((s) => s.position)).toEqual([0]);
  });

  it("a stranger who applied first with someone's address cannot keep them from applying as themselves (decision 149)", async () => {
    const email = `victim-${Date.now()}@example.test`;
    const applicationsOf = async () =>
      ctx.database.db
        .select({
          firstName: applications.firstName,
          phoneNumber: applications.phoneNumber,
          withDisability: applications.withDisability,
          confirmed: applications.emailConfirmedAt,
        })
        .from(applications)
        .innerJoin(candidates, eq(candidates.id, applications.candidateId))
        .where(eq(candidates.email, email));
    expect(
      (
        await post(
          parent.uuid,
          body(parentJob.uuid, { email, firstName: 'Marc', lastName: 'Arnaque', phoneNumber: '06 11 11 11 11', withDisability: true }),
        )
      ).statusCode,
    ).toBe(201);
    // The owner applies to the same job with their own details: a second application waits beside the first, with its own link.
    expect(
      (await post(parent.uuid, body(parentJob.uuid, { email, firstName: 'Camille', lastName: 'Vrai', phoneNumber: '07 22 33 44 55' })))
        .statusCode,
    ).toBe(201);
    expect((await applicationsOf()).map((a) => a.firstName)).toEqual(['Marc', 'Camille']);
    const token = await lastConfirmationToken(ctx.database, email);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/candidate-email/confirm/', payload: { token } })).statusCode).toBe(200);
    // The owner's application is confirmed and the stranger's one goes; the profile is the owner's.
    expect(await applicationsOf()).toMatchObject([
      { firstName: 'Camille', phoneNumber: '07 22 33 44 55', withDisability: false, confirmed: expect.any(Date) },
    ]);
    const [person] = await ctx.database.db.select().from(candidates).where(eq(candidates.email, email));
    expect(person).toMatchObject({ firstName: 'Camille', lastName: 'Vrai', withDisability: false });
    // Once confirmed, applying again to that job makes nothing and mails nothing.
    const mails = (await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).length;
    expect((await post(parent.uuid, body(parentJob.uuid, { email, firstName: 'Marc', lastName: 'Arnaque' }))).statusCode).toBe(201);
    expect(await applicationsOf()).toHaveLength(1);
    expect(await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toHaveLength(mails);
  });

  it('accepts a free application only where the site accepts it, once', async () => {
    const refused = await post(standard.uuid, body(null));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ addressJobUuid: ['views.apply.errors.job_required'] });
    await ctx.database.db.update(addresses).set({ freeApplication: true }).where(eq(addresses.id, standard.id));
    expect((await getPage(standard.uuid)).json<ApplyPage>().freeApplication).toBe(true);
    const payload = body(null);
    const res = await post(standard.uuid, payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ jobName: null, siteName: 'Garage Dupont' });
    const [row] = await ctx.database.db
      .select({ addressJobId: applications.addressJobId, jobId: applications.jobId, addressId: applications.addressId })
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(eq(candidates.email, payload.email));
    expect(row).toEqual({ addressJobId: null, jobId: null, addressId: standard.id });
    // Once: a second one is answered as the first, and adds no row (decision 129).
    expect((await post(standard.uuid, payload)).statusCode).toBe(201);
    const rows = await ctx.database.db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(eq(candidates.email, payload.email));
    expect(rows).toHaveLength(1);
  });

  it('validates the body: consent, French phone, e-mail, experience, names, unknown fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ consent: false }, 'consent'],
      [{ phoneNumber: '12345' }, 'phoneNumber'],
      [{ phoneNumber: '+44 20 7946 0958' }, 'phoneNumber'],
      [{ email: 'not-an-email' }, 'email'],
      [{ firstName: '   ' }, 'firstName'],
      [{ lastName: 'x'.repeat(101) }, 'lastName'],
      [{ experienceId: 999_999 }, 'experienceId'],
      [{ recruiter: 1 }, ''],
    ];
    for (const [override, field] of cases) {
      const res = await post(parent.uuid, body(parentJob.uuid, override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      if (field) expect(Object.keys(res.json().fieldErrors ?? {}), JSON.stringify(override)).toContain(field);
    }
    const { consent: _consent, ...withoutConsent } = body(parentJob.uuid);
    expect((await post(parent.uuid, withoutConsent)).statusCode).toBe(400);
    // Nothing was created by the refused calls.
    const refused = await ctx.database.db
      .select()
      .from(candidates)
      .where(and(eq(candidates.firstName, 'Léa'), eq(candidates.email, 'not-an-email')));
    expect(refused).toHaveLength(0);
  });

  it('limits applications to 10 per client address per 15 minutes', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post(parent.uuid, body(parentJob.uuid), ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another client is not affected.
    expect((await post(parent.uuid, body(parentJob.uuid))).statusCode).toBe(201);
  });

  it('does not create users: a candidate is not a recruiter account', async () => {
    const before = (await ctx.database.db.select().from(users)).length;
    expect((await post(parent.uuid, body(parentJob.uuid))).statusCode).toBe(201);
    expect((await ctx.database.db.select().from(users)).length).toBe(before);
  });
});

describe('the candidate receipt (issue 29, decision 125)', () => {
  const mailsTo = (email: string) =>
    ctx.database.db
      .select()
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.toAddress}) = ${email.toLowerCase()}`);
  const jobName = async (jobId: number) =>
    (await ctx.database.db.select({ name: jobs.name }).from(jobs).where(eq(jobs.id, jobId)))[0]!.name;

  it('sends the candidate one mail: site, job and date, with the link that confirms it', async () => {
    const payload = body(parentJob.uuid, { email: 'recu.fr@example.test' });
    const res = await post(parent.uuid, payload);
    expect(res.statusCode).toBe(201);
    const { completedAt } = res.json() as { completedAt: string };
    const mails = await mailsTo(payload.email);
    // One mail, not a receipt and a separate confirmation link (decision 119's link is in it).
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      subject: 'Votre candidature chez Fournil Central est envoyée : confirmez-la',
      template: 'candidate-email-confirm',
    });
    const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${completedAt}T00:00:00Z`),
    );
    for (const part of [
      'Bonjour Léa,',
      'Établissement : Fournil Central (Lyon)',
      `Poste : ${await jobName(parentJob.jobId)}`,
      `Date : ${day}`,
      '/app/confirm-email?token=',
      'Confirmer ma candidature',
    ]) {
      expect(`${mail!.text} ${mail!.html}`).toContain(part);
    }
    expect(mail!.html).toContain('lang="fr"');
    // Nothing of the recruiter's contact details, nor the company behind the site, which the apply
    // page never shows either (decision 129: the mail goes to an address nobody has proven).
    for (const secret of ['rh-secret@fournil.test', 'Gaspard Secret', '01 99 88 77 66', 'Fournil Secret'])
      expect(`${mail!.text} ${mail!.html}`).not.toContain(secret);
  });

  it('mails a mailbox at most its budget of live links, however many clients apply with it, in parallel too', async () => {
    // A stranger who knows an address applies with it from many clients: the applications are kept,
    // the mails stop at the mailbox's budget of live links (mailbox-secrets.ts), the answers do not change.
    const email = `flood-${Date.now()}@example.test`;
    const answers = await Promise.all(
      [parentJob, childJob, standardJob, parentJob, childJob, parentJob, childJob, parentJob].map((job) =>
        post(job === standardJob ? standard.uuid : parent.uuid, body(job.uuid, { email })),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(await mailsTo(email)).toHaveLength(MAILBOX_LIVE_SECRETS);
    const [candidate] = await ctx.database.db.select({ id: candidates.id }).from(candidates).where(eq(candidates.email, email));
    expect(await ctx.database.db.select().from(applications).where(eq(applications.candidateId, candidate!.id))).toHaveLength(3);
    // The budget is a day's: a day later the owner applying as themselves gets their link (decision 149).
    await ctx.database.db.execute(
      sql`update candidate_email_proofs set created_at = now() - interval '25 hours' where candidate_id = ${candidate!.id}`,
    );
    expect((await post(parent.uuid, body(parentJob.uuid, { email, firstName: 'Camille', lastName: 'Vrai' }))).statusCode).toBe(201);
    expect(await mailsTo(email)).toHaveLength(MAILBOX_LIVE_SECRETS + 1);
  });

  it("writes it in the candidate's language: the site's language cookie", async () => {
    const payload = body(parentJob.uuid, { email: 'recu.en@example.test' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/apply/${parent.uuid}/`,
      payload,
      headers: { 'x-forwarded-for': freshIp(), cookie: 'lang=en' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mails = await mailsTo(payload.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your application to Fournil Central has been sent: please confirm it');
    for (const part of ['Hello Léa,', `Job: ${await jobName(parentJob.jobId)}`, 'Confirm my application', 'The QRecrute team']) {
      expect(`${mails[0]!.text} ${mails[0]!.html}`).toContain(part);
    }
    expect(mails[0]!.html).toContain('lang="en"');
    expect(mails[0]!.text).not.toContain('Bonjour');
    expect(`${mails[0]!.text} ${mails[0]!.html}`).not.toContain('Fournil Secret');
  });
  it("keeps the candidate's language for their later mails, and writes the recruiter's mail in the site owner's (decision 135)", async () => {
    const payload = body(parentJob.uuid, { email: 'lang.en@example.test' });
    const owner = await createUser(ctx.database);
    await ctx.database.db.update(users).set({ language: 'en' }).where(eq(users.id, owner.userId));
    const site = await insertAddress(ctx.database, owner.recruiterId, {
      name: 'English Bakery',
      qrcodeTown: 'Lyon',
      receiveApplicationByEmail: true,
      email: 'hr-english@bakery.test',
    });
    const job = await addJob(site.id, 0);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/apply/${site.uuid}/`,
      payload: { ...payload, addressJobUuid: job.uuid },
      headers: { 'x-forwarded-for': freshIp(), cookie: 'lang=en' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [candidate] = await ctx.database.db
      .select({ language: candidates.language })
      .from(candidates)
      .where(eq(candidates.email, payload.email));
    expect(candidate!.language).toBe('en');
    const [toRecruiter] = await mailsTo('hr-english@bakery.test');
    expect(toRecruiter!.subject).toBe(`New application: ${await jobName(job.jobId)}`);
    expect(toRecruiter!.text).toContain('Léa just applied for the job');
    expect(toRecruiter!.text).not.toContain('Bonjour');
    // A French page makes a French candidate; the French owner's mail stays French.
    const french = body(parentJob.uuid, { email: 'lang.fr@example.test' });
    expect((await post(parent.uuid, french)).statusCode).toBe(201);
    const [fr] = await ctx.database.db.select({ language: candidates.language }).from(candidates).where(eq(candidates.email, french.email));
    expect(fr!.language).toBe('fr');
  });
});

describe('mails to unproven addresses carry no typed link or domain (decision 141)', () => {
  it("defangs the site's name and QR town in the candidate's receipt and the site's notification", async () => {
    const owner = await createUser(ctx.database, { company: 'evil.example SARL' });
    const site = await insertAddress(ctx.database, owner.recruiterId, {
      name: 'http://evil.example/x',
      qrcodeTown: 'Lyon.evil.example',
      receiveApplicationByEmail: true,
      email: 'site-victime@example.test',
    });
    const job = await addJob(site.id, 4);
    const payload = body(job.uuid, { email: 'victime@example.test' });
    expect((await post(site.uuid, payload)).statusCode).toBe(201);
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.toAddress} in ('victime@example.test', 'site-victime@example.test')`);
    expect(mails).toHaveLength(2);
    const receipt = mails.find((m) => m.toAddress === 'victime@example.test')!;
    expect(receipt.subject).toBe('Votre candidature chez http[:]//evil[.]example/x est envoyée : confirmez-la');
    expect(receipt.text).toContain('Établissement : http[:]//evil[.]example/x (Lyon[.]evil[.]example)');
    for (const mail of mails) {
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/evil\.example|http:\/\/evil/);
    }
    // The product's own link is still there, untouched.
    expect(receipt.text).toContain('/app/confirm-email?token=');
  });
});
