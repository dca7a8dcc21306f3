import { z } from 'zod';
import { V } from './validation.ts';
import { INT4_MAX } from './constants.ts';

/** Longest business unit name (column size). */
export const BUSINESS_UNIT_NAME_MAX = 100;

export const BUSINESS_UNIT_ERRORS = {
  nameTaken: 'components.business_unit_form.name_taken',
} as const;

/** GET /api/business-units/?address={uuid} */
export const businessUnitListQuerySchema = z.object({ address: z.uuid() });

/** POST /api/business-units/: name and the address's numeric id (spec section 7). */
export const createBusinessUnitBodySchema = z.object({
  name: z.string().trim().min(1, V.required).max(BUSINESS_UNIT_NAME_MAX, V.maxLength),
  address: z.int32({ error: V.required }).positive(),
});
export type CreateBusinessUnitBody = z.infer<typeof createBusinessUnitBodySchema>;

export const businessUnitParamsSchema = z.object({ id: z.coerce.number().int().max(INT4_MAX).positive() });

/** A job of a business unit, enough for its card (name, count). */
export const businessUnitJobSchema = z.object({ id: z.int32(), uuid: z.string(), name: z.string(), active: z.boolean() });

/** Business unit (spec section 3): id, name, address (numeric id), jobs. */
export const businessUnitSchema = z.object({
  id: z.int32(),
  name: z.string(),
  address: z.int32(),
  jobs: z.array(businessUnitJobSchema),
});
export type BusinessUnit = z.infer<typeof businessUnitSchema>;

/** GET /api/business-units/ answers `{ results }` (spec section 7: "results with jobs"). */
export const businessUnitListSchema = z.object({ results: z.array(businessUnitSchema) });
export type BusinessUnitList = z.infer<typeof businessUnitListSchema>;

/** GET /api/addresses/{uuid}/business-units/: the list `{ id, name }` (resume filters). */
export const businessUnitFilterListSchema = z.array(z.object({ id: z.int32(), name: z.string() }));
export const addressBusinessUnitsParamsSchema = z.object({ uuid: z.uuid() });
