import {
  AFFILIATE_HISTORY_MONTHS,
  affiliateSignupUrl,
  kitDeliveryDate,
  monthOf,
  payoutDateOf,
  previousMonth,
  type AffiliateDashboard,
  type AffiliateKit,
  type AffiliateMonth,
  type AffiliatePosterFormat,
  type AffiliateProfile,
  type UpdateAffiliateProfileBody,
} from '@app/contracts/affiliates';
import { AFFILIATE, QR_CODE_SIZE } from '@app/contracts/constants';
import { isValidIban } from '@app/contracts/iban';
import { newPdf } from '../../lib/pdf.ts';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import {
  affiliatesWithUnpaidEarnings,
  bankDetailsOf,
  earningsByMonth,
  findAffiliateProfile,
  insertPayout,
  lockAffiliateForPayout,
  latestKitOrder,
  payoutExists,
  payoutsOf,
  resumesSoldUpTo,
  settleEarnings,
  signUpsByMonth,
  unpaidEarningsUpTo,
  updateAffiliateProfileRow,
  type AffiliateProfileRow,
} from './affiliates.repository.ts';
import { computePayouts } from './payouts.ts';
import { linkBase } from '../../lib/public-url.ts';

export interface AffiliatesDeps {
  db: Db;
  /** Site origin written in the QR code, e.g. https://qrecrute.fr */
  publicUrl: string;
  /** Injected clock (tests). */
  now?: () => Date;
}

/** Payouts need a valid IBAN and an account holder name (product decisions "Affiliates"). */
export const bankDetailsComplete = (row: { accountHolderName: string | null; iban: string | null }): boolean =>
  Boolean(row.accountHolderName?.trim()) && row.iban !== null && isValidIban(row.iban);

async function requireProfile(db: Db, auth: AuthContext): Promise<AffiliateProfileRow> {
  const row = await findAffiliateProfile(db, auth.recruiterId);
  if (!row) throw notFound();
  return row;
}

// Dashboard --------------------------------------------------------------------------------------

const kitOf = (order: Awaited<ReturnType<typeof latestKitOrder>>, now: Date): AffiliateKit => {
  if (!order) return { status: 'none', orderUuid: null, paidAt: null, deliveryDate: null, delivered: false };
  if (order.status !== 'paid' || !order.paidAt) return { status: 'pending', orderUuid: order.uuid, paidAt: null, deliveryDate: null, delivered: false };
  const deliveryDate = kitDeliveryDate(order.paidAt);
  return { status: 'paid', orderUuid: order.uuid, paidAt: order.paidAt.toISOString(), deliveryDate, delivered: now.toISOString().slice(0, 10) >= deliveryDate };
};

/** GET /api/affiliate/dashboard/: figures of the month and in total, threshold, history, kit. */
export async function getAffiliateDashboard(deps: AffiliatesDeps, auth: AuthContext): Promise<AffiliateDashboard> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const month = monthOf(now);
  const profile = await requireProfile(db, auth);
  const [signUps, earnings, payouts, kitOrder] = await Promise.all([
    signUpsByMonth(db, auth.recruiterId),
    earningsByMonth(db, auth.recruiterId),
    payoutsOf(db, auth.recruiterId),
    latestKitOrder(db, auth.recruiterId),
  ]);

  const months = new Map<string, AffiliateMonth>();
  const entry = (m: string): AffiliateMonth => {
    let e = months.get(m);
    if (!e) {
      e = { month: m, signUps: 0, resumesSold: 0, earningsCents: 0, payout: null };
      months.set(m, e);
    }
    return e;
  };
  for (const s of signUps) entry(s.month).signUps += s.count;
  let carriedOverCents = 0;
  let unpaidCents = 0;
  let totalCents = 0;
  for (const e of earnings) {
    const m = entry(e.month);
    m.earningsCents += e.amountCents;
    if (e.kind === 'resume_sale') m.resumesSold += e.count;
    totalCents += e.amountCents;
    unpaidCents += e.unpaidCents;
    if (e.month < month) carriedOverCents += e.unpaidCents;
  }
  // The history shows every month from the first activity to the current one, gaps included.
  const first = [...months.keys(), month].sort()[0]!;
  for (let m = month; m >= first; m = previousMonth(m)) entry(m);
  for (const p of payouts) {
    entry(p.month).payout = { amountCents: p.amountCents, status: p.status, payoutDate: payoutDateOf(p.month), paidAt: p.paidAt?.toISOString() ?? null, sentAt: p.sentAt?.toISOString() ?? null };
  }

  const all = [...months.values()];
  const sum = (pick: (m: AffiliateMonth) => number) => all.reduce((acc, m) => acc + pick(m), 0);
  const current = months.get(month)!;
  const resumesSoldTotal = sum((m) => m.resumesSold);
  const reached = resumesSoldTotal >= AFFILIATE.profitFromResumesSold;
  const bankOk = bankDetailsComplete(profile);

  return {
    month,
    signUps: { thisMonth: current.signUps, total: sum((m) => m.signUps) },
    resumesSold: { thisMonth: current.resumesSold, total: resumesSoldTotal },
    earnings: { thisMonthCents: current.earningsCents, carriedOverCents, unpaidCents, totalCents },
    threshold: {
      resumesSold: AFFILIATE.profitFromResumesSold,
      reached,
      remaining: Math.max(0, AFFILIATE.profitFromResumesSold - resumesSoldTotal),
    },
    nextPayoutDate: payoutDateOf(month),
    payoutReady: reached && bankOk,
    bankDetailsComplete: bankOk,
    history: all
      .filter((m) => m.month <= month)
      .sort((a, b) => b.month.localeCompare(a.month))
      .slice(0, AFFILIATE_HISTORY_MONTHS),
    kit: kitOf(kitOrder, now),
    signupUrl: affiliateSignupUrl(linkBase(deps), profile.uuid),
  };
}

