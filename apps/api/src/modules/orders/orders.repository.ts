import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { openCheckouts, orderLines, orders, prices, products, recruiters, users } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = typeof orderLines.$inferInsert;

type Conn = Db | Tx;

export async function insertOrder(
  db: Conn,
  order: NewOrder,
  lines: Omit<NewOrderLine, 'orderId'>[],
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error('order insert returned nothing');
  const lineRows = lines.length
    ? await db
        .insert(orderLines)
        .values(lines.map((l) => ({ ...l, orderId: row.id })))
        .returning()
    : [];
  return { order: row, lines: lineRows };
}

export async function findOrderLines(db: Conn, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

/** An order's lines as a mail names them: label, quantity and the product's code (its name in the reader's language, `lineLabelIn`). */
export async function findOrderLineNames(db: Conn, orderId: number): Promise<{ label: string; quantity: number; productCode: string }[]> {
  return db
    .select({ label: orderLines.label, quantity: orderLines.quantity, productCode: products.code })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

export async function findOrderByUuid(db: Conn, uuid: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.uuid, uuid)).limit(1);
  return row ?? null;
}

/** Locks the order row until the end of the transaction (paying it must happen once). */
export async function lockOrderByUuid(tx: Tx, uuid: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.uuid, uuid)).for('update').limit(1);
  return row ?? null;
}

/**
 * The paid order a provider charge belongs to, locked (a refund or a dispute names the charge, not
 * the order): by our uuid in its metadata, its payment intent (recorded when paid), or its provider
 * invoice (a renewal's, or a subscription's first payment); null when none is ours.
 */
export async function lockOrderByCharge(
  tx: Tx,
  charge: { orderReference: string | null; paymentIntentId: string | null; invoiceId: string | null },
): Promise<OrderRow | null> {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const conditions = [
    charge.orderReference && UUID.test(charge.orderReference) ? eq(orders.uuid, charge.orderReference) : undefined,
    charge.paymentIntentId ? eq(orders.paymentIntentId, charge.paymentIntentId) : undefined,
    charge.invoiceId ? sql`${orders.metadata}->>'providerInvoiceId' = ${charge.invoiceId}` : undefined,
    charge.invoiceId ? sql`${orders.metadata}->>'providerFirstInvoiceId' = ${charge.invoiceId}` : undefined,
  ].filter((c) => c !== undefined);
  for (const condition of conditions) {
    const [row] = await tx.select().from(orders).where(condition).orderBy(asc(orders.id)).for('update').limit(1);
    if (row) return row;
  }
  return null;
}

/** Records the provider's payment of an order (its payment intent, its first provider invoice), for refunds and disputes. */
export async function setOrderPayment(
  tx: Tx,
  orderId: number,
  payment: { paymentIntentId: string | null; invoiceId: string | null },
): Promise<void> {
  if (!payment.paymentIntentId && !payment.invoiceId) return;
  await tx
    .update(orders)
    .set({
      ...(payment.paymentIntentId ? { paymentIntentId: payment.paymentIntentId } : {}),
      ...(payment.invoiceId
        ? {
            metadata: sql`coalesce(${orders.metadata}, '{}'::jsonb) || jsonb_build_object('providerFirstInvoiceId', ${payment.invoiceId}::text)`,
          }
        : {}),
    })
    .where(eq(orders.id, orderId));
}

/** Marks an order disputed (a chargeback): once, the first dispute's id kept. Answers whether this call marked it. */
/** A paid order wholly refunded (decision 132): when, once; its status stays `paid` (it was paid). */
export async function markOrderRefunded(tx: Tx, orderId: number, now = new Date()): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ refundedAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.refundedAt)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

export async function markOrderDisputed(tx: Tx, orderId: number, disputeId: string): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ disputedAt: new Date(), disputeId, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.disputedAt)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

export async function lockOrderBySession(tx: Tx, sessionId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.providerSessionId, sessionId)).for('update').limit(1);
  return row ?? null;
}

/** The renewal order of a provider invoice (`metadata.providerInvoiceId`), if one was made. */
export async function findOrderByProviderInvoice(db: Conn, recruiterId: number, providerInvoiceId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.recruiterId, recruiterId), sql`${orders.metadata}->>'providerInvoiceId' = ${providerInvoiceId}`))
    .limit(1);
  return row ?? null;
}

export async function findRecruiterOrder(db: Conn, recruiterId: number, uuid: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.uuid, uuid), eq(orders.recruiterId, recruiterId)))
    .limit(1);
  return row ?? null;
}

export async function findRecruiterOrderBySession(db: Conn, recruiterId: number, sessionId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.providerSessionId, sessionId), eq(orders.recruiterId, recruiterId)))
    .limit(1);
  return row ?? null;
}

export async function setOrderSession(db: Conn, orderId: number, provider: string, sessionId: string, amountDue: number): Promise<void> {
  await db.update(orders).set({ provider, providerSessionId: sessionId, amountDue, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

export async function setOrderPaid(tx: Tx, orderId: number, paidAt: Date, sessionId: string | null): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt, updatedAt: paidAt, ...(sessionId ? { providerSessionId: sessionId } : {}) })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error('order vanished while paying it');
  return row;
}

