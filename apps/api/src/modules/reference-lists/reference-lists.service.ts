import { SUGGESTED_SKILLS_PER_GROUP, type AdvantageCategory, type SkillGroup } from '@app/contracts/reference-lists';
import type { Db } from '../../db/client.ts';
import * as repo from './reference-lists.repository.ts';

/**
 * The three skill groups with their skill sets (spec section 3, Skill groups). For a job, each
 * group starts with the skills that fit it best (at most SUGGESTED_SKILLS_PER_GROUP, flagged
 * `suggested`), then the others by name (issue 11, item 9).
 */
export async function skillGroups(db: Db, jobId?: number): Promise<SkillGroup[]> {
  const [groups, rows, scores] = await Promise.all([
    repo.listSkillGroups(db),
    repo.listSkills(db),
    jobId === undefined ? Promise.resolve(null) : repo.skillScoresForJob(db, jobId),
  ]);
  return groups.map((group) => {
    const set = rows.filter((s) => s.groupId === group.id).map((s) => ({ id: s.id, name: s.name, description: s.description }));
    if (!scores) return { id: group.id, name: group.name, skillSet: set };
    const score = (id: number) => scores.get(id) ?? 0;
    // The best-fitting skills, ranked once; the others keep their order by name.
    const first = set
      .filter((s) => score(s.id) > 0)
      .sort((a, b) => score(b.id) - score(a.id) || a.name.localeCompare(b.name, 'fr'))
      .slice(0, SUGGESTED_SKILLS_PER_GROUP);
    const suggested = new Set(first.map((s) => s.id));
    return {
      id: group.id,
      name: group.name,
      skillSet: [
        ...first.map((s) => ({ ...s, suggested: true })),
        ...set.filter((s) => !suggested.has(s.id)).map((s) => ({ ...s, suggested: false })),
      ],
    };
  });
}

/** The advantage catalogue grouped by category. */
export async function advantageCatalogue(db: Db): Promise<AdvantageCategory[]> {
  const [categories, rows] = await Promise.all([repo.listAdvantageCategories(db), repo.listCatalogueAdvantages(db)]);
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    advantages: rows.filter((a) => a.categoryId === category.id).map((a) => ({ id: a.id, name: a.name, icon: a.icon })),
  }));
}
