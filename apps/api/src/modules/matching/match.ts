/**
 * Match percentage between one candidate and one address job (product decisions, "Match
 * percentage"; docs/decisions/040-match-percentage.md).
 *
 * Points, 100 at most:
 * | part | points |
 * | --- | --- |
 * | searched job: the job itself / a similar job | 40 / 25 |
 * | experience on that searched job: meets the lowest level the job accepts / one level below | 20 / 10 |
 * | skills (personal qualities, professional knowledge, soft skills) required that the candidate has | 15 x share |
 * | languages required that the candidate speaks | 10 x share |
 * | licences, locomotions and CACES required that the candidate holds | 10 x share |
 * | candidate's city within 30 km of the address | 5 |
 *
 * A distance that cannot be measured (the candidate gave no town, as a QR applicant, whose apply
 * form asks none; or the address has no point) is unknown, neither earned nor counted against: the
 * maximum is 95 instead of 100 and the total is scaled to 100 (decision 143). Only a known distance
 * over 30 km costs the 5 points.
 *
 * Rules that make the result well defined:
 * - A candidate who searches neither the job nor a similar job is out of scope: 0 (such
 *   candidates are never listed; the match tables only hold candidates in scope).
 * - Searched job and experience are scored together, per searched job, and the best searched job
 *   counts (a candidate searching both the job and a similar one scores on the better).
 * - A job that requires nothing in a part gives that part's full points ("nothing missing"); a
 *   job with no experience gives 20. An unknown candidate experience meets no requirement.
 * - The "share" parts are exact fractions; the total is rounded half up once, with integer
 *   arithmetic, so that the SQL refresh (match.sql.ts) computes the very same integer.
 *
 * Properties (match.test.ts): integer from 0 to 100; adding a criterion the candidate meets (to
 * the candidate, or as a requirement of the job) never lowers it; same inputs, same result,
 * whatever the order of the lists.
 */

export const MATCH_POINTS = {
  sameJob: 40,
  similarJob: 25,
  experienceMet: 20,
  experienceOneBelow: 10,
  skills: 15,
  languages: 10,
  mobility: 10,
  distance: 5,
} as const;

/** Within this distance (km, great-circle) of the address, the candidate gets the distance points. */
export const MATCH_DISTANCE_KM = 30;
/** Mean Earth radius used by the haversine formula, in km (same constant in SQL). */
export const EARTH_RADIUS_KM = 6371;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** What a candidate and a job are both compared on, besides the job itself. */
export interface MatchCriteria {
  skillIds: readonly number[];
  languageIds: readonly number[];
  licenceIds: readonly number[];
  locomotionIds: readonly number[];
  cacesIds: readonly number[];
  /** Where the candidate lives, or where the job's address is. */
  location: GeoPoint | null;
}

export interface MatchCandidate extends MatchCriteria {
  /** Jobs the candidate searches, with the experience level (experiences.level) they declare for each. */
  searchedJobs: readonly { jobId: number; experienceLevel: number | null }[];
}

