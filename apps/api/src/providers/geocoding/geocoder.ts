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
