import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateListQuery } from '@app/contracts/candidates';
import { MATCH_LIST_CAP, NEW_CANDIDATE_DAYS, RESUME_SHOP_PAGE_SIZE } from '@app/contracts/constants';
import {
  createAddress,
  createAddressJob,
  createCandidate,
  pickRelatedJobs,
  seedReferenceIds,
  type ReferenceIds,
} from '../../../../test/candidates-fixtures.ts';
import { createTestApp, createUser, type TestContext, type UserFixture } from '../../../../test/helpers.ts';
import { rowsOf } from '../../../lib/sql.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { drainMatchQueue } from '../../matching/match.worker.ts';
import { computeMissingLists, refreshAddressJobs, refreshCandidates } from '../../matching/match.repository.ts';
import { jobAndExperiencePoints, matchPercentage, type MatchCandidate, type MatchJob } from '../../matching/match.ts';
import { candidates, candidateSearchedJobs, candidateSkills } from '../../../db/schema/index.ts';
import { cardsWithBestMatch, shopPage } from './candidates.repository.ts';
import { listCandidates } from './candidates.service.ts';

/**
 * The resume shop's page in one statement (`shopPage`, issue 15 item 5), the shop list's only
 * implementation (issue 30, item 4), against the product's rule applied to the scoring of every
 * candidate (`matchPercentage` of match.ts, not the stored rows: the lists keep only what people can
 * page to, decision 166): the caller's lists (narrowed to the job filter), the best percentage per
 * candidate over them, only candidates searching a filtered job when a list reaches beyond the
 * filter, best first then by id; same count, candidates, order, percentages and "new" badges for
 * every filter combination on seeded data, and "plus de 500" where a capped list cannot say more
 * (1,200 candidates of a crowd of their own, lists of more than 500 a group). New candidates signed up 2 days ago, the others 30 days ago: far from the 7-day limit
 * whatever the time of day.
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
/** A head-hunter whose three lists hold 1,200 candidates of their own (capped: MATCH_LIST_CAP is 500). */
let crowd: UserFixture;
let crowdJob = 0;
let crowdSimilar = 0;
const CROWD = 1200;

interface Member {
  list: number;
  candidate: number;
  percentage: number;
  disability: boolean;
  isNew: boolean;
}

interface Scored {
  lists: { id: number; recruiterId: number; jobId: number }[];
  similar: Map<number, number[]>;
  /** Every candidate of every list, scored by match.ts. */
  members: Member[];
  /** Whether the list keeps the member (the cap's rule, written here again from its statement). */
  kept: Set<string>;
  searched: Map<number, number[]>;
  uuids: Map<number, string>;
}

const byRank = (a: Member, b: Member) => b.percentage - a.percentage || a.candidate - b.candidate;

/**
 * The rows a list keeps, from decision 166's statement: every new candidate, and the first
 * MATCH_LIST_CAP of each group a member belongs to (all, disabled, not new, not new and disabled).
 */
function keptOf(members: Member[]): Set<string> {
  const kept = new Set<string>();
  const byList = new Map<number, Member[]>();
  for (const m of members) byList.set(m.list, [...(byList.get(m.list) ?? []), m]);
  const groups: ((m: Member) => boolean)[] = [() => true, (m) => m.disability, (m) => !m.isNew, (m) => !m.isNew && m.disability];
  for (const rows of byList.values()) {
    for (const m of rows) if (m.isNew) kept.add(`${m.list}:${m.candidate}`);
    for (const inGroup of groups)
      for (const m of rows.filter(inGroup).sort(byRank).slice(0, MATCH_LIST_CAP)) kept.add(`${m.list}:${m.candidate}`);
  }
  return kept;
}

