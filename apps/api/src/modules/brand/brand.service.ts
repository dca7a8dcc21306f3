import { BRAND_ERRORS, CUSTOM_ADVANTAGES_MAX, type CreateAdvantageBody, type CustomAdvantage } from '@app/contracts/brand';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as repo from './brand.repository.ts';

/**
 * POST /api/advantages/: a custom ('other') advantage of one of the caller's addresses, selected at
 * once (docs/decisions/050). Name required, at most 50 (validated by the schema), unique per address
 * ignoring case, at most CUSTOM_ADVANTAGES_MAX per address.
 */
export async function createCustomAdvantage(db: Db, auth: AuthContext, body: CreateAdvantageBody): Promise<CustomAdvantage> {
  const address = await repo.findOwnedAddressById(db, auth.recruiterId, body.address);
  if (!address) throw notFound();
  const name = body.name.trim();
  const stats = await repo.customAdvantageStats(db, address.id, name);
  if (stats.sameName > 0) throw new AppError('conflict', 'Advantage already exists', { name: [BRAND_ERRORS.advantageTaken] });
  if (stats.total >= CUSTOM_ADVANTAGES_MAX)
    throw new AppError('conflict', 'Too many custom advantages', { name: [BRAND_ERRORS.tooManyAdvantages] });
  return repo.insertCustomAdvantage(db, address.id, name);
}

/** DELETE /api/advantages/{id}: only a custom advantage of the caller's addresses (else 404). */
export async function deleteCustomAdvantage(db: Db, auth: AuthContext, id: number): Promise<void> {
  const advantage = await repo.findOwnedCustomAdvantage(db, auth.recruiterId, id);
  if (!advantage) throw notFound();
  await repo.deleteAdvantageRow(db, advantage.id);
}
