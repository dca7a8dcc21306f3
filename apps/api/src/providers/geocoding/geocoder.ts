import type { Place } from '@app/contracts/auth';
import { z } from 'zod';

/**
 * Place search (architecture: "place search and geocoding: IGN Géoplateforme | gazetteer of French
 * communes in the database"). French places only; at most `limit` suggestions.
 */
export interface Geocoder {
  readonly driver: 'embedded' | 'ign';
  search(query: string, limit: number): Promise<Place[]>;
}

const geocoderEnvSchema = z.object({
  GEOCODER: z.enum(['embedded', 'ign']).default('embedded'),
  IGN_GEOCODER_URL: z.url().default('https://data.geopf.fr/geocodage'),
});

export type GeocoderSettings = { driver: 'embedded' } | { driver: 'ign'; baseUrl: string };

export function geocoderSettingsFromEnv(env: NodeJS.ProcessEnv): GeocoderSettings {
  const e = geocoderEnvSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  return e.GEOCODER === 'ign' ? { driver: 'ign', baseUrl: e.IGN_GEOCODER_URL } : { driver: 'embedded' };
}

/** The spec's place object for a commune: the same wording whichever driver found it. */
export function communePlace(input: {
  name: string;
  postalCode: string;
  inseeCode: string;
  context: string;
  latitude: number | null;
  longitude: number | null;
}): Place {
  const placeName = `${input.name} (${input.postalCode})`;
  const place: Place = {
    placeName,
    place_name: placeName,
    featureName: input.name,
    context: input.context,
    description: `${input.postalCode} ${input.name}, ${input.context.split(', ').slice(1).join(', ') || 'France'}`.replace(/, $/, ''),
    postalCode: input.postalCode,
    inseeCode: input.inseeCode,
  };
  if (input.latitude !== null && input.longitude !== null) {
    place.latitude = input.latitude;
    place.longitude = input.longitude;
  }
  return place;
}

/** The street types of French addresses, to tell a street from a town in what was typed. */
const STREET_WORDS =
  /\b(rue|avenue|av|boulevard|bd|bld|place|pl|chemin|ch|allee|allée|impasse|imp|quai|route|rte|cours|square|passage|faubourg|fbg|voie|sentier|esplanade|promenade|rond-point|parvis|lotissement|lieu-dit|zone|za|zi|zac|residence|résidence|cite|cité|hameau|chaussee|chaussée|mail|traverse|villa|ruelle|montee|montée)\b/i;
const HOUSE_NUMBER = /^\s*\d{1,4}(\s?(bis|ter|quater|[a-d]))?\b/i;

/** Whether a query reads as a street address (a house number, or a street type such as "rue"). */
export const looksLikeStreet = (text: string): boolean =>
  (HOUSE_NUMBER.test(text) && /\D{3,}/.test(text.replace(HOUSE_NUMBER, ''))) || STREET_WORDS.test(text);

/** The street as typed, tidied: spaces collapsed, leading and trailing commas and spaces removed. */
export const tidyStreet = (street: string): string => street.replace(/\s+/g, ' ').replace(/^[\s,]+|[\s,]+$/g, '');

/**
 * A street address in a commune: the street as given, the commune's postal code, name and
 * coordinates (the embedded driver's are the commune's; IGN's are the house's own).
 */
export function streetPlace(commune: Place, street: string): Place {
  const name = commune.featureName;
  const placeName = `${street}, ${commune.postalCode ?? ''} ${name}`.replace(/\s+/g, ' ');
  return {
    ...commune,
    street,
    placeName,
    place_name: placeName,
    description: `${street}, ${commune.description}`,
  };
}
