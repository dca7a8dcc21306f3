import type { Order } from '@app/contracts/orders';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { findInvoiceByOrder } from '../invoices/index.ts';
import { findOrderLines, findRecruiterOrder, findRecruiterOrderBySession, type OrderRow } from '../orders/index.ts';

async function toOrder(db: Db, row: OrderRow): Promise<Order> {
  const [lines, invoice] = await Promise.all([findOrderLines(db, row.id), findInvoiceByOrder(db, row.id)]);
  const addressIds = [...new Set(lines.map((l) => l.addressId).filter((id): id is number => id !== null))];
  const uuids = addressIds.length
    ? new Map(
        (await db.select({ id: addresses.id, uuid: addresses.uuid }).from(addresses).where(inArray(addresses.id, addressIds))).map(
          (a) => [a.id, a.uuid] as const,
        ),
      )
    : new Map<number, string>();
  return {
    uuid: row.uuid,
    kind: row.kind,
    status: row.status,
    totalExclVat: row.totalExclVat,
    vatAmount: row.vatAmount,
    totalInclVat: row.totalInclVat,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    lines: lines.map((l) => ({ label: l.label, quantity: l.quantity, unitAmount: l.unitAmount, amount: l.amount })),
    invoiceId: invoice?.id ?? null,
    // A deleted site is no longer named.
    addresses: addressIds.flatMap((id) => (uuids.has(id) ? [uuids.get(id)!] : [])),
  };
}

/** Another account's order answers 404 (product decisions). */
export async function getOwnOrder(db: Db, recruiterId: number, uuid: string): Promise<Order> {
  const row = await findRecruiterOrder(db, recruiterId, uuid);
  if (!row) throw notFound();
  return toOrder(db, row);
}

/** Whether the account owns the order (the embedded checkout's pay and cancel buttons). */
export async function ownsOrder(db: Db, recruiterId: number, uuid: string): Promise<boolean> {
  return (await findRecruiterOrder(db, recruiterId, uuid)) !== null;
}

export async function getOwnOrderBySession(db: Db, recruiterId: number, sessionId: string): Promise<Order> {
  const row = await findRecruiterOrderBySession(db, recruiterId, sessionId);
  if (!row) throw notFound();
  return toOrder(db, row);
}
