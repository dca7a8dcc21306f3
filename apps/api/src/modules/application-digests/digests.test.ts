import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addresses, addressJobContracts, addressJobs, applications, emailOutbox, jobs } from '../../db/schema/index.ts';
import { seedReference } from '../../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { createOutboxMailer } from '../../providers/mail/mailer.ts';
import { bearer, createTestApp, createUser, login, type TestContext, type UserFixture } from '../../../test/helpers.ts';
import { insertAddress } from '../../../test/addresses-fixtures.ts';
import { referenceIds, type ReferenceIds } from '../../../test/jobs-fixtures.ts';
import { sendDueDigests, type DigestDeps } from './digests.service.ts';

let ctx: TestContext;
let ref: ReferenceIds;
let deps: DigestDeps;
let site: { id: number; uuid: string };
let owner: UserFixture;
let jobUuid: string;
let jobName: string;
let counter = 0;

const apply = async (firstName: string) => {
  counter += 1;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/apply/${site.uuid}/`,
    headers: { 'x-forwarded-for': `203.0.113.${counter}` },
    payload: {
      firstName,
      lastName: 'Secret',
      email: `digest${counter}@example.test`,
      phoneNumber: '06 12 34 56 78',
      addressJobUuid: jobUuid,
      experienceId: ref.experiences[0]!,
      withDisability: false,
      consent: true,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ uuid: string }>().uuid;
};
const setCreatedAt = (uuid: string, at: string) =>
  ctx.database.db
    .update(applications)
    .set({ createdAt: new Date(at) })
    .where(eq(applications.uuid, uuid));
const setSite = (values: Partial<typeof addresses.$inferInsert>) =>
  ctx.database.db.update(addresses).set(values).where(eq(addresses.id, site.id));
const digests = () =>
  ctx.database.db.select().from(emailOutbox).where(like(emailOutbox.template, 'application-digest-%')).orderBy(emailOutbox.id);
const newApplicationMails = () => ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'new-application'));

beforeAll(async () => {
  // Distinct clients are told apart by X-Forwarded-For, as behind the production proxy.
  ctx = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  await seedReference(ctx.database.db, TEST_REFERENCE);
  ref = await referenceIds(ctx.database);
  deps = { db: ctx.database.db, mailer: createOutboxMailer(ctx.database.db, 'test@qrecrute.test'), publicUrl: 'https://qrecrute.test/' };
  owner = await createUser(ctx.database, { maxAddresses: 1 });
  site = await insertAddress(ctx.database, owner.recruiterId, {
    name: 'Fournil Digest',
    receiveApplicationByEmail: true,
    email: 'rh@fournil.test',
  });
  const [job] = await ctx.database.db
    .insert(addressJobs)
    .values({ addressId: site.id, jobId: ref.jobs[0]!, workingTimeId: ref.workingTimes[0]!, remoteId: ref.remotes[0]! })
    .returning({ id: addressJobs.id, uuid: addressJobs.uuid });
  await ctx.database.db.insert(addressJobContracts).values({ addressJobId: job!.id, contractId: ref.contracts[0]! });
  jobUuid = job!.uuid;
  jobName = (await ctx.database.db.select({ name: jobs.name }).from(jobs).where(eq(jobs.id, ref.jobs[0]!)))[0]!.name;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(emailOutbox);
  await ctx.database.db.delete(applications).where(eq(applications.addressId, site.id));
});

describe('application mails by frequency', () => {
  it("mails each application at once when the frequency is 'none'", async () => {
    await setSite({ frequency: 'none', digestSentAt: null });
    const uuid = await apply('Léa');
    const mails = await newApplicationMails();
    expect(mails).toHaveLength(1);
    const [applied] = await ctx.database.db
      .select({ candidateId: applications.candidateId })
      .from(applications)
      .where(eq(applications.uuid, uuid));
    expect(mails[0]!.mentionedCandidateIds).toEqual([applied!.candidateId]);
    expect((await sendDueDigests(deps, new Date('2026-11-23T09:00:00Z'))).claimed).toBe(0);
  });

  it('gathers a day of applications in one digest at 08:00 Paris time, once', async () => {
    await setSite({ frequency: 'daily', digestSentAt: new Date('2026-11-22T07:00:00Z') });
    const before = await apply('Avant');
    const first = await apply('Léa');
    const second = await apply('Hugo');
    const late = await apply('Tardif');
    expect(await newApplicationMails()).toHaveLength(0);
    await setCreatedAt(before, '2026-11-22T06:59:00Z');
    await setCreatedAt(first, '2026-11-22T10:00:00Z');
    await setCreatedAt(second, '2026-11-23T06:30:00Z');
    await setCreatedAt(late, '2026-11-23T07:30:00Z');

    // 07:59 in Paris on the 23rd (UTC+1): not due yet.
    expect((await sendDueDigests(deps, new Date('2026-11-23T06:59:00Z'))).claimed).toBe(0);
    const run = await sendDueDigests(deps, new Date('2026-11-23T07:01:00Z'));
    expect(run).toEqual({ claimed: 1, sent: 1, failed: 0 });
    const [mail, ...others] = await digests();
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({
      toAddress: 'rh@fournil.test',
      subject: 'Vos candidatures du jour : Fournil Digest',
      template: 'application-digest-daily',
    });
    expect(mail!.text).toContain('2 nouvelles candidatures depuis hier sur « Fournil Digest »');
    expect(mail!.text).toContain(`Léa, pour le poste « ${jobName} »`);
    expect(mail!.text).toContain('Hugo');
    expect(mail!.text).not.toContain('Avant');
    expect(mail!.text).not.toContain('Tardif');
    expect(mail!.text).not.toContain('Secret');
    expect(mail!.text).toContain(`https://qrecrute.test/app/dashboard?address=${site.uuid}`);
    // The digest records whom it names, so that erasing one of them removes it (decision 133).
    const named = await ctx.database.db
      .select({ candidateId: applications.candidateId })
      .from(applications)
      .where(inArray(applications.uuid, [first, second]));
    expect([...mail!.mentionedCandidateIds!].sort()).toEqual(named.map((n) => n.candidateId).sort());

    // The same period is never sent again, by this instance or another.
    expect((await sendDueDigests(deps, new Date('2026-11-23T12:00:00Z'))).claimed).toBe(0);
    // The next day's digest holds the late application.
    await sendDueDigests(deps, new Date('2026-11-24T08:00:00Z'));
    const all = await digests();
    expect(all).toHaveLength(2);
    expect(all[1]!.text).toContain('1 nouvelle candidature depuis hier');
    expect(all[1]!.text).toContain('Tardif');
  });

  it('two instances at once send a due digest once (the claim skips locked rows)', async () => {
    await setSite({ frequency: 'daily', digestSentAt: new Date('2026-11-22T07:00:00Z') });
    await setCreatedAt(await apply('Léa'), '2026-11-22T10:00:00Z');
    const now = new Date('2026-11-23T07:01:00Z');
    const runs = await Promise.all([sendDueDigests(deps, now), sendDueDigests(deps, now)]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(await digests()).toHaveLength(1);
  });

  it('logs a digest whose mail fails, and does not claim its period again', async () => {
    await setSite({ frequency: 'daily', digestSentAt: new Date('2026-11-22T07:00:00Z') });
    await setCreatedAt(await apply('Léa'), '2026-11-22T10:00:00Z');
    const logged: { message: string; extra: Record<string, unknown> }[] = [];
    const failing: DigestDeps = {
      ...deps,
      mailer: { driver: 'smtp', send: () => Promise.reject(new Error('smtp down')), post: () => Promise.reject(new Error('smtp down')) },
      log: (message, extra) => logged.push({ message, extra }),
    };
    expect(await sendDueDigests(failing, new Date('2026-11-23T07:01:00Z'))).toEqual({ claimed: 1, sent: 0, failed: 1 });
    expect(logged).toEqual([
      { message: 'application digest not sent', extra: { addressId: site.id, frequency: 'daily', error: 'Error: smtp down' } },
    ]);
    expect((await sendDueDigests(deps, new Date('2026-11-23T07:30:00Z'))).claimed).toBe(0);
  });

  it('sends no digest for a day without applications', async () => {
    await setSite({ frequency: 'daily', digestSentAt: new Date('2026-11-25T07:00:00Z') });
    expect(await sendDueDigests(deps, new Date('2026-11-26T08:00:00Z'))).toEqual({ claimed: 1, sent: 0, failed: 0 });
    expect(await digests()).toHaveLength(0);
  });

  it('sends the weekly digest on Monday at 08:00 Paris time, for the week before', async () => {
    await setSite({ frequency: 'weekly', digestSentAt: new Date('2026-11-16T07:00:00Z') });
    const inWeek = await apply('Semaine');
    await setCreatedAt(inWeek, '2026-11-20T15:00:00Z');
    // Sunday evening: not due.
    expect((await sendDueDigests(deps, new Date('2026-11-22T20:00:00Z'))).claimed).toBe(0);
    expect(await sendDueDigests(deps, new Date('2026-11-23T07:00:00Z'))).toEqual({ claimed: 1, sent: 1, failed: 0 });
    const [mail] = await digests();
    expect(mail!.subject).toBe('Vos candidatures de la semaine : Fournil Digest');
    expect(mail!.text).toContain('1 nouvelle candidature cette semaine');
  });

  it('follows summer time: 08:00 in Paris is 06:00 UTC in July', async () => {
    await setSite({ frequency: 'daily', digestSentAt: new Date('2026-07-09T06:00:00Z') });
    const summer = await apply('Été');
    await setCreatedAt(summer, '2026-07-09T12:00:00Z');
    expect((await sendDueDigests(deps, new Date('2026-07-10T05:59:00Z'))).claimed).toBe(0);
    expect((await sendDueDigests(deps, new Date('2026-07-10T06:00:00Z'))).sent).toBe(1);
  });

  it('starts a digest from the moment the recruiter chooses the frequency, not before', async () => {
    await setSite({ frequency: 'none', digestSentAt: null });
    const old = await apply('Ancien');
    expect(await newApplicationMails()).toHaveLength(1);
    const { access } = await login(ctx.app, owner.email, owner.password);
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/addresses/${site.uuid}/`,
      headers: bearer(access),
      payload: { frequency: 'daily' },
    });
    expect(patched.statusCode).toBe(200);
    const [row] = await ctx.database.db.select({ digestSentAt: addresses.digestSentAt }).from(addresses).where(eq(addresses.id, site.id));
    expect(Date.now() - row!.digestSentAt!.getTime()).toBeLessThan(60_000);
    const fresh = await apply('Nouveau');
    expect(await newApplicationMails()).toHaveLength(1);
    // The first digest, the next morning, holds only the application after the change.
    await setCreatedAt(old, new Date(Date.now() - 60_000).toISOString());
    await sendDueDigests(deps, new Date(Date.now() + 25 * 3600 * 1000));
    const [mail] = await digests();
    expect(mail!.text).toContain('Nouveau');
    expect(mail!.text).not.toContain('Ancien');
    expect(fresh).not.toBe(old);
  });
});
