import { monthOf } from '@app/contracts/affiliates';
import { AFFILIATE } from '@app/contracts/constants';
import { normalizeEmail } from '@app/contracts/validation';
import { createHmac } from 'node:crypto';
import { getDomain } from 'tldts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { affiliateAttributions, affiliateEarnings, affiliateSignupBonusKeys, candidates, purchases } from '../../db/schema/index.ts';
import { affiliateInGoodStanding } from './good-standing.ts';
import type { OrderWithLines } from '../orders/index.ts';

/**
 * Affiliate earnings on resume sales (product decisions "Affiliates", docs/decisions/056 and 066):
 * every paid resume of a candidate attributed to an affiliate earns that affiliate
 * round(price excluding VAT x AFFILIATE.resumeSaleShare), in the month of the payment, in France.
 * The 'signup' earning is written when an attributed candidate proves the e-mail
 * (`recordSignUpEarning`, modules/candidate-email, decision 119), never at the sign-up itself.
 */

/**
 * The mailbox of an address, as one person holds it (decision 128): case and spaces ignored, the
 * '+tag' of the local part dropped, and for Gmail the dots too (googlemail.com is gmail.com).
 */
export function normalisedMailbox(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at).replace(/\+.*$/, '');
  let domain = address.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/**
 * Sign-up bonuses one affiliate earns per mail domain and calendar month (decision 149): a domain
 * with a catch-all mailbox gives any number of addresses, each a "first" mailbox for decision 128's
 * key. Past this count, sign-ups of that domain are still attributed (their resume sales earn), only
 * their bonus is not written. The big public providers, where each address is a mailbox somebody
 * had to open, are not counted by domain.
 */
export const SIGNUP_BONUSES_PER_DOMAIN_MONTH = 3;
const PUBLIC_MAIL_PROVIDERS = new Set([
  'gmail.com',
  'outlook.com',
  'outlook.fr',
  'hotmail.com',
  'hotmail.fr',
  'live.com',
  'live.fr',
  'msn.com',
  'yahoo.com',
  'yahoo.fr',
  'icloud.com',
  'me.com',
  'aol.com',
  'protonmail.com',
  'proton.me',
  'gmx.fr',
  'gmx.com',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'neuf.fr',
  'laposte.net',
  'bbox.fr',
]);

/**
 * The domain a sign-up bonus is counted under: the registrable domain of the address's host
 * (`a.farm.test` and `b.farm.test` are `farm.test`, by the public suffix list), or null for a
 * public provider's address.
 */
export function bonusDomain(email: string): string | null {
  const mailbox = normalisedMailbox(email);
  const host = mailbox.slice(mailbox.lastIndexOf('@') + 1);
  const domain = getDomain(host) ?? host;
  return PUBLIC_MAIL_PROVIDERS.has(domain) ? null : domain;
}

/** The keyed hash kept of the address of a sign-up bonus (decision 128): HMAC-SHA256, never the address. */
export const signUpBonusKey = (secret: string, email: string): string =>
  createHmac('sha256', `signup-bonus:${secret}`).update(normalisedMailbox(email)).digest('hex');

/**
 * Inside the proving transaction: the 'signup' earning of the candidate's affiliate, in the month of
 * the proof, once per candidate (the partial unique index `affiliate_earnings_signup_idx`) and once
 * per mailbox ever (decision 128: the keyed hash of its address in `affiliate_signup_bonus_keys`, so
 * that erasing the profile and signing up again, or another affiliate's code, earns nothing more);
 * only for an affiliate in good standing at `at` (a paid kit covering it), and at most
 * `SIGNUP_BONUSES_PER_DOMAIN_MONTH` per mail domain and month (decision 149). Answers whether an
 * earning was written.
 */
