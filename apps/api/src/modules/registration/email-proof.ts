import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_MINUTES, EMAIL_PROOF_TTL_SECONDS } from '@app/contracts/constants';
import { EMAIL_CODE_LINK_QUERY, EMAIL_PROOF_KEYS } from '@app/contracts/registration';
import { APP_PATHS } from '@app/contracts/routes';
import { normalizeEmail } from '@app/contracts/validation';
import type { Language } from '@app/contracts/constants';
import type { Db, Tx } from '../../db/client.ts';
import { registrationEmailCodes, type EmailCodePurpose } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { mayMailAnotherSecret } from '../../lib/mailbox-secrets.ts';
import { accountLanguage } from '../../lib/mail-language.ts';
import { hashOpaqueToken, newOpaqueToken, type TokenSigner } from '../../lib/tokens.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { appLink } from '../checkout/index.ts';
import { emailCodeMail, existingAccountMail } from './registration.mails.ts';

/**
 * Registration proves the e-mail first (issue 10, decision 078), so that it never tells whether an
 * address has an account: asking for a code always answers the same; the address receives either a
 * code or, when it already has an account, a mail that says so. A checked code gives a signed proof
 * that the registration bodies carry.
 */
export interface EmailProofDeps {
  db: Db;
  mailer: Mailer;
  signer: TokenSigner;
  publicUrl: string;
}

const hashCode = (email: string, code: string): string => createHash('sha256').update(`${email}|${code}`).digest('hex');
const codeInvalid = (field = 'code') =>
  new AppError('validation_failed', 'Code invalid or expired', { [field]: [EMAIL_PROOF_KEYS.codeInvalid] });

/**
 * Who may try a code (decision 144): the one who asked for it. A registration code belongs to the
 * browser that asked (its `qr_code_holder` cookie), an e-mail change code to the account that asked.
 * Tries are counted on the holder's own codes only, so a stranger who knows the address spends the
 * tries of the codes they asked for, never the owner's; stored hashed.
 */
export type CodeHolder = { browser: string } | { user: number };
const holderKey = (holder: CodeHolder): string =>
  createHash('sha256')
    .update('browser' in holder ? `browser:${holder.browser}` : `user:${holder.user}`)
    .digest('hex');

/** Sends the code, or the "you already have an account" mail; the caller answers the same either way. */
export async function requestEmailCode(
  deps: EmailProofDeps,
  rawEmail: string,
  holder: CodeHolder,
  pageLanguage: Language = 'fr',
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const existing = await accountLanguage(deps.db, email);
  if (existing) {
    await deps.mailer.post(await existingAccountMail(email, existing, appLink(deps, '/login'), appLink(deps, '/lost-password')));
    return;
  }
  const issued = await issueEmailCode(deps.db, email, 'registration', holder);
  if (issued) {
    const link = appLink(deps, APP_PATHS.register, { [EMAIL_CODE_LINK_QUERY]: issued.linkToken });
    await deps.mailer.post(await emailCodeMail(email, pageLanguage, issued.code, link));
  }
}

/** A mailed code and the token of the single-use link mailed with it (decision 158). */
export interface IssuedEmailCode {
  code: string;
  linkToken: string;
}

/**
 * A new code for the normalized `email` and `purpose`, held by `holder`, stored hashed, with the
 * token of a single-use link that works in any browser (decision 158: a stranger who spends the
 * address's hourly budget of code mails only sends its owner usable links), or null when
 * this holder already holds its budget of live codes of that address and purpose (decision 139:
 * then nothing is mailed and the caller answers the same; decision 144: counted per holder, so a
 * stranger's codes never fill the owner's budget). It voids no other code: every unexpired code stays
 * valid until one is used. The one code mechanism of the product: registration and the e-mail change
 * (decision 118) mail it, each with its own text and its own rows (decision 130).
 */
export async function issueEmailCode(
  db: Db,
  email: string,
  purpose: EmailCodePurpose,
  holder: CodeHolder,
): Promise<IssuedEmailCode | null> {
  const mine = and(eq(registrationEmailCodes.email, email), eq(registrationEmailCodes.purpose, purpose));
  const held = eq(registrationEmailCodes.holder, holderKey(holder));
  await db.delete(registrationEmailCodes).where(and(mine, lte(registrationEmailCodes.expiresAt, new Date())));
  const [live] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(registrationEmailCodes)
    .where(and(mine, held, sql`${registrationEmailCodes.attempts} < ${EMAIL_CODE_MAX_ATTEMPTS}`));
  if (!mayMailAnotherSecret(Number(live?.n ?? 0))) return null;
  const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
  const link = newOpaqueToken();
  await db.insert(registrationEmailCodes).values({
    email,
    purpose,
    holder: holderKey(holder),
    codeHash: hashCode(email, code),
    linkHash: link.hash,
    expiresAt: new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60_000),
  });
  return { code, linkToken: link.token };
}

