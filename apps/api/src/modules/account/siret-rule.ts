import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { recruiters } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * One SIRET, one account (decision 010, decision 130): the rule of the SIRET change and of every
 * registration. `field` is the body's field the message goes under (`newSiret` for the change,
 * `siret` for a registration). A franchise's sites carry their own SIRETs on addresses, not on the
 * account, so several sites of one account (or of invited franchises) are not touched by this rule.
 */
export async function assertSiretFree(db: Db | Tx, siret: string | null | undefined, field: 'siret' | 'newSiret', exceptRecruiterId?: number): Promise<void> {
  if (!siret) return;
  const where = exceptRecruiterId === undefined ? eq(recruiters.siret, siret) : and(eq(recruiters.siret, siret), ne(recruiters.id, exceptRecruiterId));
  const rows = await db.select({ id: recruiters.id }).from(recruiters).where(where).limit(1);
  if (rows.length > 0) throw new AppError('siret_taken', 'errors.siret_taken', { [field]: ['errors.siret_taken'] });
}
