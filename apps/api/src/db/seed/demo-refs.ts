import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { ARRONDISSEMENTS, STARTER_COMMUNES } from '../importers/starter-communes.ts';
import {
  activitySectors,
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
  prices,
  products,
  recruitmentSteps,
  remotes,
  similarJobs,
  skills,
  workingTimes,
  type ProductCode,
} from '../schema/index.ts';
import { PERSONAL_QUALITIES_GROUP, PROFESSIONAL_KNOWLEDGE, PROFESSIONAL_KNOWLEDGE_GROUP, SOFT_SKILLS_GROUP } from './reference-data.ts';

/** The reference rows the demo generator points at, loaded once. */
export interface JobRef {
  id: number;
  name: string;
  searchName: string;
  romeCode: string | null;
  romeParentCode: string | null;
  isMain: boolean;
  rarelyUsed: boolean;
}

export interface CommuneRow {
  id: number;
  inseeCode: string;
  name: string;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
  population: number | null;
}

export interface PriceRef {
  id: number;
  unitAmount: number;
  interval: 'month' | 'year' | null;
  intervalCount: number | null;
  isDefault: boolean;
}

export interface ProductRef {
  id: number;
  code: ProductCode;
  name: string;
  prices: PriceRef[];
}

export interface DemoRefs {
  /** Sorted by level. */
  experiences: { id: number; level: number; name: string }[];
  languages: Map<string, number>;
  languageLevels: Map<string, number>;
  licences: Map<string, number>;
  locomotions: Map<string, number>;
  caces: Map<string, number>;
  contracts: Map<string, number>;
  workingTimes: Map<string, number>;
  remotes: Map<string, number>;
  activitySectors: Map<string, number>;
  advantages: Map<string, number>;
  recruitmentSteps: Map<string, number>;
  personalQualities: number[];
  softSkills: number[];
  /** `domains`: ROME prefixes where the item is relevant ('*': everywhere); empty for ROME items. */
  knowledge: { id: number; domains: readonly string[] }[];
  /** Names by id, for the demo resumes. */
  names: { skills: Map<number, string>; languages: Map<number, string>; languageLevels: Map<number, string> };
  products: Map<ProductCode, ProductRef>;
  jobs: JobRef[];
  jobsById: Map<number, JobRef>;
  /** Main, commonly used titles: what a random candidate searches. */
  commonJobs: JobRef[];
  /** Common titles by professional domain (first three characters of the ROME code). */
  commonJobsByDomain: Map<string, JobRef[]>;
  communes: CommuneRow[];
  /** Large towns with a weight (population), where most candidates live. */
  towns: { commune: CommuneRow; weight: number }[];
}

const byName = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.name, r.id]));
const byCode = (rows: { id: number; code: string }[]) => new Map(rows.map((r) => [r.code, r.id]));

/** The id under `key`, else the first one (an operator may have renamed an entry), else an error. */
export function refId(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key) ?? map.values().next().value;
  if (id === undefined) throw new Error(`Demo data needs ${what}: run the reference seed first`);
  return id;
}

