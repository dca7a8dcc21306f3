import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { affiliateAttributions, affiliateEarnings, candidates, orders, recruiters } from '../src/db/schema/index.ts';

/** Data of the affiliate tests: attributed candidates, earnings, kit orders, bank details. */

/** A valid French IBAN (mod 97) and its printed form. */
export const VALID_IBAN = 'FR7630006000011234567890189';
export const VALID_IBAN_PRINTED = 'FR76 3000 6000 0112 3456 7890 189';

export async function setBankDetails(
  database: Database,
  recruiterId: number,
  accountHolderName: string | null,
  iban: string | null,
): Promise<void> {
  await database.db.update(recruiters).set({ accountHolderName, iban }).where(eq(recruiters.id, recruiterId));
}

/** Attributes `count` new candidates to the affiliate, signed up at `at`; returns their ids. */
export async function attributeCandidates(database: Database, affiliateId: number, count: number, at: Date): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const [candidate] = await database.db
      .insert(candidates)
      .values({
        firstName: 'Léa',
        lastName: 'Petit',
        email: `cand-${randomBytes(5).toString('hex')}@example.test`,
        affiliateId,
        signedUpAt: at,
        emailVerifiedAt: at,
      })
      .returning({ id: candidates.id });
    ids.push(candidate!.id);
  }
  await database.db.insert(affiliateAttributions).values(ids.map((candidateId) => ({ affiliateId, candidateId, createdAt: at })));
  return ids;
}

/** Inserts earnings of a kind in a month (`yyyy-MM-01`). */
export async function addEarnings(
  database: Database,
  affiliateId: number,
  kind: 'signup' | 'resume_sale',
  month: string,
  count: number,
  amountCents = kind === 'signup' ? 100 : 300,
): Promise<void> {
  if (count === 0) return;
  await database.db.insert(affiliateEarnings).values(Array.from({ length: count }, () => ({ affiliateId, kind, month, amountCents })));
}

export async function addKitOrder(database: Database, recruiterId: number, paidAt: Date | null): Promise<void> {
  await database.db.insert(orders).values({
    recruiterId,
    kind: 'affiliate_kit',
    status: paidAt ? 'paid' : 'pending',
    totalExclVat: 29_000,
    vatAmount: 5_800,
    totalInclVat: 34_800,
    provider: 'embedded',
    paidAt,
  });
}
