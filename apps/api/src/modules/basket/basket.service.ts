import type { BasketCheckoutAnswer, BasketItem, BasketSummary, ResumeOrder, ShoppingOrderResume } from '@app/contracts/basket';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { appLink, type CommerceDeps } from '../checkout/index.ts';
import { CHECKOUT_SESSION_TTL_MS } from '../../providers/payment/payment-provider.ts';
import { findPendingOrderCandidates, findRecruiterOrder, lockBuyer } from '../orders/index.ts';
import { computeTotals, createPendingOrder, startCheckout } from '../orders/index.ts';
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
 * POST /api/basket/checkout: a pending order of the resumes not bought yet, then the checkout.
 * A resume already in another order of the buyer that can still be paid (its checkout lives
 * 24 hours) is refused, so that one resume is never paid twice; the buyer's row lock makes
 * parallel requests check one after the other (decision 074).
 */
export async function checkout(
  commerce: Pick<CommerceDeps, 'db' | 'payment' | 'publicUrl'>,
  auth: AuthContext,
  uuids: string[],
): Promise<BasketCheckoutAnswer> {
  const { db } = commerce;
  const unique = [...new Set(uuids)];
  const prices = await findResumePrices(db);
  // Only `tx` inside: on the embedded database a query outside the transaction would wait for it.
  const order = await db.transaction(async (tx) => {
    await lockBuyer(tx, auth.recruiterId);
    const rows = await findBasketCandidates(tx, auth.recruiterId, unique);
    const toBuy = rows.filter((r) => !r.purchased);
    if (toBuy.length === 0) throw new AppError('basket_empty', 'Nothing to buy');
    const since = new Date(Date.now() - CHECKOUT_SESSION_TTL_MS);
    const pending = await findPendingOrderCandidates(
      tx,
      auth.recruiterId,
      toBuy.map((r) => Number(r.id)),
      since,
    );
    if (pending.size) {
      const fieldErrors = Object.fromEntries(
        toBuy.filter((r) => pending.has(Number(r.id))).map((r) => [`uuids.${uuids.indexOf(r.uuid)}`, ['errors.resume_payment_pending']]),
      );
      throw new AppError('resume_payment_pending', 'A resume is already in an order waiting for its payment', fieldErrors);
    }
    return createPendingOrder(tx, {
      recruiterId: auth.recruiterId,
      kind: 'resumes',
      lines: toBuy.map((r) => {
        const price = priceOf(r, prices);
        return {
          productId: price.productId,
          priceId: price.priceId,
          label: `${price.label} — ${r.first_name}`,
          quantity: 1,
          unitAmount: price.unitAmount,
          candidateId: Number(r.id),
        };
      }),
      metadata: { candidates: toBuy.map((r) => r.uuid) },
    });
  });
  const { url } = await startCheckout(commerce, order, {
    customerEmail: auth.email,
    successUrl: appLink(commerce, `/shopping-order-confirmed/${order.uuid}`),
    cancelUrl: appLink(commerce, '/shopping-basket'),
  });
  return { url, orderUuid: order.uuid };
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
