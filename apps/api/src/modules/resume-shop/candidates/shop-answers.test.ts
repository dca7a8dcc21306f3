import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateListAnswer, CandidateListQuery } from '@app/contracts/candidates';
import {
  addresses,
  addressJobs,
  applications,
  candidates,
  candidateSearchedJobs,
  favoriteCandidates,
  jobs,
  matchListStats,
  purchases,
  users,
} from '../../../db/schema/index.ts';
import {
  createAddress,
  createAddressJob,
  createCandidate,
  pickRelatedJobs,
  seedReferenceIds,
  type ReferenceIds,
} from '../../../../test/candidates-fixtures.ts';
import { bearer, createTestApp, createUser, login, type TestContext, type UserFixture } from '../../../../test/helpers.ts';
import { drainMatchQueue } from '../../matching/match.worker.ts';
import { findShopStamp } from './candidates.repository.ts';
import { listCandidates } from './candidates.service.ts';

/**
 * The resume shop's pages kept with their stamps (decision 106): after any write to a row a page is
 * built from, made with plain SQL as another instance, the match worker or an operator would, the
 * next call answers what a fresh read answers; another recruiter's writes leave the kept page in
 * use; a "new" badge goes at its time without any write.
 */
describe('the resume shop pages kept with their stamps', () => {
  let ctx: TestContext;
  let ref: ReferenceIds;
  let hunter: UserFixture;
  let rival: UserFixture;
  let token = '';
  let rivalToken = '';
  let hub = 0;
  let other = 0;
  let addressId = 0;
  let otherListId = 0;
  const DAY = 86_400_000;
  const db = () => ctx.database.db;

  const call = async (query = '?page=1', access = token) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/candidate/${query}`, headers: bearer(access) });
    return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : null };
  };
  const fresh = (query: CandidateListQuery, user = hunter) =>
    listCandidates(db(), { userId: user.userId, sessionId: null, version: 0 }, query);
  const shownIds = async () => (await call()).body.results.map((c: { uuid: string }) => c.uuid) as string[];
  const idOf = async (uuid: string) => (await db().select({ id: candidates.id }).from(candidates).where(eq(candidates.uuid, uuid)))[0]!.id;
  const stamp = async () => (await findShopStamp(db(), hunter.userId, []))?.stamp;

  /** Page 1 is read (and kept), `write` runs, and the next page 1 is the fresh one and differs as `expected` says. */
  async function afterWrite(write: () => Promise<unknown>, expected: (body: CandidateListAnswer) => void) {
    await call();
    const before = await call();
    await write();
    const after = await call();
    expect(after.status).toBe(200);
    expect(after.body).toEqual(await fresh({ page: 1 }));
    expect(after.body).not.toEqual(before.body);
    expected(after.body as CandidateListAnswer);
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    ref = await seedReferenceIds(db());
    ({ hub, other } = pickRelatedJobs(ref));
    hunter = await createUser(ctx.database, { headhunter: true });
    rival = await createUser(ctx.database, { headhunter: true });
    const address = await createAddress(db(), hunter.recruiterId, { name: 'Cabinet Nord' });
    addressId = address.id;
    await createAddressJob(db(), address.id, { jobId: hub });
    otherListId = (await createAddressJob(db(), address.id, { jobId: other })).id;
    const rivalAddress = await createAddress(db(), rival.recruiterId, { name: 'Cabinet Sud' });
    await createAddressJob(db(), rivalAddress.id, { jobId: hub });
    for (let i = 0; i < 12; i += 1) {
      await createCandidate(db(), {
        firstName: `Candidat${i}`,
        signedUpAt: new Date(Date.now() - (i % 3 === 0 ? 2 : 30) * DAY),
        searchedJobs: [{ jobId: i % 4 === 3 ? other : hub, experienceId: ref.experienceIds[i % ref.experienceIds.length]! }],
        latitude: i % 2 === 0 ? 45.76 : 48.86,
        longitude: i % 2 === 0 ? 4.85 : 2.34,
      });
    }
    await drainMatchQueue(db(), { debounceMs: 0 });
    token = (await login(ctx.app, hunter.email, hunter.password)).access;
    rivalToken = (await login(ctx.app, rival.email, rival.password)).access;
  });
  afterAll(async () => ctx?.close());

  it('answers as a fresh read and keeps the page while nothing it shows changes', async () => {
    for (const query of ['?page=1', '?page=2', '?page=1&candidate__with_disability=true']) {
      const first = await call(query);
      expect(first.status).toBe(200);
      expect(first.body).toEqual(
        await fresh({ page: Number(query.slice(6, 7)), ...(query.includes('disab') ? { candidate__with_disability: 'true' } : {}) }),
      );
      expect((await call(query)).body).toEqual(first.body);
    }
    const before = await stamp();
    const shown = await idOf((await shownIds())[0]!);
    // The rival's favourite, purchase and page leave this caller's stamps as they were.
    await db().insert(favoriteCandidates).values({ recruiterId: rival.recruiterId, candidateId: shown });
    await db().insert(purchases).values({ recruiterId: rival.recruiterId, candidateId: shown, priceCents: 100 });
    expect((await call('?page=1', rivalToken)).status).toBe(200);
    expect(await stamp()).toBe(before);
  });

  it('sees the caller’s favourites, purchases and the applications to their addresses', async () => {
    const shown = await idOf((await shownIds())[0]!);
    await afterWrite(
      () => db().insert(favoriteCandidates).values({ recruiterId: hunter.recruiterId, candidateId: shown }),
      (body) => expect(body.results[0]!.favorite).toBe(true),
    );
    await afterWrite(
      () => db().insert(purchases).values({ recruiterId: hunter.recruiterId, candidateId: shown, priceCents: 100 }),
      (body) => expect(body.results[0]!.purchasedDate).not.toBeNull(),
    );
    await afterWrite(
      () =>
        db().insert(applications).values({
          candidateId: shown,
          addressId,
          completedAt: '2026-11-20',
          firstName: 'Léa',
          lastName: 'Roux',
          email: 'lea.roux@example.test',
          // Only a confirmed application says "applied to you" (decision 119).
          emailConfirmedAt: new Date(),
        }),
      (body) => expect(body.results[0]!.appliedAddresses.length).toBe(1),
    );
  });

  it('sees a shown candidate’s name, searched job and the job’s name change', async () => {
    const shown = await idOf((await shownIds())[1]!);
    await afterWrite(
      () => db().update(candidates).set({ firstName: 'Renommée' }).where(eq(candidates.id, shown)),
      (body) => expect(body.results.map((c: { firstName: string }) => c.firstName)).toContain('Renommée'),
    );
    await afterWrite(
      () => db().update(candidateSearchedJobs).set({ experienceId: null }).where(eq(candidateSearchedJobs.candidateId, shown)),
      (body) =>
        expect(body.results.find((c: { firstName: string }) => c.firstName === 'Renommée')?.matchingSearchedJob?.experience).toBeNull(),
    );
    await afterWrite(
      () => db().update(jobs).set({ name: 'Métier renommé' }).where(eq(jobs.id, hub)),
      (body) => expect(JSON.stringify(body)).toContain('Métier renommé'),
    );
  });

  it('sees the lists change: a candidate signs up, a list goes, a shown candidate is deleted', async () => {
    await afterWrite(
      async () => {
        await createCandidate(db(), { firstName: 'Nouvelle', searchedJobs: [{ jobId: hub, experienceId: null }] });
        await drainMatchQueue(db(), { debounceMs: 0 });
      },
      (body) => expect(body.count).toBeGreaterThan(0),
    );
    await afterWrite(
      () => db().delete(addressJobs).where(eq(addressJobs.id, otherListId)),
      (body) => expect(body.results.length).toBeGreaterThan(0),
    );
    const [uuid] = await shownIds();
    await afterWrite(
      async () =>
        db()
          .delete(candidates)
          .where(eq(candidates.id, await idOf(uuid!))),
      (body) => expect(body.results.map((c: { uuid: string }) => c.uuid)).not.toContain(uuid),
    );
  });

  it('drops a "new" badge at its time, with no write', async () => {
    const shown = await idOf((await shownIds())[0]!);
    await db()
      .update(candidates)
      .set({ signedUpAt: sql`now() - interval '7 days' + interval '1 second'` })
      .where(eq(candidates.id, shown));
    const uuid = (await db().select({ uuid: candidates.uuid }).from(candidates).where(eq(candidates.id, shown)))[0]!.uuid;
    const badge = async () => (await call()).body.results.find((c: { uuid: string }) => c.uuid === uuid)?.isNew;
    expect(await badge()).toBe(true);
    const before = await stamp();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await stamp()).toBe(before);
    expect(await badge()).toBe(false);
  });

  it('refuses a deactivated caller at once, and answers filtered pages fresh', async () => {
    expect((await call('?page=1&new_candidates=1')).body).toEqual(await fresh({ page: 1, new_candidates: '1' }));
    expect((await call(`?page=1&candidate__searched_jobs__job__in=${hub}`)).body).toEqual(
      await fresh({ page: 1, candidate__searched_jobs__job__in: String(hub) }),
    );
    await call();
    await db().update(users).set({ isActive: false }).where(eq(users.id, hunter.userId));
    expect((await call()).status).toBe(401);
    await db().update(users).set({ isActive: true }).where(eq(users.id, hunter.userId));
    expect((await call()).status).toBe(200);
  });

  it('follows lists that change hands (an address moved to another recruiter by hand)', async () => {
    const rivalPage = async () => (await call('?page=1', rivalToken)).body;
    await call();
    await rivalPage();
    await db().update(addresses).set({ recruiterId: rival.recruiterId }).where(eq(addresses.id, addressId));
    const owners = await db()
      .select({ owner: matchListStats.recruiterId })
      .from(matchListStats)
      .innerJoin(addressJobs, eq(addressJobs.id, matchListStats.addressJobId))
      .where(eq(addressJobs.addressId, addressId));
    expect(owners.length).toBeGreaterThan(0);
    expect(owners.every((o) => o.owner === rival.recruiterId)).toBe(true);
    expect((await call()).body).toEqual(await fresh({ page: 1 }));
    expect((await call()).body!.count).toBe(0);
    expect(await rivalPage()).toEqual(await fresh({ page: 1 }, rival));
    await drainMatchQueue(db(), { debounceMs: 0 });
    expect(await rivalPage()).toEqual(await fresh({ page: 1 }, rival));
  });
});