export async function recordSignUpEarning(tx: Tx, candidateId: number, at: Date, secret: string): Promise<boolean> {
  const [attribution] = await tx
    .select({ affiliateId: affiliateAttributions.affiliateId, email: candidates.email })
    .from(affiliateAttributions)
    .innerJoin(candidates, eq(candidates.id, affiliateAttributions.candidateId))
    .where(and(eq(affiliateAttributions.candidateId, candidateId), affiliateInGoodStanding(affiliateAttributions.affiliateId, at)));
  if (!attribution) return false;
  const domain = bonusDomain(attribution.email);
  if (domain !== null) {
    // The count and the write take turns per affiliate, domain and month (parallel proofs included).
    const month = monthOf(at);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`signup-bonus:${attribution.affiliateId}:${domain}:${month}`}))`);
    const [earned] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(affiliateEarnings)
      .innerJoin(candidates, eq(candidates.id, affiliateEarnings.candidateId))
      .where(
        and(
          eq(affiliateEarnings.affiliateId, attribution.affiliateId),
          eq(affiliateEarnings.kind, 'signup'),
          eq(affiliateEarnings.month, month),
          sql`(lower(split_part(${candidates.email}, '@', 2)) = ${domain} OR lower(split_part(${candidates.email}, '@', 2)) LIKE ${`%.${domain}`})`,
        ),
      );
    if (Number(earned?.n ?? 0) >= SIGNUP_BONUSES_PER_DOMAIN_MONTH) return false;
  }
  const firstOfMailbox = await tx
    .insert(affiliateSignupBonusKeys)
    .values({ emailKey: signUpBonusKey(secret, attribution.email), createdAt: at })
    .onConflictDoNothing()
    .returning({ key: affiliateSignupBonusKeys.emailKey });
  if (firstOfMailbox.length === 0) return false;
  const written = await tx
    .insert(affiliateEarnings)
    .values({
      affiliateId: attribution.affiliateId,
      kind: 'signup',
      candidateId,
      amountCents: AFFILIATE.signUpEarningCents,
      month: monthOf(at),
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: affiliateEarnings.id });
  return written.length > 0;
}

/** The earning of one resume sold at `unitAmount` cents excluding VAT. */
export const resumeSaleEarningCents = (unitAmount: number): number => Math.round(unitAmount * AFFILIATE.resumeSaleShare);

/**
 * Inside the paying transaction (use `tx` only): one 'resume_sale' earning per attributed
 * candidate of the order, pointing at the buyer's purchase row when there is one. Idempotent per
 * (affiliate, candidate, order) through the unique index `affiliate_earnings_sale_idx`. Answers
 * the number of earnings written. Runs after the purchases are written (`checkout/order-paid.ts`).
 */
export async function recordResumeSaleEarnings(tx: Tx, order: OrderWithLines): Promise<number> {
  const lineByCandidate = new Map<number, number>();
  for (const line of order.lines) {
    if (line.candidateId === null || line.candidateId === undefined) continue;
    const candidateId = Number(line.candidateId);
    if (!lineByCandidate.has(candidateId)) lineByCandidate.set(candidateId, line.unitAmount);
  }
  if (lineByCandidate.size === 0) return 0;
  const candidateIds = [...lineByCandidate.keys()];

  const attributions = await tx
    .select({ candidateId: affiliateAttributions.candidateId, affiliateId: affiliateAttributions.affiliateId })
    .from(affiliateAttributions)
    .where(
      and(
        inArray(affiliateAttributions.candidateId, candidateIds),
        // Only an affiliate whose paid kit covers the payment earns (decision 128).
        affiliateInGoodStanding(affiliateAttributions.affiliateId, order.paidAt ?? new Date()),
      ),
    );
  if (attributions.length === 0) return 0;

  const bought = await tx
    .select({ id: purchases.id, candidateId: purchases.candidateId })
    .from(purchases)
    .where(
      and(
        eq(purchases.recruiterId, order.recruiterId),
        inArray(
          purchases.candidateId,
          attributions.map((a) => a.candidateId),
        ),
      ),
    );
  const purchaseOf = new Map(bought.map((p) => [p.candidateId, p.id]));
  const month = monthOf(order.paidAt ?? new Date());

  const written = await tx
    .insert(affiliateEarnings)
    .values(
      attributions.map((a) => ({
        affiliateId: a.affiliateId,
        kind: 'resume_sale' as const,
        candidateId: a.candidateId,
        purchaseId: purchaseOf.get(a.candidateId) ?? null,
        orderId: order.id,
        amountCents: resumeSaleEarningCents(lineByCandidate.get(a.candidateId)!),
        month,
      })),
    )
    .onConflictDoNothing({ target: [affiliateEarnings.affiliateId, affiliateEarnings.candidateId, affiliateEarnings.orderId] })
    .returning({ id: affiliateEarnings.id });
  return written.length;
}

/**
 * The earnings of a wholly refunded sale are cancelled (decision 132) while no payout holds them;
 * one already paid out stays (it is logged by the caller). Answers the cancelled and the kept.
 */
export async function cancelUnpaidEarningsOfOrder(tx: Tx, orderId: number): Promise<{ cancelled: number; alreadyPaid: number }> {
  const cancelled = await tx
    .delete(affiliateEarnings)
    .where(and(eq(affiliateEarnings.orderId, orderId), isNull(affiliateEarnings.payoutId)))
    .returning({ id: affiliateEarnings.id });
  const [kept] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(affiliateEarnings)
    .where(eq(affiliateEarnings.orderId, orderId));
  return { cancelled: cancelled.length, alreadyPaid: Number(kept?.n ?? 0) };
}
