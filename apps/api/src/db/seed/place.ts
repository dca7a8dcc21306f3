import { placeContext } from '../importers/departments.ts';
import type { PlaceColumn } from '../schema/types.ts';

export interface CommuneRef {
  inseeCode: string;
  name: string;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The place object stored for addresses and recruiters (spec section 3, Address.content), shaped like
 * an answer of the national address API: label "12 Rue Mercière 69002 Lyon 2e Arrondissement",
 * context "69, Rhône, Auvergne-Rhône-Alpes".
 */
export function placeFromCommune(commune: CommuneRef, street: string, position?: { latitude: number; longitude: number }): PlaceColumn {
  const label = `${street} ${commune.postalCode} ${commune.name}`;
  return {
    placeName: label,
    place_name: label,
    featureName: street,
    context: placeContext(commune.inseeCode),
    description: `${street}, ${commune.postalCode} ${commune.name}`,
    latitude: position?.latitude ?? commune.latitude ?? undefined,
    longitude: position?.longitude ?? commune.longitude ?? undefined,
    postalCode: commune.postalCode,
    inseeCode: commune.inseeCode,
  };
}
