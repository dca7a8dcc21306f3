import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationListAnswer } from '@app/contracts/applications';
import type { CandidateCard, CandidateDetail, CandidateListAnswer, MatchReason } from '@app/contracts/candidates';
import {
  createAddress,
  createAddressJob,
  createApplication,
  createCandidate,
  pickRelatedJobs,
  seedReferenceIds,
  type ReferenceIds,
} from '../../../../test/candidates-fixtures.ts';
import { bearer, createTestApp, createUser, login, type TestContext } from '../../../../test/helpers.ts';
import { drainMatchQueue } from '../../matching/match.worker.ts';

/**
 * The reason beside each match percentage (issue 29, item 7; decision 126): the resume shop's cards
 * (with and without a job filter, favourites), a candidate's profile and the applications list carry
 * the parts the percentage is made of; a reason never explains another number than the one beside it.
 */
describe('the reason beside a match percentage', () => {
  let ctx: TestContext;
  let ref: ReferenceIds;
  let hunterToken = '';
  let premiumToken = '';
  let scope = '';
  let listId = 0;
  const people: Record<string, { id: number; uuid: string }> = {};
  const db = () => ctx.database.db;
  const byLevel = (level: number) => [...ref.experienceLevel].find(([, l]) => l === level)![0];
  const nameOf = async (level: number) =>
    (
      (await db().execute(sql`SELECT name FROM experiences WHERE level = ${level} ORDER BY id LIMIT 1`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows[0]!.name;

  const get = async <T>(url: string, token: string): Promise<T> => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const cardOf = (answer: CandidateListAnswer, uuid: string): CandidateCard => answer.results.find((c) => c.uuid === uuid)!;

  beforeAll(async () => {
    ctx = await createTestApp();
    ref = await seedReferenceIds(db());
    const { hub, similar } = pickRelatedJobs(ref);
    scope = [hub, ...(ref.similar.get(hub) ?? [])].join(',');
    const [s1, s2, s3, s4] = ref.skillIds;
    const [english] = ref.languageIds;
    const requirements = { jobId: hub, experienceIds: [byLevel(3)], skillIds: [s1!, s2!, s3!], languageIds: [english!] };

    const hunter = await createUser(ctx.database, { headhunter: true });
    const shop = await createAddress(db(), hunter.recruiterId, { name: 'Cabinet Lyon' });
    listId = (await createAddressJob(db(), shop.id, requirements)).id;

    // Lyon, 1 km from the address: the job itself, above the level asked, 2 skills of 3, the language.
    people.ana = await createCandidate(db(), {
      firstName: 'Ana',
      searchedJobs: [{ jobId: hub, experienceId: byLevel(4) }],
      skillIds: [s1!, s2!, s4!],
      languageIds: [english!],
    });
    // Paris: a similar job, one level below, no skill, no language.
    people.bob = await createCandidate(db(), {
      firstName: 'Bob',
      searchedJobs: [{ jobId: similar[0]!, experienceId: byLevel(2) }],
      latitude: 48.8566,
      longitude: 2.3522,
    });
    // Town unknown, experience not given.
    people.cyd = await createCandidate(db(), {
      firstName: 'Cyd',
      searchedJobs: [{ jobId: hub, experienceId: null }],
      latitude: null,
      longitude: null,
      skillIds: [s1!, s2!, s3!],
    });

    const premium = await createUser(ctx.database, { maxAddresses: 3 });
    const site = await createAddress(db(), premium.recruiterId, { name: 'Siège' });
    const siteJob = await createAddressJob(db(), site.id, requirements);
    await createApplication(db(), { candidateId: people.ana.id, addressId: site.id, addressJobId: siteJob.id, jobId: hub });
    await createApplication(db(), {
      candidateId: people.bob.id,
      addressId: site.id,
      addressJobId: siteJob.id,
      jobId: hub,
      emailConfirmedAt: null,
    });
    await createApplication(db(), { candidateId: people.cyd.id, addressId: site.id, addressJobId: null, jobId: null });

    await drainMatchQueue(db(), { debounceMs: 0 });
    hunterToken = (await login(ctx.app, hunter.email, hunter.password)).access;
    premiumToken = (await login(ctx.app, premium.email, premium.password)).access;
  });
  afterAll(async () => ctx?.close());

  it('explains each card of the shop with the parts of its percentage, with and without a job filter', async () => {
    const expected: Record<string, { percentage: number; reason: MatchReason }> = {
      // 40 + 20 + 5 + 15 x 2/3 + 10 + 10 (no licence asked) = 95
      ana: {
        percentage: 95,
        reason: {
          job: 'same',
          experience: { candidate: { level: 4, name: await nameOf(4) }, required: { level: 3, name: await nameOf(3) } },
          skills: { met: 2, required: 3 },
          languages: { met: 1, required: 1 },
          mobility: { met: 0, required: 0 },
          distance: { km: 1, near: true },
        },
      },
      // 25 + 10 + 0 + 0 + 0 + 10 = 45; Paris is 393 km from the address
      bob: {
        percentage: 45,
        reason: {
          job: 'similar',
          experience: { candidate: { level: 2, name: await nameOf(2) }, required: { level: 3, name: await nameOf(3) } },
          skills: { met: 0, required: 3 },
          languages: { met: 0, required: 1 },
          mobility: { met: 0, required: 0 },
          distance: { km: 393, near: false },
        },
      },
      // 40 + 0 + 15 + 0 + 10 = 65 of 95 (no town: the distance is neither earned nor counted, decision 143) -> 68.4 -> 68
      cyd: {
        percentage: 68,
        reason: {
          job: 'same',
          experience: { candidate: null, required: { level: 3, name: await nameOf(3) } },
          skills: { met: 3, required: 3 },
          languages: { met: 0, required: 1 },
          mobility: { met: 0, required: 0 },
          distance: { km: null, near: false },
        },
      },
    };
    for (const url of [
      `/api/candidate/?candidate__searched_jobs__job__in=${scope}&page=1`,
      '/api/candidate/?page=1',
      '/api/candidate/?page=1',
    ]) {
      const answer = await get<CandidateListAnswer>(url, hunterToken);
      expect(answer.count).toBe(3);
      for (const [name, { percentage, reason }] of Object.entries(expected)) {
        const card = cardOf(answer, people[name]!.uuid);
        expect({ name, percentage: card.matchingPercentage, reason: card.matchReason }).toEqual({ name, percentage, reason });
      }
    }
    // The profile and the favourites say the same.
    const detail = await get<CandidateDetail>(`/api/candidate/${people.ana!.uuid}/`, hunterToken);
    expect({ percentage: detail.matchingPercentage, reason: detail.matchReason }).toEqual(expected.ana);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/favorite-candidate/',
      headers: bearer(hunterToken),
      payload: { uuid: people.bob!.uuid },
    });
    const favorites = await get<CandidateListAnswer>('/api/favorite-candidate/?page=1', hunterToken);
    expect(favorites.results.map((c) => [c.matchingPercentage, c.matchReason])).toEqual([[45, expected.bob!.reason]]);
  });

  it('explains the percentage beside it while the list waits for its refresh, never another number', async () => {
    const filtered = `/api/candidate/?candidate__searched_jobs__job__in=${scope}&page=1`;
    // A fourth skill asked for, written as the job form would, before the worker refreshes the list.
    await db().execute(sql`INSERT INTO address_job_skills (address_job_id, skill_id) VALUES (${listId}, ${ref.skillIds[4]!})`);
    // The shop page explains the list it shows: Ana's stored 95 with the criteria it was computed from (cached by the list's stamp).
    const stale = await get<CandidateListAnswer>(filtered, hunterToken);
    expect(cardOf(stale, people.ana!.uuid)).toMatchObject({ matchingPercentage: 95, matchReason: { skills: { met: 2, required: 3 } } });
    // Read afresh, the job's parts now give 40 + 20 + 5 + 15 x 2/4 + 10 + 10 = 92.5: no reason beside the stored 95 rather than a wrong one.
    const detail = await get<CandidateDetail>(`/api/candidate/${people.ana!.uuid}/`, hunterToken);
    expect({ percentage: detail.matchingPercentage, reason: detail.matchReason }).toEqual({ percentage: 95, reason: null });
    await drainMatchQueue(db(), { debounceMs: 0 });
    for (const answer of [
      await get<CandidateListAnswer>(filtered, hunterToken),
      await get<CandidateListAnswer>('/api/candidate/?page=1', hunterToken),
    ]) {
      expect(cardOf(answer, people.ana!.uuid).matchingPercentage).toBe(93);
      expect(cardOf(answer, people.ana!.uuid).matchReason?.skills).toEqual({ met: 2, required: 4 });
    }
    const refreshed = await get<CandidateDetail>(`/api/candidate/${people.ana!.uuid}/`, hunterToken);
    expect(refreshed.matchReason?.skills).toEqual({ met: 2, required: 4 });
  });

  it('explains the applications of a premium recruiter (no stored list) against the job applied to, and only confirmed ones', async () => {
    const answer = await get<ApplicationListAnswer>('/api/applications/?page=1', premiumToken);
    const of = (firstName: string) => answer.results.find((a) => a.user.firstName === firstName)!;
    expect(of('Ana')).toMatchObject({
      matchingPercentage: 95,
      matchReason: { job: 'same', skills: { met: 2, required: 3 }, distance: { km: 1 } },
    });
    // Unconfirmed: nothing of the candidate leaves through it (decision 119). Free application: no job to compare with.
    expect(of('Bob')).toMatchObject({ matchingPercentage: null, matchReason: null });
    expect(of('Cyd')).toMatchObject({ matchingPercentage: null, matchReason: null });
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/applications/${of('Ana').uuid}/`, headers: bearer(premiumToken) });
    expect(detail.json()).toMatchObject({ matchingPercentage: 95, matchReason: of('Ana').matchReason });
  });
});
