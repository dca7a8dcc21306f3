import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { jobs, romeSheets, similarJobs, skills } from '../schema/index.ts';
import { restoreCapitalAccents } from './accents.ts';
import { chunk, insertInBatches } from './batch.ts';
import { CSV_NAME, field, readCsv } from './csv.ts';
import { normalizeSearch } from './normalize.ts';

/**
 * Importer of France Travail's ROME 4.0 open data (Licence Ouverte 2.0): job titles
 * (appellations), ROME sheets with their domains, skills. Files are read from a directory
 * (`<dir>/rome-v460/*.csv`, comma-separated, every field quoted, UTF-8, plain or `.csv.gz`): the
 * edition shipped in `apps/api/reference-data` by default, or REFERENCE_DATA_DIR.
 */

/** At most this many similar jobs per job: enough for matching, bounded for the big sheets. */
export const MAX_SIMILAR_JOBS = 30;
/**
 * `jobs.external_code` prefix of a catalogue given in memory (the tests' small catalogue, and the
 * starter list older versions seeded by default), so a later ROME import can adopt its rows.
 */
export const STARTER_CODE_PREFIX = 'starter:';

type RomeFileKind = 'appellation' | 'code_rome' | 'cr_gd_dp' | 'competence' | 'savoir';

/**
 * Finds a ROME file whatever the version: `<dir>/rome-v460/unix_referentiel_appellation_v460_utf8.csv`
 * today, `rome-v470/..._v470_...` after the next release.
 */
export function romeFile(dir: string, kind: RomeFileKind): string {
  const folders = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => /^rome-v\d+$/.test(name))
        .sort()
        .reverse()
    : [];
  const stem = kind === 'cr_gd_dp' ? /^unix_cr_gd_dp_v\d+_utf8\./ : new RegExp(`^unix_referentiel_${kind}_v\\d+_utf8\\.`);
  for (const folder of folders) {
    // A plain `.csv` sorts before its `.csv.gz`: an operator's unpacked file wins.
    const match = fs
      .readdirSync(path.join(dir, folder))
      .filter((name) => stem.test(name) && CSV_NAME.test(name))
      .sort()[0];
    if (match) return path.join(dir, folder, match);
  }
  throw new Error(`ROME file "${kind}" not found under ${path.join(dir, 'rome-v*')}`);
}

export type RomeSheetRow = typeof romeSheets.$inferInsert;
export type JobRow = Omit<typeof jobs.$inferInsert, 'id' | 'uuid'> & { externalCode: string };

/** ROME sheets (fine-grained codes) with their professional and large domains. */
export async function readRomeSheets(dir: string): Promise<RomeSheetRow[]> {
  const domainsFile = romeFile(dir, 'cr_gd_dp');
  const domains = new Map<string, Record<string, string>>();
  for (const row of await readCsv(domainsFile, ',')) domains.set(field(row, 'code_rome', domainsFile), row);
  const file = romeFile(dir, 'code_rome');
  return (await readCsv(file, ',')).map((row) => {
    const code = field(row, 'code_rome', file);
    const domain = domains.get(code);
    return {
      code,
      label: restoreCapitalAccents(field(row, 'libelle_rome', file)),
      domainCode: domain?.code_domaine_professionel || null,
      domainLabel: restoreCapitalAccents(domain?.libelle_domaine_professionel || null),
      largeDomainCode: domain?.code_grand_domaine || null,
      largeDomainLabel: restoreCapitalAccents(domain?.libelle_grand_domaine || null),
    };
  });
}

/** Job titles: one per appellation, keyed by its `code_ogr`; capitals get their accents back (decision 135). */
export async function readRomeAppellations(dir: string): Promise<JobRow[]> {
  const file = romeFile(dir, 'appellation');
  return (await readCsv(file, ',')).map((row) => {
    const name = restoreCapitalAccents(field(row, 'libelle_appellation_long', file));
    return {
      externalCode: field(row, 'code_ogr', file),
      name,
      searchName: normalizeSearch(name),
      romeCode: field(row, 'code_rome', file) || null,
      romeParentCode: row.code_rome_parent || null,
      isMain: field(row, 'classification', file) === 'PRINCIPALE',
      rarelyUsed: row.peu_usite === 'O',
    };
  });
}

export interface RomeSkill {
  name: string;
  description: string | null;
  /** The ROME `code_ogr` of the skill. */
  romeCode: string;
}

/** The 16 professional soft skills ("savoir-être professionnels") of the competence file. */
export async function readRomeSoftSkills(dir: string): Promise<RomeSkill[]> {
  const file = romeFile(dir, 'competence');
  return (await readCsv(file, ','))
    .filter((row) => field(row, 'cat_comp', file) === 'Savoir-être professionnel')
    .map((row) => ({
      name: restoreCapitalAccents(field(row, 'libelle_competence', file)),
      description: restoreCapitalAccents(row.definition || null),
      romeCode: field(row, 'code_ogr', file),
    }));
}

