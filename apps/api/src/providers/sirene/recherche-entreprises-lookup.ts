import { z } from 'zod';
import { placeContext } from '../../db/importers/departments.ts';
import { communePlace } from '../geocoding/geocoder.ts';
import { CompanyLookupUnavailable, type CompanyLookup } from './company-lookup.ts';

/**
 * The public French company search (https://recherche-entreprises.api.gouv.fr, open data from
 * INSEE Sirene): `GET {base}/search?q={siret}` answers the company with the establishments that
 * match, each with its NAF code and its place.
 */
const establishmentSchema = z.object({
  siret: z.string(),
  activite_principale: z.string().nullish(),
  code_postal: z.string().nullish(),
  commune: z.string().nullish(),
  libelle_commune: z.string().nullish(),
  latitude: z.union([z.string(), z.number()]).nullish(),
  longitude: z.union([z.string(), z.number()]).nullish(),
});
const resultSchema = z.object({
  nom_complet: z.string().nullish(),
  nom_raison_sociale: z.string().nullish(),
  section_activite_principale: z.string().nullish(),
  activite_principale: z.string().nullish(),
  siege: establishmentSchema.partial().nullish(),
  matching_etablissements: z.array(establishmentSchema).nullish(),
});
const answerSchema = z.object({ results: z.array(z.unknown()) });

const toNumber = (v: string | number | null | undefined) => {
  const n = typeof v === 'number' ? v : Number.parseFloat(v ?? '');
  return Number.isFinite(n) ? n : null;
};

/** "SAINT-ETIENNE" -> "Saint-Etienne": the register writes town names in upper case. */
const townCase = (s: string) => s.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());

export function createRechercheEntreprisesLookup(baseUrl: string, fetchImpl: typeof fetch = fetch): CompanyLookup {
  return {
    driver: 'recherche-entreprises',
    async find(siret) {
      const url = new URL(`${baseUrl.replace(/\/+$/, '')}/search`);
      url.searchParams.set('q', siret);
      url.searchParams.set('page', '1');
      url.searchParams.set('per_page', '1');
      let res: Response;
      try {
        res = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
      } catch (err) {
        throw new CompanyLookupUnavailable(err instanceof Error ? err.message : String(err));
      }
      if (res.status === 404) return null;
      if (!res.ok) throw new CompanyLookupUnavailable(`recherche-entreprises answered ${res.status}`);
      const body = answerSchema.parse(await res.json());
      for (const raw of body.results) {
        const parsed = resultSchema.safeParse(raw);
        if (!parsed.success) continue;
        const company = parsed.data;
        const establishment =
          company.matching_etablissements?.find((e) => e.siret === siret) ?? (company.siege?.siret === siret ? company.siege : null);
        if (!establishment) continue;
        const postalCode = establishment.code_postal ?? null;
        const inseeCode = establishment.commune ?? null;
        const town = establishment.libelle_commune ?? null;
        return {
          siret,
          name: company.nom_complet ?? company.nom_raison_sociale ?? null,
          nafCode: establishment.activite_principale ?? company.activite_principale ?? null,
          nafSection: company.section_activite_principale ?? null,
          activitySectorId: null,
          place:
            postalCode && inseeCode && town
              ? communePlace({
                  name: townCase(town),
                  postalCode,
                  inseeCode,
                  context: placeContext(inseeCode),
                  latitude: toNumber(establishment.latitude),
                  longitude: toNumber(establishment.longitude),
                })
              : null,
        };
      }
      return null;
    },
  };
}
