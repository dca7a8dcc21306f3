import { placeContext } from '../../db/importers/departments.ts';
import { communePlace } from '../geocoding/geocoder.ts';
import type { CompanyLookup } from './company-lookup.ts';

/**
 * The public register entries shipped with the product (decision 130): the offline stand-in for
 * recherche-entreprises when `SIRENE_API_URL` is unset. It never answers from what accounts typed
 * (their company names, sites and places): that told anyone which SIRETs are customers and where,
 * and let an unpaid registration choose what the next holder of a SIRET is pre-filled with. Any
 * other SIRET is unknown: the form then lets the user type the company (spec section 4).
 */
const SHIPPED: ReadonlyArray<{
  siret: string;
  name: string;
  nafCode: string;
  nafSection: string;
  town: { name: string; postalCode: string; inseeCode: string; latitude: number; longitude: number };
}> = [
  {
    siret: '55203253400646',
    name: 'DANONE',
    nafCode: '70.10Z',
    nafSection: 'M',
    town: { name: 'Paris 9e Arrondissement', postalCode: '75009', inseeCode: '75109', latitude: 48.877, longitude: 2.337 },
  },
];

export function createEmbeddedCompanyLookup(): CompanyLookup {
  return {
    driver: 'embedded',
    async find(siret) {
      const entry = SHIPPED.find((company) => company.siret === siret);
      if (!entry) return null;
      return {
        siret,
        name: entry.name,
        nafCode: entry.nafCode,
        nafSection: entry.nafSection,
        activitySectorId: null,
        place: communePlace({ ...entry.town, context: placeContext(entry.town.inseeCode) }),
      };
    },
  };
}
