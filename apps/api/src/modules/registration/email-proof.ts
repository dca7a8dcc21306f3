import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_MINUTES, EMAIL_PROOF_TTL_SECONDS } from '@app/contracts/constants';
import { EMAIL_PROOF_KEYS } from '@app/contracts/registration';
import { normalizeEmail } from '@app/contracts/validation';
import type { Language } from '@app/contracts/constants';
import type { Db, Tx } from '../../db/client.ts';
import { registrationEmailCodes, type EmailCodePurpose } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { accountLanguage } from '../../lib/mail-language.ts';
import type { TokenSigner } from '../../lib/tokens.ts';
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

/** Sends the code, or the "you already have an account" mail; the caller answers the same either way. */
export async function requestEmailCode(deps: EmailProofDeps, rawEmail: string, pageLanguage: Language = 'fr'): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const existing = await accountLanguage(deps.db, email);
  if (existing) {
    await deps.mailer.send(await existingAccountMail(email, existing, appLink(deps, '/login'), appLink(deps, '/lost-password')));
    return;
  }
  await deps.mailer.send(await emailCodeMail(email, pageLanguage, await issueEmailCode(deps.db, email, 'registration')));
}

/**
 * A new code for the normalized `email` and `purpose`, stored hashed; it replaces the previous one of
 * that purpose only (and its count of tries). The one code mechanism of the product: registration and
 * the e-mail change (decision 118) mail it, each with its own text and its own row (decision 130).
 */
export async function issueEmailCode(db: Db, email: string, purpose: EmailCodePurpose): Promise<string> {
  const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
  const values = { codeHash: hashCode(email, code), expiresAt: new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60_000), attempts: 0 };
  await db
    .insert(registrationEmailCodes)
    .values({ email, purpose, ...values })
    .onConflictDoUpdate({ target: [registrationEmailCodes.email, registrationEmailCodes.purpose], set: { ...values, createdAt: new Date() } });
  return code;
}

/**
 * Uses the code of the normalized `email`: each wrong try counts, the code is gone after the last,
 * and a right code works once even when sent twice at the same time. `validation_failed` on `field`
 * otherwise.
 */
export async function consumeEmailCode(db: Db | Tx, email: string, purpose: EmailCodePurpose, code: string, field = 'code'): Promise<void> {
  const hash = hashCode(email, code.trim());
  // One atomic statement counts the try, so parallel guesses cannot share one try.
  const [row] = await db
    .update(registrationEmailCodes)
    .set({ attempts: sql`${registrationEmailCodes.attempts} + 1` })
    .where(
      and(
        eq(registrationEmailCodes.email, email),
        eq(registrationEmailCodes.purpose, purpose),
        gt(registrationEmailCodes.expiresAt, new Date()),
        sql`${registrationEmailCodes.attempts} < ${EMAIL_CODE_MAX_ATTEMPTS}`,
      ),
    )
    .returning({ codeHash: registrationEmailCodes.codeHash });
  if (!row || !timingSafeEqual(Buffer.from(row.codeHash), Buffer.from(hash))) throw codeInvalid(field);
  // Only the request that deletes the code uses it.
  const used = await db
    .delete(registrationEmailCodes)
    .where(and(eq(registrationEmailCodes.email, email), eq(registrationEmailCodes.purpose, purpose), eq(registrationEmailCodes.codeHash, hash)))
    .returning({ email: registrationEmailCodes.email });
  if (used.length !== 1) throw codeInvalid(field);
}

/** Exchanges a right code for a proof; each wrong try counts, and the code is gone after the last. */
export async function checkEmailCode(deps: EmailProofDeps, rawEmail: string, code: string): Promise<string> {
  const email = normalizeEmail(rawEmail);
  await consumeEmailCode(deps.db, email, 'registration', code);
  return deps.signer.signEmailProof(email, EMAIL_PROOF_TTL_SECONDS);
}

/** Refuses a registration whose proof is missing, forged, expired or for another e-mail. */
export async function assertEmailProof(signer: TokenSigner, rawEmail: string, proof: string): Promise<void> {
  const proven = await signer.verifyEmailProof(proof);
  if (proven === null || proven !== normalizeEmail(rawEmail)) {
    throw new AppError('validation_failed', 'E-mail not confirmed', { email: [EMAIL_PROOF_KEYS.proofInvalid] });
  }
}
