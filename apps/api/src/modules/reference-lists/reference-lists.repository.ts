import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  advantageCategories,
  advantages,
  caces,
  contracts,
  experiences,
  languages,
  licences,
  locomotions,
  recruitmentSteps,
  remotes,
  skillGroups,
  skills,
  workingTimes,
} from '../../db/schema/index.ts';

/** Reference list rows, in the order operators set (`position`, then id). */
export const listContracts = (db: Db) =>
  db.select({ id: contracts.id, name: contracts.name }).from(contracts).orderBy(asc(contracts.position), asc(contracts.id));

export const listWorkingTimes = (db: Db) =>
  db.select({ id: workingTimes.id, name: workingTimes.name }).from(workingTimes).orderBy(asc(workingTimes.position), asc(workingTimes.id));

export const listRemotes = (db: Db) =>
  db.select({ id: remotes.id, name: remotes.name }).from(remotes).orderBy(asc(remotes.position), asc(remotes.id));

export const listRecruitmentSteps = (db: Db) =>
  db
    .select({ id: recruitmentSteps.id, name: recruitmentSteps.name })
    .from(recruitmentSteps)
    .orderBy(asc(recruitmentSteps.position), asc(recruitmentSteps.id));

export const listExperiences = (db: Db) =>
  db
    .select({ id: experiences.id, name: experiences.name, level: experiences.level })
    .from(experiences)
    .orderBy(asc(experiences.level), asc(experiences.id));

export const listLanguages = (db: Db) =>
  db
    .select({ id: languages.id, code: languages.code, name: languages.name })
    .from(languages)
    .orderBy(asc(languages.position), asc(languages.name));

export const listLocomotions = (db: Db) =>
  db.select({ id: locomotions.id, name: locomotions.name, icon: locomotions.icon }).from(locomotions).orderBy(asc(locomotions.id));

export const listLicences = (db: Db) =>
  db.select({ id: licences.id, code: licences.code, name: licences.name }).from(licences).orderBy(asc(licences.id));

export const listCaces = (db: Db) =>
  db.select({ id: caces.id, code: caces.code, name: caces.name }).from(caces).orderBy(asc(caces.code), asc(caces.id));

export const listSkillGroups = (db: Db) =>
  db.select({ id: skillGroups.id, name: skillGroups.name }).from(skillGroups).orderBy(asc(skillGroups.id));

export const listSkills = (db: Db) =>
  db
    .select({ id: skills.id, groupId: skills.groupId, name: skills.name, description: skills.description })
    .from(skills)
    .orderBy(asc(skills.groupId), asc(skills.name), asc(skills.id));

export const listAdvantageCategories = (db: Db) =>
  db
    .select({ id: advantageCategories.id, name: advantageCategories.name })
    .from(advantageCategories)
    .orderBy(asc(advantageCategories.position), asc(advantageCategories.id));

/** Catalogue advantages only: custom ones (no category) belong to one address (brand module). */
export const listCatalogueAdvantages = (db: Db) =>
  db
    .select({ id: advantages.id, categoryId: advantages.categoryId, name: advantages.name, icon: advantages.icon })
    .from(advantages)
    .orderBy(asc(advantages.id));

/**
 * How well each skill fits a job, from what the product has seen: chosen for address jobs of that
 * job (300 each) or of a similar job (100 each), and held by candidates who search that job (200
 * each); then, from the ROME reference (decision 125), a knowledge item whose domains hold the job's
 * ROME code, the more precise the domain the more (a code 6, a professional domain 4, a large
 * domain 2, '*' everywhere 1): under any use, it orders the rest and gives a job nobody has used
 * yet its trade's knowledge first (a car salesperson's "Techniques de vente", not "ASP.NET").
 */
export async function skillScoresForJob(db: Db, jobId: number): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    SELECT skill_id, sum(weight)::int AS score FROM (
      SELECT s.skill_id, CASE WHEN aj.job_id = ${jobId} THEN 300 ELSE 100 END AS weight
        FROM address_job_skills s JOIN address_jobs aj ON aj.id = s.address_job_id
        WHERE aj.job_id = ${jobId} OR aj.job_id IN (SELECT similar_job_id FROM similar_jobs WHERE job_id = ${jobId})
      UNION ALL
      SELECT cs.skill_id, 200 FROM candidate_skills cs JOIN candidate_searched_jobs sj ON sj.candidate_id = cs.candidate_id
        WHERE sj.job_id = ${jobId}
      UNION ALL
      SELECT sk.id, max(CASE WHEN d.domain = '*' THEN 1 ELSE 1 + length(d.domain) END)
        FROM jobs j CROSS JOIN skills sk CROSS JOIN LATERAL unnest(sk.rome_domains) AS d(domain)
        WHERE j.id = ${jobId} AND j.rome_code IS NOT NULL AND (d.domain = '*' OR j.rome_code LIKE d.domain || '%')
        GROUP BY sk.id
    ) scored GROUP BY skill_id`);
  const rows = (result as unknown as { rows: { skill_id: number; score: number }[] }).rows;
  return new Map(rows.map((r) => [Number(r.skill_id), Number(r.score)]));
}
