import { randomBytes } from 'node:crypto';
import { formatInvoiceNumber, type Invoice } from '@app/contracts/invoices';
import { VAT_RATE, type Language } from '@app/contracts/constants';
import { catalogueMonths, kitShipment, orderLineText } from '@app/contracts/catalogue';
import { kitDeliveryDate } from '@app/contracts/affiliates';
import { APP_PATHS, appUrl } from '@app/contracts/routes';
import { asLanguage } from '../../lib/language.ts';
import { linkBase } from '../../lib/public-url.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { formatMoney, formatParisDay, periodLastDay, resumesBoughtMail, subscriptionConfirmedMail } from './invoices.mails.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { PlaceColumn } from '../../db/schema/types.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { formatFrenchDate, parisYear } from '../../lib/time-zone.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { OrderRow } from '../orders/index.ts';
import { renderOffThread } from '../../lib/off-thread.ts';
import type { InvoiceDocument } from './invoices.pdf.ts';
import {
  claimInvoiceForPdf,
  findBuyer,
  findBuyerLanguage,
  findInvoice,
  findInvoiceByOrder,
  findInvoiceLines,
  findByRefundKey,
  creditedTotal,
  lockInvoiceOfOrder,
  nextCreditNoteSequence,
  findOrderUuid,
  insertInvoice,
  listRecruiterInvoices,
  listPaidOrdersWithoutInvoice,
  listUntreatedInvoiceIds,
  lockPaidOrder,
  findSubscriptionReceipt,
  markInvoiceTreated,
  nextInvoiceSequence,
  releaseInvoiceClaim,
  type InvoiceRow,
} from './invoices.repository.ts';
import type { SellerIdentity } from './invoices.seller.ts';
import { formatCreditNoteNumber, natureOfProduct, operationCategory, splitInclVat } from './invoices.rules.ts';
import type { CreditNoteLine } from '../../db/schema/index.ts';

export interface InvoiceDeps {
  db: Db;
  storage: Storage;
  seller: SellerIdentity;
  /** With them, a subscription's invoice is followed by its "subscription confirmed" mail (decision 125). */
  mailer?: Mailer;
  publicUrl?: string;
}

export { parisYear };

const placeText = (place: unknown): string | null => {
  if (!place || typeof place !== 'object') return null;
  const p = place as Partial<PlaceColumn>;
  return p.description || p.place_name || p.placeName || null;
};

/**
 * Issues the invoice of a paid order, inside the paying transaction: the number comes from the
 * year's sequence, so numbers have no gap even under concurrent payments. Idempotent per order.
 */
export async function createInvoiceForOrder(tx: Tx, order: OrderRow, seller: SellerIdentity): Promise<InvoiceRow> {
  const existing = await findInvoiceByOrder(tx, order.id);
  if (existing) return existing;
  const issuedAt = order.paidAt ?? new Date();
  const year = parisYear(issuedAt);
  const sequence = await nextInvoiceSequence(tx, year);
  const buyer = await findBuyer(tx, order.recruiterId);
  const contact = buyer?.manager || [buyer?.firstName, buyer?.lastName].filter(Boolean).join(' ') || null;
  return insertInvoice(tx, {
    orderId: order.id,
    recruiterId: order.recruiterId,
    year,
    sequence,
    invoiceNumber: formatInvoiceNumber(year, sequence),
    issuedAt,
    totalExclVat: order.totalExclVat,
    vatAmount: order.vatAmount,
    totalInclVat: order.totalInclVat,
    buyer: {
      company: buyer?.company ?? null,
      contact,
      address: placeText(buyer?.address) ?? placeText(buyer?.addressContent),
      siret: buyer?.siret ?? buyer?.addressSiret ?? null,
      email: buyer?.email ?? null,
    },
    seller: { ...seller },
  });
}

/**
 * Issues the invoice of every paid order that has none (the demo accounts' orders, or an order
 * paid before invoices existed), so that every paying account lists its invoices (issue 11, item
 * 11). Each order is locked (skipped when another instance holds it): issued once. Answers how many.
 */
export async function issueMissingInvoices(deps: Pick<InvoiceDeps, 'db' | 'seller'>): Promise<number> {
  let issued = 0;
  for (const id of await listPaidOrdersWithoutInvoice(deps.db)) {
    const made = await deps.db.transaction(async (tx) => {
      const order = await lockPaidOrder(tx, id);
      if (!order || (await findInvoiceByOrder(tx, id))) return false;
      await createInvoiceForOrder(tx, order, deps.seller);
      return true;
    });
    if (made) issued += 1;
  }
  return issued;
}

