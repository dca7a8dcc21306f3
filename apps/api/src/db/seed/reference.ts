import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { insertInBatches } from '../importers/batch.ts';
import {
  appliedEdition,
  cogEdition,
  COMMUNE_NAMES,
  correctCommuneNames,
  countCommunes,
  importLaPosteCommunes,
  recordEdition,
  type CommuneRow,
} from '../importers/communes.ts';
import {
  countRomeJobs,
  importJobRows,
  importRome,
  JOB_ACCENTS,
  JOB_ACCENTS_EDITION,
  restoreRomeAccents,
  readRomeKnowledge,
  readRomeSoftSkills,
  type JobRow,
  type RomeSheetRow,
} from '../importers/rome.ts';
import { STARTER_COMMUNES } from '../importers/starter-communes.ts';
import {
  activitySectors,
  advantageCategories,
  advantages,
  caces,
  communes,
  contracts,
  experiences,
  jobs,
  languageLevels,
  languages,
  licences,
  locomotions,
  priceFreeProducts,
  prices,
  products,
  recruitmentSteps,
  remotes,
  skillGroups,
  skills,
  workingTimes,
} from '../schema/index.ts';
import {
  ACTIVITY_SECTORS,
  ADVANTAGE_CATEGORIES,
  CACES,
  CONTRACTS,
  EXPERIENCES,
  LANGUAGE_LEVELS,
  LANGUAGES,
  LICENCES,
  LOCOMOTIONS,
  PERSONAL_QUALITIES,
  PERSONAL_QUALITIES_GROUP,
  PRODUCTS,
  PROFESSIONAL_KNOWLEDGE,
  PROFESSIONAL_KNOWLEDGE_GROUP,
  RECRUITMENT_STEPS,
  REMOTES,
  ROME_KNOWLEDGE_DOMAINS,
  ROME_KNOWLEDGE_SUBCATEGORIES,
  SKILL_GROUPS,
  SOFT_SKILLS,
  SOFT_SKILLS_GROUP,
  WORKING_TIMES,
} from './reference-data.ts';

/** A job catalogue and gazetteer given in memory instead of the official files: the tests' small one. */
export interface ReferenceCatalogue {
  sheets: RomeSheetRow[];
  jobs: JobRow[];
  communes: CommuneRow[];
}

type Log = (message: string) => void;

/**
 * Where the job catalogue and the communes come from: a folder of the official files
 * (`rome-v460/` and `laposte/`, `.csv` or `.csv.gz`; the server passes the shipped
 * `apps/api/reference-data` unless REFERENCE_DATA_DIR says otherwise), or a small catalogue in
 * memory (tests).
 */
export type SeedReferenceOptions = (
  { referenceDataDir: string; catalogue?: undefined } | { catalogue: ReferenceCatalogue; referenceDataDir?: undefined }
) & { log?: Log };

/**
 * Seeds the reference data (spec section 3, product decisions "Prices"). Safe at every start: each
 * table is filled only when empty, so a seeded database costs one cheap query per table and
 * operators' edits are kept. From a reference folder, the full ROME catalogue and La Poste's
 * communes replace a catalogue given in memory (or the starter lists of older versions) if that is
 * what the database holds.
 */
