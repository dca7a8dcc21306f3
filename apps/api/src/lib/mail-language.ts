import type { Language } from '@app/contracts/constants';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { addresses, candidates, users } from '../db/schema/index.ts';

/**
 * The language of a mail is its recipient's (decision 135): an account's `users.language` (the
 * site's language at sign-up, then each switch made while signed in), a candidate's
 * `candidates.language` (the page they applied or signed up on), else the language of the page
 * that caused the mail (the caller's `requestLanguage`).
 */

/** The language of the account holding `email` (case ignored), or null when no account holds it. */
export async function accountLanguage(db: Db, email: string): Promise<Language | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row?.language ?? null;
}

/** The language of an account by its user id (French when the account is gone). */
export async function userLanguage(db: Db, userId: number): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? 'fr';
}

/** The language a candidate applied or signed up in (French when the candidate is gone). */
export async function candidateLanguage(db: Db, candidateId: number): Promise<Language> {
  const [row] = await db.select({ language: candidates.language }).from(candidates).where(eq(candidates.id, candidateId)).limit(1);
  return row?.language ?? 'fr';
}

/**
 * SQL: the language of the account of a recruiter id (a site's mails are written in its owner's
 * language). Aliased tables: Drizzle writes a one-table select's columns without their table, which
 * a subquery naming `recruiters` and `users` would make ambiguous.
 */
export const ownerLanguageSql = (recruiterId: SQL): SQL<Language> =>
  sql<Language>`coalesce((select owner_user.language from recruiters owner_recruiter join users owner_user on owner_user.id = owner_recruiter.user_id where owner_recruiter.id = ${recruiterId}), 'fr')`;

/** `addresses.recruiter_id` written with its table, for `ownerLanguageSql` in a select of addresses. */
export const ADDRESS_RECRUITER_ID = sql.raw('"addresses"."recruiter_id"');

/** The language of the account that owns an address. */
export async function addressOwnerLanguage(db: Db, addressId: number): Promise<Language> {
  const [row] = await db
    .select({ language: ownerLanguageSql(ADDRESS_RECRUITER_ID) })
    .from(addresses)
    .where(eq(addresses.id, addressId));
  return row?.language ?? 'fr';
}
