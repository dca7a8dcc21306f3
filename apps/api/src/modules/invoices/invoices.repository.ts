import { and, asc, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  addresses,
  creditNoteSequences,
  invoiceSequences,
  invoices,
  orderLines,
  orders,
  prices,
  products,
  recruiters,
  subscriptions,
  users,
} from '../../db/schema/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Next number of the year's sequence (invoices and credit notes each have theirs). Runs in the
 * transaction that issues the document: the row lock serializes concurrent issues and a rolled-back
 * transaction gives its number back, so there is never a gap.
 */
async function nextSequence(tx: Tx, table: typeof invoiceSequences | typeof creditNoteSequences, year: number): Promise<number> {
  const result = await tx.execute<{ last_value: number }>(sql`
    insert into ${table} (year, last_value) values (${year}, 1)
    on conflict (year) do update set last_value = ${table}.last_value + 1
    returning last_value`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { last_value: number }[] }).rows) as { last_value: number }[];
  const value = rows[0]?.last_value;
  if (value === undefined) throw new Error('document sequence did not answer');
  return Number(value);
}

export const nextInvoiceSequence = (tx: Tx, year: number): Promise<number> => nextSequence(tx, invoiceSequences, year);
export const nextCreditNoteSequence = (tx: Tx, year: number): Promise<number> => nextSequence(tx, creditNoteSequences, year);

/** The invoice of an order, locked: credit notes of one invoice are issued one at a time. */
export async function lockInvoiceOfOrder(tx: Tx, orderId: number): Promise<InvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.type, 'invoice')))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Cents including VAT already credited on an invoice. */
export async function creditedTotal(tx: Db | Tx, invoiceId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string | null>`sum(${invoices.totalInclVat})` })
    .from(invoices)
    .where(and(eq(invoices.creditedInvoiceId, invoiceId), eq(invoices.type, 'credit_note')));
  return Number(row?.total ?? 0);
}

export async function findByRefundKey(tx: Db | Tx, refundKey: string): Promise<InvoiceRow | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.refundKey, refundKey)).limit(1);
  return row ?? null;
}

/** The buyer's identity at the time of the invoice. */
export async function findBuyer(tx: Db | Tx, recruiterId: number) {
  const [row] = await tx
    .select({
      company: recruiters.company,
      manager: recruiters.manager,
      siret: recruiters.siret,
      address: recruiters.address,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      addressSiret: sql<
        string | null
      >`(select ${addresses.siret} from ${addresses} where ${addresses.recruiterId} = ${recruiters.id} and ${addresses.siret} is not null order by ${addresses.id} limit 1)`,
      addressContent: sql<Record<
        string,
        unknown
      > | null>`(select ${addresses.content} from ${addresses} where ${addresses.recruiterId} = ${recruiters.id} order by ${addresses.parentId} nulls first, ${addresses.id} limit 1)`,
    })
    .from(recruiters)
    .innerJoin(users, eq(users.id, recruiters.userId))
    .where(eq(recruiters.id, recruiterId))
    .limit(1);
  return row ?? null;
}

export async function insertInvoice(tx: Tx, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('invoice insert returned nothing');
  return row;
}

export async function findInvoiceByOrder(db: Db | Tx, orderId: number): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.type, 'invoice')))
    .limit(1);
  return row ?? null;
}

export async function findInvoice(db: Db | Tx, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row ?? null;
}

/** An order's lines with what their price and product say of them: the period of a subscription, the product's description. */
export async function findInvoiceLines(db: Db | Tx, orderId: number) {
  return db
    .select({
      label: orderLines.label,
      quantity: orderLines.quantity,
      unitAmount: orderLines.unitAmount,
      amount: orderLines.amount,
      interval: prices.interval,
      intervalCount: prices.intervalCount,
      description: products.description,
      productCode: products.code,
    })
    .from(orderLines)
    .innerJoin(prices, eq(prices.id, orderLines.priceId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

export async function listRecruiterInvoices(db: Db, recruiterId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.recruiterId, recruiterId)).orderBy(desc(invoices.issuedAt), desc(invoices.id));
}

export async function listUntreatedInvoiceIds(db: Db, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.isTreated, false), or(isNull(invoices.pdfClaimedUntil), lt(invoices.pdfClaimedUntil, sql`now()`))))
    .orderBy(asc(invoices.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Claims an untreated invoice for making its PDF: one atomic update that holds it for `seconds`
 * (several instances, the webhook and the sweep may try at once; one wins). A claim left by a
 * crashed instance lapses. Answers the invoice when this caller holds it.
 */
export async function claimInvoiceForPdf(db: Db, id: number, seconds = 120): Promise<InvoiceRow | null> {
  const [row] = await db
    .update(invoices)
    .set({ pdfClaimedUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(
      and(
        eq(invoices.id, id),
        eq(invoices.isTreated, false),
        or(isNull(invoices.pdfClaimedUntil), lt(invoices.pdfClaimedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Gives a claimed invoice back (its PDF failed): the next sweep tries again. */
export async function releaseInvoiceClaim(db: Db, id: number): Promise<void> {
  await db
    .update(invoices)
    .set({ pdfClaimedUntil: null })
    .where(and(eq(invoices.id, id), eq(invoices.isTreated, false)));
}

/** Answers whether this call made the invoice treated (once per invoice: the confirmation mail follows it). */
export async function markInvoiceTreated(db: Db, id: number, pdfKey: string): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ pdfKey, isTreated: true, pdfClaimedUntil: null })
    .where(and(eq(invoices.id, id), eq(invoices.isTreated, false)))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/**
 * What the "subscription confirmed" mail says of an invoice's order (decision 125): the account's
 * e-mail, language and kind, and the subscriptions the order started (none for a resume purchase).
 */
export async function findSubscriptionReceipt(db: Db, orderId: number, recruiterId: number) {
  const [account] = await db
    .select({ email: users.email, language: users.language, isAffiliate: recruiters.isAffiliate })
    .from(recruiters)
    .innerJoin(users, eq(users.id, recruiters.userId))
    .where(eq(recruiters.id, recruiterId))
    .limit(1);
  // The demo data's paid orders (provider 'demo') were never paid by anyone: no mail for them.
  const periods = await db
    .select({ start: subscriptions.currentPeriodStart, end: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(and(eq(subscriptions.orderId, orderId), ne(orders.provider, 'demo')))
    .orderBy(asc(subscriptions.id));
  const [order] = await db.select({ kind: orders.kind, provider: orders.provider }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return { account, periods, order };
}

/** The language the buyer reads (users.language): their invoices and credit notes follow it. */
export async function findBuyerLanguage(db: Db, recruiterId: number): Promise<string | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(recruiters)
    .innerJoin(users, eq(users.id, recruiters.userId))
    .where(eq(recruiters.id, recruiterId))
    .limit(1);
  return row?.language ?? null;
}

export async function findOrderUuid(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db.select({ uuid: orders.uuid }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row?.uuid ?? null;
}

/** Paid orders that have no invoice yet (demo data, or orders paid before invoices existed), oldest first. */
export async function listPaidOrdersWithoutInvoice(db: Db, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), sql`NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = ${orders.id})`))
    .orderBy(asc(orders.paidAt), asc(orders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A paid order, locked for this transaction; null when another transaction holds it or it is not paid. */
export async function lockPaidOrder(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.status, 'paid')))
    .for('update', { skipLocked: true });
  return row ?? null;
}
