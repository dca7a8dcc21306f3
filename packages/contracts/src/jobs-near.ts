import { z } from 'zod';
import { paginatedSchema } from './addresses.ts';

/**
 * "Jobs near me" (issue 33 item 4): live sites with open jobs within a radius of a town (its INSEE
 * code or a postal code) or of the phone's position, nearest first. Public, rate limited, paginated.
 */
export const JOBS_NEAR_RADIUS_MAX_KM = 100;
export const JOBS_NEAR_RADIUS_DEFAULT_KM = 20;
export const JOBS_NEAR_PAGE_SIZE = 20;
export const JOBS_NEAR_PAGE_MAX = 50;
/** Calls a minute per client (decision 144). */
export const JOBS_NEAR_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 } as const;

export const JOBS_NEAR_KEYS = {
  where: 'views.jobs_near.errors.where',
  town: 'views.jobs_near.errors.town',
  unknownTown: 'views.jobs_near.errors.unknown_town',
  radius: 'views.jobs_near.errors.radius',
} as const;

/**
 * A position given out or taken in by the public pages is rounded to 2 decimals (about 1 km): a
 * site's exact place (a head-hunter's may be a home) is never given away, neither shown nor found
 * by moving a search point across a radius (the search measures from the rounded place too), and a
 * phone's position is never kept finer than that.
 */
export const POSITION_DECIMALS = 2;
export const roundPosition = (degrees: number): number => Math.round(degrees * 10 ** POSITION_DECIMALS) / 10 ** POSITION_DECIMALS;

/** An INSEE code (2A/2B for Corsica) or a postal code: five characters. */
const TOWN_CODE = /^(?:\d{5}|2[AB]\d{3})$/i;

export const jobsNearQuerySchema = z
  .object({
    town: z.string().trim().regex(TOWN_CODE, JOBS_NEAR_KEYS.town).optional(),
    lat: z.coerce.number().min(-90, JOBS_NEAR_KEYS.where).max(90, JOBS_NEAR_KEYS.where).transform(roundPosition).optional(),
    lng: z.coerce.number().min(-180, JOBS_NEAR_KEYS.where).max(180, JOBS_NEAR_KEYS.where).transform(roundPosition).optional(),
    radius: z.coerce
      .number()
      .int(JOBS_NEAR_KEYS.radius)
      .min(1, JOBS_NEAR_KEYS.radius)
      .max(JOBS_NEAR_RADIUS_MAX_KM, JOBS_NEAR_KEYS.radius)
      .default(JOBS_NEAR_RADIUS_DEFAULT_KM),
    page: z.coerce.number().int().min(1).max(JOBS_NEAR_PAGE_MAX).default(1),
  })
  .strict()
  .refine((q) => (q.town !== undefined) !== (q.lat !== undefined || q.lng !== undefined), {
    message: JOBS_NEAR_KEYS.where,
    path: ['town'],
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { message: JOBS_NEAR_KEYS.where, path: ['lat'] });
export type JobsNearQuery = z.infer<typeof jobsNearQuerySchema>;

/** A site with open jobs, its distance from the point searched (never its coordinates). */
export const jobsNearSiteSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  logo: z.string().nullable(),
  town: z.string().nullable(),
  /** Kilometres, one decimal. */
  distanceKm: z.number(),
  jobCount: z.int32(),
  /** The first open jobs' names (urgent first), at most 3. */
  jobNames: z.array(z.string()),
});
export type JobsNearSite = z.infer<typeof jobsNearSiteSchema>;

export const jobsNearAnswerSchema = paginatedSchema(jobsNearSiteSchema).extend({
  /** The town searched around, when searched by town. */
  origin: z.object({ name: z.string(), postalCode: z.string() }).nullable(),
});
export type JobsNearAnswer = z.infer<typeof jobsNearAnswerSchema>;
