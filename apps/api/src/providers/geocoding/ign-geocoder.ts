import { z } from 'zod';
import { communePlace, looksLikeStreet, streetPlace, type Geocoder } from './geocoder.ts';

/**
 * IGN Géoplateforme geocoding service (successor of the national address API), searched with
 * autocompletion: `GET {base}/search?q=...&index=address` for municipalities (`type=municipality`),
 * or, when the query reads as a street address, for house numbers and streets as well.
 * The answer is GeoJSON; `context` is already written "69, Rhône, Auvergne-Rhône-Alpes".
 */
const featureSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }).nullish(),
  properties: z.object({
    name: z.string().optional(),
    city: z.string().optional(),
    postcode: z.string().optional(),
    citycode: z.string().optional(),
    context: z.string().optional(),
    type: z.string().optional(),
  }),
});
const answerSchema = z.object({ features: z.array(z.unknown()) });

export function createIgnGeocoder(baseUrl: string, fetchImpl: typeof fetch = fetch): Geocoder {
  return {
    driver: 'ign',
    async search(query, limit) {
      const url = new URL(`${baseUrl.replace(/\/+$/, '')}/search`);
      url.searchParams.set('q', query);
      url.searchParams.set('index', 'address');
      // A street address is searched among house numbers and streets too (issue 11, item 3).
      const street = looksLikeStreet(query);
      if (!street) url.searchParams.set('type', 'municipality');
      url.searchParams.set('autocomplete', '1');
      url.searchParams.set('limit', String(limit));
      const res = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
      if (!res.ok) throw new Error(`IGN geocoder answered ${res.status}`);
      const body = answerSchema.parse(await res.json());
      const places = [];
      for (const raw of body.features) {
        const parsed = featureSchema.safeParse(raw);
        if (!parsed.success) continue;
        const p = parsed.data.properties;
        const name = p.city ?? p.name;
        if (!name || !p.postcode || !p.citycode) continue;
        const [longitude, latitude] = parsed.data.geometry?.coordinates ?? [null, null];
        const commune = communePlace({
          name,
          postalCode: p.postcode,
          inseeCode: p.citycode,
          context: p.context ?? '',
          latitude: latitude ?? null,
          longitude: longitude ?? null,
        });
        // A house number or a street: its own label ("12 Rue de la République") and coordinates.
        const isStreet = (p.type === 'housenumber' || p.type === 'street') && p.name;
        places.push(isStreet ? streetPlace(commune, p.name!) : commune);
      }
      return places.slice(0, limit);
    },
  };
}
