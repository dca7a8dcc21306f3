import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { PRIVACY_REQUEST_MONTHS, type PrivacyRequest } from '@app/contracts/staff-support';
import type { Db } from '../../db/client.ts';
import { privacyRequests } from '../../db/schema/index.ts';

/**
 * The GDPR requests and their legal deadline (issue 34 item 5, decision 161): one month from receipt
 * (article 12.3). A download or an erasure made by the person on the site is recorded done at once,
 * under a masked address (the erased person is not kept by their request); staff record those
 * received otherwise (a mail, a letter) and mark them done.
 */
type Kind = PrivacyRequest['kind'];
type Subject = PrivacyRequest['subject'];

/** `jean.dupont@example.com` → `j***@example.com`: enough to tell requests apart, not to find the person again. */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

/** Records a request the person made and the site answered at once (never fails the person's request). */
export async function recordSelfServiceRequest(db: Db, kind: Kind, subject: Subject, email: string, now = new Date()): Promise<void> {
  await db
    .insert(privacyRequests)
    .values({
      kind,
      subject,
      email: maskEmail(email),
      channel: 'self_service',
      receivedAt: now,
      dueAt: dueAfter(now),
      doneAt: now,
    })
    .catch(() => undefined);
}

/** One month after receipt, by PostgreSQL's calendar (the 31st gives the month's last day). */
const dueAfter = (receivedAt: Date) => sql`${receivedAt.toISOString()}::timestamptz + make_interval(months => ${PRIVACY_REQUEST_MONTHS})`;

type Row = typeof privacyRequests.$inferSelect;
const view = (r: Row, now = Date.now()): PrivacyRequest => ({
  id: r.id,
  kind: r.kind,
  subject: r.subject,
  email: r.email,
  channel: r.channel,
  receivedAt: r.receivedAt.toISOString(),
  dueAt: r.dueAt.toISOString(),
  doneAt: r.doneAt?.toISOString() ?? null,
  overdue: r.doneAt === null && r.dueAt.getTime() < now,
  note: r.note,
});

/** Open requests by deadline (soonest first), or done ones newest first; 200 at most. */
export async function listPrivacyRequests(db: Db, state: 'open' | 'done' | 'all'): Promise<PrivacyRequest[]> {
  const where = state === 'open' ? isNull(privacyRequests.doneAt) : state === 'done' ? isNotNull(privacyRequests.doneAt) : undefined;
  const order = state === 'open' ? privacyRequests.dueAt : desc(privacyRequests.receivedAt);
  const rows = await db.select().from(privacyRequests).where(where).orderBy(order).limit(200);
  return rows.map((r) => view(r));
}

export async function findPrivacyRequest(db: Db, id: number): Promise<PrivacyRequest | null> {
  const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id)).limit(1);
  return row ? view(row) : null;
}

/** A request received by staff (mail, letter): due one month after its receipt. */
export async function addPrivacyRequest(
  db: Db,
  input: { kind: Kind; subject: Subject; email: string; receivedOn?: string; note: string | null },
): Promise<PrivacyRequest> {
  const receivedAt = input.receivedOn ? new Date(`${input.receivedOn}T12:00:00Z`) : new Date();
  const [row] = await db
    .insert(privacyRequests)
    .values({
      kind: input.kind,
      subject: input.subject,
      email: input.email.trim().toLowerCase(),
      channel: 'staff',
      receivedAt,
      dueAt: dueAfter(receivedAt),
      note: input.note,
    })
    .returning();
  return view(row!);
}

/** Marks a request done, once (one UPDATE): the row, and whether this call did it. */
export async function completePrivacyRequest(
  db: Db,
  id: number,
  note: string | null,
): Promise<{ done: boolean; request: PrivacyRequest | null }> {
  const [row] = await db
    .update(privacyRequests)
    .set({ doneAt: sql`now()`, ...(note ? { note } : {}) })
    .where(and(eq(privacyRequests.id, id), isNull(privacyRequests.doneAt)))
    .returning();
  if (row) return { done: true, request: view(row) };
  return { done: false, request: await findPrivacyRequest(db, id) };
}
