import { z } from 'zod';
import { fileDataUrlSchema } from './addresses.ts';
import { IMAGE_MAX_BYTES } from './constants.ts';
import { APPLY_KEYS, APPLY_NAME_MAX } from './apply.ts';
import { CANDIDATE_SIGNUP_KEYS, signupJobSchema, signupPlaceSchema } from './candidate-signup.ts';
import { candidateContactFields, candidateProfileSchema } from './candidates.ts';
import { phoneNumberSchema } from './registration.ts';
import { personNameSchema, V } from './validation.ts';

/**
 * The candidate's own profile (issue 33 item 2, decision 158), kept and reused: edited in the
 * candidate's space, read by recruiters and head-hunters through the resume shop's contracts
 * (`candidateProfileSchema`, `candidateContactFields`), and prefilling the one-tap apply. The field
 * rules are the apply form's and the sign-up's (names, French phone, town with its coordinates, an
 * experience per searched job), never written a second time.
 */

/** When the candidate can start. */
export const CANDIDATE_AVAILABILITIES = ['now', 'within_month', 'later'] as const;
export type CandidateAvailability = (typeof CANDIDATE_AVAILABILITIES)[number];

/** Bounds of the profile's lists: every input bounded. */
export const CANDIDATE_PROFILE_MAX = { jobs: 5, skills: 30, languages: 10, licences: 15 } as const;

export const CANDIDATE_PROFILE_KEYS = {
  tooMany: 'views.candidate_app.profile.errors.too_many',
  duplicate: 'views.candidate_app.profile.errors.duplicate',
  unknown: 'form.validation.invalid_choice',
  jobRequired: CANDIDATE_SIGNUP_KEYS.jobRequired,
  experience: APPLY_KEYS.experience,
} as const;

const nameSchema = personNameSchema(APPLY_NAME_MAX);
const idSchema = z.int32(CANDIDATE_PROFILE_KEYS.unknown).positive(CANDIDATE_PROFILE_KEYS.unknown);
/** A list of distinct ids, at most `max`. */
const idListSchema = (max: number) =>
  z
    .array(idSchema)
    .max(max, CANDIDATE_PROFILE_KEYS.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, CANDIDATE_PROFILE_KEYS.duplicate);

/** PUT /api/candidate-app/profile/ */
export const candidateProfileBodySchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    phoneNumber: phoneNumberSchema,
    /** The candidate's town (match distances); null: not said. */
    place: signupPlaceSchema.nullable(),
    /** The searched jobs, first one first, each with the candidate's experience in it. */
    jobs: z
      .array(
        z.object({
          jobId: z.int32(CANDIDATE_PROFILE_KEYS.jobRequired).positive(CANDIDATE_PROFILE_KEYS.jobRequired),
          experienceId: z.int32(V.required).positive(V.required),
        }),
      )
      .max(CANDIDATE_PROFILE_MAX.jobs, CANDIDATE_PROFILE_KEYS.tooMany)
      .refine((jobs) => new Set(jobs.map((j) => j.jobId)).size === jobs.length, CANDIDATE_PROFILE_KEYS.duplicate),
    skillIds: idListSchema(CANDIDATE_PROFILE_MAX.skills),
    languages: z
      .array(z.object({ languageId: idSchema, levelId: idSchema.nullable() }))
      .max(CANDIDATE_PROFILE_MAX.languages, CANDIDATE_PROFILE_KEYS.tooMany)
      .refine((l) => new Set(l.map((x) => x.languageId)).size === l.length, CANDIDATE_PROFILE_KEYS.duplicate),
    licenceIds: idListSchema(CANDIDATE_PROFILE_MAX.licences),
    availability: z.enum(CANDIDATE_AVAILABILITIES, CANDIDATE_PROFILE_KEYS.unknown).nullable(),
    withDisability: z.boolean().default(false),
  })
  .strict();
