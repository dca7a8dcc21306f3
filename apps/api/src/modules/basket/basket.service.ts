import type { BasketCheckoutAnswer, BasketItem, BasketSummary, ResumeOrder, ShoppingOrderResume } from '@app/contracts/basket';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { appLink, type CommerceDeps } from '../checkout/index.ts';
import { CHECKOUT_SESSION_TTL_MS } from '../../providers/payment/payment-provider.ts';
import type { Tx } from '../../db/client.ts';
import { findPendingOrderCandidates, findRecruiterOrder, openCheckoutOnce, ORDER_UUID_PLACEHOLDER, thingKey } from '../orders/index.ts';
import { computeTotals } from '../orders/index.ts';
import { findBasketCandidates, findOrderCandidates, findResumePrices, type BasketRow, type ResumePrice } from './basket.repository.ts';

/**
 * Basket and resume purchase (spec sections 2, 3 and 6; product decisions "Prices", "Payments").
 * Prices come from the `prices` table; a resume the caller already bought is listed but never
 * charged; payment goes through the orders module and the purchases are written by its paid
 * handler (modules/resume-shop/purchases).
 */

const priceOf = (row: BasketRow, prices: { regular: ResumePrice; rare: ResumePrice }) =>
  row.tag === 'rare' ? prices.rare : prices.regular;

function summarize(rows: BasketRow[], prices: { regular: ResumePrice; rare: ResumePrice }): ShoppingOrderResume {
  const charged = rows.filter((r) => !r.purchased);
  const rare = charged.filter((r) => r.tag === 'rare').length;
  const regular = charged.length - rare;
  const lines = [
    { quantity: regular, unitAmount: prices.regular.unitAmount },
    { quantity: rare, unitAmount: prices.rare.unitAmount },
  ];
  const totals = computeTotals(lines);
  return {
    totalResumesCount: charged.length,
    regularResumePrice: prices.regular.unitAmount,
    rareGemResumePrice: prices.rare.unitAmount,
    regularResumesCount: regular,
    regularResumesAmount: regular * prices.regular.unitAmount,
    rareGemResumesCount: rare,
    rareGemResumesAmount: rare * prices.rare.unitAmount,
    totalResumeWithoutTaxes: totals.totalExclVat,
    vatAmount: totals.vatAmount,
    totalResumeWithTaxes: totals.totalInclVat,
  };
}

/** POST /api/basket/summary */
export async function basketSummary(db: Db, auth: AuthContext, uuids: string[]): Promise<BasketSummary> {
  const unique = [...new Set(uuids)];
  const [rows, prices] = [await findBasketCandidates(db, auth.recruiterId, unique), await findResumePrices(db)];
  const items: BasketItem[] = rows.map((r) => ({
    uuid: r.uuid,
    firstName: r.first_name,
    avatar: r.avatar,
    tag: r.tag === 'rare' ? 'rare' : null,
    searchedJobName: r.job_name,
    experienceName: r.exp_name,
    alreadyPurchased: Boolean(r.purchased),
    price: priceOf(r, prices).unitAmount,
  }));
  const known = new Set(rows.map((r) => r.uuid));
  return { items, summary: summarize(rows, prices), unknown: unique.filter((u) => !known.has(u)) };
}

/**
 * POST /api/basket/checkout: a pending order of the resumes not bought yet, then the checkout,
 * through the orders' one open checkout per thing (decision 116; each resume a thing of its buyer):
 * the same basket again (the buyer came back from the payment page without paying) gets the same
 * checkout back; another basket holding one of its resumes closes the earlier checkout at the
 * provider and replaces it, unless that one was just paid (`payment_pending`). So one resume is
 * never paid twice, and leaving a payment page never blocks the basket (walk, decision 164).
 * A pending order of before this rule, holding no thing, still refuses its resumes for its 24 hours.
 */
export async function checkout(
  commerce: Pick<CommerceDeps, 'db' | 'payment' | 'publicUrl'>,
  auth: AuthContext,
  uuids: string[],
): Promise<BasketCheckoutAnswer> {
  const { db } = commerce;
  const unique = [...new Set(uuids)];
  const prices = await findResumePrices(db);
  const linesOf = (rows: BasketRow[]) =>
    rows.map((r) => {
      const price = priceOf(r, prices);
      return {
        productId: price.productId,
        priceId: price.priceId,
        label: `${price.label} — ${r.first_name}`,
        quantity: 1,
        unitAmount: price.unitAmount,
        candidateId: Number(r.id),
      };
    });
  const thingsOf = (rows: BasketRow[]) => rows.map((r) => thingKey.resume(auth.recruiterId, Number(r.id)));
  const wanted = (await findBasketCandidates(db, auth.recruiterId, unique)).filter((r) => !r.purchased);
  if (wanted.length === 0) throw new AppError('basket_empty', 'Nothing to buy');
  const { url, order } = await openCheckoutOnce(
    commerce,
    {
      recruiterId: auth.recruiterId,
      kind: 'resumes',
      things: thingsOf(wanted),
      sameAs: linesOf(wanted),
      // Behind the buyer's lock: what is bought meanwhile is not charged again.
      lines: async (tx) => {
        const toBuy = (await findBasketCandidates(tx, auth.recruiterId, unique)).filter((r) => !r.purchased);
        if (toBuy.length === 0) throw new AppError('basket_empty', 'Nothing to buy');
        await refuseUnclaimedPending(tx, auth.recruiterId, uuids, toBuy);
        return { lines: linesOf(toBuy), things: thingsOf(toBuy) };
      },
      metadata: { candidates: wanted.map((r) => r.uuid) },
    },
    {
      customerEmail: auth.email,
      successUrl: appLink(commerce, `/shopping-order-confirmed/${ORDER_UUID_PLACEHOLDER}`),
      cancelUrl: appLink(commerce, '/shopping-basket'),
    },
  );
  return { url, orderUuid: order.uuid };
}

/** A resume in a pending order made before resumes were claimed as things, still payable (24 hours). */
async function refuseUnclaimedPending(tx: Tx, recruiterId: number, uuids: string[], toBuy: BasketRow[]): Promise<void> {
  const since = new Date(Date.now() - CHECKOUT_SESSION_TTL_MS);
  const pending = await findPendingOrderCandidates(
    tx,
    recruiterId,
    toBuy.map((r) => Number(r.id)),
    since,
  );
  if (!pending.size) return;
  const fieldErrors = Object.fromEntries(
    toBuy.filter((r) => pending.has(Number(r.id))).map((r) => [`uuids.${uuids.indexOf(r.uuid)}`, ['errors.resume_payment_pending']]),
  );
  throw new AppError('resume_payment_pending', 'A resume is already in an order waiting for its payment', fieldErrors);
}

/** GET /api/basket/orders/{uuid}/: the order-confirmed page (the caller's resume orders only). */
export async function resumeOrder(db: Db, auth: AuthContext, uuid: string): Promise<ResumeOrder> {
  const order = await findRecruiterOrder(db, auth.recruiterId, uuid);
  if (!order || order.kind !== 'resumes') throw notFound();
  const candidates = await findOrderCandidates(db, auth.recruiterId, order.id);
  return {
    uuid: order.uuid,
    status: order.status,
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    totalExclVat: order.totalExclVat,
    vatAmount: order.vatAmount,
    totalInclVat: order.totalInclVat,
    candidates: candidates.map((c) => ({
      uuid: c.uuid,
      firstName: c.first_name,
      lastName: c.purchased ? c.last_name : null,
      tag: c.tag === 'rare' ? 'rare' : null,
    })),
  };
}