/** What the answer must be, from the scoring of every candidate. */
function expectedPage(scored: Scored, recruiterId: number, query: CandidateListQuery) {
  const filter = query.candidate__searched_jobs__job__in?.split(',').map(Number) ?? null;
  const lists = scored.lists.filter((l) => l.recruiterId === recruiterId && (!filter || filter.includes(l.jobId)));
  const scopeOf = (l: { jobId: number }) => [l.jobId, ...(scored.similar.get(l.jobId) ?? [])];
  const narrow = filter !== null && lists.some((l) => !scopeOf(l).every((job) => filter.includes(job)));
  const inGroup = (m: Member) =>
    (query.candidate__with_disability !== 'true' || m.disability) &&
    (query.new_candidates === undefined || m.isNew === (query.new_candidates === '1'));
  const rows = scored.members.filter((m) => lists.some((l) => l.id === m.list) && inGroup(m));
  // A list lost rows of the filter's group: its pages past the cap are not served.
  const capped = rows.some((m) => !scored.kept.has(`${m.list}:${m.candidate}`));
  const best = new Map<number, { percentage: number; isNew: boolean }>();
  const keptCandidates = new Set<number>();
  for (const m of rows) {
    if (narrow && !(scored.searched.get(m.candidate) ?? []).some((job) => filter.includes(job))) continue;
    if (scored.kept.has(`${m.list}:${m.candidate}`)) keptCandidates.add(m.candidate);
    const seen = best.get(m.candidate);
    if (!seen || m.percentage > seen.percentage) best.set(m.candidate, { percentage: m.percentage, isNew: m.isNew });
  }
  const ordered = [...best.entries()].sort(([a, x], [b, y]) => y.percentage - x.percentage || a - b);
  const start = (query.page - 1) * RESUME_SHOP_PAGE_SIZE;
  const single = lists.length === 1 && !narrow;
  // The narrow filter over capped lists is scored: exact, like any uncapped page.
  const limited = capped && !narrow;
  const past = limited && start >= MATCH_LIST_CAP;
  return {
    // A count over several capped lists is that of their kept rows, and says "plus de" the cap.
    count: limited && !single ? keptCandidates.size : ordered.length,
    moreThan: limited && (past || !single) ? MATCH_LIST_CAP : null,
    cards: past
      ? []
      : ordered
          .slice(start, start + RESUME_SHOP_PAGE_SIZE)
          .map(([id, m]) => ({ uuid: scored.uuids.get(id), matchingPercentage: m.percentage, isNew: m.isNew })),
  };
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number) : String(value).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);