export async function loadDemoRefs(db: Db): Promise<DemoRefs> {
  const jobRows = await db
    .select({
      id: jobs.id,
      name: jobs.name,
      searchName: jobs.searchName,
      romeCode: jobs.romeCode,
      romeParentCode: jobs.romeParentCode,
      isMain: jobs.isMain,
      rarelyUsed: jobs.rarelyUsed,
    })
    .from(jobs)
    .orderBy(asc(jobs.id));
  const communeRows = await db
    .select({
      id: communes.id,
      inseeCode: communes.inseeCode,
      name: communes.name,
      postalCode: communes.postalCode,
      latitude: communes.latitude,
      longitude: communes.longitude,
      population: communes.population,
    })
    .from(communes)
    .orderBy(asc(communes.id));
  if (jobRows.length === 0 || communeRows.length === 0) throw new Error('Demo data needs jobs and communes: run seedReference first');

  const skillRows = await db.select({ id: skills.id, groupId: skills.groupId, name: skills.name }).from(skills).orderBy(asc(skills.id));
  const knowledgeDomains = new Map(PROFESSIONAL_KNOWLEDGE.map((k) => [k.name, k.domains]));
  const productRows = await db.select({ id: products.id, code: products.code, name: products.name }).from(products);
  const priceRows = await db
    .select({
      id: prices.id,
      productId: prices.productId,
      unitAmount: prices.unitAmount,
      interval: prices.interval,
      intervalCount: prices.intervalCount,
      isDefault: prices.isDefault,
      position: prices.position,
    })
    .from(prices)
    .orderBy(asc(prices.position), asc(prices.id));

  const commonJobs = jobRows.filter((j) => j.isMain && !j.rarelyUsed);
  const commonJobsByDomain = new Map<string, JobRef[]>();
  for (const job of commonJobs) {
    const domain = (job.romeParentCode ?? job.romeCode ?? '').slice(0, 3);
    const list = commonJobsByDomain.get(domain);
    if (list) list.push(job);
    else commonJobsByDomain.set(domain, [job]);
  }

  const languageRows = await db.select({ id: languages.id, code: languages.code, name: languages.name }).from(languages);
  const languageLevelRows = await db.select({ id: languageLevels.id, name: languageLevels.name }).from(languageLevels);
  const namesById = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));

  return {
    experiences: await db
      .select({ id: experiences.id, level: experiences.level, name: experiences.name })
      .from(experiences)
      .orderBy(asc(experiences.level)),
    languages: byCode(languageRows),
    languageLevels: byName(languageLevelRows),
    licences: byCode(await db.select({ id: licences.id, code: licences.code }).from(licences)),
    locomotions: byName(await db.select({ id: locomotions.id, name: locomotions.name }).from(locomotions)),
    caces: byCode(await db.select({ id: caces.id, code: caces.code }).from(caces)),
    contracts: byName(await db.select({ id: contracts.id, name: contracts.name }).from(contracts)),
    workingTimes: byName(await db.select({ id: workingTimes.id, name: workingTimes.name }).from(workingTimes)),
    remotes: byName(await db.select({ id: remotes.id, name: remotes.name }).from(remotes)),
    activitySectors: byName(await db.select({ id: activitySectors.id, name: activitySectors.name }).from(activitySectors)),
    advantages: byName(await db.select({ id: advantages.id, name: advantages.name }).from(advantages)),
    recruitmentSteps: byName(await db.select({ id: recruitmentSteps.id, name: recruitmentSteps.name }).from(recruitmentSteps)),
    personalQualities: skillRows.filter((s) => s.groupId === PERSONAL_QUALITIES_GROUP).map((s) => s.id),
    softSkills: skillRows.filter((s) => s.groupId === SOFT_SKILLS_GROUP).map((s) => s.id),
    knowledge: skillRows
      .filter((s) => s.groupId === PROFESSIONAL_KNOWLEDGE_GROUP)
      .map((s) => ({ id: s.id, domains: knowledgeDomains.get(s.name) ?? [] })),
    names: { skills: namesById(skillRows), languages: namesById(languageRows), languageLevels: namesById(languageLevelRows) },
    products: new Map(productRows.map((p) => [p.code, { ...p, prices: priceRows.filter((price) => price.productId === p.id) }] as const)),
    jobs: jobRows,
    jobsById: new Map(jobRows.map((j) => [j.id, j])),
    commonJobs,
    commonJobsByDomain,
    communes: communeRows,
    towns: largeTowns(communeRows),
  };
}

/**
 * Large towns with their weight. La Poste's file has no populations and lists Paris, Marseille and
 * Lyon by arrondissement, so weights come from the starter list, shared among arrondissements.
 */
function largeTowns(rows: CommuneRow[]): { commune: CommuneRow; weight: number }[] {
  const weights = new Map<string, number>();
  for (const town of STARTER_COMMUNES) {
    const parts = ARRONDISSEMENTS[town.inseeCode];
    weights.set(town.inseeCode, town.population);
    for (const code of parts ?? []) weights.set(code, Math.round(town.population / parts!.length));
  }
  const seen = new Set<string>();
  const towns: { commune: CommuneRow; weight: number }[] = [];
  for (const commune of rows) {
    const weight = weights.get(commune.inseeCode) ?? 0;
    if (weight === 0 || seen.has(commune.inseeCode)) continue;
    seen.add(commune.inseeCode);
    towns.push({ commune, weight });
  }
  // A gazetteer without any large town (a test fixture): every commune counts the same.
  return towns.length > 0 ? towns : rows.map((commune) => ({ commune, weight: 1 }));
}

/** The first commune of the given INSEE codes, else the largest town, for the demo addresses. */
export function findCommune(refs: DemoRefs, inseeCodes: readonly string[]): CommuneRow {
  for (const code of inseeCodes) {
    const found = refs.communes.find((c) => c.inseeCode === code);
    if (found) return found;
  }
  const largest = [...refs.towns].sort((a, b) => b.weight - a.weight)[0];
  return largest!.commune;
}

/** Similar jobs of the given jobs, as a map. */
export async function loadSimilarJobs(db: Db, jobIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (jobIds.length === 0) return map;
  const rows = await db
    .select({ jobId: similarJobs.jobId, similarJobId: similarJobs.similarJobId })
    .from(similarJobs)
    .where(inArray(similarJobs.jobId, jobIds))
    .orderBy(asc(similarJobs.jobId), asc(similarJobs.similarJobId));
  for (const row of rows) {
    const list = map.get(row.jobId) ?? [];
    list.push(row.similarJobId);
    map.set(row.jobId, list);
  }
  return map;
}

/** Whether a job (by its ROME codes) falls under one of the prefixes ('*' matches all). */
export function inDomains(job: Pick<JobRef, 'romeCode' | 'romeParentCode'> | undefined, domains: readonly string[]): boolean {
  if (domains.includes('*')) return true;
  const code = job?.romeParentCode ?? job?.romeCode;
  return !!code && domains.some((d) => code.startsWith(d));
}
