import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { emailOutbox, users } from '../../db/schema/index.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which template produced it, for operators reading the outbox. */
  template: string;
  /**
   * Whom the mail is for (decision 118): by default the account that holds `to` when the mail is
   * written; `{ candidateId }` for a mail to a candidate; `'team'` for a mail to the product's own
   * team (contact and QR-code messages), which is no one's account mail.
   */
  recipient?: { candidateId: number } | 'team';
  /**
   * The candidates a mail to an account names (first name and job of an application): erasing one
   * of them removes the mail from the outbox (decision 133).
   */
  mentions?: number[];
}

/** What a log line may say of a kept mail: its id, template and subject, and a short hash of the recipient, never the address (decision 133). */
export interface KeptMailNotice {
  id: number;
  template: string;
  subject: string;
  recipientHash: string;
}

/** A short keyed-free hash of a recipient address: the same address gives the same 12 characters (a log can be followed), the address is not in it. */
export const recipientHash = (address: string): string =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 12);

/** Sends e-mail. Every message is first written to the outbox table, then handed to the transport. */
export interface Mailer {
  readonly driver: 'outbox' | 'smtp';
  /** Writes the message and delivers it; fails when the delivery fails (the row says so). */
  send(message: MailMessage): Promise<void>;
  /**
   * Writes the message and delivers it after the caller's answer, for the answers that must not
   * tell whether a mail was sent (a password reset, a candidate's data link, a registration code):
   * the answer's time no longer depends on the mail server, nor its status on a delivery failure,
   * which the outbox row records (decision 149).
   */
  post(message: MailMessage): Promise<void>;
}

interface Transport {
  deliver(message: MailMessage & { from: string }): Promise<void>;
}

/**
 * The person a mail is tied to, at the moment it is written: the account holding the address (read
 * in the same statement, so a later move of the address does not take the mail along), the candidate
 * named, or no one for the team's mail.
 */
const recipientColumns = (message: MailMessage) => {
  if (message.recipient === 'team') return { userId: null, candidateId: null };
  if (message.recipient) return { userId: null, candidateId: message.recipient.candidateId };
  return {
    userId: sql<number | null>`(select ${users.id} from ${users} where lower(${users.email}) = lower(${message.to}))`,
    candidateId: null,
  };
};

function createMailer(
  db: Db,
  driver: Mailer['driver'],
  from: string,
  transport?: Transport,
  announce?: (notice: KeptMailNotice) => void,
): Mailer {
  const write = async (message: MailMessage): Promise<number | undefined> => {
    const [row] = await db
      .insert(emailOutbox)
      .values({
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        template: message.template,
        status: transport ? 'pending' : 'kept',
        ...recipientColumns(message),
        mentionedCandidateIds: message.mentions?.length ? message.mentions : null,
      })
      .returning({ id: emailOutbox.id });
    if (row) announce?.({ id: row.id, template: message.template, subject: message.subject, recipientHash: recipientHash(message.to) });
    return row?.id;
  };
  const deliver = async (id: number, message: MailMessage, transport: Transport): Promise<void> => {
    try {
      await transport.deliver({ ...message, from });
      await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: 1 }).where(eq(emailOutbox.id, id));
    } catch (err) {
      await db
        .update(emailOutbox)
        .set({ status: 'failed', attempts: 1, lastError: err instanceof Error ? err.message : String(err) })
        .where(eq(emailOutbox.id, id));
      throw err;
    }
  };
  return {
    driver,
    async send(message) {
      const id = await write(message);
      if (transport && id !== undefined) await deliver(id, message, transport);
    },
    async post(message) {
      const id = await write(message);
      // The failure is in the outbox row; nobody waits for this delivery.
      if (transport && id !== undefined) deliver(id, message, transport).catch(() => undefined);
    },
  };
}

/**
 * Messages stay in the outbox table (embedded default); operators read them there. `announce`
 * (outside production) prints each one's id, template and subject, e.g. a registration code, so that
 * someone trying the product locally can go through registration; the recipient only as a short hash
 * (decision 133: a log outlives an erasure, an address in it would identify the person).
 */
export const createOutboxMailer = (db: Db, from: string, announce?: (notice: KeptMailNotice) => void): Mailer =>
  createMailer(db, 'outbox', from, undefined, announce);

/** SMTP through nodemailer, e.g. `smtp://user:pass@host:587`. */
export function createSmtpMailer(db: Db, from: string, smtpUrl: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl);
  return createMailer(db, 'smtp', from, {
    deliver: async (m) => {
      await transporter.sendMail({ from: m.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
  });
}
