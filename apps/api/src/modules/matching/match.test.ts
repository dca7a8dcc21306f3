import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestMatchPercentage, distanceKm, jobAndExperiencePoints, matchPercentage, type MatchCandidate, type MatchJob } from './match.ts';

const ids = fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 6 });
const point = fc.record({ latitude: fc.double({ min: 42, max: 51, noNaN: true }), longitude: fc.double({ min: -4, max: 8, noNaN: true }) });
const level = fc.option(fc.integer({ min: 0, max: 5 }), { nil: null });

const candidateArb: fc.Arbitrary<MatchCandidate> = fc.record({
  searchedJobs: fc.array(fc.record({ jobId: fc.integer({ min: 1, max: 8 }), experienceLevel: level }), { maxLength: 3 }),
  skillIds: ids,
  languageIds: ids,
  licenceIds: ids,
  locomotionIds: ids,
  cacesIds: ids,
  location: fc.option(point, { nil: null }),
});

const jobArb: fc.Arbitrary<MatchJob> = fc.record({
  jobId: fc.integer({ min: 1, max: 8 }),
  similarJobIds: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 4 }),
  experienceLevels: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 3 }),
  skillIds: ids,
  languageIds: ids,
  licenceIds: ids,
  locomotionIds: ids,
  cacesIds: ids,
  location: fc.option(point, { nil: null }),
});

type IdList = 'skillIds' | 'languageIds' | 'licenceIds' | 'locomotionIds' | 'cacesIds';
const lists: IdList[] = ['skillIds', 'languageIds', 'licenceIds', 'locomotionIds', 'cacesIds'];

const perfectJob: MatchJob = {
  jobId: 1,
  similarJobIds: [2],
  experienceLevels: [2, 3],
  skillIds: [1, 2, 3],
  languageIds: [1],
  licenceIds: [1],
  locomotionIds: [1],
  cacesIds: [],
  location: { latitude: 48.8566, longitude: 2.3522 },
};
const perfectCandidate: MatchCandidate = {
  searchedJobs: [{ jobId: 1, experienceLevel: 4 }],
  skillIds: [1, 2, 3, 9],
  languageIds: [1, 2],
  licenceIds: [1],
  locomotionIds: [1],
  cacesIds: [],
  location: { latitude: 48.85, longitude: 2.35 },
};