export interface MatchJob extends MatchCriteria {
  jobId: number;
  /** Similar jobs of the catalogue (similar_jobs.similar_job_id for this job). */
  similarJobIds: readonly number[];
  /** Levels of the experiences the job accepts; the lowest one is the requirement. */
  experienceLevels: readonly number[];
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine), written exactly as the SQL refresh writes it. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const h =
    Math.sin(toRadians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(toRadians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** Experience points for a declared level against the lowest accepted level (null: none required). */
export function experiencePoints(candidateLevel: number | null, requiredLevel: number | null): number {
  if (requiredLevel === null) return MATCH_POINTS.experienceMet;
  if (candidateLevel === null) return 0;
  if (candidateLevel >= requiredLevel) return MATCH_POINTS.experienceMet;
  if (candidateLevel === requiredLevel - 1) return MATCH_POINTS.experienceOneBelow;
  return 0;
}

/** [met, required] counts of one share part ([0, 0]: nothing required, which `percentageOfParts` counts as 1 of 1). */
function share(required: readonly number[], held: readonly number[]): [number, number] {
  const need = new Set(required);
  if (need.size === 0) return [0, 0];
  const have = new Set(held);
  let met = 0;
  for (const id of need) if (have.has(id)) met += 1;
  return [met, need.size];
}

/** Best searched-job-plus-experience points, or null when the candidate is out of scope. */
export function jobAndExperiencePoints(candidate: MatchCandidate, job: MatchJob): number | null {
  const parts = matchParts(candidate, job);
  return parts === null ? null : jobPoints(parts.job) + experiencePoints(parts.candidateLevel, parts.requiredLevel);
}

/**
 * What a percentage is made of (issue 29, item 7: the reason shown beside it): the searched job
 * scored (the job itself or a similar one) with the candidate's level on it and the lowest level the
 * job accepts, each share part as [met, required] (required 0: the job asks for none), the distance
 * and whether it earns the distance points. `percentageOfParts` turns them into the percentage: the
 * percentage IS the sum of its parts, and the SQL that explains a stored row (`matchReasonsSql`)
 * answers the same parts (match.sql.test.ts).
 */
export interface MatchParts {
  job: 'same' | 'similar';
  candidateLevel: number | null;
  requiredLevel: number | null;
  skills: [met: number, required: number];
  languages: [met: number, required: number];
  /** Licences, locomotions and CACES together. */
  mobility: [met: number, required: number];
  /** Great-circle distance (km) between the candidate's city and the address; null when one is unknown. */
  distanceKm: number | null;
  /** Within MATCH_DISTANCE_KM: the distance points. */
  near: boolean;
}

const jobPoints = (kind: MatchParts['job']) => (kind === 'same' ? MATCH_POINTS.sameJob : MATCH_POINTS.similarJob);

/**
 * The parts of the match, or null when the candidate is out of scope. Of the candidate's searched
 * jobs in scope, the one with the most job-and-experience points counts; on a tie, the job itself
 * before a similar one, then the higher level (the SQL explanation orders them the same way).
 */
export function matchParts(candidate: MatchCandidate, job: MatchJob): MatchParts | null {
  const similar = new Set(job.similarJobIds);
  const requiredLevel = job.experienceLevels.length > 0 ? Math.min(...job.experienceLevels) : null;
  let best: { kind: MatchParts['job']; level: number | null; points: number } | null = null;
  for (const searched of candidate.searchedJobs) {
    const kind = searched.jobId === job.jobId ? 'same' : similar.has(searched.jobId) ? 'similar' : null;
    if (kind === null) continue;
    const points = jobPoints(kind) + experiencePoints(searched.experienceLevel, requiredLevel);
    const better =
      best === null ||
      points > best.points ||
      (points === best.points &&
        (jobPoints(kind) > jobPoints(best.kind) || (kind === best.kind && (searched.experienceLevel ?? -1) > (best.level ?? -1))));
    if (better) best = { kind, level: searched.experienceLevel, points };
  }
  if (best === null) return null;
  const distance = candidate.location !== null && job.location !== null ? distanceKm(candidate.location, job.location) : null;
  return {
    job: best.kind,
    candidateLevel: best.level,
    requiredLevel,
    skills: share(job.skillIds, candidate.skillIds),
    languages: share(job.languageIds, candidate.languageIds),
    mobility: share3(job, candidate),
    distanceKm: distance,
    near: distance !== null && distance <= MATCH_DISTANCE_KM,
  };
}

/**
 * The percentage of its parts: an integer from 0 to 100. total = base + 15 ms/ns + 10 ml/nl +
 * 10 mv/nv = N / D (a part asking for nothing counts as 1 of 1), out of M points (100, or 95 when
 * the distance is unknown), scaled to 100 and rounded half up once with integer arithmetic:
 * floor((200N + MD) / 2MD), as the SQL refresh computes it.
 */
export function percentageOfParts(parts: MatchParts): number {
  const base =
    jobPoints(parts.job) + experiencePoints(parts.candidateLevel, parts.requiredLevel) + (parts.near ? MATCH_POINTS.distance : 0);
  const whole = ([met, required]: [number, number]): [number, number] => (required === 0 ? [1, 1] : [met, required]);
  const [ms, ns] = whole(parts.skills);
  const [ml, nl] = whole(parts.languages);
  const [mv, nv] = whole(parts.mobility);
  const d = ns * nl * nv;
  const n = base * d + MATCH_POINTS.skills * ms * nl * nv + MATCH_POINTS.languages * ml * ns * nv + MATCH_POINTS.mobility * mv * ns * nl;
  // Out of `max` points (95 when the distance is unknown), scaled to 100: floor((200n + max d) / (2 max d)).
  const max = maxPointsOf(parts);
  const numerator = 200 * n + max * d;
  const denominator = 2 * max * d;
  return (numerator - (numerator % denominator)) / denominator;
}

/** The points a candidate can earn: 100, or 95 when the distance is unknown (neither earned nor counted against). */
export const maxPointsOf = (parts: Pick<MatchParts, 'distanceKm'>): number =>
  parts.distanceKm === null ? 100 - MATCH_POINTS.distance : 100;

/** The match percentage: an integer from 0 to 100 (0 out of scope). */
export function matchPercentage(candidate: MatchCandidate, job: MatchJob): number {
  const parts = matchParts(candidate, job);
  return parts === null ? 0 : percentageOfParts(parts);
}

/** Licences, locomotions and CACES form one share part (their ids are counted per list). */
function share3(job: MatchJob, candidate: MatchCandidate): [number, number] {
  const parts = [
    [job.licenceIds, candidate.licenceIds],
    [job.locomotionIds, candidate.locomotionIds],
    [job.cacesIds, candidate.cacesIds],
  ] as const;
  let met = 0;
  let required = 0;
  for (const [need, held] of parts) {
    const [m, n] = share(need, held);
    met += m;
    required += n;
  }
  return [met, required];
}

/** For a candidate and a set of address jobs, the shown percentage is the best over them. */
export function bestMatchPercentage(candidate: MatchCandidate, jobs: readonly MatchJob[]): number | null {
  let best: number | null = null;
  for (const job of jobs) {
    if (jobAndExperiencePoints(candidate, job) === null) continue;
    const p = matchPercentage(candidate, job);
    if (best === null || p > best) best = p;
  }
  return best;
}
