import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '@app/contracts/candidate-app';
import type { CandidateAvailability } from '@app/contracts/candidate-profile';
import { answerStamp, createdAt, publicUuid } from './columns.ts';
import { recruiterRef, recruiters } from './identity.ts';
import { caces, experiences, jobs, languageLevels, languages, licences, locomotions, skills } from './reference.ts';
import { addresses, addressJobs, businessUnits } from './recruiting.ts';
import { orders } from './commerce.ts';

/**
 * Candidates sign up in the candidate mobile application (not part of this product); here they come
 * from the apply page and the demo generator. Contact details: last name, e-mail, phone, documents,
 * full address (product decisions).
 */
export const candidates = pgTable(
  'candidates',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    /** Changes whenever the row or the candidate's searched jobs change (decision 106): the resume shop's kept pages check it. */
    answerStamp: answerStamp('answer_stamp'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    avatar: text('avatar'),
    birthDate: date('birth_date'),
    streetAddress: text('street_address'),
    cityName: text('city_name'),
    postalCode: text('postal_code'),
    context: text('context'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    withDisability: boolean('with_disability').notNull().default(false),
    /** When the candidate can start, from their profile (issue 33 item 2, decision 158); null: not said. */
    availability: text('availability').$type<CandidateAvailability>(),
    /** The language the candidate applied or signed up in: their mails are written in it (decision 135). */
    language: text('language', { enum: ['fr', 'en'] })
      .notNull()
      .default('fr'),
    /**
     * When the candidate proved the e-mail (a link mailed at sign-up or application, decision 119).
     * Null: not proven; then never in the match tables (not sold), and no affiliate earning yet.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    tag: text('tag', { enum: ['rare'] }),
    affiliateId: integer('affiliate_id').references(() => recruiters.id, { onDelete: 'set null' }),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The last contact (sign-up, application, profile update, or the candidate asking to be kept):
     * the data lifecycle counts the retention period from it (decision 093).
     */
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the "your data will be anonymized" e-mail was sent for the current last contact. */
    retentionNoticeAt: timestamp('retention_notice_at', { withTimezone: true }),
    /** Set once names, contact details, documents and free text were removed (decision 093). */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('candidates_signed_up_idx').on(t.signedUpAt),
    // The retention job reads the candidates not anonymized yet, oldest contact first.
    index('candidates_last_contact_idx')
      .on(t.lastContactAt)
      .where(sql`${t.anonymizedAt} is null`),
    uniqueIndex('candidates_email_lower_idx').on(sql`lower(${t.email})`),
    check('candidates_availability_check', sql`${t.availability} in ('now', 'within_month', 'later')`),
  ],
);

const candidateRef = () =>
  integer('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' });

export const candidateSearchedJobs = pgTable(
  'candidate_searched_jobs',
  {
    id: serial('id').primaryKey(),
    candidateId: candidateRef(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    experienceId: integer('experience_id').references(() => experiences.id),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('candidate_searched_jobs_job_idx').on(t.jobId), index('candidate_searched_jobs_candidate_idx').on(t.candidateId)],
);

export const candidateSkills = pgTable(
  'candidate_skills',
  {
    candidateId: candidateRef(),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.skillId] })],
);
export const candidateLanguages = pgTable(
  'candidate_languages',
  {
    candidateId: candidateRef(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    levelId: integer('level_id').references(() => languageLevels.id),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.languageId] })],
);
export const candidateLicences = pgTable(
  'candidate_licences',
  {
    candidateId: candidateRef(),
    licenceId: integer('licence_id')
      .notNull()
      .references(() => licences.id),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.licenceId] })],
);
export const candidateLocomotions = pgTable(
  'candidate_locomotions',
  {
    candidateId: candidateRef(),
    locomotionId: integer('locomotion_id')
      .notNull()
      .references(() => locomotions.id),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.locomotionId] })],
);
export const candidateCaces = pgTable(
  'candidate_caces',
  {
    candidateId: candidateRef(),
    cacesId: integer('caces_id')
      .notNull()
      .references(() => caces.id),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.cacesId] })],
);

export const candidateDegrees = pgTable('candidate_degrees', {
  id: serial('id').primaryKey(),
  candidateId: candidateRef(),
  name: text('name').notNull(),
  school: text('school'),
  year: smallint('year'),
});

