import { and, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '@app/contracts/constants';
import type { InboxMessage } from '@app/contracts/staff';
import type { Db } from '../../db/client.ts';
import { contactMessages, recruiters } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { StaffContext } from '../../plugins/staff-auth.ts';
import { appendAudit } from './staff.repository.ts';
import { auditBy } from './staff.service.ts';
import { inboxAnswerMail } from './staff.mails.ts';

/**
 * The inbox (issue 34, item 5; decision 152): the messages of the contact form, of the QR-code form
 * and the posters asked for, which also go to CONTACT_EMAIL as before; here with a status (new,
 * answered, closed), answered by mail from the back office, every change audited.
 */
type Status = InboxMessage['status'];

const columns = {
  id: contactMessages.id,
  kind: contactMessages.kind,
  email: contactMessages.email,
  message: contactMessages.message,
  quantity: contactMessages.quantity,
  company: recruiters.company,
  status: contactMessages.status,
  createdAt: contactMessages.createdAt,
  answer: contactMessages.answer,
  answerLang: contactMessages.answerLang,
  answeredBy: contactMessages.answeredBy,
  answeredAt: contactMessages.answeredAt,
};

const selectMessages = (db: Db) =>
  db.select(columns).from(contactMessages).leftJoin(recruiters, eq(recruiters.id, contactMessages.recruiterId));

type Row = Awaited<ReturnType<typeof selectMessages>>[number];
const inboxMessage = ({ answer, answerLang, answeredBy, answeredAt, ...r }: Row): InboxMessage => ({
  ...r,
  company: r.company ?? null,
  createdAt: r.createdAt.toISOString(),
  answer:
    answer !== null && answerLang !== null && answeredBy !== null && answeredAt !== null
      ? { text: answer, lang: answerLang, by: answeredBy, at: answeredAt.toISOString() }
      : null,
});

export async function listInbox(db: Db, status: Status): Promise<InboxMessage[]> {
  const rows = await selectMessages(db).where(eq(contactMessages.status, status)).orderBy(desc(contactMessages.id)).limit(200);
  return rows.map(inboxMessage);
}

async function findMessage(db: Db, id: number): Promise<InboxMessage> {
  const [row] = await selectMessages(db).where(eq(contactMessages.id, id)).limit(1);
  if (!row) throw notFound();
  return inboxMessage(row);
}

/** Mails the answer to whoever wrote, then marks the message answered; audited with the answer. */
export async function answerMessage(
  deps: { db: Db; mailer: Mailer },
  staff: StaffContext,
  id: number,
  input: { answer: string; lang: Language },
): Promise<InboxMessage> {
  const before = await findMessage(deps.db, id);
  await deps.mailer.send(await inboxAnswerMail(before.email, input.lang, input.answer, before.message));
  await deps.db
    .update(contactMessages)
    .set({
      status: 'answered',
      statusChangedAt: sql`now()`,
      answer: input.answer,
      answerLang: input.lang,
      answeredBy: staff.email,
      answeredAt: sql`now()`,
    })
    .where(eq(contactMessages.id, id));
  await appendAudit(deps.db, {
    ...auditBy(staff),
    action: 'inbox.answer',
    target: `message:${id}`,
    before: { status: before.status },
    after: { status: 'answered', lang: input.lang, answer: input.answer },
  });
  return findMessage(deps.db, id);
}

/** Closes a message (or opens it again); audited. Nothing is written when it already has that status. */
export async function setMessageStatus(db: Db, staff: StaffContext, id: number, status: 'new' | 'closed'): Promise<InboxMessage> {
  const before = await findMessage(db, id);
  const changed = await db
    .update(contactMessages)
    .set({ status, statusChangedAt: sql`now()` })
    .where(and(eq(contactMessages.id, id), sql`${contactMessages.status} <> ${status}`))
    .returning({ id: contactMessages.id });
  if (changed.length)
    await appendAudit(db, {
      ...auditBy(staff),
      action: `inbox.${status === 'closed' ? 'close' : 'reopen'}`,
      target: `message:${id}`,
      before: { status: before.status },
      after: { status },
    });
  return findMessage(db, id);
}
