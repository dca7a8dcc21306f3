import type { AdvantageCategory, SkillGroup } from '@app/contracts/reference-lists';
import type { Db } from '../../db/client.ts';
import * as repo from './reference-lists.repository.ts';

/** The three skill groups with their skill sets (spec section 3, Skill groups). */
export async function skillGroups(db: Db): Promise<SkillGroup[]> {
  const [groups, rows] = await Promise.all([repo.listSkillGroups(db), repo.listSkills(db)]);
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    skillSet: rows.filter((s) => s.groupId === group.id).map((s) => ({ id: s.id, name: s.name, description: s.description })),
  }));
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