/** Every list's members scored by match.ts, from the candidate and address job tables. */
async function readScored(): Promise<Scored> {
  const db = ctx.database.db;
  const lists = rowsOf<{ id: number; recruiter_id: number; job_id: number }>(
    await db.execute(sql`SELECT aj.id, a.recruiter_id, aj.job_id FROM address_jobs aj JOIN addresses a ON a.id = aj.address_id`),
  );
  const similarRows = rowsOf<{ job_id: number; similar_job_id: number }>(
    await db.execute(sql`SELECT job_id, similar_job_id FROM similar_jobs`),
  );
  const group = (rows: [number, number][]) => {
    const map = new Map<number, number[]>();
    for (const [key, value] of rows) map.set(key, [...(map.get(key) ?? []), value]);
    return map;
  };
  const similarOf = group(similarRows.map((r) => [Number(r.job_id), Number(r.similar_job_id)]));
  const jobs = rowsOf<{
    id: number;
    job_id: number;
    levels: unknown;
    skills: unknown;
    languages: unknown;
    licences: unknown;
    locomotions: unknown;
    caces: unknown;
    lat: number | null;
    lon: number | null;
  }>(
    await db.execute(sql`SELECT aj.id, aj.job_id,
      array(SELECT e.level FROM address_job_experiences x JOIN experiences e ON e.id = x.experience_id WHERE x.address_job_id = aj.id) AS levels,
      array(SELECT skill_id FROM address_job_skills WHERE address_job_id = aj.id) AS skills,
      array(SELECT language_id FROM address_job_languages WHERE address_job_id = aj.id) AS languages,
      array(SELECT licence_id FROM address_job_licences WHERE address_job_id = aj.id) AS licences,
      array(SELECT locomotion_id FROM address_job_locomotions WHERE address_job_id = aj.id) AS locomotions,
      array(SELECT caces_id FROM address_job_caces WHERE address_job_id = aj.id) AS caces,
      coalesce(a.latitude, (a.content ->> 'latitude')::float8) AS lat, coalesce(a.longitude, (a.content ->> 'longitude')::float8) AS lon
      FROM address_jobs aj JOIN addresses a ON a.id = aj.address_id`),
  );
  const people = rowsOf<{
    id: number;
    uuid: string;
    searched: unknown;
    levels: string;
    skills: unknown;
    languages: unknown;
    licences: unknown;
    locomotions: unknown;
    caces: unknown;
    latitude: number | null;
    longitude: number | null;
    with_disability: boolean;
    is_new: boolean;
  }>(
    await db.execute(sql`SELECT c.id, c.uuid::text AS uuid,
      array(SELECT s.job_id FROM candidate_searched_jobs s WHERE s.candidate_id = c.id ORDER BY s.id) AS searched,
      (SELECT json_agg(e.level ORDER BY s.id) FROM candidate_searched_jobs s LEFT JOIN experiences e ON e.id = s.experience_id WHERE s.candidate_id = c.id)::text AS levels,
      array(SELECT skill_id FROM candidate_skills WHERE candidate_id = c.id) AS skills,
      array(SELECT language_id FROM candidate_languages WHERE candidate_id = c.id) AS languages,
      array(SELECT licence_id FROM candidate_licences WHERE candidate_id = c.id) AS licences,
      array(SELECT locomotion_id FROM candidate_locomotions WHERE candidate_id = c.id) AS locomotions,
      array(SELECT caces_id FROM candidate_caces WHERE candidate_id = c.id) AS caces,
      c.latitude, c.longitude, c.with_disability, c.signed_up_at >= now() - make_interval(days => ${NEW_CANDIDATE_DAYS}) AS is_new
      FROM candidates c WHERE c.email_verified_at IS NOT NULL`),
  );
  const point = (lat: number | null, lon: number | null) =>
    lat === null || lon === null ? null : { latitude: Number(lat), longitude: Number(lon) };
  const matchJobs = jobs.map((j) => ({
    id: Number(j.id),
    job: {
      jobId: Number(j.job_id),
      similarJobIds: similarOf.get(Number(j.job_id)) ?? [],
      experienceLevels: ids(j.levels),
      skillIds: ids(j.skills),
      languageIds: ids(j.languages),
      licenceIds: ids(j.licences),
      locomotionIds: ids(j.locomotions),
      cacesIds: ids(j.caces),
      location: point(j.lat, j.lon),
    } satisfies MatchJob,
  }));
  const members: Member[] = [];
  for (const person of people) {
    const searched = ids(person.searched);
    const levels = JSON.parse(person.levels ?? '[]') as (number | null)[];
    const candidate: MatchCandidate = {
      searchedJobs: searched.map((jobId, i) => ({ jobId, experienceLevel: levels[i] ?? null })),
      skillIds: ids(person.skills),
      languageIds: ids(person.languages),
      licenceIds: ids(person.licences),
      locomotionIds: ids(person.locomotions),
      cacesIds: ids(person.caces),
      location: point(person.latitude, person.longitude),
    };
    for (const { id, job } of matchJobs) {
      if (jobAndExperiencePoints(candidate, job) === null) continue;
      members.push({
        list: id,
        candidate: Number(person.id),
        percentage: matchPercentage(candidate, job),
        disability: Boolean(person.with_disability),
        isNew: Boolean(person.is_new),
      });
    }
  }
  return {
    lists: lists.map((l) => ({ id: Number(l.id), recruiterId: Number(l.recruiter_id), jobId: Number(l.job_id) })),
    similar: similarOf,
    members,
    kept: keptOf(members),
    searched: new Map(people.map((p) => [Number(p.id), ids(p.searched)])),
    uuids: new Map(people.map((p) => [Number(p.id), p.uuid])),
  };
}

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
  supportView: false,
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

  // 48 candidates: searched jobs among the hub, its similar jobs and the other job; some new,
  // some with a disability, varied experience, skills and places (so that percentages differ
  // and tie). The hub's lists hold more than 10 of each group: capped.
  const pool = [hub, similar[0]!, similar[1] ?? similar[0]!, other];
  for (let i = 0; i < 48; i += 1) {
    const jobsOf = i % 5 === 0 ? [pool[i % 4]!, pool[(i + 1) % 4]!] : [pool[i % 4]!];
    await createCandidate(db, {
      firstName: `Candidat${i}`,
      withDisability: i % 3 === 1,
      signedUpAt: new Date(Date.now() - (i % 3 === 0 ? 2 : 30) * DAY),
      searchedJobs: jobsOf.map((jobId, k) => ({ jobId, experienceId: (i + k) % 3 === 0 ? null : levels[(i + k) % levels.length]! })),
      skillIds: i % 2 === 0 ? [skillA!] : i % 3 === 0 ? [skillA!, skillB!] : [],
      languageIds: i % 4 === 0 ? [ref.languageIds[0]!] : [],
      latitude: i % 2 === 0 ? 45.76 : 48.86,
      longitude: i % 2 === 0 ? 4.85 : 2.34,
    });
  }

  // The crowd: a job with a similar job, neither related to the jobs above, and 1,200 candidates
  // searching them (half disabled workers, one in ten new), in one statement each.
  const taken = new Set([hub, ...ref.similar.get(hub)!, other, ...(ref.similar.get(other) ?? []), ...pool]);
  const related = (job: number) => [job, ...(ref.similar.get(job) ?? [])];
  crowdJob = ref.jobsWithSimilar.find(
    (job) =>
      related(job).every((j) => !taken.has(j)) &&
      [...taken].every((t) => !related(t).includes(job)) &&
      related(job)
        .slice(1)
        .every((s) => related(s).every((j) => !taken.has(j))),
  )!;
  crowdSimilar = ref.similar.get(crowdJob)![0]!;
  crowd = await createUser(ctx.database, { headhunter: true });
  const crowdFirst = await createAddress(db, crowd.recruiterId, { name: 'Foule Nord' });
  const crowdSecond = await createAddress(db, crowd.recruiterId, { name: 'Foule Sud', latitude: 48.85, longitude: 2.35 });
  await createAddressJob(db, crowdFirst.id, { jobId: crowdJob, experienceIds: [levels[1]!], skillIds: [skillA!, skillB!] });
  await createAddressJob(db, crowdSecond.id, { jobId: crowdJob, languageIds: [ref.languageIds[0]!] });
  await createAddressJob(db, crowdFirst.id, { jobId: crowdSimilar });
  const people = await db
    .insert(candidates)
    .values(
      Array.from({ length: CROWD }, (_, i) => ({
        firstName: `Foule${i}`,
        lastName: `Nom${i}`,
        email: `foule${i}-${crowd.recruiterId}@example.test`,
        latitude: i % 7 === 0 ? null : 45.76 + (i % 11) * 0.08,
        longitude: i % 7 === 0 ? null : 4.85 + (i % 13) * 0.06,
        withDisability: i % 2 === 0,
        signedUpAt: new Date(Date.now() - (i % 10 === 0 ? 2 : 30) * DAY),
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: candidates.id });
  await db.insert(candidateSearchedJobs).values(
    people.flatMap(({ id }, i) =>
      (i % 6 === 0 ? [crowdJob, crowdSimilar] : [i % 3 === 0 ? crowdSimilar : crowdJob]).map((jobId, position) => ({
        candidateId: id,
        jobId,
        experienceId: (i + position) % 5 === 0 ? null : levels[(i + position) % levels.length]!,
        position,
      })),
    ),
  );
  await db
    .insert(candidateSkills)
    .values(
      people.flatMap(({ id }, i) =>
        (i % 2 === 0 ? [skillA!] : i % 3 === 0 ? [skillA!, skillB!] : []).map((skillId) => ({ candidateId: id, skillId })),
      ),
    );
  await drainMatchQueue(db, { debounceMs: 0 });
}, 300_000);

