import type { SiretLookupAnswer } from '@app/contracts/account';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activitySectors } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { CompanyLookupUnavailable, type CompanyLookup } from '../../providers/sirene/company-lookup.ts';
import { sectorNameOfNaf } from './naf-sectors.ts';

/**
 * POST /api/siret/ (spec section 2, SIRET step): the checksum first (Luhn, or La Poste's rule, by
 * the body's `siretSchema`, the rule of every flow), then the company lookup; the answer pre-fills the activity sector and the address. Errors carry
 * an i18n key as message, shown in the field (spec section 8, siretError).
 */
export async function lookUpSiret(db: Db, lookup: CompanyLookup, siret: string): Promise<SiretLookupAnswer> {
  let company;
  try {
    company = await lookup.find(siret);
  } catch (err) {
    if (err instanceof CompanyLookupUnavailable)
      throw new AppError('siret_lookup_unavailable', 'errors.siret_lookup_unavailable', { siret: ['errors.siret_lookup_unavailable'] });
    throw err;
  }
  if (!company) throw new AppError('siret_not_found', 'errors.siret_not_found', { siret: ['errors.siret_not_found'] });
  let sector: { id: number; name: string } | null = null;
  if (company.activitySectorId !== null) {
    [sector = null] = await db
      .select({ id: activitySectors.id, name: activitySectors.name })
      .from(activitySectors)
      .where(eq(activitySectors.id, company.activitySectorId));
  } else {
    const name = sectorNameOfNaf(company.nafCode);
    if (name)
      [sector = null] = await db
        .select({ id: activitySectors.id, name: activitySectors.name })
        .from(activitySectors)
        .where(eq(activitySectors.name, name));
  }
  return { siret, company: company.name, activitySector: sector, address: company.place };
}
