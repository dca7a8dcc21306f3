import { z } from 'zod';
import { ADVANTAGE_NAME_MAX, DESCRIPTION_MAX, VALUES_MAX } from './constants.ts';
import { V } from './validation.ts';
import { INT4_MAX } from './constants.ts';

/**
 * Employer-brand page (spec sections 2 "Brand page with four tabs", 3 "Brand state", 5 and 9).
 * The tabs save through `PATCH /api/addresses/{uuid}/` (addresses contracts); this file holds the
 * custom advantages' calls and the rules both the forms and the API use.
 */

/** Custom ('other') advantages one address may hold (docs/decisions/050): keeps the list readable. */
export const CUSTOM_ADVANTAGES_MAX = 20;

export const BRAND_ERRORS = {
  duplicates: 'components.brand_recruitment.errors.duplicates',
  pictureFormat: 'components.brand_media.errors.format',
  pictureSize: 'components.brand_media.errors.size',
  advantageTaken: 'components.brand_advantages.errors.name_taken',
  tooManyAdvantages: 'components.brand_advantages.errors.too_many',
} as const;

// ---------------------------------------------------------------------------------------------
// Custom advantages: POST /api/advantages/ {name, address}, DELETE /api/advantages/{id}

/** New advantage (spec section 5): required, at most 50 characters. */
export const advantageNameSchema = z.string().trim().min(1, V.required).max(ADVANTAGE_NAME_MAX, V.maxLength);

/** POST /api/advantages/: the name and the address's numeric id (spec section 7). */
export const createAdvantageBodySchema = z.object({
  name: advantageNameSchema,
  address: z.int32({ error: V.required }).positive(),
});
export type CreateAdvantageBody = z.infer<typeof createAdvantageBodySchema>;

export const advantageParamsSchema = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });

/** A custom advantage: no icon, no category (spec section 3: "null for custom"). */
export const customAdvantageSchema = z.object({
  id: z.int32(),
  name: z.string(),
  icon: z.null(),
  category: z.null(),
});
export type CustomAdvantage = z.infer<typeof customAdvantageSchema>;

// ---------------------------------------------------------------------------------------------
// Values tab

/** Values and description: each at most 2000, both non-blank after trimming (spec section 5). */
export const brandValuesFormSchema = z.object({
  description: z
    .string()
    .max(DESCRIPTION_MAX, V.maxLength)
    .refine((v) => v.trim() !== '', V.required),
  values: z
    .string()
    .max(VALUES_MAX, V.maxLength)
    .refine((v) => v.trim() !== '', V.required),
});
export type BrandValuesForm = z.infer<typeof brandValuesFormSchema>;

// ---------------------------------------------------------------------------------------------
// Media tab

// The video link and its player: `videoEmbed` in `videos.ts` (YouTube, Vimeo, Dailymotion).