/** Knowledge items ("savoirs") of the given sub-categories. */
export async function readRomeKnowledge(dir: string, subCategories: readonly string[]): Promise<(RomeSkill & { subCategory: string })[]> {
  const file = romeFile(dir, 'savoir');
  const wanted = new Set(subCategories);
  return (await readCsv(file, ','))
    .filter((row) => wanted.has(field(row, 'sous_categorie_savoir', file)))
    .map((row) => ({
      name: restoreCapitalAccents(field(row, 'libelle_savoir', file)),
      description: null,
      romeCode: field(row, 'code_ogr_savoir', file),
      subCategory: field(row, 'sous_categorie_savoir', file),
    }));
}

/**
 * Similar jobs: jobs of the same ROME code (the historic code, `rome_parent_code`, which groups the
 * fine-grained ROME 4 sheets of one trade), in both directions. Each job keeps the
 * MAX_SIMILAR_JOBS closest: same fine-grained sheet first, then main titles, then common ones.
 * Recomputed from scratch in one SQL statement (300,000 rows for the full ROME), not a round trip
 * per job; the statement triggers of similar_jobs then ask for a refresh of every match.
 */
export async function computeSimilarJobs(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // Every pair comes from the jobs table itself, in this transaction: checking the two foreign
    // keys of 320,000 rows one by one adds nothing but 5 s to the first start. A superuser (always
    // with the embedded PGlite) skips the checks and the statement triggers for this statement
    // ("replica" role), and asks for the refresh of every match itself, as the triggers would.
    const [role] = await tx.select({ superuser: sql<boolean>`current_setting('is_superuser') = 'on'` }).from(sql`(select 1) as one`);
    const bulk = role?.superuser === true;
    if (bulk) await tx.execute(sql`set local session_replication_role = replica`);
    await tx.delete(similarJobs);
    await tx.execute(sql`
      insert into ${similarJobs} (job_id, similar_job_id)
      select job_id, similar_job_id from (
        select a.id as job_id, b.id as similar_job_id,
          row_number() over (
            partition by a.id
            order by (b.rome_code = a.rome_code) desc, b.is_main desc, b.rarely_used asc, b.id
          ) as rank
        from ${jobs} a
        join ${jobs} b
          on coalesce(b.rome_parent_code, b.rome_code) = coalesce(a.rome_parent_code, a.rome_code)
         and b.id <> a.id
        where a.rome_code is not null
      ) ranked
      where rank <= ${MAX_SIMILAR_JOBS}
      order by job_id, similar_job_id
    `);
    if (bulk) {
      await tx.execute(sql`set local session_replication_role = origin`);
      await tx.execute(sql`select match_enqueue('all', 0)`);
    }
    const [row] = await tx.select({ n: count() }).from(similarJobs);
    return row?.n ?? 0;
  });
}

async function upsertSheets(db: Db, rows: RomeSheetRow[]): Promise<void> {
  for (const part of chunk(rows)) {
    await db
      .insert(romeSheets)
      .values(part)
      .onConflictDoUpdate({
        target: romeSheets.code,
        set: {
          label: sql`excluded.label`,
          domainCode: sql`excluded.domain_code`,
          domainLabel: sql`excluded.domain_label`,
          largeDomainCode: sql`excluded.large_domain_code`,
          largeDomainLabel: sql`excluded.large_domain_label`,
        },
      });
  }
}

/**
 * A database started with a catalogue given in memory has address jobs and candidates pointing at its
 * rows: the ROME import takes those rows over (same title, new code) instead of duplicating them.
 */
async function adoptStarterJobs(db: Db, rows: JobRow[]): Promise<number> {
  const starter = await db
    .select({ id: jobs.id, searchName: jobs.searchName })
    .from(jobs)
    .where(like(jobs.externalCode, `${STARTER_CODE_PREFIX}%`));
  if (starter.length === 0) return 0;
  const byName = new Map(rows.map((row) => [row.searchName, row]));
  let adopted = 0;
  for (const job of starter) {
    const row = byName.get(job.searchName);
    if (!row) continue;
    const { externalCode, name, romeCode, romeParentCode, isMain, rarelyUsed } = row;
    await db.update(jobs).set({ externalCode, name, romeCode, romeParentCode, isMain, rarelyUsed }).where(eq(jobs.id, job.id));
    adopted += 1;
  }
  return adopted;
}

