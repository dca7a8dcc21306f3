import { isUniqueViolation } from '../../lib/db-errors.ts';
import { orderTotals, vatOf, type OrderTotals } from '@app/contracts/orders';
import type { Db, Tx } from '../../db/client.ts';
import type { ORDER_KINDS } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import {
  CHECKOUT_SESSION_PLACEHOLDER,
  CURRENCY,
  type CheckoutLineInput,
  type PaymentProvider,
} from '../../providers/payment/payment-provider.ts';
import {
  closePendingOrder,
  findOpenCheckoutHolders,
  findOrderLines,
  findPriceIntervals,
  insertOpenCheckouts,
  insertOrder,
  lockBuyer,
  setOrderSession,
  setOrderStatus,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository.ts';

/**
 * Orders and their payment (see README.md beside this file). An order is created pending before
 * the redirect to the checkout and becomes paid only through the verified webhook (product
 * decisions, "Payments, orders and invoices"); fulfilment handlers run in the paying transaction.
 */

export type OrderKind = (typeof ORDER_KINDS)[number];
export type { OrderLineRow, OrderRow };

export interface OrderWithLines extends OrderRow {
  lines: OrderLineRow[];
}

export interface OrderLineInput {
  productId: number;
  priceId: number;
  /** Shown on the checkout page and on the invoice. */
  label: string;
  quantity: number;
  /** Cents excluding VAT, for one unit. */
  unitAmount: number;
  candidateId?: number | null;
  addressId?: number | null;
}

export interface CreatePendingOrderInput {
  recruiterId: number;
  kind: OrderKind;
  lines: OrderLineInput[];
  metadata?: Record<string, unknown>;
}

export type Totals = OrderTotals;

/** VAT 20 % rounded to the cent, and order totals: shared with the pages (`@app/contracts/orders`). */
export { vatOf };
export const computeTotals = (lines: Pick<OrderLineInput, 'quantity' | 'unitAmount'>[]): Totals => orderTotals(lines);

/**
 * What the provider charges for lines priced one by one (cents including VAT): each line's unit
 * price with its VAT, times its quantity, as the checkout's `price_data` and each renewal invoice
 * bill them. It may differ by a cent from the order's total, whose VAT is rounded once.
 */
export const chargeOf = (lines: Pick<OrderLineInput, 'quantity' | 'unitAmount'>[]): number =>
  lines.reduce((sum, l) => sum + (l.unitAmount + vatOf(l.unitAmount)) * l.quantity, 0);

/** Why a paid order was flagged `payment_mismatch` instead of fulfilled (decision 074). */
export type PaymentMismatch =
  | { reason: 'amount'; expected: number; expectedCurrency: string; charged: number | null; chargedCurrency: string | null }
  | { reason: string };

/** Whether a charge is what the order asked for: same amount (cents including VAT) and currency. */
export function chargeMismatch(expected: number, charged: { amount: number | null; currency: string | null }): PaymentMismatch | null {
  const currency = charged.currency?.toLowerCase() ?? null;
  if (charged.amount === expected && currency === CURRENCY) return null;
  return { reason: 'amount', expected, expectedCurrency: CURRENCY, charged: charged.amount, chargedCurrency: currency };
}

/**
 * Thrown by a fulfilment when what the order sells is already someone's (an address already
 * subscribed, a resume already bought): the payment is flagged, not fulfilled (decision 074).
 */
export class OrderConflictError extends Error {
  constructor(readonly reason: string) {
    super(`Order already fulfilled elsewhere: ${reason}`);
    this.name = 'OrderConflictError';
  }
}

/**
 * Creates a pending order with its lines (works inside a transaction too). Lines with a quantity
 * of 0 are dropped; an order without lines or with a total of 0 is refused.
 */
export async function createPendingOrder(db: Db | Tx, input: CreatePendingOrderInput): Promise<OrderWithLines> {
  return insertWithLines(db, input, { status: 'pending', provider: 'none', paidAt: null });
}

/**
 * An order the provider has already charged without a checkout of ours (a subscription renewal):
 * created paid in the caller's transaction, with the same line and totals rules as a pending
 * order. No fulfilment handler runs; the caller does what the payment gives (decision 070).
 */
export async function createPaidOrder(
  tx: Tx,
  input: CreatePendingOrderInput & { provider: string; paidAt: Date },
): Promise<OrderWithLines> {
  return insertWithLines(tx, input, { status: 'paid', provider: input.provider, paidAt: input.paidAt });
}

async function insertWithLines(
  db: Db | Tx,
  input: CreatePendingOrderInput,
  state: { status: 'pending' | 'paid'; provider: string; paidAt: Date | null },
): Promise<OrderWithLines> {
  const lines = input.lines.filter((l) => l.quantity > 0);
  for (const l of lines) {
    if (!Number.isInteger(l.quantity) || !Number.isInteger(l.unitAmount) || l.unitAmount < 0) {
      throw new AppError('validation_failed', 'Invalid order line');
    }
  }
  const totals = computeTotals(lines);
  if (!lines.length || totals.totalExclVat <= 0) throw new AppError('validation_failed', 'Empty order');
  const { order, lines: rows } = await insertOrder(
    db,
    {
      recruiterId: input.recruiterId,
      kind: input.kind,
      status: state.status,
      ...totals,
      provider: state.provider,
      metadata: input.metadata ?? null,
      paidAt: state.paidAt,
    },
    lines.map((l) => ({
      productId: l.productId,
      priceId: l.priceId,
      label: l.label,
      quantity: l.quantity,
      unitAmount: l.unitAmount,
      amount: l.unitAmount * l.quantity,
      candidateId: l.candidateId ?? null,
      addressId: l.addressId ?? null,
    })),
  );
  return { ...order, lines: rows };
}

export interface CheckoutDeps {
  db: Db;
  payment: PaymentProvider;
}

/** Stands in a success URL for the uuid of the order, not known before the order is made. */
export const ORDER_UUID_PLACEHOLDER = 'order-uuid-placeholder';

export interface StartCheckoutOptions {
  customerEmail?: string | undefined;
  /**
   * Absolute URL; `checkout_session_id` is added to its query unless it already holds the placeholder;
   * `ORDER_UUID_PLACEHOLDER` in it becomes the order's uuid.
   */
  successUrl: string;
  cancelUrl: string;
}

/** Adds `checkout_session_id={CHECKOUT_SESSION_ID}` to a URL's query (the provider fills it). */
export function withSessionPlaceholder(url: string): string {
  if (url.includes(CHECKOUT_SESSION_PLACEHOLDER)) return url;
  const [base, hash] = url.split('#', 2) as [string, string | undefined];
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}checkout_session_id=${CHECKOUT_SESSION_PLACEHOLDER}${hash !== undefined ? `#${hash}` : ''}`;
}

/**
 * Opens a hosted checkout for a pending order and answers the URL to send the browser to. Prices
 * with an interval become subscription lines. Provider failures answer `payment_failed`.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  order: OrderRow | OrderWithLines,
  options: StartCheckoutOptions,
): Promise<{ url: string; sessionId: string }> {
  if (order.status !== 'pending') throw new AppError('conflict', 'Order is not pending');
  const lines = 'lines' in order ? order.lines : await findOrderLines(deps.db, order.id);
  const intervals = await findPriceIntervals(deps.db, [...new Set(lines.map((l) => l.priceId))]);
  let checkoutLines: CheckoutLineInput[] = lines.map((l) => {
    const p = intervals.get(l.priceId);
    return {
      name: l.label,
      quantity: l.quantity,
      unitAmountExclVat: l.unitAmount,
      unitAmountInclVat: l.unitAmount + vatOf(l.unitAmount),
      recurring: p?.interval ? { interval: p.interval, intervalCount: p.intervalCount ?? 1 } : null,
    };
  });
  const charged = chargeOf(lines);
  if (charged !== order.totalInclVat && checkoutLines.every((l) => l.recurring === null)) {
    // Per-line VAT rounding differs from the order's: charge the order's total in one line.
    checkoutLines = [
      {
        name: checkoutLines
          .map((l) => `${l.quantity} × ${l.name}`)
          .join(', ')
          .slice(0, 250),
        quantity: 1,
        unitAmountExclVat: order.totalExclVat,
        unitAmountInclVat: order.totalInclVat,
        recurring: null,
      },
    ];
  }
  // What the provider will charge; each payment event of the order must say this amount.
  const amountDue = checkoutLines.reduce((s, l) => s + l.unitAmountInclVat * l.quantity, 0);
  let session;
  try {
    session = await deps.payment.createCheckoutSession({
      reference: order.uuid,
      lines: checkoutLines,
      totalExclVat: order.totalExclVat,
      vatAmount: order.vatAmount,
      totalInclVat: amountDue,
      customerEmail: options.customerEmail,
      successUrl: withSessionPlaceholder(options.successUrl.replaceAll(ORDER_UUID_PLACEHOLDER, order.uuid)),
      cancelUrl: options.cancelUrl,
      metadata: { orderUuid: order.uuid, kind: order.kind },
    });
  } catch (err) {
    // Never payable: it must not hold its lines (a resume in a pending order cannot be ordered again).
    await setOrderStatus(deps.db, order.id, 'failed');
    throw new AppError('payment_failed', err instanceof Error ? err.message : 'Payment provider failure');
  }
  await setOrderSession(deps.db, order.id, deps.payment.name, session.id, amountDue);
  return { url: session.url, sessionId: session.id };
}

/** The key of a thing bought that one pending order at a time may sell (decision 116). */
export const thingKey = {
  address: (addressId: number) => `address:${addressId}`,
  /** A resume, for one buyer: two buyers may each buy it, one buyer never in two open checkouts. */
  resume: (recruiterId: number, candidateId: number) => `resume:${recruiterId}:${candidateId}`,
  premiumHeadhunter: (recruiterId: number) => `premium_headhunter:${recruiterId}`,
  affiliateKit: (recruiterId: number) => `affiliate_kit:${recruiterId}`,
};

/** Claims things for a pending order created in `tx` (registrations: new things, no one holds them). */
export const claimOpenCheckouts = (tx: Tx, orderId: number, things: string[]): Promise<void> => insertOpenCheckouts(tx, orderId, things);

export interface OpenCheckoutRequest {
  recruiterId: number;
  kind: OrderKind;
  /** What the order sells that must not be in two open checkouts: `thingKey.*`. */
  things: string[];
  /**
   * Builds the order's lines inside the creating transaction (a draft address is inserted there);
   * called only when no other open checkout holds the things.
   */
  lines: (tx: Tx) => Promise<{ lines: OrderLineInput[]; things?: string[] }>;
  /**
   * The lines as they would be, to compare with the open checkout that holds the things; null when
   * they cannot be the same (a new address): the open checkout is then closed and replaced.
   */
  sameAs: Pick<OrderLineInput, 'priceId' | 'quantity' | 'addressId'>[] | null;
  metadata?: Record<string, unknown>;
}

/** How long a request waits for another request of the same things to open its checkout. */
const OPENING_WAIT_MS = 15_000;
/** An order without a session after this long was left by a crashed request: it is closed. */
const OPENING_STALE_MS = 60_000;

const lineSignature = (lines: Pick<OrderLineInput, 'priceId' | 'quantity' | 'addressId'>[]) =>
  lines
    .filter((l) => l.quantity > 0)
    .map((l) => `${l.priceId}x${l.quantity}@${l.addressId ?? ''}`)
    .sort()
    .join('|');

/**
 * One open checkout per thing bought (decision 116). Behind the buyer's row lock, the things are
 * looked up in `open_checkouts` (primary key: one pending order per thing, released by trigger when
 * the order leaves `pending`):
 * - none holds them: the order is created and claims them in one transaction, then its checkout opens;
 * - the open checkout of the same lines: its URL is answered again (double clicks, parallel tabs);
 * - another order holds them: its session is expired at the provider and the order canceled, then
 *   the request starts over; a session the provider says is paid answers 409 `payment_pending`;
 * - its checkout is still being opened by another request: the request waits for it.
 */
export async function openCheckoutOnce(
  deps: CheckoutDeps,
  request: OpenCheckoutRequest,
  options: StartCheckoutOptions,
): Promise<{ url: string; sessionId: string; order: OrderRow; reused: boolean }> {
  const deadline = Date.now() + OPENING_WAIT_MS;
  const wanted = request.sameAs ? lineSignature(request.sameAs) : null;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0 && Date.now() > deadline) throw new AppError('payment_pending', 'Another checkout of this purchase is being opened');
    let step: { created: OrderWithLines } | { holders: { order: OrderRow; things: string[] }[] };
    try {
      // Only `tx` inside: on the embedded database a query outside the transaction would wait for it.
      step = await deps.db.transaction(async (tx) => {
        await lockBuyer(tx, request.recruiterId);
        const holders = await findOpenCheckoutHolders(tx, request.things);
        if (holders.length) return { holders };
        const built = await request.lines(tx);
        // Where the checkout returns is part of what is compared: another page asks for another checkout.
        const metadata = { ...request.metadata, checkoutReturn: options.successUrl };
        const order = await createPendingOrder(tx, { recruiterId: request.recruiterId, kind: request.kind, lines: built.lines, metadata });
        await insertOpenCheckouts(tx, order.id, [...new Set([...request.things, ...(built.things ?? [])])]);
        return { created: order };
      });
    } catch (err) {
      // Another buyer claimed a thing between our look-up and our insert (things shared by accounts): look again.
      if (isUniqueViolation(err) && Date.now() < deadline) continue;
      throw err;
    }
    if ('created' in step) {
      const { url, sessionId } = await startCheckout(deps, step.created, options);
      return { url, sessionId, order: step.created, reused: false };
    }
    let waiting = false;
    for (const { order, things } of step.holders) {
      if (!order.providerSessionId) {
        // Another request is opening its checkout: wait for it, unless it was left by a crash.
        if (Date.now() - order.createdAt.getTime() > OPENING_STALE_MS) await closePendingOrder(deps.db, order.id, 'failed');
        else waiting = true;
        continue;
      }
      const same =
        wanted !== null &&
        order.kind === request.kind &&
        order.metadata?.checkoutReturn === options.successUrl &&
        things.join('|') === [...request.things].sort().join('|');
      if (same && lineSignature(await findOrderLines(deps.db, order.id)) === wanted) {
        const open = await deps.payment.findOpenCheckout(order.providerSessionId).catch(() => null);
        if (open) return { url: open.url, sessionId: order.providerSessionId, order, reused: true };
      }
      let closed: 'expired' | 'complete';
      try {
        closed = await deps.payment.expireCheckoutSession(order.providerSessionId);
      } catch (err) {
        throw new AppError('payment_failed', err instanceof Error ? err.message : 'Payment provider failure');
      }
      if (closed === 'complete') {
        throw new AppError('payment_pending', 'A payment of this purchase was just made; its confirmation is on its way');
      }
      await closePendingOrder(deps.db, order.id, 'canceled');
    }
    if (waiting) {
      if (Date.now() > deadline) throw new AppError('payment_pending', 'Another checkout of this purchase is being opened');
      await new Promise((r) => setTimeout(r, Math.min(25 * (attempt + 1), 200)));
    }
  }
}
