import { createHash } from 'node:crypto';
import type { FingerprintBody } from '@app/contracts/qr-codes';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, candidates, fingerprints } from '../../db/schema/index.ts';
import { parisDate } from '../../lib/time-zone.ts';

/** What a visit names: a page (address or candidate), or both when the server records an application. */
type Visit = Pick<FingerprintBody, 'address' | 'candidate' | 'path'>;

/**
 * A visitor is counted, not identified: the IP address and browser are hashed with a server secret
 * and the day, so the same visitor gives the same hash for one day only and no IP is stored.
 * Unknown addresses and candidates are ignored (the answer does not tell which exist), so a visit
 * row names only what exists. A row that names both an address and a candidate is the candidate's
 * own visit, written by the server when they apply (the public route takes one page only): it alone
 * is the candidate's data (personal-data.ts); visits of a candidate's page are their visitors'.
 */
export async function recordVisit(db: Db, salt: string, body: Visit, client: { ip: string; userAgent: string }): Promise<void> {
  let addressId: number | null = null;
  if (body.address) {
    const [row] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.uuid, body.address)).limit(1);
    if (!row) return;
    addressId = row.id;
  }
  if (body.candidate) {
    const [row] = await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.uuid, body.candidate)).limit(1);
    if (!row) return;
  }
  const day = parisDate(new Date());
  const visitorHash = createHash('sha256').update(`${salt}|${day}|${client.ip}|${client.userAgent}`).digest('hex');
  await db.insert(fingerprints).values({
    addressId,
    candidateUuid: body.candidate ?? null,
    visitorHash,
    path: body.path ?? null,
    userAgent: client.userAgent.slice(0, 300) || null,
  });
}
