import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { emailChanges, registrationEmailCodes, users } from '../../db/schema/index.ts';

/** The user's e-mail change waiting for its code, asked after `since`. */
export const findPendingChange = async (db: Db, userId: number, since: Date) => {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.undoneAt),
        gt(emailChanges.requestedAt, since),
      ),
    )
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return row;
};

/** A new pending change replaces the user's earlier ones. */
export async function insertPendingChange(db: Db, values: { userId: number; oldEmail: string; newEmail: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await dropPendingChanges(tx, values.userId);
    await tx.insert(emailChanges).values(values);
  });
}

export const dropPendingChanges = (db: Db | Tx, userId: number) =>
  db.delete(emailChanges).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt)));

/** Moves the user from `from` to `to`; false when the user no longer holds `from` (a change raced it). */
export async function moveUser(tx: Tx, userId: number, from: string, to: string): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ email: to, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = lower(${from})`))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Confirms the move, recording the account's bank details of that moment (an affiliate's), which an undo may put back. */
export async function confirmChange(tx: Tx, id: number, undoTokenHash: string, undoExpiresAt: Date): Promise<void> {
  await tx.update(emailChanges).set({ confirmedAt: new Date(), undoTokenHash, undoExpiresAt }).where(eq(emailChanges.id, id));
  await tx.execute(sql`UPDATE email_changes ec SET previous_iban = r.iban, previous_account_holder_name = r.account_holder_name
    FROM recruiters r WHERE ec.id = ${id} AND r.user_id = ec.user_id`);
}

/**
 * The undo of a move also undoes a change of the bank details made after it (whoever took the account
 * may have put their IBAN): the IBAN and holder of the move's moment come back, and the change date
 * restarts the 48-hour hold (decision 116). Bank details untouched since the move stay as they are.
 */
export async function restoreBankDetailsOfMove(
  tx: Tx,
  userId: number,
  confirmedAt: Date,
  previous: { iban: string | null; holder: string | null },
) {
  await tx.execute(sql`UPDATE recruiters SET iban = ${previous.iban}, account_holder_name = ${previous.holder}, bank_details_changed_at = now()
    WHERE user_id = ${userId} AND bank_details_changed_at > ${confirmedAt.toISOString()}::timestamptz`);
}

/**
 * Where a security notice of the account goes (bank details changed...): its current address and
 * every address it left by an e-mail change that can still be undone (decision 118, issue 28 third
 * round), so the notice reaches the mailbox that can still take the account back.
 */
export async function securityNoticeRecipients(db: Db | Tx, userId: number, currentEmail: string): Promise<string[]> {
  const result = await db.execute(sql`SELECT DISTINCT ec.old_email AS email FROM email_changes ec
    WHERE ec.user_id = ${userId} AND ec.confirmed_at IS NOT NULL AND ec.undone_at IS NULL AND ec.undo_expires_at > now()`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { email: string }[] }).rows) as { email: string }[];
  const seen = new Set([currentEmail.toLowerCase()]);
  const recipients = [currentEmail];
  for (const { email } of rows) {
    if (seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    recipients.push(email);
  }
  return recipients;
}

/** Uses an undo link, atomically: the change it undoes, or undefined when unknown, used or expired. */
export async function takeUndo(tx: Tx, undoTokenHash: string) {
  const [row] = await tx
    .update(emailChanges)
    .set({ undoneAt: new Date() })
    .where(
      and(
        eq(emailChanges.undoTokenHash, undoTokenHash),
        isNull(emailChanges.undoneAt),
        sql`${emailChanges.confirmedAt} is not null`,
        gt(emailChanges.undoExpiresAt, new Date()),
      ),
    )
    .returning({
      userId: emailChanges.userId,
      oldEmail: emailChanges.oldEmail,
      newEmail: emailChanges.newEmail,
      confirmedAt: emailChanges.confirmedAt,
      previousIban: emailChanges.previousIban,
      previousAccountHolderName: emailChanges.previousAccountHolderName,
    });
  return row;
}

export async function currentEmailForUpdate(tx: Tx, userId: number): Promise<string | undefined> {
  const result = await tx.execute(sql`select email from users where id = ${userId} for update`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { email: string }[] }).rows) as { email: string }[];
  return rows[0]?.email;
}

/** The restoring move of an undo, kept as history (no link of its own). */
export async function insertRestoration(tx: Tx, values: { userId: number; oldEmail: string; newEmail: string }): Promise<void> {
  const now = new Date();
  await tx.insert(emailChanges).values({ ...values, requestedAt: now, confirmedAt: now });
}

/** The other undo links of the user stop working: one undo restores, no later link moves the account back. */
export async function voidUndoLinks(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(emailChanges)
    .set({ undoExpiresAt: new Date() })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.undoneAt), gt(emailChanges.undoExpiresAt, new Date())));
}

/** The e-mail codes of the addresses (registration or e-mail change) no longer work. */
export async function dropEmailCodes(tx: Tx, emails: string[]): Promise<void> {
  await tx.delete(registrationEmailCodes).where(
    inArray(
      sql`lower(${registrationEmailCodes.email})`,
      emails.map((e) => e.toLowerCase()),
    ),
  );
}
