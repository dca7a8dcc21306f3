import { z } from 'zod';
import { placeSchema } from './auth.ts';
import { ADDRESS_LOOKUP_MAX_CHARS, ADDRESS_LOOKUP_MAX_SUGGESTIONS, ADDRESS_LOOKUP_MIN_CHARS, QRCODE_TOWN_MAX } from './constants.ts';
import { V } from './validation.ts';

/**
 * Place search (spec sections 5 and 9: French places only, 3 characters minimum, 5 suggestions).
 * The place object is the spec's Address.content (placeName, place_name, featureName, context,
 * description) with coordinates, postal code and INSEE code.
 */
export const placeSearchQuerySchema = z.object({
  q: z.string().trim().min(ADDRESS_LOOKUP_MIN_CHARS, V.minLength).max(ADDRESS_LOOKUP_MAX_CHARS, V.maxLength),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

export const placeSearchAnswerSchema = z.object({ results: z.array(placeSchema).max(ADDRESS_LOOKUP_MAX_SUGGESTIONS) });
export type PlaceSearchAnswer = z.infer<typeof placeSearchAnswerSchema>;

/** French postal codes: 01000 to 98999 (Corsica keeps 20xxx; overseas 97xxx and 98xxx). */
export const FRENCH_POSTAL_CODE = /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/;

/**
 * A place as the API stores it: French only (a French postal code), names bounded, coordinates
 * in range when given. Only places coming from the place search have all of this.
 */
export const frenchPlaceSchema = z.object({
  placeName: z.string().trim().min(1, V.required).max(200, V.maxLength),
  place_name: z.string().max(200, V.maxLength).optional(),
  /** The commune's official name: printed whole as the QR code's town. */
  featureName: z.string().trim().min(1, V.required).max(QRCODE_TOWN_MAX, V.maxLength),
  context: z.string().max(200, V.maxLength),
  description: z.string().max(300, V.maxLength),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  postalCode: z.string().regex(FRENCH_POSTAL_CODE, 'form.validation.french_place'),
  inseeCode: z
    .string()
    .regex(/^[0-9][0-9AB]\d{3}$/, 'form.validation.french_place')
    .optional(),
  /** House number and street of a street address ("12 rue de la République"). */
  street: z.string().trim().max(150, V.maxLength).optional(),
});
export type FrenchPlace = z.infer<typeof frenchPlaceSchema>;

/**
 * The town printed under the QR code: the commune's official name, whole (never cut: "Lyon 1er
 * Arrondissement", decision 123). The place schema bounds it by `QRCODE_TOWN_MAX`.
 */
export const qrcodeTownFromPlace = (place: Pick<FrenchPlace, 'featureName'>): string => place.featureName.trim();