const linkInvalid = () => new AppError('validation_failed', 'Link invalid or expired', { token: [EMAIL_PROOF_KEYS.linkInvalid] });

/**
 * Uses the single-use link mailed with a code of `purpose` (decision 158), from any browser: one
 * atomic DELETE ... RETURNING takes the row whose link hash it is, for that purpose, unexpired, so
 * the link works once even when opened twice at the same time, and never for another purpose (a
 * registration link opens no candidate session). The stored hash is compared again in constant
 * time. Using it voids the other codes and links of its address and purpose, as a used code does.
 * Answers the normalized address the link was mailed to; `validation_failed` otherwise.
 */
export async function consumeEmailLink(db: Db | Tx, purpose: EmailCodePurpose, token: string): Promise<string> {
  const hash = hashOpaqueToken(token.trim());
  const [row] = await db
    .delete(registrationEmailCodes)
    .where(
      and(
        eq(registrationEmailCodes.purpose, purpose),
        eq(registrationEmailCodes.linkHash, hash),
        gt(registrationEmailCodes.expiresAt, new Date()),
      ),
    )
    .returning({ email: registrationEmailCodes.email, linkHash: registrationEmailCodes.linkHash });
  if (!row?.linkHash || !timingSafeEqual(Buffer.from(row.linkHash), Buffer.from(hash))) throw linkInvalid();
  await db
    .delete(registrationEmailCodes)
    .where(and(eq(registrationEmailCodes.email, row.email), eq(registrationEmailCodes.purpose, purpose)));
  return row.email;
}

/** Exchanges a registration code's mailed link for the proof, and the address it proves (decision 158). */
export async function checkEmailLink(deps: EmailProofDeps, token: string): Promise<{ email: string; emailProof: string }> {
  const email = await consumeEmailLink(deps.db, 'registration', token);
  return { email, emailProof: await deps.signer.signEmailProof(email, EMAIL_PROOF_TTL_SECONDS) };
}

/**
 * Uses a code of the normalized `email` and `purpose` held by `holder` (decision 144): each wrong
 * try counts on every live code of that holder (never on another's: a stranger's tries cannot void
 * the owner's codes), a code is gone after its last try (each code is tried at most
 * EMAIL_CODE_MAX_ATTEMPTS times, by its holder alone, so the guesses on one code stay bounded), a
 * right code works once even when sent twice at the same time, and using it voids the other codes
 * of its address and purpose, whoever holds them. `validation_failed` on `field` otherwise.
 */
export async function consumeEmailCode(
  db: Db | Tx,
  email: string,
  purpose: EmailCodePurpose,
  holder: CodeHolder | undefined,
  code: string,
  field = 'code',
): Promise<void> {
  if (!holder) throw codeInvalid(field);
  const hash = hashCode(email, code.trim());
  const mine = and(eq(registrationEmailCodes.email, email), eq(registrationEmailCodes.purpose, purpose));
  // One atomic statement counts the try, so parallel guesses cannot share one try.
  const rows = await db
    .update(registrationEmailCodes)
    .set({ attempts: sql`${registrationEmailCodes.attempts} + 1` })
    .where(
      and(
        mine,
        eq(registrationEmailCodes.holder, holderKey(holder)),
        gt(registrationEmailCodes.expiresAt, new Date()),
        sql`${registrationEmailCodes.attempts} < ${EMAIL_CODE_MAX_ATTEMPTS}`,
      ),
    )
    .returning({ id: registrationEmailCodes.id, codeHash: registrationEmailCodes.codeHash });
  const right = rows.find((row) => timingSafeEqual(Buffer.from(row.codeHash), Buffer.from(hash)));
  if (!right) throw codeInvalid(field);
  // Only the request that deletes the code uses it; then the others of its purpose go.
  const used = await db
    .delete(registrationEmailCodes)
    .where(eq(registrationEmailCodes.id, right.id))
    .returning({ id: registrationEmailCodes.id });
  if (used.length !== 1) throw codeInvalid(field);
  await db.delete(registrationEmailCodes).where(mine);
}

/** Exchanges a right code for a proof; each wrong try counts, and the code is gone after the last. */
export async function checkEmailCode(
  deps: EmailProofDeps,
  rawEmail: string,
  holder: CodeHolder | undefined,
  code: string,
): Promise<string> {
  const email = normalizeEmail(rawEmail);
  await consumeEmailCode(deps.db, email, 'registration', holder, code);
  return deps.signer.signEmailProof(email, EMAIL_PROOF_TTL_SECONDS);
}

/** Refuses a registration whose proof is missing, forged, expired or for another e-mail. */
export async function assertEmailProof(signer: TokenSigner, rawEmail: string, proof: string): Promise<void> {
  const proven = await signer.verifyEmailProof(proof);
  if (proven === null || proven !== normalizeEmail(rawEmail)) {
    throw new AppError('validation_failed', 'E-mail not confirmed', { email: [EMAIL_PROOF_KEYS.proofInvalid] });
  }
}
