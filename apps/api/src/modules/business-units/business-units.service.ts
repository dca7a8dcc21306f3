import { BUSINESS_UNIT_ERRORS, type BusinessUnit, type CreateBusinessUnitBody } from '@app/contracts/business-units';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findOwnedAddress } from '../jobs/index.ts';
import * as repo from './business-units.repository.ts';

/** GET /api/business-units/?address={uuid} */
export async function listUnits(db: Db, auth: AuthContext, addressUuid: string): Promise<{ results: BusinessUnit[] }> {
  const address = await findOwnedAddress(db, auth.recruiterId, addressUuid);
  if (!address) throw notFound();
  return { results: await repo.listBusinessUnits(db, address.id) };
}

/** GET /api/addresses/{uuid}/business-units/ */
export async function listUnitNames(db: Db, auth: AuthContext, addressUuid: string): Promise<{ id: number; name: string }[]> {
  const address = await findOwnedAddress(db, auth.recruiterId, addressUuid);
  if (!address) throw notFound();
  return repo.listBusinessUnitNames(db, address.id);
}

/** POST /api/business-units/ */
export async function createUnit(db: Db, auth: AuthContext, body: CreateBusinessUnitBody): Promise<BusinessUnit> {
  const address = await findOwnedAddress(db, auth.recruiterId, body.address);
  if (!address) throw notFound();
  if (await repo.nameTaken(db, address.id, body.name)) {
    throw new AppError('conflict', 'Business unit name taken', { name: [BUSINESS_UNIT_ERRORS.nameTaken] });
  }
  return repo.insertBusinessUnit(db, address.id, body.name.trim());
}

/** DELETE /api/business-units/{id} */
export async function deleteUnit(db: Db, auth: AuthContext, id: number): Promise<void> {
  const unit = await repo.findOwnedBusinessUnit(db, auth.recruiterId, id);
  if (!unit) throw notFound();
  await repo.deleteBusinessUnitRow(db, unit.id);
}
