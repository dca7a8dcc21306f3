import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderLines, orders, prices, recruiters } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = typeof orderLines.$inferInsert;

type Conn = Db | Tx;

export async function insertOrder(db: Conn, order: NewOrder, lines: Omit<NewOrderLine, 'orderId'>[]): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error('order insert returned nothing');
  const lineRows = lines.length ? await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row.id }))).returning() : [];
  return { order: row, lines: lineRows };
}

export async function findOrderLines(db: Conn, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
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
