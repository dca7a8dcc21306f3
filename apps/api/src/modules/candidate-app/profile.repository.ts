import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CandidateAvailability } from '@app/contracts/candidate-profile';
import type { Db, Tx } from '../../db/client.ts';
import {
  candidateLanguages,
  candidateLicences,
  candidates,
  candidateSearchedJobs,
  candidateSkills,
  experiences,
  jobs,
  languageLevels,
  languages,
  licences,
  skills,
} from '../../db/schema/index.ts';

type Executor = Db | Tx;

/** What the profile shows beyond the resume shop's profile row: the place's coordinates, availability, levels. */
export async function findProfileExtras(db: Executor, candidateId: number) {
  const [row] = await db
    .select({
      cityName: candidates.cityName,
      postalCode: candidates.postalCode,
      context: candidates.context,
      latitude: candidates.latitude,
      longitude: candidates.longitude,
      availability: candidates.availability,
      withDisability: candidates.withDisability,
    })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  const levels = await db
    .select({ languageId: candidateLanguages.languageId, levelId: candidateLanguages.levelId })
    .from(candidateLanguages)
    .where(eq(candidateLanguages.candidateId, candidateId));
  return { row: row!, levels: new Map(levels.map((l) => [l.languageId, l.levelId])) };
}

/** The ids of `ids` that exist in the reference table `table` (each reference list its own table). */
async function existing(
  db: Executor,
  table: typeof jobs | typeof experiences | typeof skills | typeof languages | typeof languageLevels | typeof licences,
  ids: number[],
) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Which of the referenced ids are unknown, per reference list. */
export async function unknownReferences(
  db: Executor,
  refs: { jobs: number[]; experiences: number[]; skills: number[]; languages: number[]; levels: number[]; licences: number[] },
) {
  const [j, e, s, l, lv, li] = await Promise.all([
    existing(db, jobs, refs.jobs),
    existing(db, experiences, refs.experiences),
    existing(db, skills, refs.skills),
    existing(db, languages, refs.languages),
    existing(db, languageLevels, refs.levels),
    existing(db, licences, refs.licences),
  ]);
  const missing = (ids: number[], found: Set<number>) => ids.some((id) => !found.has(id));
  return {
    jobs: missing(refs.jobs, j),
    experiences: missing(refs.experiences, e),
    skills: missing(refs.skills, s),
    languages: missing(refs.languages, l) || missing(refs.levels, lv),
    licences: missing(refs.licences, li),
  };
}

/**
 * Writes the profile's own columns and replaces its criteria rows (searched jobs, skills, languages,
 * licences). Each criteria write asks the match lists for a refresh of this candidate (the triggers
 * of db/invalidations.ts), so the percentage a recruiter sees follows the profile.
 */
export async function writeProfile(
  tx: Tx,
  candidateId: number,
  values: {
    place: { cityName: string; postalCode: string | null; context: string | null; latitude: number; longitude: number } | null;
    availability: CandidateAvailability | null;
    jobs: { jobId: number; experienceId: number }[];
    skillIds: number[];
    languages: { languageId: number; levelId: number | null }[];
    licenceIds: number[];
  },
): Promise<void> {
  const place = values.place ?? { cityName: null, postalCode: null, context: null, latitude: null, longitude: null };
  await tx
    .update(candidates)
    .set({ ...place, availability: values.availability })
    .where(eq(candidates.id, candidateId));
  await tx.delete(candidateSearchedJobs).where(eq(candidateSearchedJobs.candidateId, candidateId));
  if (values.jobs.length > 0)
    await tx
      .insert(candidateSearchedJobs)
      .values(values.jobs.map((j, position) => ({ candidateId, jobId: j.jobId, experienceId: j.experienceId, position })));
  await tx.delete(candidateSkills).where(eq(candidateSkills.candidateId, candidateId));
  if (values.skillIds.length > 0) await tx.insert(candidateSkills).values(values.skillIds.map((skillId) => ({ candidateId, skillId })));
  await tx.delete(candidateLanguages).where(eq(candidateLanguages.candidateId, candidateId));
  if (values.languages.length > 0) await tx.insert(candidateLanguages).values(values.languages.map((l) => ({ candidateId, ...l })));
  await tx.delete(candidateLicences).where(eq(candidateLicences.candidateId, candidateId));
  if (values.licenceIds.length > 0)
    await tx.insert(candidateLicences).values(values.licenceIds.map((licenceId) => ({ candidateId, licenceId })));
}

/** The candidate row of the address, locked for the transaction (the profile's save and the apply serialize on it). */
export async function findCandidateForUpdate(tx: Tx, email: string) {
  const [row] = await tx
    .select({ id: candidates.id, anonymizedAt: candidates.anonymizedAt })
    .from(candidates)
    .where(and(sql`lower(${candidates.email}) = ${email}`))
    .for('update');
  return row;
}