afterAll(async () => ctx.close());

const FILTERS = (): (string | undefined)[] => [
  undefined,
  String(hub),
  [hub, ...ref.similar.get(hub)!].join(','),
  String(similar[0]),
  String(other),
  `${hub},${other}`,
  `${similar[0]},${other}`,
  '999999999',
];

const CROWD_FILTERS = (): (string | undefined)[] => [
  undefined,
  String(crowdJob),
  [crowdJob, ...ref.similar.get(crowdJob)!].join(','),
  String(crowdSimilar),
  '999999999',
];

interface Callers {
  user: UserFixture;
  headhunter: boolean;
  filters: (string | undefined)[];
  pages: number[];
}

/** Every filter, page and caller against `expectedPage`; returns how many answers were compared, held rows, said "plus de". */
async function compareEverything(callers: Callers[]): Promise<{ compared: number; withRows: number; moreThan: number; past: number }> {
  const db = ctx.database.db;
  const scored = await readScored();
  const seen = { compared: 0, withRows: 0, moreThan: 0, past: 0 };
  for (const { user, headhunter, filters, pages } of callers) {
    const auth = authOf(user, { headhunter });
    for (const job of filters)
      for (const disability of [undefined, 'true'] as const)
        for (const isNew of [undefined, '1', '0'] as const)
          for (const page of pages) {
            const query: CandidateListQuery = {
              page,
              ...(job === undefined ? {} : { candidate__searched_jobs__job__in: job }),
              ...(disability === undefined ? {} : { candidate__with_disability: disability }),
              ...(isNew === undefined ? {} : { new_candidates: isNew }),
            };
            const answer = await listCandidates(db, auth, query);
            const got = {
              count: answer.count,
              moreThan: answer.moreThan ?? null,
              cards: answer.results.map((c) => ({ uuid: c.uuid, matchingPercentage: c.matchingPercentage, isNew: c.isNew })),
            };
            const expected = expectedPage(scored, user.recruiterId, query);
            expect(got, JSON.stringify({ user: user.email, query })).toEqual(expected);
            seen.compared += 1;
            if (answer.results.length > 0) seen.withRows += 1;
            if (answer.moreThan) seen.moreThan += 1;
            if (answer.moreThan && answer.results.length === 0 && expected.count > 0) seen.past += 1;
          }
  }
  return seen;
}