// Profile ------------------------------------------------------------------------------------------

const profileAnswer = (row: AffiliateProfileRow): AffiliateProfile => ({
  email: row.email,
  phoneNumber: row.phoneNumber,
  accountHolderName: row.accountHolderName,
  iban: row.iban,
  bankDetailsComplete: bankDetailsComplete(row),
});

export async function getAffiliateProfile(db: Db, auth: AuthContext): Promise<AffiliateProfile> {
  return profileAnswer(await requireProfile(db, auth));
}

/** PATCH /api/affiliate/profile/: the body is already parsed (IBAN compact and checked). */
export async function updateAffiliateProfile(db: Db, auth: AuthContext, body: UpdateAffiliateProfileBody): Promise<AffiliateProfile> {
  await requireProfile(db, auth);
  const values: Partial<{ phoneNumber: string; accountHolderName: string; iban: string }> = {};
  if (body.phoneNumber !== undefined) values.phoneNumber = body.phoneNumber.trim();
  if (body.accountHolderName !== undefined) values.accountHolderName = body.accountHolderName.trim();
  if (body.iban !== undefined) values.iban = body.iban;
  await updateAffiliateProfileRow(db, auth.recruiterId, values);
  return getAffiliateProfile(db, auth);
}

// QR code and printable files ----------------------------------------------------------------------

export interface AffiliateFile {
  body: Buffer;
  filename: string;
  url: string;
}