export type CandidateProfileBody = z.input<typeof candidateProfileBodySchema>;
export type CandidateProfileBodyParsed = z.output<typeof candidateProfileBodySchema>;

/**
 * GET /api/candidate-app/profile/: the profile as the recruiter's view reads it (the same schemas),
 * with the contact details (the candidate's own), the place the form shows again, the availability
 * and whether the details are proven (a row's details typed by a stranger are never shown, decision 119).
 */
export const candidateOwnProfileSchema = candidateProfileSchema
  .pick({ firstName: true, jobs: true, languages: true, licences: true, skills: true })
  .extend({
    email: z.string(),
    lastName: candidateContactFields.lastName,
    phoneNumber: candidateContactFields.phoneNumber,
    documents: candidateContactFields.documents,
    place: z
      .object({
        cityName: z.string(),
        postalCode: z.string().nullable(),
        context: z.string().nullable(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
      })
      .nullable(),
    languages: z.array(z.object({ id: z.int32(), name: z.string(), level: z.string().nullable(), levelId: z.int32().nullable() })),
    availability: z.enum(CANDIDATE_AVAILABILITIES).nullable(),
    withDisability: z.boolean(),
    /** False: no proven candidate holds the address yet; the profile starts empty and its first save proves it. */
    proven: z.boolean(),
  });
export type CandidateOwnProfile = z.infer<typeof candidateOwnProfileSchema>;

/**
 * The profile form of the candidate's space: the body's rules, with each searched job as the picked
 * job object (the suggest field shows its name) and its experience, required once a job is picked,
 * and the languages as their ids (the page keeps each saved level).
 */
export const candidateProfileFormSchema = candidateProfileBodySchema.omit({ jobs: true, languages: true }).extend({
  jobs: z
    .array(
      z
        .object({ job: signupJobSchema.nullable(), experienceId: z.int32().positive().nullable() })
        .refine((v) => v.job === null || v.experienceId !== null, { message: V.required, path: ['experienceId'] }),
    )
    .max(CANDIDATE_PROFILE_MAX.jobs, CANDIDATE_PROFILE_KEYS.tooMany)
    .refine((jobs) => {
      const ids = jobs.flatMap((j) => (j.job ? [j.job.id] : []));
      return new Set(ids).size === ids.length;
    }, CANDIDATE_PROFILE_KEYS.duplicate),
  languageIds: idListSchema(CANDIDATE_PROFILE_MAX.languages),
});
export type CandidateProfileFormValues = z.input<typeof candidateProfileFormSchema>;
export type CandidateProfileFormParsed = z.output<typeof candidateProfileFormSchema>;

/** The CV of the profile (decision 158): one PDF per candidate, replaced by the next upload. */
export const CANDIDATE_CV_NAME_MAX = 100;
/** Where the candidate reads their own CV back. */
export const CANDIDATE_CV_PATH = '/api/candidate-app/profile/cv/';
export const CANDIDATE_CV_KEYS = {
  format: 'views.candidate_app.profile.cv.errors.format',
  profileFirst: 'views.candidate_app.profile.cv.errors.profile_first',
} as const;
/** The browser's check of a chosen file before it is read (the API checks the bytes again). */
export const checkCvFile = (file: { type: string; size: number }): string | null => {
  if (file.type !== 'application/pdf') return CANDIDATE_CV_KEYS.format;
  if (file.size > IMAGE_MAX_BYTES) return V.fileSize;
  return null;
};

/** PUT /api/candidate-app/profile/cv/: the PDF as a data URL and the file's name as the recruiter will see it. */
export const candidateCvBodySchema = z
  .object({
    file: fileDataUrlSchema(CANDIDATE_CV_KEYS.format),
    name: z.string().trim().min(1, V.required).max(CANDIDATE_CV_NAME_MAX, V.maxLength),
  })
  .strict();
export type CandidateCvBody = z.input<typeof candidateCvBodySchema>;
