import type { Place } from '@app/contracts/auth';

/**
 * Company lookup by SIRET (architecture: "company lookup (SIRET): recherche-entreprises / INSEE
 * Sirene | checksum validation and the companies already known"). The checksum is checked before
 * any lookup; a driver answers null for a company it does not know.
 */
export interface CompanyInfo {
  siret: string;
  name: string | null;
  /** NAF code of the establishment, e.g. "56.10A", when the source knows it. */
  nafCode: string | null;
  /** NAF section letter (A to U), when the source knows it. */
  nafSection: string | null;
  /** An activity sector of this product, when the source is this product's own data. */
  activitySectorId: number | null;
  place: Place | null;
}

export interface CompanyLookup {
  readonly driver: 'embedded' | 'recherche-entreprises';
  find(siret: string): Promise<CompanyInfo | null>;
}

/** Thrown when the remote service cannot answer (timeout, 5xx): the caller says "try later". */
export class CompanyLookupUnavailable extends Error {}

export type CompanyLookupSettings = { driver: 'embedded' } | { driver: 'recherche-entreprises'; baseUrl: string };

/** `SIRENE_API_URL` set (e.g. https://recherche-entreprises.api.gouv.fr): the public search; else embedded. */
export function companyLookupSettingsFromEnv(env: NodeJS.ProcessEnv): CompanyLookupSettings {
  const url = env.SIRENE_API_URL?.trim();
  if (!url) return { driver: 'embedded' };
  try {
    new URL(url);
  } catch {
    throw new Error('Invalid configuration: SIRENE_API_URL must be a URL');
  }
  return { driver: 'recherche-entreprises', baseUrl: url };
}