export const candidatePreviousJobs = pgTable('candidate_previous_jobs', {
  id: serial('id').primaryKey(),
  candidateId: candidateRef(),
  jobId: integer('job_id').references(() => jobs.id),
  jobName: text('job_name').notNull(),
  company: text('company'),
  beginningDate: date('beginning_date').notNull(),
  endDate: date('end_date'),
  stillInOffice: boolean('still_in_office').notNull().default(false),
  description: text('description'),
});

export const candidateDocuments = pgTable('candidate_documents', {
  id: serial('id').primaryKey(),
  candidateId: candidateRef(),
  name: text('name').notNull(),
  fileKey: text('file_key').notNull(),
  createdAt: createdAt(),
});

/** An application of a candidate on an address (through its QR code). */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    candidateId: candidateRef(),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    addressJobId: integer('address_job_id').references(() => addressJobs.id, { onDelete: 'set null' }),
    jobId: integer('job_id').references(() => jobs.id),
    experienceId: integer('experience_id').references(() => experiences.id),
    businessUnitId: integer('business_unit_id').references(() => businessUnits.id, { onDelete: 'set null' }),
    favorite: boolean('favorite').notNull().default(false),
    completedAt: date('completed_at').notNull(),
    /**
     * The details typed with this application (decision 119): shown to the recruiter of this
     * application only, never written to the candidate unless the e-mail's owner confirms them.
     */
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    withDisability: boolean('with_disability').notNull().default(false),
    /** When the owner of the e-mail confirmed this application (its mailed link); null: "e-mail not confirmed". */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /**
     * Where the application stands (issue 33, decision 151): 'received', 'seen' when its recruiter
     * opened it, then what the recruiter set, with their optional message; the candidate sees it.
     */
    status: text('status').$type<ApplicationStatus>().notNull().default('received'),
    statusMessage: text('status_message'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('applications_address_idx').on(t.addressId, t.completedAt),
    index('applications_candidate_idx').on(t.candidateId),
    check('applications_status_check', sql`${t.status} in ('received', 'seen', 'interview', 'hired', 'rejected')`),
  ],
);

/**
 * A candidate's sessions (issue 33, decision 151): opened with a code mailed to `email`, one per
 * browser, the token in an HttpOnly cookie and only its hash here; signing out deletes the row.
 */
export const candidateSessions = pgTable(
  'candidate_sessions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('candidate_sessions_token_hash_idx').on(t.tokenHash), index('candidate_sessions_email_idx').on(t.email)],
);

/**
 * The sites a signed-in candidate follows (issue 33 item 4, decision 156), by the proven address as
 * their sessions are; mailed when the site publishes a job, at most once a day per site
 * (`last_alert_on`, a day in France), in `language` (the page's when they followed).
 */
export const candidateFollows = pgTable(
  'candidate_follows',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['fr', 'en'] })
      .notNull()
      .default('fr'),
    lastAlertOn: date('last_alert_on'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('candidate_follows_email_address_idx').on(t.email, t.addressId),
    index('candidate_follows_address_idx').on(t.addressId),
    check('candidate_follows_language_check', sql`${t.language} in ('fr', 'en')`),
  ],
);

/**
 * The one-use links that prove a candidate's e-mail (decision 119), mailed at sign-up (no
 * application) or with each application; only the hash of the token is stored.
 */
/** What a sign-up typed, kept with its proof link until the owner of the e-mail uses it (decision 119). */
export interface PendingSignUp {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  withDisability: boolean;
  cityName: string;
  postalCode: string | null;
  context: string | null;
  latitude: number;
  longitude: number;
  jobId: number;
  experienceId: number;
  affiliateId: number | null;
}

export const candidateEmailProofs = pgTable(
  'candidate_email_proofs',
  {
    tokenHash: text('token_hash').primaryKey(),
    candidateId: candidateRef(),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    /** A sign-up made with the e-mail of a candidate not proven yet: applied on the link's use (decision 119, migration 0032). */
    signup: jsonb('signup').$type<PendingSignUp>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_email_proofs_candidate_idx').on(t.candidateId)],
);

export const favoriteCandidates = pgTable(
  'favorite_candidates',
  {
    recruiterId: recruiterRef(),
    candidateId: candidateRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recruiterId, t.candidateId] })],
);