/**
 * Issues the credit note (avoir, decision 132) of a refund of an order's payment, inside the
 * transaction that records the refund: once per refund (`refundKey`: the provider event, or the
 * product's refund id), numbered in the credit notes' own gap-free sequence, for what this refund
 * adds to what the invoice's earlier credit notes cover (`refundedTotal`: cents including VAT
 * refunded on the payment so far, as the provider reports it), never more than the invoice.
 * Answers the credit note (null when there is no invoice or nothing left to credit) and whether
 * the invoice is now wholly credited. `amount`, when given, is this refund's own amount: the credit
 * note is for that much at most.
 */
export async function issueCreditNoteForRefund(
  tx: Tx,
  seller: SellerIdentity,
  refund: { orderId: number; refundKey: string; refundedTotal: number; at?: Date; amount?: number },
): Promise<{ creditNote: InvoiceRow | null; whole: boolean }> {
  const invoice = await lockInvoiceOfOrder(tx, refund.orderId);
  if (!invoice) return { creditNote: null, whole: false };
  const already = await findByRefundKey(tx, refund.refundKey);
  const credited = await creditedTotal(tx, invoice.id);
  if (already) return { creditNote: already, whole: credited >= invoice.totalInclVat };
  // What is refunded so far and not yet credited; a refund of a known amount (decision 160) credits
  // that amount at most, so that parallel refunds each get their own credit note.
  const uncredited = Math.min(refund.refundedTotal, invoice.totalInclVat) - credited;
  const amount = refund.amount === undefined ? uncredited : Math.min(refund.amount, uncredited);
  if (amount <= 0) return { creditNote: null, whole: credited >= invoice.totalInclVat };
  const whole = credited + amount >= invoice.totalInclVat;
  let lines: CreditNoteLine[];
  let totals: { totalExclVat: number; vatAmount: number; totalInclVat: number };
  if (whole && credited === 0) {
    // The whole invoice: its lines and totals, as they were.
    lines = (await findInvoiceLines(tx, invoice.orderId)).map((l) => ({
      label: l.label,
      quantity: l.quantity,
      unitAmount: l.unitAmount,
      amount: l.amount,
      productCode: l.productCode,
    }));
    totals = { totalExclVat: invoice.totalExclVat, vatAmount: invoice.vatAmount, totalInclVat: invoice.totalInclVat };
  } else {
    const split = splitInclVat(amount);
    const label = `${whole ? 'Remboursement du solde' : 'Remboursement partiel'} de la facture ${invoice.invoiceNumber}`;
    // Its category is its invoice's (`renderAndStore`), whatever this line's product.
    lines = [{ label, quantity: 1, unitAmount: split.totalExclVat, amount: split.totalExclVat, productCode: null }];
    totals = split;
  }
  const issuedAt = refund.at ?? new Date();
  const year = parisYear(issuedAt);
  const sequence = await nextCreditNoteSequence(tx, year);
  const creditNote = await insertInvoice(tx, {
    type: 'credit_note',
    orderId: invoice.orderId,
    recruiterId: invoice.recruiterId,
    creditedInvoiceId: invoice.id,
    refundKey: refund.refundKey,
    lines,
    year,
    sequence,
    invoiceNumber: formatCreditNoteNumber(year, sequence),
    issuedAt,
    ...totals,
    buyer: invoice.buyer,
    seller: { ...seller },
  });
  return { creditNote, whole };
}

/**
 * Renders and stores an invoice's PDF, then marks it treated. The invoice is claimed first, so
 * that two callers (instances, the webhook and the sweep) never make it twice; answers whether
 * this call made it. Safe to call again; a failure gives the claim back and throws.
 */
export async function treatInvoice(deps: InvoiceDeps, id: number): Promise<boolean> {
  const invoice = await claimInvoiceForPdf(deps.db, id);
  if (!invoice) return false;
  try {
    await renderAndStore(deps, invoice);
  } catch (err) {
    await releaseInvoiceClaim(deps.db, id).catch(() => undefined);
    throw err;
  }
  return true;
}

/** How a renewal's line names its period (`renewals.service.ts`: "Essentiel – Site – période du … au …"). */
const RENEWAL_PERIOD_MARK = ' – période du ';

/**
 * What a line bought, under its label (issue 29: the invoice said one vague line): a subscription's
 * length and period, from the payment (a renewal is paid when its period starts), else the
 * product's description.
 */
