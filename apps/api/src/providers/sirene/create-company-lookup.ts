import type { CompanyLookup, CompanyLookupSettings } from './company-lookup.ts';
import { createEmbeddedCompanyLookup } from './embedded-company-lookup.ts';
import { createRechercheEntreprisesLookup } from './recherche-entreprises-lookup.ts';

export const createCompanyLookup = (settings: CompanyLookupSettings): CompanyLookup =>
  settings.driver === 'recherche-entreprises' ? createRechercheEntreprisesLookup(settings.baseUrl) : createEmbeddedCompanyLookup();