describe('matchPercentage', () => {
  it('gives 100 to a candidate meeting every criterion', () => {
    expect(matchPercentage(perfectCandidate, perfectJob)).toBe(100);
  });

  it('scores each part with the documented weights', () => {
    const far = { ...perfectCandidate, location: { latitude: 43.3, longitude: 5.37 } }; // Marseille
    expect(matchPercentage(far, perfectJob)).toBe(95);
    const similar = { ...perfectCandidate, searchedJobs: [{ jobId: 2, experienceLevel: 4 }] };
    expect(matchPercentage(similar, perfectJob)).toBe(85);
    const oneBelow = { ...perfectCandidate, searchedJobs: [{ jobId: 1, experienceLevel: 1 }] };
    expect(matchPercentage(oneBelow, perfectJob)).toBe(90);
    const noExperience = { ...perfectCandidate, searchedJobs: [{ jobId: 1, experienceLevel: null }] };
    expect(matchPercentage(noExperience, perfectJob)).toBe(80);
    // 2 of 3 skills: 15 x 2/3 = 10; 1 of 2 mobility criteria: 10 x 1/2 = 5.
    const partial = { ...perfectCandidate, skillIds: [1, 2], locomotionIds: [] };
    expect(matchPercentage(partial, perfectJob)).toBe(90);
    // 1 of 3 skills: 5 -> 90; halves round up: 7.5 + ... is covered by the property tests.
    expect(matchPercentage({ ...perfectCandidate, skillIds: [3] }, perfectJob)).toBe(90);
  });

  it('counts an unknown distance neither for nor against: the maximum is 95 points (decision 143)', () => {
    // A QR applicant gives no town: every other criterion met is 100 %, not 95 %.
    const noTown = { ...perfectCandidate, location: null };
    expect(matchPercentage(noTown, perfectJob)).toBe(100);
    expect(matchPercentage(perfectCandidate, { ...perfectJob, location: null })).toBe(100);
    // A similar job: 25 + 20 + 15 + 10 + 10 = 80 of 95 -> 84.2 -> 84 (a known far town: 80 of 100).
    const similar = { searchedJobs: [{ jobId: 2, experienceLevel: 4 }] };
    expect(matchPercentage({ ...noTown, ...similar }, perfectJob)).toBe(84);
    expect(matchPercentage({ ...perfectCandidate, ...similar, location: { latitude: 43.3, longitude: 5.37 } }, perfectJob)).toBe(80);
    // Nothing but the job: 40 + 0 + shares of nothing asked (35) = 75 of 95 -> 78.9 -> 79.
    const bare: MatchJob = { ...perfectJob, experienceLevels: [5], skillIds: [], languageIds: [], licenceIds: [], locomotionIds: [] };
    expect(matchPercentage({ ...noTown, searchedJobs: [{ jobId: 1, experienceLevel: 0 }] }, bare)).toBe(79);
  });

  it('gives 0 to a candidate searching neither the job nor a similar one', () => {
    expect(matchPercentage({ ...perfectCandidate, searchedJobs: [{ jobId: 7, experienceLevel: 5 }] }, perfectJob)).toBe(0);
    expect(matchPercentage({ ...perfectCandidate, searchedJobs: [] }, perfectJob)).toBe(0);
  });

  it('rounds half up once on the exact total', () => {
    // Skills 1 of 2 = 7.5, languages 1 of 4 = 2.5: 40 + 20 + 7.5 + 2.5 + 10 + 0 = 80 exactly.
    const far = { latitude: 43.3, longitude: 5.37 }; // Marseille: a known distance over 30 km
    const job: MatchJob = { ...perfectJob, skillIds: [1, 2], languageIds: [1, 2, 3, 4], location: far };
    expect(matchPercentage({ ...perfectCandidate, skillIds: [1], languageIds: [1] }, job)).toBe(80);
    // Skills 1 of 2 = 7.5 alone: 40 + 20 + 7.5 + 10 + 10 = 87.5 -> 88.
    expect(matchPercentage({ ...perfectCandidate, skillIds: [1] }, { ...job, languageIds: [] })).toBe(88);
  });

  it('measures distances on the sphere', () => {
    const parisLyon = distanceKm({ latitude: 48.8566, longitude: 2.3522 }, { latitude: 45.764, longitude: 4.8357 });
    expect(parisLyon).toBeGreaterThan(390);
    expect(parisLyon).toBeLessThan(393);
  });

  it('is an integer from 0 to 100', () => {
    fc.assert(
      fc.property(candidateArb, jobArb, (c, j) => {
        const p = matchPercentage(c, j);
        return Number.isInteger(p) && p >= 0 && p <= 100;
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the same result for the same inputs, whatever the order of the lists', () => {
    fc.assert(
      fc.property(candidateArb, jobArb, (c, j) => {
        const reversed: MatchCandidate = {
          ...c,
          searchedJobs: [...c.searchedJobs].reverse(),
          skillIds: [...c.skillIds].reverse(),
          languageIds: [...c.languageIds].reverse(),
          licenceIds: [...c.licenceIds].reverse(),
          locomotionIds: [...c.locomotionIds].reverse(),
          cacesIds: [...c.cacesIds].reverse(),
        };
        const jobReversed: MatchJob = { ...j, similarJobIds: [...j.similarJobIds].reverse(), skillIds: [...j.skillIds].reverse() };
        const first = matchPercentage(c, j);
        return (
          first === matchPercentage(c, j) &&
          first === matchPercentage(structuredClone(c), structuredClone(j)) &&
          first === matchPercentage(reversed, jobReversed)
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('never lowers when the candidate gains a criterion', () => {
    fc.assert(
      fc.property(
        candidateArb,
        jobArb,
        fc.constantFrom(...lists),
        fc.integer({ min: 1, max: 12 }),
        fc.record({ jobId: fc.integer({ min: 1, max: 8 }), experienceLevel: level }),
        point,
        (c, j, list, id, searched, location) => {
          const before = matchPercentage(c, j);
          const more: MatchCandidate[] = [
            { ...c, [list]: [...new Set([...c[list], id])] },
            { ...c, searchedJobs: [...c.searchedJobs, searched] },
            {
              ...c,
              searchedJobs: c.searchedJobs.map((s) => ({ ...s, experienceLevel: s.experienceLevel === null ? 0 : s.experienceLevel + 1 })),
            },
            // A town within 30 km of the job (a known far one costs the distance points; an unknown one is not counted).
            ...(c.location === null ? [{ ...c, location: j.location ?? location }] : []),
          ];
          return more.every((m) => matchPercentage(m, j) >= before);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never lowers when the job adds a requirement the candidate meets', () => {
    fc.assert(
      fc.property(candidateArb, jobArb, fc.constantFrom(...lists), fc.nat(), (c, j, list, pick) => {
        const before = matchPercentage(c, j);
        const held = c[list];
        const results: boolean[] = [];
        if (held.length > 0) {
          const id = held[pick % held.length]!;
          results.push(matchPercentage(c, { ...j, [list]: [...new Set([...j[list], id])] }) >= before);
        }
        // Accepting one more experience level, one that the candidate meets on the searched job
        // the percentage is based on (the best-scoring one).
        const scored = c.searchedJobs
          .map((s) => ({ s, points: jobAndExperiencePoints({ ...c, searchedJobs: [s] }, j) }))
          .filter((x): x is { s: (typeof c.searchedJobs)[number]; points: number } => x.points !== null)
          .sort((a, b) => b.points - a.points);
        const best = scored[0]?.s;
        if (best && best.experienceLevel !== null) {
          const accepted = best.experienceLevel - (pick % 2);
          results.push(matchPercentage(c, { ...j, experienceLevels: [...new Set([...j.experienceLevels, accepted])] }) >= before);
        }
        // A similar job the candidate searches.
        if (c.searchedJobs.length > 0) {
          const similar = c.searchedJobs[pick % c.searchedJobs.length]!.jobId;
          results.push(matchPercentage(c, { ...j, similarJobIds: [...new Set([...j.similarJobIds, similar])] }) >= before);
        }
        return results.every(Boolean);
      }),
      { numRuns: 2000 },
    );
  });

  it('shows the best percentage over a set of jobs', () => {
    fc.assert(
      fc.property(candidateArb, fc.array(jobArb, { minLength: 1, maxLength: 4 }), (c, jobs) => {
        const best = bestMatchPercentage(c, jobs);
        const inScope = jobs.filter((j) => c.searchedJobs.some((s) => s.jobId === j.jobId || j.similarJobIds.includes(s.jobId)));
        if (inScope.length === 0) return best === null;
        return best === Math.max(...inScope.map((j) => matchPercentage(c, j)));
      }),
    );
  });
});
