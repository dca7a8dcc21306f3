import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAddress,
  createAddressJob,
  createCandidate,
  queueLength,
  seedReferenceIds,
  type ReferenceIds,
} from '../../../test/candidates-fixtures.ts';
import { createUser, openTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { matchParts, matchPercentage, type MatchCandidate, type MatchJob } from './match.ts';
import {
  explainRows,
  reasonHeadColumns,
  reasonJobsCte,
  reasonOfParts,
  reasonRowColumns,
  reasonsOfRows,
  type ReasonColumns,
} from './match-reason.ts';
import { rebuildAll } from './match.repository.ts';
import { drainMatchQueue } from './match.worker.ts';

/** A small deterministic generator, so that a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const some = <T>(list: readonly T[], max: number): T[] => [...new Set(Array.from({ length: int(max + 1) }, () => pick(list)))];
  return { next, int, pick, some };
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('SQL refresh mirrors matchPercentage', () => {
  let database: Database;
  let ref: ReferenceIds;
  const jobsUnderTest: { id: number; job: MatchJob }[] = [];
  const people: { id: number; candidate: MatchCandidate }[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    ref = await seedReferenceIds(database.db);
  });
  afterAll(async () => database.close());

  it('computes the same integers as the TypeScript function on random data', async () => {
    const db = database.db;
    const r = rng(Number(process.env.MATCH_SEED ?? 20260611));
    // A few jobs with their similar jobs form the pool, so that most pairs are in scope.
    const hubs = ref.jobsWithSimilar.slice(0, 4);
    const pool = [...new Set(hubs.flatMap((j) => [j, ...(ref.similar.get(j) ?? []).slice(0, 3)]))];
    const level = (experienceId: number | null) => (experienceId === null ? null : ref.experienceLevel.get(experienceId)!);
    const center = { latitude: 45.75, longitude: 4.84 };

    const hunter = await createUser(database, { headhunter: true });
    for (let a = 0; a < 3; a += 1) {
      const located = a !== 2;
      const address = await createAddress(db, hunter.recruiterId, {
        latitude: located ? center.latitude : null,
        longitude: located ? center.longitude : null,
      });
      // An address offers a job once (its unique index, decision 129): each draw takes an unused job.
      const offered = new Set<number>();
      for (let k = 0; k < 4; k += 1) {
        const jobId = k === 0 ? hubs[a % hubs.length]! : r.pick(pool.filter((j) => !offered.has(j)));
        offered.add(jobId);
        const input = {
          jobId,
          experienceIds: r.some(ref.experienceIds, 2),
          skillIds: r.some(ref.skillIds.slice(0, 10), 4),
          languageIds: r.some(ref.languageIds.slice(0, 4), 2),
          licenceIds: r.some(ref.licenceIds.slice(0, 4), 2),
          locomotionIds: r.some(ref.locomotionIds.slice(0, 3), 1),
          cacesIds: r.some(ref.cacesIds.slice(0, 3), 1),
        };
        const created = await createAddressJob(db, address.id, input);
        jobsUnderTest.push({
          id: created.id,
          job: {
            jobId,
            similarJobIds: ref.similar.get(jobId) ?? [],
            experienceLevels: input.experienceIds.map((e) => level(e)!),
            skillIds: input.skillIds,
            languageIds: input.languageIds,
            licenceIds: input.licenceIds,
            locomotionIds: input.locomotionIds,
            cacesIds: input.cacesIds,
            location: located ? center : null,
          },
        });
      }
    }

    for (let c = 0; c < 160; c += 1) {
      const located = r.next() < 0.85;
      // Around the address, from 0 to about 60 km, so that both sides of 30 km occur.
      const location = located
        ? { latitude: center.latitude + (r.next() - 0.5) * 1.1, longitude: center.longitude + (r.next() - 0.5) * 1.5 }
        : null;
      const searchedJobs = Array.from({ length: 1 + r.int(3) }, () => ({
        jobId: r.pick(pool),
        experienceId: r.next() < 0.15 ? null : r.pick(ref.experienceIds),
      }));
      const input = {
        searchedJobs,
        skillIds: r.some(ref.skillIds.slice(0, 10), 6),
        languageIds: r.some(ref.languageIds.slice(0, 4), 3),
        licenceIds: r.some(ref.licenceIds.slice(0, 4), 3),
        locomotionIds: r.some(ref.locomotionIds.slice(0, 3), 2),
        cacesIds: r.some(ref.cacesIds.slice(0, 3), 2),
        latitude: location?.latitude ?? null,
        longitude: location?.longitude ?? null,
        withDisability: r.next() < 0.1,
      };
      // Duplicate searched jobs are not allowed by the app; keep the first of each.
      input.searchedJobs = input.searchedJobs.filter((s, i, all) => all.findIndex((o) => o.jobId === s.jobId) === i);
      const created = await createCandidate(db, input);
      people.push({
        id: created.id,
        candidate: {
          searchedJobs: input.searchedJobs.map((s) => ({ jobId: s.jobId, experienceLevel: level(s.experienceId) })),
          skillIds: input.skillIds,
          languageIds: input.languageIds,
          licenceIds: input.licenceIds,
          locomotionIds: input.locomotionIds,
          cacesIds: input.cacesIds,
          location,
        },
      });
    }

    expect(await queueLength(db)).toBeGreaterThan(0);
    await drainMatchQueue(db, { debounceMs: 0 });
    expect(await queueLength(db)).toBe(0);

    const stored = rows<{ address_job_id: number; candidate_id: number; percentage: number }>(
      await db.execute(sql`SELECT address_job_id, candidate_id, percentage FROM candidate_matches`),
    );
    const byPair = new Map(stored.map((s) => [`${s.address_job_id}:${s.candidate_id}`, Number(s.percentage)]));
    let inScope = 0;
    const distinctValues = new Set<number>();
    for (const { id: ajId, job } of jobsUnderTest) {
      for (const { id: candidateId, candidate } of people) {
        const expected = matchPercentage(candidate, job);
        const scoped = candidate.searchedJobs.some((s) => s.jobId === job.jobId || job.similarJobIds.includes(s.jobId));
        const got = byPair.get(`${ajId}:${candidateId}`);
        if (scoped) {
          inScope += 1;
          distinctValues.add(expected);
          expect({ ajId, candidateId, percentage: got }).toEqual({ ajId, candidateId, percentage: expected });
        } else {
          expect(got).toBeUndefined();
        }
      }
    }
    expect(inScope).toBeGreaterThan(300);
    expect(distinctValues.size).toBeGreaterThan(15);
    expect(byPair.size).toBe(inScope);

    // The list sizes follow.
    const stats = rows<{ address_job_id: number; total: number }>(
      await db.execute(sql`SELECT address_job_id, total FROM match_list_stats`),
    );
    for (const { id } of jobsUnderTest) {
      const count = stored.filter((s) => Number(s.address_job_id) === id).length;
      expect(stats.find((s) => Number(s.address_job_id) === id)?.total).toBe(count);
    }
  });

  it('explains every stored percentage with parts that add up to it (issue 29, item 7)', async () => {
    const db = database.db;
    // Every stored pair at once, read as a page reads its handful (the columns of match-reason.ts).
    const read = rows<{ address_job_id: number; candidate_id: number; percentage: number } & ReasonColumns>(
      await db.execute(sql`WITH page AS MATERIALIZED (SELECT address_job_id, candidate_id, percentage FROM candidate_matches),
        ${reasonJobsCte(sql`SELECT address_job_id FROM page`)}
        SELECT page.*, ${reasonHeadColumns}, ${reasonRowColumns(sql`page.candidate_id`, sql`page.address_job_id`)} FROM page`),
    );
    expect(read.length).toBeGreaterThan(300);
    const explained = explainRows(read);
    const reasons = reasonsOfRows(read, (r) => Number(r.percentage));
    const jobs = new Map(jobsUnderTest.map((j) => [j.id, j.job]));
    const candidates = new Map(people.map((p) => [p.id, p.candidate]));
    const levels = new Map<string, string>();
    const shapes = new Set<string>();
    read.forEach((row, i) => {
      const pair = [Number(row.address_job_id), Number(row.candidate_id)];
      // The percentage of the parts is the stored one, for every pair: the reason explains it.
      expect({ pair, percentage: explained[i]?.percentage }).toEqual({ pair, percentage: Number(row.percentage) });
      expect(reasons[i]).toEqual(explained[i]!.reason);
      // And the parts are match.ts's for the very inputs the test wrote (the page reads what the refresh scored).
      const parts = matchParts(candidates.get(pair[1]!)!, jobs.get(pair[0]!)!)!;
      const reason = explained[i]!.reason;
      expect({ ...reason, experience: null }).toEqual({ ...reasonOfParts(parts, {}), experience: null });
      for (const level of [reason.experience.candidate, reason.experience.required]) if (level) levels.set(String(level.level), level.name);
      expect([reason.experience.candidate?.level ?? null, reason.experience.required?.level ?? null]).toEqual([
        parts.candidateLevel,
        parts.requiredLevel,
      ]);
      shapes.add(`${parts.job}:${parts.candidateLevel === null}:${parts.near}:${parts.skills[1] === 0}:${parts.mobility[1] === 0}`);
    });
    // Both kinds of job, known and unknown levels, near and far, asked for and not.
    expect(shapes.size).toBeGreaterThan(10);
    // Levels come with their reference names.
    for (const [level, name] of levels) expect(ref.experienceLevel.size > 0 && name !== level).toBe(true);
    // A reason never explains another number than the one beside it.
    expect(reasonsOfRows(read.slice(0, 1), (r) => Number(r.percentage) + 1)).toEqual([null]);
  });

  it('two first builds at once (two instances starting) give one copy of every list', async () => {
    const db = database.db;
    const count = async () => Number(rows<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM candidate_matches`))[0]!.n);
    const expected = await count();
    expect(expected).toBeGreaterThan(300);
    await db.execute(sql`DELETE FROM candidate_matches`);
    await db.execute(sql`DELETE FROM match_list_stats`);
    const outcomes = await Promise.allSettled([rebuildAll(db, { batchSize: 3 }), rebuildAll(db, { batchSize: 3 })]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(await count()).toBe(expected);
  });
});