export function lineDetail(
  line: { label: string; interval: 'month' | 'year' | null; intervalCount: number | null; description: string | null },
  paidAt: Date,
): string | null {
  const months = catalogueMonths(line);
  if (months === null) return line.description;
  // A renewal's label names its period already, the provider's (renewals.service.ts).
  if (line.label.includes(RENEWAL_PERIOD_MARK)) return `Abonnement ${months} mois`;
  const end = new Date(paidAt);
  end.setUTCMonth(end.getUTCMonth() + months);
  return `Abonnement ${months} mois, du ${formatFrenchDate(paidAt)} au ${formatFrenchDate(periodLastDay(end))}`;
}

async function renderAndStore(deps: InvoiceDeps, invoice: InvoiceRow): Promise<void> {
  const id = invoice.id;
  const creditNote = invoice.type === 'credit_note';
  const lines = creditNote
    ? (invoice.lines ?? []).map((l) => ({ ...l, interval: null, intervalCount: null, description: null }))
    : await findInvoiceLines(deps.db, invoice.orderId);
  const credited = creditNote && invoice.creditedInvoiceId ? await findInvoice(deps.db, invoice.creditedInvoiceId) : null;
  const orderUuid = (await findOrderUuid(deps.db, invoice.orderId)) ?? invoice.uuid;
  const buyer = invoice.buyer as {
    company: string | null;
    contact: string | null;
    address: string | null;
    siret: string | null;
    email: string | null;
  };
  const document: InvoiceDocument = {
    type: creditNote ? 'credit_note' : 'invoice',
    creditedInvoice: credited ? { number: credited.invoiceNumber, issuedAt: credited.issuedAt } : null,
    // A credit note's category is its invoice's (goods, services or both).
    ...(creditNote
      ? {
          operation: operationCategory(
            (await findInvoiceLines(deps.db, invoice.orderId)).map((l) => ({ nature: natureOfProduct(l.productCode) })),
          ),
        }
      : {}),
    language: asLanguage(await findBuyerLanguage(deps.db, invoice.recruiterId)),
    invoiceNumber: invoice.invoiceNumber,
    issuedAt: invoice.issuedAt,
    paidAt: invoice.issuedAt,
    orderReference: orderUuid.slice(0, 8).toUpperCase(),
    seller: invoice.seller as unknown as SellerIdentity,
    buyer: { company: buyer.company ?? '', contact: buyer.contact, address: buyer.address, siret: buyer.siret, email: buyer.email },
    lines: lines.map((l) => ({
      label: l.label,
      detail: creditNote ? null : lineDetail(l, invoice.issuedAt),
      quantity: l.quantity,
      unitAmount: l.unitAmount,
      amount: l.amount,
      nature: natureOfProduct(l.productCode),
    })),
    totalExclVat: invoice.totalExclVat,
    vatAmount: invoice.vatAmount,
    totalInclVat: invoice.totalInclVat,
    vatRatePercent: Math.round(VAT_RATE * 100),
  };
  // Made in a worker thread (decision 115): 100-300 ms of CPU that no request should wait behind.
  const pdf = await renderOffThread('invoice-pdf', document);
  const key = `invoices/${invoice.invoiceNumber.toLowerCase()}-${randomBytes(6).toString('hex')}.pdf`;
  await deps.storage.put(key, pdf, 'application/pdf');
  // Once per invoice: only the call that makes it treated mails (the webhook, the sweep and the
  // invoices list may all try; one wins). A failed mail stays in the outbox as failed.
  if ((await markInvoiceTreated(deps.db, id, key)) && !creditNote)
    await mailSubscriptionConfirmed(deps, invoice, lines).catch(() => undefined);
}

/**
 * "Subscription confirmed" (decision 125): after the payment that started a subscription (an
 * address's, the premium head-hunter's, the affiliate kit), once its invoice can be downloaded:
 * what was bought, the amount paid VAT included, the period, the link to the invoice, in the
 * account's language. Renewals (no order of their own) send nothing here. A paid resume order gets
 * its own receipt instead: how many resumes, the amount TTC, the bought profiles and the account
 * page with the invoice (walk of 2026-11-29).
 */
const RESUME_PRODUCTS = new Set(['regular_resume', 'rare_resume']);

