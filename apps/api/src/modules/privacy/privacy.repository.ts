import { randomUUID } from 'node:crypto';
import { and, eq, getTableName, is, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Language } from '@app/contracts/constants';
import type { Db, Tx } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { candidates } from '../../db/schema/index.ts';
import { exportedColumns, PERSONAL_TABLES, REFERENCE_LABELS, withoutLiveSecrets, type Subject, type SubjectKeys } from './personal-data.ts';
import { addressOwnedBy } from '../../access/ownership.ts';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

let columnTypes: Map<string, Map<string, string>> | null = null;
/** SQL type of every column of the schema (Drizzle's declaration), read once. */
function typeOf(table: string, column: string): string | undefined {
  columnTypes ??= new Map(
    (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((t) => [getTableName(t), new Map(getTableConfig(t).columns.map((c) => [c.name, c.getSQLType()]))]),
  );
  return columnTypes.get(table)?.get(column);
}

/** One exported column as the download shows it: times in ISO 8601 (UTC), dates as YYYY-MM-DD (issue 31). */
function exportExpression(table: string, column: string): SQL {
  const id = sql`t.${sql.identifier(column)}`;
  const type = typeOf(table, column) ?? '';
  if (type.startsWith('timestamp') && type.includes('with time zone'))
    return sql`to_char(${id} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  if (type.startsWith('timestamp')) return sql`to_char(${id}, 'YYYY-MM-DD"T"HH24:MI:SS.MS')`;
  if (type === 'date') return sql`to_char(${id}, 'YYYY-MM-DD')`;
  return id;
}

/** The name of a reference id beside it (`<column>_label`, or `_labels` for an array of ids). */
function labelExpression(table: string, column: string): SQL | null {
  const ref = REFERENCE_LABELS[column];
  if (!ref || ref.table === table) return null;
  const id = sql`t.${sql.identifier(column)}`;
  if (ref.array) {
    return sql`(select coalesce(json_agg(r.name order by r.name), '[]'::json) from ${sql.identifier(ref.table)} r where r.id = any(${id})) as ${sql.identifier(`${column}_labels`)}`;
  }
  return sql`(select r.name from ${sql.identifier(ref.table)} r where r.id = ${id}) as ${sql.identifier(`${column}_label`)}`;
}

/**
 * Every row of the database that concerns the person, per table, with the columns the map of
 * personal data exports (personal-data.ts): the download is built from the map, so that a column
 * classified `export` cannot be forgotten by a hand-written query. Times are ISO 8601, reference ids
 * have their names beside them, and texts that may hold a live secret are blanked of it (decision 133).
 */
export async function exportRows<S extends Subject>(
  db: Db,
  subject: S,
  keys: SubjectKeys[S],
): Promise<Record<string, Record<string, unknown>[]>> {
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const [name, table] of Object.entries(PERSONAL_TABLES)) {
    const condition = table.subjects[subject] as
      ((k: SubjectKeys[S]) => ReturnType<NonNullable<typeof table.subjects.candidate>>) | undefined;
    if (!condition) continue;
    // Identifiers come from the map (constants), never from a request.
    const list: SQL[] = [];
    for (const column of exportedColumns(table)) {
      list.push(sql`${exportExpression(name, column)} as ${sql.identifier(column)}`);
      const label = labelExpression(name, column);
      if (label) list.push(label);
    }
    const result = await db.execute(
      sql`select ${sql.join(list, sql`, `)} from ${sql.identifier(name)} t where ${condition(keys)} order by 1`,
    );
    const rows = rowsOf<Record<string, unknown>>(result);
    for (const row of rows) {
      for (const column of table.secrets ?? []) {
        if (typeof row[column] === 'string') row[column] = withoutLiveSecrets(row[column]);
      }
    }
    tables[name] = rows;
  }
  return tables;
}

export interface CandidateRow {
  id: number;
  uuid: string;
  firstName: string;
  email: string;
  lastContactAt: Date;
  anonymizedAt: Date | null;
  /** The language of the page they applied or signed up on: their mails' (decision 135). */
  language: Language;
}

const candidateColumns = {
  id: candidates.id,
  uuid: candidates.uuid,
  firstName: candidates.firstName,
  email: candidates.email,
  lastContactAt: candidates.lastContactAt,
  anonymizedAt: candidates.anonymizedAt,
  language: candidates.language,
};

export async function findCandidateByUuid(db: Db | Tx, uuid: string): Promise<CandidateRow | undefined> {
  const [row] = await db.select(candidateColumns).from(candidates).where(eq(candidates.uuid, uuid)).limit(1);
  return row;
}

/** The candidate of an e-mail address (any case), unless anonymized. */
export async function findActiveCandidateByEmail(db: Db, email: string): Promise<CandidateRow | undefined> {
  const [row] = await db
    .select(candidateColumns)
    .from(candidates)
    .where(and(sql`lower(${candidates.email}) = lower(${email})`, isNull(candidates.anonymizedAt)))
    .limit(1);
  return row;
}

/** The candidate asked to be kept: the retention period starts again from now (a contact). */
export async function markContact(db: Db, candidateId: number, now: Date): Promise<void> {
  await db
    .update(candidates)
    .set({ lastContactAt: now, retentionNoticeAt: null })
    .where(and(eq(candidates.id, candidateId), isNull(candidates.anonymizedAt)));
}

/**
 * Claims up to `limit` candidates to warn: contact between `cutoff` (past it, the run anonymizes
 * them) and `warnBefore`, not warned since that contact, not anonymized. The claim is the notice date itself, written in the same statement
 * (`for update skip locked`): two instances never warn the same candidate (decision 076).
 */
export async function claimCandidatesToWarn(
  db: Db,
  limits: { cutoff: Date; warnBefore: Date },
  now: Date,
  limit: number,
): Promise<CandidateRow[]> {
  const result = await db.execute(sql`
    update candidates set retention_notice_at = ${now}
    where id in (
      select id from candidates
      where anonymized_at is null and last_contact_at <= ${limits.warnBefore} and last_contact_at > ${limits.cutoff}
        and (retention_notice_at is null or retention_notice_at < last_contact_at)
      order by last_contact_at
      limit ${limit}
      for update skip locked
    )
    returning id, uuid, first_name as "firstName", email, last_contact_at as "lastContactAt", anonymized_at as "anonymizedAt", language`);
  return rowsOf<CandidateRow>(result).map((r) => ({ ...r, lastContactAt: new Date(r.lastContactAt) }));
}

/** Ids of candidates past the retention period (contact at or before `cutoff`), oldest first. */
export async function findCandidatesPastRetention(db: Db, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(isNull(candidates.anonymizedAt), lte(candidates.lastContactAt, cutoff)))
    .orderBy(candidates.lastContactAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Locks the candidate for anonymization; undefined when another instance holds it, when it is
 * already anonymized, or (with `cutoff`) when a contact since made it young again.
 */
export async function lockCandidateToAnonymize(tx: Tx, id: number, cutoff: Date | null): Promise<CandidateRow | undefined> {
  const result = await tx.execute(sql`
    select id, uuid, first_name as "firstName", email, last_contact_at as "lastContactAt", anonymized_at as "anonymizedAt"
    from candidates
    where id = ${id} and anonymized_at is null ${cutoff ? sql`and last_contact_at <= ${cutoff}` : sql``}
    for update skip locked`);
  return rowsOf<CandidateRow>(result)[0];
}

/** Storage keys of the candidate's files (avatar, documents), removed after the anonymization. */
export async function candidateFiles(tx: Tx, id: number): Promise<string[]> {
  const result = await tx.execute(sql`
    select avatar as key from candidates where id = ${id} and avatar is not null
    union all select file_key from candidate_documents where candidate_id = ${id}`);
  return rowsOf<{ key: string }>(result).map((r) => r.key);
}

/**
 * Removes the candidate's names, contact details, documents, free text and profile; keeps the row
 * (its id; a new uuid, decision 133), the sign-up date, the affiliate, the applications and the purchases with
 * their amounts and dates, which now point to an anonymous candidate (decision 093). An unpaid
 * sign-up bonus of the candidate is voided (decision 128). The mails to accounts that name the
 * candidate and the visits that carry their uuid go too (decision 133).
 */
export async function anonymizeCandidate(tx: Tx, candidate: CandidateRow, now: Date): Promise<void> {
  const id = candidate.id;
  const newUuid = randomUUID();
  // Their lists' sizes, and the refresh of the capped lists they leave (decision 166), before their rows go.
  await tx.execute(sql`select match_candidate_leaves(${id})`);
  for (const table of [
    'candidate_searched_jobs',
    'candidate_skills',
    'candidate_languages',
    'candidate_licences',
    'candidate_locomotions',
    'candidate_caces',
    'candidate_degrees',
    'candidate_previous_jobs',
    'candidate_documents',
    'candidate_matches',
    'match_scope',
    'favorite_candidates',
    'candidate_email_proofs',
  ]) {
    await tx.execute(sql`delete from ${sql.identifier(table)} where candidate_id = ${id}`);
  }
  // An affiliate's sign-up bonus not yet in a payout is void once the candidate is erased (decision
  // 128): the profile it paid for is gone. The earnings of resumes actually sold stay.
  await tx.execute(sql`delete from affiliate_earnings where candidate_id = ${id} and kind = 'signup' and payout_id is null`);
  // The mails to accounts that name the candidate (new application, digests: first name and job) are
  // removed (decision 133): tied when written since migration 0045; before it, found by the site's
  // notification address and the first name typed with the application (before those names go).
  await tx.execute(sql`delete from email_outbox
    where ${id} = any(mentioned_candidate_ids)
      or (mentioned_candidate_ids is null and (template = 'new-application' or template like 'application-digest-%')
        and exists (select 1 from applications ap join addresses a on a.id = ap.address_id
          where ap.candidate_id = ${id} and lower(a.email) = lower(email_outbox.to_address)
            and position(lower(ap.first_name) in lower(email_outbox.text)) > 0))`);
  // The visits recorded when the candidate applied lose what ties them to the person (their uuid, the
  // keyed hash of their address and browser, the browser, the page): the site keeps a count (decision 133).
  await tx.execute(sql`update fingerprints set candidate_uuid = null, visitor_hash = 'erased-' || id, user_agent = null, path = null
    where candidate_uuid = ${candidate.uuid} or position(${candidate.uuid} in coalesce(path, '')) > 0`);
  // The details typed with the candidate's applications go with the rest (decision 119).
  await tx.execute(sql`update applications set first_name = 'Candidat', last_name = 'anonymisé',
    email = ${`anonymized-${newUuid}@anonymized.invalid`}, phone_number = null, with_disability = false where candidate_id = ${id}`);
  // The candidate's mails, and the untied ones of before decision 118 sent to the address; never an
  // account's mails (an account may hold the same address).
  await tx.execute(sql`delete from email_outbox
    where candidate_id = ${id} or (candidate_id is null and user_id is null and lower(to_address) = lower(${candidate.email}))`);
  await tx.execute(sql`delete from contact_messages where lower(email) = lower(${candidate.email})`);
  // The candidate's sessions in their space (issue 33) and their sign-in codes end with the data.
  await tx.execute(sql`delete from candidate_sessions where email = lower(${candidate.email})`);
  // The companies they follow and their alerts (issue 33 item 4, decision 156).
  await tx.execute(sql`delete from candidate_follows where email = lower(${candidate.email})`);
  await tx.execute(sql`delete from registration_email_codes where purpose = 'candidate_sign_in' and email = lower(${candidate.email})`);
  // The recruiters' messages with the application statuses were written to the candidate (issue 33).
  await tx.execute(sql`update applications set status_message = null where candidate_id = ${id}`);
  // The old uuid was public (resume links, mails already delivered, a recruiter's order): the kept
  // row takes a new one, so that the old uuid names nothing anymore (decision 133); the orders that
  // chose the resume forget it.
  await tx.execute(sql`update orders set metadata = jsonb_set(metadata, '{candidates}', (metadata->'candidates') - ${candidate.uuid})
    where jsonb_typeof(metadata->'candidates') = 'array' and (metadata->'candidates') ? ${candidate.uuid}`);
  await tx
    .update(candidates)
    .set({
      uuid: newUuid,
      firstName: 'Candidat',
      lastName: 'anonymisé',
      // Unique and not an address: the e-mail column is required and unique.
      email: `anonymized-${newUuid}@anonymized.invalid`,
      phoneNumber: null,
      avatar: null,
      birthDate: null,
      streetAddress: null,
      cityName: null,
      postalCode: null,
      context: null,
      latitude: null,
      longitude: null,
      withDisability: false,
      availability: null,
      tag: null,
      retentionNoticeAt: null,
      anonymizedAt: now,
    })
    .where(eq(candidates.id, id));
}

/** A notice that could not be sent: the candidate is warned at the next run. */
export async function unclaimNotice(db: Db, candidateId: number): Promise<void> {
  await db.update(candidates).set({ retentionNoticeAt: null }).where(eq(candidates.id, candidateId));
}

/**
 * Whether an account moved onto or away from `email` at or after `since` (a confirmed e-mail change
 * or its undo, decision 118): the links mailed to the address before are void.
 */
export async function addressMovedSince(db: Db, email: string, since: Date): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from email_changes
    where (lower(old_email) = lower(${email}) or lower(new_email) = lower(${email}))
      and (confirmed_at >= ${since.toISOString()}::timestamptz or undone_at >= ${since.toISOString()}::timestamptz)) as moved`);
  return rowsOf<{ moved: boolean }>(result)[0]?.moved === true;
}

