import { desc, eq, sql } from 'drizzle-orm';
import type { RefundAnswer, StaffOrder, StaffOrderDetail } from '@app/contracts/staff';
import type { Db } from '../../db/client.ts';
import { orders, paymentEvents, recruiters, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { StaffContext } from '../../plugins/staff-auth.ts';
import { refundUnfulfilledOrder, type RefundDeps } from '../checkout/index.ts';
import { markRefundDue } from '../orders/index.ts';
import { appendAudit } from './staff.repository.ts';
import { auditBy } from './staff.service.ts';

/**
 * Money in the back office (issue 34, item 3; decision 152): the payments that could not be
 * fulfilled (`payment_mismatch`, decision 074) flagged on the home screen, an order with its
 * provider events, and the refund of a flagged payment through the payment provider, by the path of
 * decisions 116 and 132 (provider refund keyed by the order, credit note when it had an invoice, the
 * buyer's mail), audited, once.
 */
export const orderColumns = {
  id: orders.id,
  uuid: orders.uuid,
  kind: orders.kind,
  status: orders.status,
  buyerEmail: users.email,
  company: recruiters.company,
  totalInclVat: orders.totalInclVat,
  metadata: orders.metadata,
  refundStatus: orders.refundStatus,
  refundedAt: orders.refundedAt,
  refundedCents: orders.refundedCents,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  providerSessionId: orders.providerSessionId,
};

export const selectOrders = (db: Db) =>
  db
    .select(orderColumns)
    .from(orders)
    .innerJoin(recruiters, eq(recruiters.id, orders.recruiterId))
    .leftJoin(users, eq(users.id, recruiters.userId));

type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

const mismatchOf = (row: Pick<OrderRow, 'metadata'>): Record<string, unknown> =>
  (row.metadata?.paymentMismatch ?? {}) as Record<string, unknown>;

export function staffOrder(row: OrderRow): StaffOrder {
  const mismatch = mismatchOf(row);
  return {
    uuid: row.uuid,
    kind: row.kind,
    status: row.status,
    buyerEmail: row.buyerEmail ?? null,
    company: row.company ?? null,
    totalInclVat: row.totalInclVat,
    charged: typeof mismatch.charged === 'number' ? mismatch.charged : null,
    reason: typeof mismatch.reason === 'string' ? mismatch.reason : null,
    refundStatus: row.refundStatus,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    refundedCents: row.refundedCents,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** The flagged payments, those whose buyer was not yet told of their refund first, newest first. */
export async function listFlaggedOrders(db: Db): Promise<StaffOrder[]> {
  const rows = await selectOrders(db)
    .where(eq(orders.status, 'payment_mismatch'))
    .orderBy(sql`${orders.refundStatus} = 'notified' NULLS FIRST`, desc(orders.id))
    .limit(100);
  return rows.map(staffOrder);
}

export async function findOrder(db: Db, uuid: string): Promise<OrderRow> {
  const [row] = await selectOrders(db).where(eq(orders.uuid, uuid)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** An order and the provider events that name its checkout session or its uuid. */
export async function orderDetail(db: Db, uuid: string): Promise<StaffOrderDetail> {
  const row = await findOrder(db, uuid);
  const keys = [row.uuid, row.providerSessionId].filter((k): k is string => Boolean(k));
  const events = await db
    .select({ id: paymentEvents.id, type: paymentEvents.type, createdAt: paymentEvents.createdAt })
    .from(paymentEvents)
    .where(
      sql`(${sql.join(
        keys.map((k) => sql`strpos(${paymentEvents.payload}::text, ${k}) > 0`),
        sql` OR `,
      )})`,
    )
    .orderBy(paymentEvents.createdAt)
    .limit(50);
  return { order: staffOrder(row), events: events.map((e) => ({ id: e.id, type: e.type, receivedAt: e.createdAt.toISOString() })) };
}

/**
 * Refunds a flagged payment whole, now: marks it due (when left to an operator), then the refund
 * path of decision 116 (the order claimed by one atomic update, the provider's refund keyed by the
 * order's uuid, the credit note, the buyer's mail). Never twice: a refunded and notified order
 * answers `alreadyRefunded`; one being refunded by the sweep at this moment answers 409.
 */
export async function refundFlaggedOrder(deps: RefundDeps, staff: StaffContext, uuid: string, reason: string): Promise<RefundAnswer> {
  const before = await findOrder(deps.db, uuid);
  if (before.status !== 'payment_mismatch')
    throw new AppError('conflict', 'Only a payment that could not be fulfilled is refunded here (first slice, decision 152)');
  if (before.refundStatus === 'notified') return { order: staffOrder(before), alreadyRefunded: true };
  await deps.db.transaction((tx) => markRefundDue(tx, before.id));
  const outcome = await refundUnfulfilledOrder(deps, before.id);
  const after = await findOrder(deps.db, uuid);
  if (outcome === 'skipped') {
    if (after.refundStatus === 'notified') return { order: staffOrder(after), alreadyRefunded: true };
    throw new AppError('payment_pending', 'This payment is being refunded right now');
  }
  await appendAudit(deps.db, {
    ...auditBy(staff),
    action: 'order.refund',
    target: `order:${uuid}`,
    before: { status: before.status, refundStatus: before.refundStatus, totalInclVat: before.totalInclVat },
    after: { refundStatus: after.refundStatus, refundedAt: after.refundedAt?.toISOString() ?? null, reason },
  });
  return { order: staffOrder(after), alreadyRefunded: false };
}