export async function seedReference(db: Db, opts: SeedReferenceOptions): Promise<void> {
  const log: Log = opts.log ?? (() => {});
  const dir = opts.referenceDataDir;
  const started = performance.now();

  await db.transaction(async (tx) => {
    // Several API instances may start together on an empty database: one seeds, the others wait
    // and then find everything filled.
    await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCE_LOCK})`);
    await seedSimpleLists(tx, log);
    await seedSkills(tx, dir, log);
    await seedAdvantages(tx, log);
    await seedProducts(tx, log);
    if (opts.catalogue) {
      await seedCatalogue(tx, opts.catalogue, log);
    } else {
      await seedJobCatalogue(tx, opts.referenceDataDir, log);
      await seedCommunes(tx, opts.referenceDataDir, log);
      await restoreRomeAccentsOnce(tx, log);
    }
  });

  log(`reference data ready in ${Math.round(performance.now() - started)} ms`);
}

/** Advisory lock key of the reference seed (any constant shared by all instances). */
const REFERENCE_LOCK = 7_361_001;

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(table)
    .limit(1);
  return rows.length === 0;
}

/** Inserts `rows` when `table` is empty. */
async function fillIfEmpty<T extends PgTable>(db: Db, table: T, label: string, rows: T['$inferInsert'][], log: Log): Promise<void> {
  if (!(await isEmpty(db, table))) return;
  await db.insert(table).values(rows);
  log(`seeded ${rows.length} ${label}`);
}

const positioned = (names: readonly string[]) => names.map((name, position) => ({ name, position }));

async function seedSimpleLists(db: Db, log: Log): Promise<void> {
  await fillIfEmpty(
    db,
    experiences,
    'experiences',
    EXPERIENCES.map((name, level) => ({ name, level })),
    log,
  );
  await fillIfEmpty(
    db,
    languages,
    'languages',
    LANGUAGES.map((l, position) => ({ ...l, position })),
    log,
  );
  await fillIfEmpty(db, languageLevels, 'language levels', positioned(LANGUAGE_LEVELS), log);
  await fillIfEmpty(db, licences, 'licences', [...LICENCES], log);
  await fillIfEmpty(db, locomotions, 'locomotions', [...LOCOMOTIONS], log);
  await fillIfEmpty(db, caces, 'CACES', [...CACES], log);
  await fillIfEmpty(db, contracts, 'contracts', positioned(CONTRACTS), log);
  await fillIfEmpty(db, workingTimes, 'working times', positioned(WORKING_TIMES), log);
  await fillIfEmpty(db, remotes, 'remotes', positioned(REMOTES), log);
  await fillIfEmpty(db, recruitmentSteps, 'recruitment steps', positioned(RECRUITMENT_STEPS), log);
  await fillIfEmpty(db, activitySectors, 'activity sectors', [...ACTIVITY_SECTORS], log);
}

/**
 * The three skill groups and their skills. Soft skills come from the ROME competence file when it
 * is given (its 16 "savoir-être professionnels"), and ROME knowledge items complete ours.
 */
async function seedSkills(db: Db, dir: string | undefined, log: Log): Promise<void> {
  await db
    .insert(skillGroups)
    .values(SKILL_GROUPS.map((g) => ({ ...g })))
    .onConflictDoNothing();
  const filled = new Set(
    (await db.select({ groupId: skills.groupId, n: count() }).from(skills).groupBy(skills.groupId))
      .filter((r) => r.n > 0)
      .map((r) => r.groupId),
  );
  const rows: (typeof skills.$inferInsert)[] = [];
  if (!filled.has(PERSONAL_QUALITIES_GROUP)) {
    rows.push(...PERSONAL_QUALITIES.map((name) => ({ groupId: PERSONAL_QUALITIES_GROUP, name })));
  }
  if (!filled.has(PROFESSIONAL_KNOWLEDGE_GROUP)) {
    rows.push(
      ...PROFESSIONAL_KNOWLEDGE.map(({ name, domains }) => ({ groupId: PROFESSIONAL_KNOWLEDGE_GROUP, name, romeDomains: [...domains] })),
    );
    if (dir) {
      const own = new Set(PROFESSIONAL_KNOWLEDGE.map((k) => k.name));
      for (const item of await readRomeKnowledge(dir, ROME_KNOWLEDGE_SUBCATEGORIES)) {
        if (own.has(item.name)) continue;
        own.add(item.name);
        const domains = ROME_KNOWLEDGE_DOMAINS[item.subCategory as keyof typeof ROME_KNOWLEDGE_DOMAINS];
        rows.push({
          groupId: PROFESSIONAL_KNOWLEDGE_GROUP,
          name: item.name,
          romeCode: item.romeCode,
          romeDomains: domains ? [...domains] : null,
        });
      }
    }
  }
  if (!filled.has(SOFT_SKILLS_GROUP)) {
    const soft = dir ? await readRomeSoftSkills(dir) : SOFT_SKILLS.map((s) => ({ ...s, romeCode: null }));
    rows.push(...soft.map((s) => ({ groupId: SOFT_SKILLS_GROUP, name: s.name, description: s.description, romeCode: s.romeCode })));
  }
  if (rows.length === 0) return;
  await db.insert(skills).values(rows).onConflictDoNothing();
  log(`seeded ${rows.length} skills`);
}

async function seedAdvantages(db: Db, log: Log): Promise<void> {
  if (!(await isEmpty(db, advantageCategories))) return;
  await db.transaction(async (tx) => {
    const categories = await tx
      .insert(advantageCategories)
      .values(ADVANTAGE_CATEGORIES.map((c, position) => ({ name: c.name, position })))
      .returning({ id: advantageCategories.id, name: advantageCategories.name });
    const idByName = new Map(categories.map((c) => [c.name, c.id]));
    await tx
      .insert(advantages)
      .values(
        ADVANTAGE_CATEGORIES.flatMap((c) => c.advantages.map((a) => ({ categoryId: idByName.get(c.name)!, name: a.name, icon: a.icon }))),
      );
  });
  log(`seeded ${ADVANTAGE_CATEGORIES.length} advantage categories`);
}

/** Products missing by code are added with their prices; existing ones (maybe edited) are left alone. */
export async function seedProducts(db: Db, log: Log): Promise<void> {
  const existing = await db.select({ id: products.id, code: products.code }).from(products);
  const missing = PRODUCTS.filter((p) => !existing.some((e) => e.code === p.code));
  if (missing.length === 0) return;
  await db.transaction(async (tx) => {
    const idByCode = new Map(existing.map((e) => [e.code, e.id]));
    for (const product of missing) {
      const [row] = await tx
        .insert(products)
        .values({ code: product.code, name: product.name, description: product.description })
        .returning({ id: products.id });
      idByCode.set(product.code, row!.id);
      for (const [position, price] of product.prices.entries()) {
        const [priceRow] = await tx
          .insert(prices)
          .values({
            productId: row!.id,
            unitAmount: price.unitAmount,
            interval: price.interval,
            intervalCount: price.intervalCount,
            isDefault: price.isDefault,
            position,
          })
          .returning({ id: prices.id });
        for (const free of price.freeProducts ?? []) {
          const offeredProductId = idByCode.get(free.code);
          if (!offeredProductId) throw new Error(`Offered product ${free.code} must be seeded before ${product.code}`);
          await tx.insert(priceFreeProducts).values({ priceId: priceRow!.id, offeredProductId, offeredQuantity: free.quantity });
        }
      }
    }
  });
  log(`seeded products: ${missing.map((p) => p.code).join(', ')}`);
}

/**
 * Fresh statistics after a bulk load: PGlite never analyzes on its own, and without statistics the
 * planner picks sequential scans for the trigram searches (1-2 s instead of tens of ms).
 */
async function analyzeAfterBulkLoad(db: Db, tables: 'jobs, similar_jobs, rome_sheets' | 'communes'): Promise<void> {
  await db.execute(sql.raw(`analyze ${tables}`));
}

async function seedJobCatalogue(db: Db, dir: string, log: Log): Promise<void> {
  // Jobs given in memory do not count: they are taken over by the import.
  if ((await countRomeJobs(db)) > 0) return;
  const started = performance.now();
  log('importing ROME (job titles, sheets, similar jobs)...');
  const result = await importRome(db, dir);
  await analyzeAfterBulkLoad(db, 'jobs, similar_jobs, rome_sheets');
  log(`imported ROME: ${result.jobs} jobs, ${result.sheets} sheets, ${result.similarJobs} similar-job pairs in ${seconds(started)}`);
}

async function seedCommunes(db: Db, dir: string, log: Log): Promise<void> {
  // A gazetteer no larger than the list of large towns is the starter list: La Poste's replaces it.
  if ((await countCommunes(db)) > STARTER_COMMUNES.length) {
    await correctToOfficialNames(db, dir, log);
    return;
  }
  const started = performance.now();
  log('importing La Poste communes...');
  const imported = await importLaPosteCommunes(db, dir);
  await analyzeAfterBulkLoad(db, 'communes');
  log(`imported ${imported} communes from La Poste in ${seconds(started)}`);
}

/**
 * A gazetteer imported before the COG was shipped (or from an older edition) gets the official
 * names once, with the places copied from it (decision 135); the edition is then recorded.
 */
async function correctToOfficialNames(db: Db, dir: string, log: Log): Promise<void> {
  const edition = cogEdition(dir);
  if (!edition || (await appliedEdition(db, COMMUNE_NAMES)) === edition) return;
  const started = performance.now();
  const changes = await correctCommuneNames(db, dir);
  await recordEdition(db, COMMUNE_NAMES, edition);
  if (changes.length > 0) await analyzeAfterBulkLoad(db, 'communes');
  log(`official commune names (${edition}): ${changes.length} names corrected in ${seconds(started)}`);
}

/** ROME labels imported before decision 135 get their capitals' accents once (a fresh import has them already). */
async function restoreRomeAccentsOnce(db: Db, log: Log): Promise<void> {
  if ((await appliedEdition(db, JOB_ACCENTS)) === JOB_ACCENTS_EDITION) return;
  const changed = await restoreRomeAccents(db);
  await recordEdition(db, JOB_ACCENTS, JOB_ACCENTS_EDITION);
  if (changed > 0) log(`ROME labels: ${changed} rows given their capitals' accents`);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** A catalogue given in memory, into empty tables. */
async function seedCatalogue(db: Db, catalogue: ReferenceCatalogue, log: Log): Promise<void> {
  if (await isEmpty(db, jobs)) {
    const result = await importJobRows(db, catalogue);
    await analyzeAfterBulkLoad(db, 'jobs, similar_jobs, rome_sheets');
    log(`seeded a job catalogue of ${result.jobs} jobs, ${result.sheets} sheets, ${result.similarJobs} similar-job pairs`);
  }
  if (await isEmpty(db, communes)) {
    await insertInBatches(db, communes, catalogue.communes);
    await analyzeAfterBulkLoad(db, 'communes');
    log(`seeded ${catalogue.communes.length} communes`);
  }
}
