import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { publicUuid } from './columns.ts';

/** Reference lists (spec section 3): small tables seeded at first start, editable by operators. */
const namedList = (table: string) =>
  pgTable(table, {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    position: integer('position').notNull().default(0),
  });

export const contracts = namedList('contracts');
export const workingTimes = namedList('working_times');
export const remotes = namedList('remotes');
export const recruitmentSteps = namedList('recruitment_steps');
export const languageLevels = namedList('language_levels');

/** Experience levels, ordered by `level` (0 = beginner) so the match can compare them. */
export const experiences = pgTable('experiences', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  level: smallint('level').notNull(),
});

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const licences = pgTable('licences', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const locomotions = pgTable('locomotions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull(),
});

export const caces = pgTable('caces', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const activitySectors = pgTable(
  'activity_sectors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    romeDomainCode: text('rome_domain_code'),
  },
  (t) => [index('activity_sectors_name_trgm_idx').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`)],
);

/** Skill groups: 1 personal qualities, 2 professional knowledge, 3 professional soft skills. */
export const skillGroups = pgTable('skill_groups', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => skillGroups.id),
    name: text('name').notNull(),
    description: text('description'),
    romeCode: text('rome_code'),
    /**
     * ROME code prefixes (large domain letter, professional domain) where a professional knowledge
     * item fits; '*' everywhere. Ranks the knowledge offered for a job (decision 125).
     */
    romeDomains: text('rome_domains').array(),
  },
  (t) => [uniqueIndex('skills_group_name_idx').on(t.groupId, t.name)],
);

export const advantageCategories = pgTable('advantage_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

/** Advantages of the catalogue (category set) and custom ones tied to an address (category null). */
export const advantages = pgTable(
  'advantages',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => advantageCategories.id),
    addressId: integer('address_id'),
    name: text('name').notNull(),
    icon: text('icon'),
  },
  (t) => [index('advantages_address_idx').on(t.addressId)],
);

/** ROME sheets (fine-grained code) with their professional domain, for similar jobs and sectors. */
export const romeSheets = pgTable('rome_sheets', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  domainCode: text('domain_code'),
  domainLabel: text('domain_label'),
  largeDomainCode: text('large_domain_code'),
  largeDomainLabel: text('large_domain_label'),
});

/** Job titles (ROME appellations). `search_name` is lower-cased and unaccented: the search index (modules/job-titles) reads it. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    externalCode: text('external_code').unique(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    romeCode: text('rome_code'),
    romeParentCode: text('rome_parent_code'),
    isMain: boolean('is_main').notNull().default(true),
    rarelyUsed: boolean('rarely_used').notNull().default(false),
  },
  (t) => [index('jobs_rome_idx').on(t.romeCode)],
);

/** Similar jobs, derived from the ROME structure (same sheet) by the importer. */
export const similarJobs = pgTable(
  'similar_jobs',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    similarJobId: integer('similar_job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.similarJobId] }), index('similar_jobs_similar_idx').on(t.similarJobId)],
);

/** French communes (La Poste's official postal codes file), the embedded gazetteer. */
export const communes = pgTable(
  'communes',
  {
    id: serial('id').primaryKey(),
    inseeCode: text('insee_code').notNull(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    postalCode: text('postal_code').notNull(),
    deliveryLabel: text('delivery_label'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    population: integer('population'),
  },
  (t) => [
    uniqueIndex('communes_insee_postal_label_idx').on(t.inseeCode, t.postalCode, t.name),
    index('communes_search_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    index('communes_search_prefix_idx').on(t.searchName.op('text_pattern_ops')),
    index('communes_postal_idx').on(t.postalCode),
  ],
);

/**
 * The edition of each reference correction a database has had (decision 135): "commune-names"
 * (the INSEE's official names) and "job-accents" (ROME titles with their capitals' accents) are
 * applied once to an existing database by the reference seed, then recorded here.
 */
export const referenceEditions = pgTable('reference_editions', {
  name: text('name').primaryKey(),
  edition: text('edition').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
