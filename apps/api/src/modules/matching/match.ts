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

/** [met, required] counts of one share part; nothing required counts as [1, 1]. */
function share(required: readonly number[], held: readonly number[]): [number, number] {
  const need = new Set(required);
  if (need.size === 0) return [1, 1];
  const have = new Set(held);
  let met = 0;
  for (const id of need) if (have.has(id)) met += 1;
  return [met, need.size];
}

/** Best searched-job-plus-experience points, or null when the candidate is out of scope. */
export function jobAndExperiencePoints(candidate: MatchCandidate, job: MatchJob): number | null {
  const similar = new Set(job.similarJobIds);
  const requiredLevel = job.experienceLevels.length > 0 ? Math.min(...job.experienceLevels) : null;
  let best: number | null = null;
  for (const searched of candidate.searchedJobs) {
    const jobPoints = searched.jobId === job.jobId ? MATCH_POINTS.sameJob : similar.has(searched.jobId) ? MATCH_POINTS.similarJob : null;
    if (jobPoints === null) continue;
    const points = jobPoints + experiencePoints(searched.experienceLevel, requiredLevel);
    if (best === null || points > best) best = points;
  }
  return best;
}

/** The match percentage: an integer from 0 to 100. */
export function matchPercentage(candidate: MatchCandidate, job: MatchJob): number {
  const jobAndExperience = jobAndExperiencePoints(candidate, job);
  if (jobAndExperience === null) return 0;
  const near =
    candidate.location !== null && job.location !== null && distanceKm(candidate.location, job.location) <= MATCH_DISTANCE_KM
      ? MATCH_POINTS.distance
      : 0;
  const base = jobAndExperience + near;
  const [ms, ns] = share(job.skillIds, candidate.skillIds);
  const [ml, nl] = share(job.languageIds, candidate.languageIds);
  const [mv1, nv1] = share3(job, candidate);
  // total = base + 15 ms/ns + 10 ml/nl + 10 mv/nv = N / D, rounded half up: floor((2N + D) / 2D).
  const d = ns * nl * nv1;
  const n = base * d + MATCH_POINTS.skills * ms * nl * nv1 + MATCH_POINTS.languages * ml * ns * nv1 + MATCH_POINTS.mobility * mv1 * ns * nl;
  const numerator = 2 * n + d;
  const denominator = 2 * d;
  return (numerator - (numerator % denominator)) / denominator;
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
    if (new Set(need).size === 0) continue;
    const [m, n] = share(need, held);
    met += m;
    required += n;
  }
  return required === 0 ? [1, 1] : [met, required];
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