async function mailSubscriptionConfirmed(
  deps: InvoiceDeps,
  invoice: InvoiceRow,
  lines: { label: string; quantity: number; productCode: string | null }[],
): Promise<void> {
  if (!deps.mailer || !deps.publicUrl) return;
  const { account, periods, order } = await findSubscriptionReceipt(deps.db, invoice.orderId, invoice.recruiterId);
  if (!account) return;
  const lang = asLanguage(account.language);
  const base = linkBase({ publicUrl: deps.publicUrl }).replace(/\/+$/, '');
  if (order?.kind === 'resumes') {
    // The demo data's paid orders were never paid by anyone: no mail for them.
    if (order.provider === 'demo') return;
    await deps.mailer.send(
      await resumesBoughtMail(account.email, {
        lang,
        count: lines.filter((l) => RESUME_PRODUCTS.has(l.productCode ?? '')).reduce((n, l) => n + l.quantity, 0),
        amountInclVat: formatMoney(invoice.totalInclVat, lang),
        invoiceNumber: invoice.invoiceNumber,
        purchasesLink: `${base}${appUrl(`${APP_PATHS.resumesShop}?section=purchases`)}`,
        accountLink: `${base}${appUrl(APP_PATHS.account)}`,
      }),
    );
    return;
  }
  if (periods.length === 0) return;
  const start = new Date(Math.min(...periods.map((p) => p.start.getTime())));
  const end = new Date(Math.max(...periods.map((p) => p.end.getTime())));
  // The account page lists the invoices; an affiliate's area has no list: the PDF itself.
  const link = account.isAffiliate ? `${base}/api/invoices/${invoice.id}/download/` : `${base}${appUrl(APP_PATHS.account)}`;
  await deps.mailer.send(
    await subscriptionConfirmedMail(account.email, {
      lang,
      // What was bought in the reader's language (issue 29: "Essentiel –" in an English mail).
      items: lines.map((l) => orderLineText(l, lang)),
      amountInclVat: formatMoney(invoice.totalInclVat, lang),
      periodStart: formatParisDay(start, lang),
      // The last day, inclusive, as on the invoice.
      periodEnd: formatParisDay(periodLastDay(end), lang),
      invoiceNumber: invoice.invoiceNumber,
      link,
      shipment: kitShipmentOf(lines, invoice.issuedAt, lang),
    }),
  );
}

/** What a kit order posts and by when (the catalogue's kit plus the extra posters and stickers of its lines); null without a kit. */
function kitShipmentOf(lines: { quantity: number; productCode: string | null }[], paidAt: Date, lang: Language) {
  if (!lines.some((l) => l.productCode === 'affiliate_kit')) return null;
  const extra = (code: string) => lines.filter((l) => l.productCode === code).reduce((n, l) => n + l.quantity, 0);
  return { ...kitShipment(extra('additional_poster'), extra('additional_sticker')), date: formatParisDay(kitDeliveryDate(paidAt), lang) };
}

/**
 * Treats every invoice still without its PDF and not held by another caller (after a crash, at
 * start, then every sweep). One failure does not stop the others: answers the invoices made and
 * those that failed, with their errors, for the sweep to log.
 */
export async function treatPendingInvoices(deps: InvoiceDeps): Promise<{ made: number[]; failed: { invoiceId: number; err: unknown }[] }> {
  const made: number[] = [];
  const failed: { invoiceId: number; err: unknown }[] = [];
  for (const id of await listUntreatedInvoiceIds(deps.db)) {
    try {
      if (await treatInvoice(deps, id)) made.push(id);
    } catch (err) {
      failed.push({ invoiceId: id, err });
    }
  }
  return { made, failed };
}

const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  invoiceNumber: row.invoiceNumber,
  createdAt: row.issuedAt.toISOString(),
  isTreated: row.isTreated,
  totalInclVat: row.totalInclVat,
});

export async function listInvoices(deps: InvoiceDeps, recruiterId: number): Promise<Invoice[]> {
  const rows = await listRecruiterInvoices(deps.db, recruiterId);
  if (rows.some((r) => !r.isTreated)) {
    // A PDF left behind (crash after the payment): make it now rather than waiting for the sweep.
    for (const r of rows.filter((x) => !x.isTreated)) await treatInvoice(deps, r.id).catch(() => undefined);
    return (await listRecruiterInvoices(deps.db, recruiterId)).map(toInvoice);
  }
  return rows.map(toInvoice);
}

/** The PDF of an invoice: its owner only (404 otherwise), treated only. */
export async function downloadInvoice(deps: InvoiceDeps, recruiterId: number, id: number): Promise<{ filename: string; body: Buffer }> {
  const invoice = await findInvoice(deps.db, id);
  if (!invoice || invoice.recruiterId !== recruiterId) throw notFound();
  if (!invoice.isTreated || !invoice.pdfKey) throw new AppError('invoice_not_ready', 'Invoice not ready');
  const file = await deps.storage.get(invoice.pdfKey);
  if (!file) throw new AppError('internal_error', 'Invoice file missing');
  return { filename: `${invoice.invoiceNumber}.pdf`, body: file.body };
}
