import type { Profile } from '@app/contracts/auth';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { toAddressSummary } from '../addresses/addresses.mapper.ts';
import { listRecruiterAddressRows } from '../addresses/addresses.repository.ts';
import { findProfileRow } from './account.repository.ts';

/** The signed-in user with their recruiter (spec section 3, User and Recruiter). */
export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const row = await findProfileRow(db, userId);
  if (!row) throw notFound();
  const addressRows = await listRecruiterAddressRows(db, row.recruiterId);
  return {
    uuid: row.userUuid,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    recruiter: {
      uuid: row.recruiterUuid,
      company: row.company,
      manager: row.manager,
      phoneNumber: row.phoneNumber,
      maxAddresses: row.maxAddresses,
      premium: row.maxAddresses > 0,
      hasPayedOrders: Boolean(row.hasPayedOrders),
      affiliate: row.affiliate,
      headhunter: row.headhunter,
      headhunterPremium: row.headhunterPremium,
      displayBusinessUnitPage: row.displayBusinessUnitPage,
      displayQrCodePage: row.displayQrCodePage,
      parent: row.parentUuid,
      accountHolderName: row.accountHolderName,
      siret: row.siret,
      activitySector: row.activitySectorId !== null ? { id: row.activitySectorId, name: row.activitySectorName ?? '' } : null,
      address: row.address,
      addresses: addressRows.map(toAddressSummary),
    },
  };
}
