import { createHash } from 'node:crypto';
import type { FingerprintBody } from '@app/contracts/qr-codes';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, fingerprints } from '../../db/schema/index.ts';
import { parisDate } from '../../lib/time-zone.ts';

/**
 * A visitor is counted, not identified: the IP address and browser are hashed with a server secret
 * and the day, so the same visitor gives the same hash for one day only and no IP is stored.
 * Unknown addresses are ignored (the answer does not tell which exist).
 */
export async function recordVisit(db: Db, salt: string, body: FingerprintBody, client: { ip: string; userAgent: string }): Promise<void> {
  let addressId: number | null = null;
  if (body.address) {
    const [row] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.uuid, body.address)).limit(1);
    if (!row) return;
    addressId = row.id;
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
