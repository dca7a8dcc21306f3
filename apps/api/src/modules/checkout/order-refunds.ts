import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { orderLineText } from '@app/contracts/catalogue';
import { APP_PATHS } from '@app/contracts/routes';
import type { Db } from '../../db/client.ts';
import { invoices, orderRefunds, orders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { accountLanguage } from '../../lib/mail-language.ts';
import { buyerEmailOf, findOrderByUuid, findOrderLineNames, lockOrderByUuid, type OrderRow } from '../orders/index.ts';
import { issueCreditNoteForRefund, treatInvoice } from '../invoices/index.ts';
import { orderRefundMail } from './checkout.mails.ts';
import { appLink } from './commerce-deps.ts';
import { runOrderRefundedEffects } from './order-refunded.ts';
import type { RefundDeps } from './refunds.ts';

/**
 * A refund of a paid order, whole or part, asked by staff (issue 34 item 3, decision 160):
 *
 * 1. the amount is reserved on the order and recorded in `order_refunds` in one transaction: an
 *    INSERT keyed by (order, idempotency key) and `UPDATE orders SET refunded_cents = refunded_cents
 *    + $amount WHERE ... AND refunded_cents + $amount <= total_incl_vat` (a CHECK says it again):
 *    parallel refunds never sum above what was paid, and a retried request reserves nothing more;
 * 2. the provider refunds that amount (`refundPayment`, keyed by the order and the key, in both
 *    drivers); a refusal gives the reservation back;
 * 3. the credit note (avoir) of that amount in its own gap-free sequence (decision 132), its PDF, and
 *    the buyer's mail; a refund that completes the order takes back what it gave, once.
 */

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

export interface AmountRefund {
  amountCents: number;
  reason: string;
  idempotencyKey: string;
  staffEmail: string;
}

export interface AmountRefundResult {
  order: OrderRow;
  refund: OrderRefundRow;
  replayed: boolean;
}

type Deps = RefundDeps & { publicUrl: string; log?: Pick<FastifyBaseLogger, 'error'> };

/** A refund reserved this long ago without the provider's answer was left by a request that died. */
const STALE_MS = 60_000;

export async function refundOrderAmount(deps: Deps, orderUuid: string, input: AmountRefund): Promise<AmountRefundResult> {
  const { db } = deps;
  const order = await findOrderByUuid(db, orderUuid);
  if (!order) throw notFound();
  if (order.status !== 'paid') throw new AppError('conflict', 'Only a paid order can be refunded here');
  const sessionId = order.providerSessionId;
  if (!sessionId) throw new AppError('conflict', 'This order has no payment at the provider to refund');

  const reserved = await reserve(db, order, input);
  let refund: OrderRefundRow | null | undefined = reserved ?? (await findRefund(db, order.id, input.idempotencyKey));
  if (!refund) throw new AppError('conflict', 'This refund is being made right now');
  if (!reserved && refund.amountCents !== input.amountCents)
    throw new AppError('conflict', 'This idempotency key was used for another amount');

  // A replay finds the refund made, or being made by the first request; one whose request died
  // before the provider answered (older than a minute) is taken over, with the same provider key.
  const takeOver = !reserved && !refund.providerRefundId && Date.now() - refund.createdAt.getTime() > STALE_MS;
  if (!reserved && !refund.providerRefundId && !takeOver) throw new AppError('conflict', 'This refund is being made right now');
  if (!refund.providerRefundId) {
    let refundId: string;
    try {
      ({ refundId } = await deps.payment.refundPayment({
        idempotencyKey: `refund_${order.uuid}_${input.idempotencyKey}`,
        amountCents: refund.amountCents,
        orderUuid: order.uuid,
        sessionId,
        paymentIntentId: order.paymentIntentId,
      }));
    } catch (error) {
      // Refused: the amount is given back (a retry with the same key, if the provider did refund, answers that refund).
      await release(db, refund);
      // The provider's or the database's own words stay in the log: they may hold a statement and its
      // values (outside attack, 2026-11-29); the operator gets the fact.
      deps.log?.error({ err: error, order: order.uuid }, 'refund refused by the payment provider');
      throw new AppError('payment_failed', 'The payment provider refused the refund: nothing was refunded');
    }
    const id = refund.id;
    refund = (await db.update(orderRefunds).set({ providerRefundId: refundId }).where(eq(orderRefunds.id, id)).returning())[0]!;
    await creditAndTell(deps, order, refund);
  }
  const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
  return { order: after!, refund, replayed: !reserved && !takeOver };
}

/** Records the refund and adds its amount to the order's, in one transaction; null when the key already refunded. */
async function reserve(db: Db, order: OrderRow, input: AmountRefund): Promise<OrderRefundRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orderRefunds)
      .values({ orderId: order.id, ...input })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const [updated] = await tx
      .update(orders)
      .set({ refundedCents: sql`${orders.refundedCents} + ${input.amountCents}`, updatedAt: new Date() })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, 'paid'),
          sql`${orders.refundedCents} + ${input.amountCents} <= ${orders.totalInclVat}`,
        ),
      )
      .returning({ id: orders.id });
    if (!updated) throw new AppError('conflict', 'More than what is left to refund of this order');
    return row;
  });
}