/** The account's address and the language of its mails (the language of its download's "read me"). */
export async function findUser(db: Db, userId: number): Promise<{ email: string; language: 'fr' | 'en' } | undefined> {
  const result = await db.execute(sql`select email, language from users where id = ${userId}`);
  const row = rowsOf<{ email: string; language: string }>(result)[0];
  return row ? { email: row.email, language: row.language === 'en' ? 'en' : 'fr' } : undefined;
}

export async function findUserEmail(db: Db, userId: number): Promise<string | undefined> {
  const result = await db.execute(sql`select email from users where id = ${userId}`);
  return rowsOf<{ email: string }>(result)[0]?.email;
}

/**
 * Erases a recruiter (decision 093, replacing the deletion of decision 010): the traces kept under
 * their e-mail anywhere (mails, messages, codes, payment sessions and events) go first; then,
 * without accounting records, the user and everything that cascades from it; with invoices or
 * payouts sent to the bank, those stay (with their orders and lines) and the rest is deleted or
 * cleared. The invoice keeps its buyer as issued: an invoice is never altered.
 */
export async function eraseRecruiter(tx: Tx, k: SubjectKeys['recruiter']): Promise<void> {
  const { userId, recruiterId, email } = k;
  // No foreign keys on these links: detach what pointed at this account.
  await tx.execute(sql`update addresses set parent_id = null
    where parent_id in (select id from addresses where ${addressOwnedBy(recruiterId)}) and recruiter_id <> ${recruiterId}`);
  await tx.execute(sql`update recruiters set parent_id = null where parent_id = ${recruiterId}`);
  await tx.execute(sql`delete from refresh_tokens where user_id = ${userId}`);
  await tx.execute(sql`delete from password_reset_tokens where user_id = ${userId}`);
  await tx.execute(sql`delete from email_changes where user_id = ${userId}`);
  await tx.execute(sql`delete from registration_email_codes where lower(email) = lower(${email})`);
  // The account's mails (tied when written, decision 118) and the codes mailed to its address; not
  // every mail that ever went to the address, nor the messages of others that name it.
  await tx.execute(sql`delete from email_outbox
    where user_id = ${userId} or (user_id is null and lower(to_address) = lower(${email}) and template in ('registration-code', 'registration-existing-account'))`);
  await tx.execute(sql`delete from contact_messages where recruiter_id = ${recruiterId}`);
  // An undelivered payment event is still needed to fulfil its order; a delivered one is not.
  await tx.execute(sql`update embedded_checkout_sessions
    set customer_email = null, metadata = null, event_payload = case when event_delivered_at is null then event_payload else null end
    where client_reference_id in (select id::text from orders where recruiter_id = ${recruiterId})`);
  await tx.execute(sql`update payment_events set payload = null where position(lower(${email}) in lower(payload::text)) > 0`);

  // The back office's refunds of orders that go (no invoice, hence no credit note either, decision 160).
  await tx.execute(sql`delete from order_refunds where order_id in (select id from orders where recruiter_id = ${recruiterId}
    and id not in (select order_id from invoices where order_id is not null))`);
  const kept = rowsOf<{ keep: boolean }>(
    await tx.execute(sql`select exists (select 1 from invoices where recruiter_id = ${recruiterId})
      or exists (select 1 from affiliate_payouts where affiliate_id = ${recruiterId} and sent_at is not null) as keep`),
  )[0]?.keep;
  if (!kept) {
    await tx.execute(sql`delete from users where id = ${userId}`);
    return;
  }
  // Addresses take their jobs, business units, applications, subscriptions and visits with them.
  await tx.execute(sql`delete from addresses where ${addressOwnedBy(recruiterId)}`);
  await tx.execute(sql`delete from favorite_candidates where recruiter_id = ${recruiterId}`);
  await tx.execute(sql`delete from purchases where recruiter_id = ${recruiterId}`);
  await tx.execute(sql`delete from subscriptions where recruiter_id = ${recruiterId}`);
  await tx.execute(sql`delete from affiliate_attributions where affiliate_id = ${recruiterId}`);
  await tx.execute(sql`update candidates set affiliate_id = null where affiliate_id = ${recruiterId}`);
  const unsent = sql`select id from affiliate_payouts where affiliate_id = ${recruiterId} and sent_at is null`;
  await tx.execute(
    sql`delete from affiliate_earnings where affiliate_id = ${recruiterId} and (payout_id is null or payout_id in (${unsent}))`,
  );
  await tx.execute(sql`delete from affiliate_payouts where affiliate_id = ${recruiterId} and sent_at is null`);
  await tx.execute(sql`delete from orders where recruiter_id = ${recruiterId} and id not in (select order_id from invoices)`);
  // A kept order's metadata (a delivery address, chosen resumes) is not needed by its invoice.
  await tx.execute(sql`update orders set metadata = null where recruiter_id = ${recruiterId}`);
  await tx.execute(sql`update recruiters set company = null, manager = null, phone_number = null, siret = null, iban = null,
    account_holder_name = null, address = null, logo = null, activity_sector_id = null, max_addresses = 0, headhunter_premium = false,
    updated_at = now()
    where id = ${recruiterId}`);
  // A unique address that is none: the person can register again with theirs.
  await tx.execute(sql`update users set email = ${`deleted-${randomUUID()}@deleted.invalid`}, password_hash = ${`!deleted-${randomUUID()}`},
    first_name = null, last_name = null, is_active = false, last_login_at = null, updated_at = now()
    where id = ${userId}`);
}
