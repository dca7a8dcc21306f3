import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, publicUuid, updatedAt } from './columns.ts';
import { recruiterRef } from './identity.ts';
import {
  activitySectors,
  advantages,
  caces,
  contracts,
  experiences,
  jobs,
  languages,
  licences,
  locomotions,
  recruitmentSteps,
  remotes,
  skills,
  workingTimes,
} from './reference.ts';
import type { PlaceColumn } from './types.ts';

/** A company site ("adresse"); a child address has a parent address of the same premium account. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    recruiterId: recruiterRef(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 35 }).notNull(),
    content: jsonb('content').$type<PlaceColumn>(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    logo: text('logo'),
    activitySectorId: integer('activity_sector_id').references(() => activitySectors.id),
    qrcodeTown: varchar('qrcode_town', { length: 60 }),
    siret: varchar('siret', { length: 14 }),
    active: boolean('active').notNull().default(true),
    receiveApplicationByEmail: boolean('receive_application_by_email').notNull().default(false),
    email: text('email'),
    frequency: text('frequency', { enum: ['none', 'daily', 'weekly'] })
      .notNull()
      .default('none'),
    /** End of the period the last application digest covered (decision 071). */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    freeApplication: boolean('free_application').notNull().default(false),
    youtubeLink: text('youtube_link'),
    picture: text('picture'),
    pictureTwo: text('picture_two'),
    pictureThree: text('picture_three'),
    values: text('values'),
    description: text('description'),
    deliveryAddress: jsonb('delivery_address').$type<PlaceColumn>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set on a new address created by a checkout, cleared by its first payment (decision 131). */
    unpaidDraftAt: timestamp('unpaid_draft_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_recruiter_idx').on(t.recruiterId),
    index('addresses_parent_idx').on(t.parentId),
    index('addresses_unpaid_draft_idx')
      .on(t.unpaidDraftAt)
      .where(sql`${t.unpaidDraftAt} is not null`),
  ],
);

export const addressAdvantages = pgTable(
  'address_advantages',
  {
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    advantageId: integer('advantage_id')
      .notNull()
      .references(() => advantages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.addressId, t.advantageId] })],
);

export const addressRecruitmentSteps = pgTable(
  'address_recruitment_steps',
  {
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    stepId: integer('step_id')
      .notNull()
      .references(() => recruitmentSteps.id),
  },
  (t) => [primaryKey({ columns: [t.addressId, t.position] })],
);

export const businessUnits = pgTable(
  'business_units',
  {
    id: serial('id').primaryKey(),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('business_units_address_idx').on(t.addressId)],
);

/** A job offered at an address, with its criteria (spec section 3, Address job). */
export const addressJobs = pgTable(
  'address_jobs',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    businessUnitId: integer('business_unit_id').references(() => businessUnits.id, { onDelete: 'set null' }),
    monthlySalary: integer('monthly_salary'),
    active: boolean('active').notNull().default(true),
    urgent: boolean('urgent').notNull().default(false),
    workingTimeId: integer('working_time_id').references(() => workingTimes.id),
    remoteId: integer('remote_id').references(() => remotes.id),
    jobDescription: text('job_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('address_jobs_address_idx').on(t.addressId),
    index('address_jobs_job_idx').on(t.jobId),
    // An address offers a job once (spec section 4), held here against two saves at once.
    uniqueIndex('address_jobs_address_job_unique').on(t.addressId, t.jobId),
  ],
);

const addressJobRef = () =>
  integer('address_job_id')
    .notNull()
    .references(() => addressJobs.id, { onDelete: 'cascade' });

export const addressJobContracts = pgTable(
  'address_job_contracts',
  {
    addressJobId: addressJobRef(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
  },
  (t) => [primaryKey({ columns: [t.addressJobId, t.contractId] })],
);
export const addressJobExperiences = pgTable(
  'address_job_experiences',
  {
    addressJobId: addressJobRef(),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
  },
  (t) => [primaryKey({ columns: [t.addressJobId, t.experienceId] })],
);
export const addressJobLanguages = pgTable(
  'address_job_languages',
  {
    addressJobId: addressJobRef(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
  },
  (t) => [primaryKey({ columns: [t.addressJobId, t.languageId] })],
);
export const addressJobLicences = pgTable(
  'address_job_licences',
  {
    addressJobId: addressJobRef(),
    licenceId: integer('licence_id')
      .notNull()
      .references(() => licences.id),
  },
  (t) => [primaryKey({ columns: [t.addressJobId, t.licenceId] })],
);
export const addressJobLocomotions = pgTable(
  'address_job_locomotions',
  {
    addressJobId: addressJobRef(),
    locomotionId: integer('locomotion_id')
      .notNull()
      .references(() => locomotions.id),
  },
  (t) => [primaryKey({ columns: [t.addressJobId, t.locomotionId] })],
);
export const addressJobCaces = pgTable(
  'address_job_caces',
  {
    addressJobId: addressJobRef(),
    cacesId: integer('caces_id')
      .notNull()
      .references(() => caces.id),
  },
  (t) => [primaryKey({ columns: [t.addressJobId, t.cacesId] })],
);
/** Personal qualities, professional knowledge and soft skills: the skill's group tells which. */
export const addressJobSkills = pgTable(
  'address_job_skills',
  {
    addressJobId: addressJobRef(),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id),
  },
  (t) => [primaryKey({ columns: [t.addressJobId, t.skillId] })],
);
