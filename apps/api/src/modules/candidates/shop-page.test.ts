import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateListQuery } from '@app/contracts/candidates';
import {
  createAddress,
  createAddressJob,
  createCandidate,
  pickRelatedJobs,
  seedReferenceIds,
  type ReferenceIds,
} from '../../../test/candidates-fixtures.ts';
import { createTestApp, createUser, type TestContext, type UserFixture } from '../../../test/helpers.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { drainMatchQueue } from '../matching/match.worker.ts';
import { shopPage } from './candidates.repository.ts';
import { listCandidates, listCandidatesInSteps } from './candidates.service.ts';

/**
 * The resume shop's page in one statement (`shopPage`, issue 15 item 5) against the steps it
 * replaced (`listCandidatesInSteps`: the caller's lists, then the page of one list or of several):
 * same count, same candidates in the same order, same percentages and cards, for every filter
 * combination on seeded data. New candidates signed up 2 days ago, the others 30 days ago: far from
 * the 7-day limit whatever the time of day.
 */

let ctx: TestContext;
let ref: ReferenceIds;
const DAY = 86_400_000;
let hub = 0;
let similar: number[] = [];
let other = 0;
let multi: UserFixture;
let single: UserFixture;
let empty: UserFixture;

const authOf = (user: UserFixture, flags: { headhunter: boolean }): AuthContext => ({
  userId: user.userId,
  userUuid: '00000000-0000-4000-8000-000000000000',
  sessionId: null,
  version: 0,
  email: user.email,
  recruiterId: user.recruiterId,
  recruiterUuid: user.recruiterUuid,
  premium: false,
  headhunter: flags.headhunter,
  headhunterPremium: false,
  affiliate: false,
  displayBusinessUnitPage: true,
  parentRecruiterId: null,
});

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  ref = await seedReferenceIds(db);
  ({ hub, similar, other } = pickRelatedJobs(ref));
  const [skillA, skillB] = ref.skillIds;
  const levels = ref.experienceIds;

  multi = await createUser(ctx.database, { headhunter: true });
  single = await createUser(ctx.database);
  empty = await createUser(ctx.database, { headhunter: true });
  // Several lists, overlapping: the hub at two addresses (different criteria), one of its similar
  // jobs, and an unrelated job.
  const first = await createAddress(db, multi.recruiterId, { name: 'Cabinet Nord' });
  const second = await createAddress(db, multi.recruiterId, { name: 'Cabinet Sud', latitude: 48.85, longitude: 2.35 });
  await createAddressJob(db, first.id, { jobId: hub, experienceIds: [levels[2]!], skillIds: [skillA!, skillB!] });
  await createAddressJob(db, second.id, { jobId: hub, languageIds: [ref.languageIds[0]!] });
  await createAddressJob(db, first.id, { jobId: similar[0]!, experienceIds: [levels[1]!] });
  await createAddressJob(db, second.id, { jobId: other });
  // One list.
  const shop = await createAddress(db, single.recruiterId, { name: 'Boulangerie' });
  await createAddressJob(db, shop.id, { jobId: hub, skillIds: [skillA!] });

  // 30 candidates: searched jobs among the hub, its similar jobs and the other job; some new,
  // some with a disability, varied experience, skills and places (so that percentages differ
  // and tie).
  const pool = [hub, similar[0]!, similar[1] ?? similar[0]!, other];
  for (let i = 0; i < 30; i += 1) {
    const jobsOf = i % 5 === 0 ? [pool[i % 4]!, pool[(i + 1) % 4]!] : [pool[i % 4]!];
    await createCandidate(db, {
      firstName: `Candidat${i}`,
      withDisability: i % 4 === 1,
      signedUpAt: new Date(Date.now() - (i % 3 === 0 ? 2 : 30) * DAY),
      searchedJobs: jobsOf.map((jobId, k) => ({ jobId, experienceId: (i + k) % 3 === 0 ? null : levels[(i + k) % levels.length]! })),
      skillIds: i % 2 === 0 ? [skillA!] : i % 3 === 0 ? [skillA!, skillB!] : [],
      languageIds: i % 4 === 0 ? [ref.languageIds[0]!] : [],
      latitude: i % 2 === 0 ? 45.76 : 48.86,
      longitude: i % 2 === 0 ? 4.85 : 2.34,
    });
  }
  await drainMatchQueue(db, { debounceMs: 0 });
});

