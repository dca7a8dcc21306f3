import { z } from 'zod';

/**
 * Reference lists (spec sections 3 and 7). Contracts, working times, remotes and experiences answer
 * a plain list; languages, locomotions, licences and CACES answer `{ results }` as the spec's call
 * table says; skills answer the three skill groups with their `skillSet`.
 */
export const namedItemSchema = z.object({ id: z.int32(), name: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;

export const namedListSchema = z.array(namedItemSchema);

/** Experience levels, ordered from beginner (`level` 0) upwards. */
export const experienceSchema = z.object({ id: z.int32(), name: z.string(), level: z.int32() });
export type Experience = z.infer<typeof experienceSchema>;
export const experienceListSchema = z.array(experienceSchema);

export const languageSchema = z.object({ id: z.int32(), code: z.string(), name: z.string() });
export type Language = z.infer<typeof languageSchema>;
export const languageListSchema = z.object({ results: z.array(languageSchema) });

/** Locomotions carry an icon name (spec section 3, "locomotions (with icon)"). */
export const locomotionSchema = z.object({ id: z.int32(), name: z.string(), icon: z.string() });
export type Locomotion = z.infer<typeof locomotionSchema>;
export const locomotionListSchema = z.object({ results: z.array(locomotionSchema) });

export const licenceSchema = z.object({ id: z.int32(), code: z.string(), name: z.string() });
export type Licence = z.infer<typeof licenceSchema>;
export const licenceListSchema = z.object({ results: z.array(licenceSchema) });

export const cacesSchema = z.object({ id: z.int32(), code: z.string(), name: z.string() });
export type Caces = z.infer<typeof cacesSchema>;
export const cacesListSchema = z.object({ results: z.array(cacesSchema) });

/** Skill group ids of the specification (section 3, Skill groups). */
export const SKILL_GROUP = { personalQualities: 1, professionalKnowledge: 2, professionalSoftSkills: 3 } as const;
export type SkillGroupId = (typeof SKILL_GROUP)[keyof typeof SKILL_GROUP];

export const skillSchema = z.object({
  id: z.int32(),
  name: z.string(),
  description: z.string().nullable(),
  /** With `?job=`: the skill fits that job (chosen for it or similar jobs across the product, issue 11 item 9). */
  suggested: z.boolean().optional(),
});
/** GET /api/skills/?job={job id}: the skills that fit the job come first in each group, flagged. */
export const skillsQuerySchema = z.object({ job: z.coerce.number().pipe(z.int32().positive()).optional() });
/** How many skills of a group are offered as suggestions for a job. */
export const SUGGESTED_SKILLS_PER_GROUP = 15;
export type Skill = z.infer<typeof skillSchema>;
export const skillGroupSchema = z.object({ id: z.int32(), name: z.string(), skillSet: z.array(skillSchema) });
export type SkillGroup = z.infer<typeof skillGroupSchema>;
export const skillGroupListSchema = z.array(skillGroupSchema);

/** Advantage catalogue grouped by category (spec section 3, Advantage category). */
export const advantageSchema = z.object({ id: z.int32(), name: z.string(), icon: z.string().nullable() });
export const advantageCategorySchema = z.object({ id: z.int32(), name: z.string(), advantages: z.array(advantageSchema) });
export const advantageCategoryListSchema = z.array(advantageCategorySchema);
export type AdvantageCategory = z.infer<typeof advantageCategorySchema>;

export const recruitmentStepListSchema = namedListSchema;
