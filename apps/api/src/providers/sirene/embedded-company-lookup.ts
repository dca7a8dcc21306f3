import { desc, eq, isNotNull, and } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, recruiters } from '../../db/schema/index.ts';
import type { CompanyLookup } from './company-lookup.ts';

/**
 * The companies already in the database: an address or an account registered with this SIRET
 * gives the company name, its activity sector and its place.
 */
export function createEmbeddedCompanyLookup(db: Db): CompanyLookup {
  return {
    driver: 'embedded',
    async find(siret) {
      const [address] = await db
        .select({ name: addresses.name, company: recruiters.company, sector: addresses.activitySectorId, content: addresses.content })
        .from(addresses)
        .innerJoin(recruiters, eq(recruiters.id, addresses.recruiterId))
        .where(and(eq(addresses.siret, siret), isNotNull(addresses.content)))
        .orderBy(desc(addresses.updatedAt))
        .limit(1);
      if (address) {
        return { siret, name: address.company ?? address.name, nafCode: null, nafSection: null, activitySectorId: address.sector, place: address.content };
      }
      const [recruiter] = await db
        .select({ company: recruiters.company, sector: recruiters.activitySectorId, address: recruiters.address })
        .from(recruiters)
        .where(eq(recruiters.siret, siret))
        .orderBy(desc(recruiters.updatedAt))
        .limit(1);
      if (recruiter) {
        return { siret, name: recruiter.company, nafCode: null, nafSection: null, activitySectorId: recruiter.sector, place: recruiter.address };
      }
      return null;
    },
  };
}
