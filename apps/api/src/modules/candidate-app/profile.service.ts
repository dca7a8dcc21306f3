import { normalizeFrenchPhone } from '@app/contracts/apply';
import {
  CANDIDATE_CV_PATH,
  CANDIDATE_PROFILE_KEYS,
  type CandidateOwnProfile,
  type CandidateProfileBodyParsed,
} from '@app/contracts/candidate-profile';
import type { Language } from '@app/contracts/constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { CandidateContext } from '../../plugins/auth.ts';
import { insertCandidate, lockEmail } from '../apply/index.ts';
import { recordMailboxProof } from '../candidate-email/index.ts';
import { candidatePlaceColumns } from '../candidate-signup/index.ts';
import { findProfile, toContact, toProfile } from '../resume-shop/index.ts';
import { findCandidateByEmail } from './candidate-app.repository.ts';
import * as repo from './profile.repository.ts';

/**
 * The candidate's own profile (issue 33 item 2, decision 158): read through the resume shop's very
 * profile reading (what a recruiter or head-hunter is shown is what the candidate edits), written
 * only by the signed-in owner of the address, whose session proves the mailbox as the mailed link
 * does: saving it proves the candidate (`recordMailboxProof`) and its criteria refresh the match.
 */

/** An empty profile: no proven candidate holds the address (details a stranger typed are never shown, decision 119). */
const emptyProfile = (email: string): CandidateOwnProfile => ({
  email,
  firstName: '',
  lastName: '',
  phoneNumber: null,
  documents: [],
  place: null,
  jobs: [],
  skills: [],
  languages: [],
  licences: [],
  availability: null,
  withDisability: false,
  proven: false,
});

export async function getProfile(db: Db, candidate: CandidateContext): Promise<CandidateOwnProfile> {
  const row = await findCandidateByEmail(db, candidate.email);
  if (!row?.emailVerifiedAt) return emptyProfile(candidate.email);
  const full = await findProfile(db, sql`c.id = ${row.id}`);
  if (!full) return emptyProfile(candidate.email);
  const profile = toProfile(full);
  const contact = toContact(full);
  const { row: extras, levels } = await repo.findProfileExtras(db, row.id);
  return {
    email: candidate.email,
    firstName: profile.firstName,
    lastName: contact.lastName,
    // Written the one French way whatever the row holds (saved numbers are; older or imported rows may not be).
    phoneNumber: contact.phoneNumber === null ? null : normalizeFrenchPhone(contact.phoneNumber),
    // The candidate downloads their own CV from their route (the recruiter's path needs a recruiter).
    documents: contact.documents.map((d) => ({ name: d.name, file: CANDIDATE_CV_PATH })),
    place:
      extras.cityName === null
        ? null
        : {
            cityName: extras.cityName,
            postalCode: extras.postalCode,
            context: extras.context,
            latitude: extras.latitude,
            longitude: extras.longitude,
          },
    jobs: profile.jobs,
    skills: profile.skills,
    languages: profile.languages.map((l) => ({ ...l, levelId: levels.get(l.id) ?? null })),
    licences: profile.licences,
    availability: extras.availability ?? null,
    withDisability: extras.withDisability,
    proven: true,
  };
}

const unknown = (field: string) => new AppError('validation_failed', 'Unknown reference', { [field]: [CANDIDATE_PROFILE_KEYS.unknown] });

/**
 * PUT /api/candidate-app/profile/: the signed-in candidate's profile, whole. Every id must name a
 * row of its reference list (400 on the field otherwise). In one transaction, serialized with the
 * applications of the address: the candidate row is created when none holds the address, the
 * details and criteria written, and the candidate proven by the session.
 */
export async function saveProfile(
  deps: { db: Db; signupBonusSecret: string },
  candidate: CandidateContext,
  body: CandidateProfileBodyParsed,
  language: Language,
): Promise<CandidateOwnProfile> {
  const bad = await repo.unknownReferences(deps.db, {
    jobs: body.jobs.map((j) => j.jobId),
    experiences: body.jobs.map((j) => j.experienceId),
    skills: body.skillIds,
    languages: body.languages.map((l) => l.languageId),
    levels: body.languages.flatMap((l) => (l.levelId === null ? [] : [l.levelId])),
    licences: body.licenceIds,
  });
  if (bad.jobs || bad.experiences) throw unknown('jobs');
  if (bad.skills) throw unknown('skillIds');
  if (bad.languages) throw unknown('languages');
  if (bad.licences) throw unknown('licenceIds');

  const details = {
    firstName: body.firstName,
    lastName: body.lastName,
    phoneNumber: normalizeFrenchPhone(body.phoneNumber),
    withDisability: body.withDisability,
  };
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await lockEmail(tx, candidate.email);
    const held = await repo.findCandidateForUpdate(tx, candidate.email);
    const id = held?.id ?? (await insertCandidate(tx, { ...details, email: candidate.email, language })).id;
    await repo.writeProfile(tx, id, {
      place: body.place ? candidatePlaceColumns(body.place) : null,
      availability: body.availability,
      jobs: body.jobs,
      skillIds: body.skillIds,
      languages: body.languages,
      licenceIds: body.licenceIds,
    });
    await recordMailboxProof(tx, { candidateId: id, applicationId: null, ownerDetails: details }, now, deps);
  });
  return getProfile(deps.db, candidate);
}