const everyone = (pages: number[], crowdPages: number[]): Callers[] => [
  { user: multi, headhunter: true, filters: FILTERS(), pages },
  { user: single, headhunter: false, filters: FILTERS(), pages },
  { user: empty, headhunter: true, filters: FILTERS(), pages },
  { user: crowd, headhunter: true, filters: CROWD_FILTERS(), pages: crowdPages },
];

describe('the resume shop page in one statement', () => {
  it("answers the shop's rule on the scoring of every candidate, for every filter, page and caller", async () => {
    const db = ctx.database.db;
    // The lists keep fewer rows than they have members: the comparison is with the scoring, not the rows.
    const [stats] = rowsOf<{ rows: number; members: number; capped: number }>(
      await db.execute(sql`SELECT (SELECT count(*) FROM candidate_matches)::int AS rows, sum(total)::int AS members,
        (count(*) FILTER (WHERE dropped > 0))::int AS capped FROM match_list_stats`),
    );
    expect(stats!.rows).toBeLessThan(stats!.members);
    expect(stats!.capped).toBeGreaterThanOrEqual(2);
    // Page 100 is the last kept one (500 rows a group), page 101 the first past it.
    const seen = await compareEverything(everyone([1, 2, 4], [1, 2, 100, 101]));
    expect(seen.compared).toBe(3 * 8 * 2 * 3 * 3 + 5 * 2 * 3 * 4);
    // Not a comparison of empty pages only, and the cap's answers occur: pages past it, counts over capped lists.
    expect(seen.withRows).toBeGreaterThan(100);
    expect(seen.past).toBeGreaterThanOrEqual(4);
    expect(seen.moreThan).toBeGreaterThan(seen.past);
  }, 120_000);

  it("adds a candidate's row to a capped list when it reaches the kept rows, counts them otherwise, and recomputes the list when a kept row leaves", async () => {
    const db = ctx.database.db;
    const [skillA, skillB] = ref.skillIds;
    const levels = ref.experienceIds;
    const [list] = rowsOf<{ id: number; total: number; dropped: number }>(
      await db.execute(sql`SELECT st.address_job_id AS id, st.total, st.dropped FROM match_list_stats st JOIN address_jobs aj ON aj.id = st.address_job_id
        JOIN addresses a ON a.id = aj.address_id WHERE a.recruiter_id = ${crowd.recruiterId} AND aj.job_id = ${crowdJob} ORDER BY 1 LIMIT 1`),
    );
    expect(list!.dropped).toBeGreaterThan(0);
    // A strong candidate (every criterion met, at the address) and a weak one (a similar job, nothing met, far away), not new.
    const strong = await createCandidate(db, {
      searchedJobs: [{ jobId: crowdJob, experienceId: levels[levels.length - 1]! }],
      skillIds: [skillA!, skillB!],
      languageIds: [ref.languageIds[0]!],
      latitude: 45.76,
      longitude: 4.85,
    });
    const weak = await createCandidate(db, {
      searchedJobs: [{ jobId: crowdSimilar, experienceId: null }],
      latitude: 43.3,
      longitude: 5.4,
    });
    await refreshCandidates(db, [strong.id, weak.id]);
    const rowOf = async (candidateId: number) =>
      rowsOf<{ percentage: number }>(
        await db.execute(
          sql`SELECT percentage FROM candidate_matches WHERE address_job_id = ${list!.id} AND candidate_id = ${candidateId}`,
        ),
      )[0];
    expect(await rowOf(strong.id)).toBeDefined();
    expect(await rowOf(weak.id)).toBeUndefined();
    const [after] = rowsOf<{ total: number; dropped: number }>(
      await db.execute(sql`SELECT total, dropped FROM match_list_stats WHERE address_job_id = ${list!.id}`),
    );
    expect(after).toEqual({ total: list!.total + 2, dropped: list!.dropped + 1 });
    await db.execute(sql`DELETE FROM match_refresh_queue`);
    // The strong candidate stops searching the hub: their kept row leaves, the list asks for its refresh.
    await db.execute(sql`DELETE FROM candidate_searched_jobs WHERE candidate_id = ${strong.id}`);
    await refreshCandidates(db, [strong.id]);
    const queued = rowsOf<{ kind: string; target_id: number }>(await db.execute(sql`SELECT kind, target_id FROM match_refresh_queue`));
    expect(queued).toContainEqual({ kind: 'address_job', target_id: list!.id });
    await drainMatchQueue(db, { debounceMs: 0 });
    // The weak candidate as a favourite or a bought CV: no row in the capped list, their percentage
    // there computed for them (`cardsWithBestMatch`), the best over the viewer's lists.
    expect(await rowOf(weak.id)).toBeUndefined();
    const scored = await readScored();
    const mine = new Set(scored.lists.filter((l) => l.recruiterId === crowd.recruiterId).map((l) => l.id));
    const expected = Math.max(...scored.members.filter((m) => m.candidate === weak.id && mine.has(m.list)).map((m) => m.percentage));
    expect(expected).toBeGreaterThan(0);
    const [card] = await cardsWithBestMatch(
      db,
      { recruiterId: crowd.recruiterId, premium: false, headhunterPremium: false },
      sql`c.id = ${weak.id}`,
      sql``,
      [],
    );
    expect({ percentage: Number(card!.percentage), explained: card!.reason !== null }).toEqual({ percentage: expected, explained: true });
    const seen = await compareEverything(everyone([1], [100, 101]));
    expect(seen.withRows).toBeGreaterThan(40);
    // The weak candidate deleted (a member the list does not keep): the capped list is queued, and its size is exact after the refresh.
    const sizeOf = async () =>
      rowsOf<{ total: number }>(await db.execute(sql`SELECT total FROM match_list_stats WHERE address_job_id = ${list!.id}`))[0]!.total;
    const sizeBefore = await sizeOf();
    await db.execute(sql`DELETE FROM match_refresh_queue`);
    await db.execute(sql`DELETE FROM candidates WHERE id = ${weak.id}`);
    expect(
      rowsOf<{ kind: string; target_id: number }>(await db.execute(sql`SELECT kind, target_id FROM match_refresh_queue`)),
    ).toContainEqual({
      kind: 'address_job',
      target_id: list!.id,
    });
    await drainMatchQueue(db, { debounceMs: 0 });
    expect(await sizeOf()).toBe(sizeBefore - 1);
  }, 120_000);

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

  it('computes a list never computed, then answers it with the same statement', async () => {
    const db = ctx.database.db;
    const auth = authOf(single, { headhunter: false });
    const address = await createAddress(db, single.recruiterId, { name: 'Boulangerie bis' });
    await createAddressJob(db, address.id, { jobId: other });
    const filters = { disability: false, isNew: null, offset: 0, limit: 5 };
    const before = await shopPage(db, auth.userId, [other], filters);
    expect(before).toMatchObject({ lists: 1, missing: 1, rows: [] });
    expect(before.missingIds).toHaveLength(1);
    const answer = await listCandidates(db, auth, { page: 1, candidate__searched_jobs__job__in: String(other) });
    // Candidates searching the other job: the 12 with i % 4 === 3, and i = 10 and 30 (second searched job).
    expect(answer.count).toBe(14);
    const query = { page: 1, candidate__searched_jobs__job__in: String(other) };
    expect({
      count: answer.count,
      moreThan: answer.moreThan ?? null,
      cards: answer.results.map((c) => ({ uuid: c.uuid, matchingPercentage: c.matchingPercentage, isNew: c.isNew })),
    }).toEqual({ ...expectedPage(await readScored(), single.recruiterId, query), moreThan: null });
    expect(await shopPage(db, auth.userId, [other], filters)).toMatchObject({ lists: 1, missing: 0, mergedTotal: 14 });
    expect(await listCandidates(db, auth, { page: 1, candidate__searched_jobs__job__in: String(other) })).toEqual(answer);
  });

  it('computes a list that many readers find missing at once only once (single flight), in one instance and across instances', async () => {
    const db = ctx.database.db;
    const auth = authOf(single, { headhunter: false });
    const address = await createAddress(db, single.recruiterId, { name: 'Boulangerie ter' });
    const first = await createAddressJob(db, address.id, { jobId: other });
    const filters = { disability: false, isNew: null, offset: 0, limit: 5 };
    const { missingIds } = await shopPage(db, auth.userId, [other], filters);
    expect(missingIds).toContain(first.id);
    // Eight readers of one instance: one computation.
    const shared = await Promise.all(Array.from({ length: 8 }, () => computeMissingLists(db, missingIds)));
    expect(shared.reduce((a, b) => a + b, 0)).toBe(missingIds.length);
    // Readers of other instances (no shared memory): the first computes, the others find the lists done.
    const second = await createAddressJob(db, address.id, { jobId: hub });
    const apart = await Promise.all(Array.from({ length: 4 }, () => refreshAddressJobs(db, [second.id], { onlyMissing: true })));
    expect(apart.sort()).toEqual([0, 0, 0, 1]);
    // The readers all get the page.
    const pages = await Promise.all(
      Array.from({ length: 6 }, () => listCandidates(db, auth, { page: 1, candidate__searched_jobs__job__in: String(other) })),
    );
    expect(new Set(pages.map((p) => JSON.stringify(p))).size).toBe(1);
  });
});