async function release(db: Db, refund: OrderRefundRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(orderRefunds).where(eq(orderRefunds.id, refund.id)).returning({ id: orderRefunds.id });
    if (gone)
      await tx
        .update(orders)
        .set({ refundedCents: sql`${orders.refundedCents} - ${refund.amountCents}` })
        .where(eq(orders.id, refund.orderId));
  });
}

const findRefund = async (db: Db, orderId: number, key: string): Promise<OrderRefundRow | null> =>
  (
    await db
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.idempotencyKey, key)))
      .limit(1)
  )[0] ?? null;

/** The credit note of this refund's amount, once (keyed by the refund), what a complete refund takes back, then the buyer's mail. */
async function creditAndTell(deps: Deps, order: OrderRow, refund: OrderRefundRow): Promise<void> {
  const seller = deps.seller;
  const creditNote = await deps.db.transaction(async (tx) => {
    const locked = await lockOrderByUuid(tx, order.uuid);
    if (!locked) return null;
    let note = null;
    if (seller) {
      ({ creditNote: note } = await issueCreditNoteForRefund(tx, seller, {
        orderId: order.id,
        refundKey: `refund:staff-${refund.id}`,
        refundedTotal: locked.refundedCents,
        amount: refund.amountCents,
      }));
      if (note) await tx.update(orderRefunds).set({ creditNoteId: note.id }).where(eq(orderRefunds.id, refund.id));
    }
    // The whole payment is now refunded: what the order gave is taken back, once (decision 132).
    if (locked.refundedAt === null && locked.refundedCents >= locked.totalInclVat) await runOrderRefundedEffects(tx, locked);
    return note;
  });
  // The PDF after the commit; the invoice sweep makes it if this fails.
  if (creditNote && deps.storage && seller)
    await treatInvoice({ db: deps.db, storage: deps.storage, seller }, creditNote.id).catch(() => undefined);
  const to = await buyerEmailOf(deps.db, order.recruiterId);
  if (!to) return;
  const lang = (await accountLanguage(deps.db, to)) ?? 'fr';
  const what = (await findOrderLineNames(deps.db, order.id)).map((l) => orderLineText(l, lang)).join(', ');
  await deps.mailer.send(
    await orderRefundMail(to, lang, {
      what,
      amountCents: refund.amountCents,
      creditNoteNumber: creditNote?.invoiceNumber ?? null,
      link: appLink(deps, APP_PATHS.account),
    }),
  );
}

/** An order's refunds, newest first, with their credit notes' numbers. */
export async function refundsOfOrder(db: Db, orderId: number) {
  return db
    .select({
      id: orderRefunds.id,
      amountCents: orderRefunds.amountCents,
      reason: orderRefunds.reason,
      staffEmail: orderRefunds.staffEmail,
      providerRefundId: orderRefunds.providerRefundId,
      creditNoteNumber: invoices.invoiceNumber,
      createdAt: orderRefunds.createdAt,
    })
    .from(orderRefunds)
    .leftJoin(invoices, eq(invoices.id, orderRefunds.creditNoteId))
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(desc(orderRefunds.id));
}