/** GET /api/affiliate/qrcode/: the personal code (PNG), encoding the candidate sign-up link (decision 056). */
export async function affiliateQrCodePng(deps: AffiliatesDeps, auth: AuthContext): Promise<AffiliateFile> {
  const profile = await requireProfile(deps.db, auth);
  const url = affiliateSignupUrl(linkBase(deps), profile.uuid);
  const body = await QRCode.toBuffer(url, { type: 'png', width: QR_CODE_SIZE, margin: 4, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
  return { body, url, filename: 'qrcode-affilie.png' };
}

const BRAND = '#038674'; // the product's brand teal (web theme, shade 7), as on the address posters
const MM = 72 / 25.4;
/** Sticker: a 100 mm square, the size of the kit's stickers. */
export const STICKER_SIZE_MM = 100;


/**
 * GET /api/affiliate/poster/?format=poster|sticker: the personal code ready to print (decision 058):
 * an A4 poster, or a 100 mm square sticker.
 */
export async function affiliatePosterPdf(deps: AffiliatesDeps, auth: AuthContext, format: AffiliatePosterFormat): Promise<AffiliateFile> {
  const profile = await requireProfile(deps.db, auth);
  const url = affiliateSignupUrl(linkBase(deps), profile.uuid);
  const qr = await QRCode.toBuffer(url, { type: 'png', width: 1200, margin: 1, errorCorrectionLevel: 'M' });
  if (format === 'sticker') {
    const side = STICKER_SIZE_MM * MM;
    const { doc, done } = newPdf({ size: [side, side], margin: 0, info: { Title: 'Autocollant QRecrute', Author: 'QRecrute' } });
    doc.rect(0, 0, side, 46).fill(BRAND);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(15).text('TROUVEZ UN EMPLOI', 0, 11, { width: side, align: 'center' });
    doc.font('Helvetica').fontSize(8.5).text('Scannez et inscrivez-vous en une minute', 0, 30, { width: side, align: 'center' });
    const size = side - 100;
    doc.image(qr, (side - size) / 2, 56, { width: size, height: size });
    doc.fillColor('#1a1b1e').font('Helvetica-Bold').fontSize(11).text('QRecrute', 0, side - 36, { width: side, align: 'center' });
    doc.end();
    return { body: await done, url, filename: 'autocollant-qrecrute.pdf' };
  }
  const { doc, done } = newPdf({ size: 'A4', margin: 0, info: { Title: 'Affiche QRecrute', Author: 'QRecrute' } });
  const width = doc.page.width;
  doc.rect(0, 0, width, 170).fill(BRAND);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(34).text('VOUS CHERCHEZ UN EMPLOI ?', 20, 56, { width: width - 40, align: 'center', lineBreak: false });
  doc.font('Helvetica').fontSize(20).text('Scannez le QR code et inscrivez-vous', 0, 118, { width, align: 'center' });
  const size = 340;
  doc.image(qr, (width - size) / 2, 215, { width: size, height: size });
  doc.fillColor('#1a1b1e').font('Helvetica-Bold').fontSize(28).text('Des recruteurs près de chez vous', 40, 590, { width: width - 80, align: 'center' });
  doc.font('Helvetica').fontSize(14).fillColor('#495057').text('Sans CV, sans lettre de motivation : créez votre profil en une minute et recevez les offres qui vous correspondent.', 60, doc.y + 14, { width: width - 120, align: 'center' });
  doc.fontSize(9).fillColor('#868e96').text(url, 40, 790, { width: width - 80, align: 'center' });
  doc.end();
  return { body: await done, url, filename: 'affiche-qrecrute.pdf' };
}

// Monthly payouts ----------------------------------------------------------------------------------

export type PayoutOutcome =
  | { affiliateId: number; result: 'created'; payoutId: number; amountCents: number; earnings: number }
  | { affiliateId: number; result: 'below_threshold'; carriedOverCents: number }
  | { affiliateId: number; result: 'bank_details_missing'; carriedOverCents: number }
  | { affiliateId: number; result: 'already_done' }
  | { affiliateId: number; result: 'nothing_due' }
  /** Nothing was written for this affiliate (its transaction rolled back); the next run retries. */
  | { affiliateId: number; result: 'failed'; error: string };

/** The month a run on `now` closes: the previous month (the run happens on the 3rd). */
export const monthToClose = (now: Date): string => previousMonth(monthOf(now));

/**
 * Creates the payouts of a month (decision 057): for every affiliate with unpaid earnings up to the
 * month, one `affiliate_payouts` row settling them, when the threshold is reached and the bank
 * details are valid; otherwise the earnings carry over. Idempotent per affiliate and month: a second
 * run, or a run racing another instance, creates nothing more (unique index, checked in a transaction).
 * Each affiliate is claimed by locking its row (decision 076), so that two runs, even of different
 * months, never settle the same earnings twice. A failure is logged, answered as `failed` for that
 * affiliate, and does not stop the others.
 */
export async function runMonthlyPayouts(
  db: Db,
  month: string,
  log?: (message: string, extra: Record<string, unknown>) => void,
): Promise<PayoutOutcome[]> {
  const outcomes: PayoutOutcome[] = [];
  for (const affiliateId of await affiliatesWithUnpaidEarnings(db, month)) {
    try {
      outcomes.push(await payAffiliate(db, affiliateId, month));
    } catch (error) {
      log?.('affiliate payout failed', { affiliateId, month, error: String(error) });
      outcomes.push({ affiliateId, result: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}

/** One affiliate's payout of the month, in one transaction behind the lock of its row. */
function payAffiliate(db: Db, affiliateId: number, month: string): Promise<PayoutOutcome> {
  return db.transaction(async (tx): Promise<PayoutOutcome> => {
    await lockAffiliateForPayout(tx, affiliateId);
    if (await payoutExists(tx, affiliateId, month)) return { affiliateId, result: 'already_done' };
    const [earnings, resumesSold, bank] = [
      await unpaidEarningsUpTo(tx, affiliateId, month),
      await resumesSoldUpTo(tx, affiliateId, month),
      await bankDetailsOf(tx, affiliateId),
    ];
    const decision = computePayouts(earnings, resumesSold, month);
    if (!decision.thresholdReached) return { affiliateId, result: 'below_threshold', carriedOverCents: decision.carriedOverCents };
    if (!decision.pay) return { affiliateId, result: 'nothing_due' };
    if (!bank || !bankDetailsComplete(bank)) return { affiliateId, result: 'bank_details_missing', carriedOverCents: decision.amountCents };
    const payoutId = await insertPayout(tx, affiliateId, month, decision.amountCents);
    if (payoutId === null) return { affiliateId, result: 'already_done' };
    await settleEarnings(tx, payoutId, decision.earningIds);
    return { affiliateId, result: 'created', payoutId, amountCents: decision.amountCents, earnings: decision.earningIds.length };
  });
}