async function upsertJobs(db: Db, rows: JobRow[]): Promise<void> {
  for (const part of chunk(rows)) {
    await db
      .insert(jobs)
      .values(part)
      .onConflictDoUpdate({
        target: jobs.externalCode,
        set: {
          name: sql`excluded.name`,
          searchName: sql`excluded.search_name`,
          romeCode: sql`excluded.rome_code`,
          romeParentCode: sql`excluded.rome_parent_code`,
          isMain: sql`excluded.is_main`,
          rarelyUsed: sql`excluded.rarely_used`,
        },
      });
  }
}

export interface JobImportResult {
  sheets: number;
  jobs: number;
  similarJobs: number;
}

/** Imports (or updates) the ROME sheets and job titles, then recomputes the similar jobs. */
export async function importRome(db: Db, dir: string): Promise<JobImportResult> {
  const [sheets, appellations] = await Promise.all([readRomeSheets(dir), readRomeAppellations(dir)]);
  let similar = 0;
  await db.transaction(async (tx) => {
    await upsertSheets(tx, sheets);
    await adoptStarterJobs(tx, appellations);
    await upsertJobs(tx, appellations);
    similar = await computeSimilarJobs(tx);
  });
  return { sheets: sheets.length, jobs: appellations.length, similarJobs: similar };
}

/** A job catalogue given in memory (the tests' small catalogue): sheets, titles, similar jobs. */
export async function importJobRows(db: Db, rows: { sheets: RomeSheetRow[]; jobs: JobRow[] }): Promise<JobImportResult> {
  let similar = 0;
  await db.transaction(async (tx) => {
    await upsertSheets(tx, rows.sheets);
    await insertInBatches(tx, jobs, rows.jobs);
    similar = await computeSimilarJobs(tx);
  });
  return { sheets: rows.sheets.length, jobs: rows.jobs.length, similarJobs: similar };
}

/** Jobs imported from ROME files (not from a catalogue given in memory). */
export async function countRomeJobs(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(sql`${jobs.externalCode} is not null`, sql`${jobs.externalCode} not like ${`${STARTER_CODE_PREFIX}%`}`));
  return row?.n ?? 0;
}

/** `reference_editions` name and edition of the accents restored to ROME labels (decision 135). */
export const JOB_ACCENTS = 'job-accents';
export const JOB_ACCENTS_EDITION = 'capitals-1';

/**
 * Gives the rows of a database imported before decision 135 their capitals' accents: job titles,
 * ROME sheets and their domains, skills read from ROME (operators' own skills are left as typed).
 * `search_name` is unchanged: it has no accents anyway. Returns how many rows changed.
 */
export async function restoreRomeAccents(db: Db): Promise<number> {
  let changed = 0;
  const update = async (rows: Record<string, unknown>[], statement: (list: ReturnType<typeof sql>) => ReturnType<typeof sql>) => {
    if (rows.length === 0) return;
    changed += rows.length;
    await db.execute(statement(sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`));
  };
  const jobRows = (await db.select({ id: jobs.id, name: jobs.name }).from(jobs))
    .map((r) => ({ id: r.id, name: restoreCapitalAccents(r.name), was: r.name }))
    .filter((r) => r.name !== r.was);
  await update(jobRows, (list) => sql`update ${jobs} set name = c.name from ${list} as c(id int, name text) where ${jobs.id} = c.id`);

  const sheetRows = (await db.select().from(romeSheets))
    .map((r) => ({
      code: r.code,
      label: restoreCapitalAccents(r.label),
      domain: restoreCapitalAccents(r.domainLabel),
      large: restoreCapitalAccents(r.largeDomainLabel),
      was: r,
    }))
    .filter((r) => r.label !== r.was.label || r.domain !== r.was.domainLabel || r.large !== r.was.largeDomainLabel)
    .map(({ was: _was, ...r }) => r);
  await update(
    sheetRows,
    (list) => sql`update ${romeSheets} set label = c.label, domain_label = c.domain, large_domain_label = c.large
      from ${list} as c(code text, label text, domain text, large text) where ${romeSheets.code} = c.code`,
  );

  const skillRows = (
    await db
      .select({ id: skills.id, name: skills.name, description: skills.description })
      .from(skills)
      .where(sql`${skills.romeCode} is not null`)
  )
    .map((r) => ({ id: r.id, name: restoreCapitalAccents(r.name), description: restoreCapitalAccents(r.description), was: r }))
    .filter((r) => r.name !== r.was.name || r.description !== r.was.description)
    .map(({ was: _was, ...r }) => r);
  // A skill whose accented name an operator already added keeps its name (one name per group).
  await update(
    skillRows,
    (list) => sql`update ${skills} s set name = case when exists (
        select 1 from ${skills} o where o.group_id = s.group_id and o.name = c.name and o.id <> s.id) then s.name else c.name end,
      description = c.description
      from ${list} as c(id int, name text, description text) where s.id = c.id`,
  );
  return changed;
}