afterAll(async () => ctx.close());

describe('the resume shop page in one statement', () => {
  it('answers exactly as the steps did, for every filter, page and caller', async () => {
    const db = ctx.database.db;
    const filters: (string | undefined)[] = [
      undefined,
      String(hub),
      [hub, ...ref.similar.get(hub)!].join(','),
      String(similar[0]),
      String(other),
      `${hub},${other}`,
      `${similar[0]},${other}`,
      '999999999',
    ];
    let compared = 0;
    let withRows = 0;
    for (const [user, headhunter] of [
      [multi, true],
      [single, false],
      [empty, true],
    ] as const) {
      const auth = authOf(user, { headhunter });
      for (const job of filters)
        for (const disability of [undefined, 'true'] as const)
          for (const isNew of [undefined, '1', '0'] as const)
            for (const page of [1, 2, 4]) {
              const query: CandidateListQuery = {
                page,
                ...(job === undefined ? {} : { candidate__searched_jobs__job__in: job }),
                ...(disability === undefined ? {} : { candidate__with_disability: disability }),
                ...(isNew === undefined ? {} : { new_candidates: isNew }),
              };
              const before = await listCandidatesInSteps(db, auth, query);
              const after = await listCandidates(db, auth, query);
              expect(after, JSON.stringify({ user: user.email, query })).toEqual(before);
              compared += 1;
              if (after.results.length > 0) withRows += 1;
            }
    }
    expect(compared).toBe(3 * 8 * 2 * 3 * 3);
    // Not a comparison of empty pages only: 98 of the 432 answers hold candidates.
    expect(withRows).toBeGreaterThan(90);
  });

  it('reads one list from its rank, several by their best percentage, none when no list is kept', async () => {
    const db = ctx.database.db;
    const base = { disability: false, isNew: null, offset: 0, limit: 5 };
    const one = await shopPage(db, single.userId, null, base);
    expect(one).toMatchObject({ lists: 1, missing: 0, single: true });
    expect(one.rows.map((r) => Number(r.percentage))).toEqual([...one.rows.map((r) => Number(r.percentage))].sort((a, b) => b - a));
    const several = await shopPage(db, multi.userId, null, base);
    expect(several).toMatchObject({ lists: 4, missing: 0, single: false });
    expect(several.mergedTotal).toBeGreaterThan(5);
    expect(several.rows).toHaveLength(5);
    // A filter narrower than the one list it keeps: the merged page, on the filtered jobs only.
    const narrow = await shopPage(db, single.userId, [hub], base);
    expect(narrow).toMatchObject({ lists: 1, single: false });
    const none = await shopPage(db, empty.userId, null, base);
    expect(none).toMatchObject({ lists: 0, missing: 0, rows: [] });
  });

  it('computes a list never computed, then answers it', async () => {
    const db = ctx.database.db;
    const auth = authOf(single, { headhunter: false });
    const address = await createAddress(db, single.recruiterId, { name: 'Boulangerie bis' });
    await createAddressJob(db, address.id, { jobId: other });
    const filters = { disability: false, isNew: null, offset: 0, limit: 5 };
    expect(await shopPage(db, auth.userId, [other], filters)).toMatchObject({ lists: 1, missing: 1, rows: [] });
    const answer = await listCandidates(db, auth, { page: 1, candidate__searched_jobs__job__in: String(other) });
    // Candidates searching the other job: the 7 with i % 4 === 3, and i = 10 (second searched job).
    expect(answer.count).toBe(8);
    expect(await shopPage(db, auth.userId, [other], filters)).toMatchObject({ lists: 1, missing: 0, mergedTotal: 8 });
    expect(await listCandidates(db, auth, { page: 1, candidate__searched_jobs__job__in: String(other) })).toEqual(answer);
  });
});