export async function setOrderStatus(db: Conn, orderId: number, status: 'canceled' | 'failed'): Promise<void> {
  await db.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/** Flags an order `payment_mismatch`, keeping why in its metadata (`paymentMismatch`). */
export async function flagOrderMismatch(tx: Tx, orderId: number, details: Record<string, unknown>): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({
      status: 'payment_mismatch',
      metadata: sql`coalesce(${orders.metadata}, '{}'::jsonb) || jsonb_build_object('paymentMismatch', ${JSON.stringify(details)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error('order vanished while flagging it');
  return row;
}

/**
 * Locks the buyer's account row until the end of the transaction: the checks that a new order
 * makes against the buyer's other orders (decision 074) run one request at a time.
 */
export async function lockBuyer(tx: Tx, recruiterId: number): Promise<void> {
  await tx.select({ id: recruiters.id }).from(recruiters).where(eq(recruiters.id, recruiterId)).for('update');
}

/** Candidates among `candidateIds` in a pending order of the buyer created since `since`. */
export async function findPendingOrderCandidates(tx: Tx, recruiterId: number, candidateIds: number[], since: Date): Promise<Set<number>> {
  if (!candidateIds.length) return new Set();
  const rows = await tx
    .selectDistinct({ candidateId: orderLines.candidateId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.recruiterId, recruiterId),
        eq(orders.status, 'pending'),
        sql`${orders.createdAt} > ${since.toISOString()}::timestamptz`,
        inArray(orderLines.candidateId, candidateIds),
      ),
    );
  return new Set(rows.map((r) => Number(r.candidateId)));
}

/** Recurring information of the given prices, for the checkout lines. */
export async function findPriceIntervals(db: Conn, priceIds: number[]) {
  if (!priceIds.length) return new Map<number, { interval: 'month' | 'year' | null; intervalCount: number | null }>();
  const rows = await db
    .select({ id: prices.id, interval: prices.interval, intervalCount: prices.intervalCount })
    .from(prices)
    .where(inArray(prices.id, priceIds));
  return new Map(rows.map((r) => [r.id, { interval: r.interval, intervalCount: r.intervalCount }]));
}

/**
 * The pending orders holding any of `things` (decision 116), each with the things it holds. Read
 * in the caller's transaction, after `lockBuyer`.
 */
export async function findOpenCheckoutHolders(tx: Tx, things: string[]): Promise<{ order: OrderRow; things: string[] }[]> {
  if (!things.length) return [];
  const held = await tx.select({ orderId: openCheckouts.orderId }).from(openCheckouts).where(inArray(openCheckouts.thing, things));
  const ids = [...new Set(held.map((h) => h.orderId))];
  if (!ids.length) return [];
  const rows = await tx.select().from(orders).where(inArray(orders.id, ids));
  const claims = await tx.select().from(openCheckouts).where(inArray(openCheckouts.orderId, ids));
  return rows.map((order) => ({
    order,
    things: claims
      .filter((c) => c.orderId === order.id)
      .map((c) => c.thing)
      .sort(),
  }));
}

/** Claims `things` for a pending order; a thing already claimed violates the primary key (23505). */
export async function insertOpenCheckouts(tx: Tx, orderId: number, things: string[]): Promise<void> {
  if (things.length) await tx.insert(openCheckouts).values(things.map((thing) => ({ thing, orderId })));
}

/** Leaves `pending` (the claims go with it, by trigger); answers whether the order was still pending. */
export async function closePendingOrder(db: Conn, orderId: number, status: 'canceled' | 'failed'): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Marks a flagged order's payment to be refunded (decision 116), in the flagging transaction. */
export async function markRefundDue(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ refundStatus: 'due', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.refundStatus)));
}

/**
 * Claims an order whose refund (or its notice) is to be done, for two minutes: one atomic update,
 * so that the webhook and every instance's sweep never refund one order at the same time.
 */
export async function claimRefund(db: Conn, orderId: number): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ refundClaimedUntil: sql`now() + interval '2 minutes'` })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.refundStatus, ['due', 'refunded']),
        or(isNull(orders.refundClaimedUntil), lt(orders.refundClaimedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function setRefundState(
  db: Conn,
  orderId: number,
  values: { refundStatus: 'refunded' | 'notified'; refundedAt?: Date; providerRefundId?: string },
): Promise<void> {
  await db
    .update(orders)
    .set({ ...values, ...(values.refundStatus === 'notified' ? { refundClaimedUntil: null } : {}) })
    .where(eq(orders.id, orderId));
}

export async function releaseRefundClaim(db: Conn, orderId: number): Promise<void> {
  await db.update(orders).set({ refundClaimedUntil: null }).where(eq(orders.id, orderId));
}

/** Orders whose refund or notice is still to be done (the payment sweep's list). */
export async function findRefundsToDo(db: Conn, limit = 50): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.refundStatus, ['due', 'refunded']),
        or(isNull(orders.refundClaimedUntil), lt(orders.refundClaimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The e-mail of the account that placed an order (the refund notice goes there). */
export async function buyerEmailOf(db: Conn, recruiterId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(recruiters)
    .innerJoin(users, eq(users.id, recruiters.userId))
    .where(eq(recruiters.id, recruiterId))
    .limit(1);
  return row?.email ?? null;
}