/** A bought resume: never charged twice (unique recruiter and candidate). */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    recruiterId: recruiterRef(),
    candidateId: candidateRef(),
    orderId: integer('order_id').references(() => orders.id),
    priceCents: integer('price_cents').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('purchases_recruiter_candidate_idx').on(t.recruiterId, t.candidateId)],
);

/**
 * Precomputed match percentages (product decisions, "Match percentage"): one row per address job
 * and candidate in scope, refreshed by queued jobs, so a list never scans all candidates.
 * `signedUpAt` and `withDisability` are copied from the candidate so that the list filters (new
 * candidates, disability) are answered from the rank index alone (docs/decisions/040).
 */
export const candidateMatches = pgTable(
  'candidate_matches',
  {
    // No foreign keys: checking two per row doubled the cost of refreshing a list of 100,000
    // candidates; triggers on address_jobs and candidates delete the rows instead (migration
    // 0007_matching_cleanup_triggers, docs/decisions/040).
    addressJobId: integer('address_job_id').notNull(),
    candidateId: integer('candidate_id').notNull(),
    percentage: smallint('percentage').notNull(),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }).notNull(),
    withDisability: boolean('with_disability').notNull().default(false),
  },
  (t) => [
    // List first: a list's rows are written side by side (a candidate's rows are found through
    // match_scope, which tells which lists can hold them).
    primaryKey({ name: 'candidate_matches_address_job_candidate_pk', columns: [t.addressJobId, t.candidateId] }),
    index('candidate_matches_rank_v2_idx').on(t.addressJobId, t.percentage.desc(), t.candidateId, t.signedUpAt, t.withDisability),
    index('candidate_matches_new_idx').on(t.addressJobId, t.signedUpAt, t.withDisability),
  ],
);

/**
 * The match's view of candidates, one row per searched job (the "job -> candidate scope index"):
 * the experience level on that job and the candidate's criteria as id arrays, so that refreshing a
 * list reads its candidates as a range of this table instead of visiting six tables per candidate
 * (docs/decisions/040). Kept by the refresh worker; rows of a job are contiguous after a rebuild.
 */
export const matchScope = pgTable(
  'match_scope',
  {
    jobId: integer('job_id').notNull(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    experienceLevel: smallint('experience_level'),
    skillIds: integer('skill_ids').array().notNull(),
    languageIds: integer('language_ids').array().notNull(),
    licenceIds: integer('licence_ids').array().notNull(),
    locomotionIds: integer('locomotion_ids').array().notNull(),
    cacesIds: integer('caces_ids').array().notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }).notNull(),
    withDisability: boolean('with_disability').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.candidateId] }), index('match_scope_candidate_idx').on(t.candidateId)],
);

/** Per address job: how many candidates its match list holds, kept with the list by the refresh. */
export const matchListStats = pgTable(
  'match_list_stats',
  {
    addressJobId: integer('address_job_id')
      .primaryKey()
      .references(() => addressJobs.id, { onDelete: 'cascade' }),
    total: integer('total').notNull(),
    withDisability: integer('with_disability').notNull(),
    /**
     * Members the list does not keep (decision 166: the best `MATCH_LIST_CAP` of each filter's group
     * and every new candidate are kept), and how many of them are disabled workers: `total` and
     * `with_disability` count them too, so counts stay exact; a group lost rows when these are > 0.
     */
    dropped: integer('dropped').notNull().default(0),
    droppedWithDisability: integer('dropped_with_disability').notNull().default(0),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Changes whenever the list is written (decision 106): every write of its matches writes this row too. */
    stamp: answerStamp('stamp'),
    /** The list's owner (its address's recruiter), kept by the writes and triggers of migration 0024: a shop page checks its lists' stamps by it. */
    recruiterId: integer('recruiter_id'),
  },
  (t) => [index('match_list_stats_recruiter_idx').on(t.recruiterId)],
);

/**
 * Refresh requests of the match tables, written by database triggers whenever an address job, its
 * criteria, an address, a recruiter's tier or a candidate changes; one row per target (debounced),
 * consumed by the in-process match worker (docs/decisions/041). `kind`: address_job, candidate, all.
 */
export const matchRefreshQueue = pgTable(
  'match_refresh_queue',
  {
    kind: text('kind', { enum: ['address_job', 'candidate', 'all'] }).notNull(),
    targetId: integer('target_id').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.targetId] }), index('match_refresh_queue_requested_idx').on(t.requestedAt)],
);
