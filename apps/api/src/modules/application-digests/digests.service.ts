import { addressRecruiterPath } from '@app/contracts/qr-codes';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { applicationDigestMail } from './digests.mails.ts';
import { applicationsBetween, claimDueDigests } from './digests.repository.ts';
import { addressOwnerLanguage } from '../../lib/mail-language.ts';
import { linkBase } from '../../lib/public-url.ts';

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Where a digest that could not be sent is reported (the app's logger). */
  log?: (message: string, extra: Record<string, unknown>) => void;
}

export interface DigestRun {
  /** Digests claimed (due at this time). */
  claimed: number;
  /** Digests mailed (claimed ones with at least one application). */
  sent: number;
  failed: number;
}

/**
 * Sends the daily and weekly application digests due at `now` (decision 071). A claimed digest
 * without applications sends nothing. A mail that fails stays in the outbox as failed and is
 * logged; its period is not claimed again.
 */
export async function sendDueDigests(deps: DigestDeps, now = new Date()): Promise<DigestRun> {
  const claimed = await claimDueDigests(deps.db, now);
  const run: DigestRun = { claimed: claimed.length, sent: 0, failed: 0 };
  const base = linkBase(deps).replace(/\/+$/, '');
  for (const digest of claimed) {
    const applications = await applicationsBetween(deps.db, digest.addressId, digest.since, digest.until);
    if (applications.length === 0) continue;
    try {
      const mail = await applicationDigestMail(digest.email, {
        lang: await addressOwnerLanguage(deps.db, digest.addressId),
        frequency: digest.frequency,
        siteName: digest.addressName,
        link: `${base}${addressRecruiterPath(digest.addressUuid)}`,
        applications,
      });
      // The digest names these candidates: erasing one of them removes it (decision 133).
      await deps.mailer.send({ ...mail, mentions: [...new Set(applications.map((a) => a.candidateId))] });
      run.sent += 1;
    } catch (error) {
      run.failed += 1;
      deps.log?.('application digest not sent', { addressId: digest.addressId, frequency: digest.frequency, error: String(error) });
    }
  }
  return run;
}
