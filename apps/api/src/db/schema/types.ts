/** The place object stored as JSON (spec section 3, Address.content). */
export interface PlaceColumn {
  placeName: string;
  place_name?: string;
  featureName: string;
  context: string;
  description: string;
  latitude?: number;
  longitude?: number;
  postalCode?: string;
  inseeCode?: string;
}
