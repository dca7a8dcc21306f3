import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { OrderRefund, PartialRefundAnswer } from '@app/contracts/staff-money';
import type { StaffOrder } from '@app/contracts/staff';
import type { Db } from '../../db/client.ts';
import { invoices, orders, users } from '../../db/schema/index.ts';
import type { StaffContext } from '../../plugins/staff-auth.ts';
import { refundOrderAmount, refundsOfOrder, type RefundDeps } from '../checkout/index.ts';
import { findOrder, selectOrders, staffOrder } from './staff-money.ts';
import { appendAudit } from './staff.repository.ts';
import { auditBy } from './staff.service.ts';

/**
 * Orders and their refunds in the back office (issue 34 item 3, decision 160): a search by buyer
 * e-mail, order number (its uuid, or its invoice's number) or status, and the refund of a paid
 * order, whole or part (`refundOrderAmount`: reserved atomically, refunded by the provider, credited,
 * mailed), audited once per refund.
 */

const UUID_START = /^[0-9a-f-]{4,36}$/i;
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchOrders(db: Db, query: { q?: string; status?: StaffOrder['status'] }): Promise<StaffOrder[]> {
  const q = query.q?.trim();
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(orders.status, query.status as (typeof orders.status.enumValues)[number]));
  if (q) {
    const matches: SQL[] = [ilike(users.email, likeText(q))];
    if (UUID_START.test(q)) matches.push(sql`${orders.uuid}::text LIKE ${`${q.toLowerCase()}%`}`);
    matches.push(
      sql`EXISTS (SELECT 1 FROM ${invoices} WHERE ${invoices.orderId} = ${orders.id} AND ${invoices.invoiceNumber} = ${q.toUpperCase()})`,
    );
    filters.push(or(...matches)!);
  }
  const rows = await selectOrders(db)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(orders.id))
    .limit(100);
  return rows.map(staffOrder);
}

const orderRefund = (r: Awaited<ReturnType<typeof refundsOfOrder>>[number]): OrderRefund => ({
  ...r,
  creditNoteNumber: r.creditNoteNumber ?? null,
  createdAt: r.createdAt.toISOString(),
});

export async function listOrderRefunds(db: Db, uuid: string): Promise<OrderRefund[]> {
  const order = await findOrder(db, uuid);
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.uuid, order.uuid));
  return (await refundsOfOrder(db, row!.id)).map(orderRefund);
}

/** Refunds part or all of a paid order; the audit entry is written by the request that refunded, once. */
export async function refundPaidOrder(
  deps: RefundDeps & { publicUrl: string; log?: Pick<FastifyBaseLogger, 'error'> },
  staff: StaffContext,
  uuid: string,
  input: { amountCents: number; reason: string; idempotencyKey: string },
): Promise<PartialRefundAnswer> {
  const before = await findOrder(deps.db, uuid);
  const result = await refundOrderAmount(deps, uuid, { ...input, staffEmail: staff.email });
  const after = await findOrder(deps.db, uuid);
  const refund = (await refundsOfOrder(deps.db, result.order.id)).find((r) => r.id === result.refund.id)!;
  if (!result.replayed)
    await appendAudit(deps.db, {
      ...auditBy(staff),
      action: 'order.refund_amount',
      target: `order:${uuid}`,
      before: { refundedCents: before.refundedCents, refundedAt: before.refundedAt?.toISOString() ?? null },
      after: {
        refundedCents: after.refundedCents,
        refundedAt: after.refundedAt?.toISOString() ?? null,
        amountCents: input.amountCents,
        reason: input.reason,
        providerRefundId: refund.providerRefundId,
        creditNote: refund.creditNoteNumber ?? null,
      },
    });
  return { order: staffOrder(after), refund: orderRefund(refund), refundedCents: after.refundedCents, replayed: result.replayed };
}
