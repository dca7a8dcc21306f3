import { sql, type SQL } from 'drizzle-orm';
import { addressOwnedBy } from '../../access/ownership.ts';

/**
 * The map of personal data (decision 093, docs/register-of-processing.md): every table of the
 * database, either not personal (with the reason) or personal with, for each column, whether the
 * download of the person's data holds it (`export`) or why it does not (`excluded`). The export and
 * the erasure read it; `personal-data.test.ts` fails when a table or a column of the Drizzle schema
 * is missing here.
 */

export type Subject = 'candidate' | 'recruiter';

/** Who asks: the ids and the e-mail the rows of each table are found by. */
export interface SubjectKeys {
  candidate: { candidateId: number; uuid: string; email: string };
  recruiter: { userId: number; recruiterId: number; email: string };
}

export type ColumnUse = 'export' | { excluded: string };

export interface PersonalTable {
  /** French title of the table's section in the readable PDF. */
  title: string;
  /** For each person the table holds data of: which rows are theirs (a condition on the table). */
  subjects: { candidate?: (k: SubjectKeys['candidate']) => SQL; recruiter?: (k: SubjectKeys['recruiter']) => SQL };
  /** Every column, by its SQL name. */
  columns: Record<string, ColumnUse>;
  /**
   * Rows the database links to a person (a foreign key to their rows, a column holding their id,
   * uuid or e-mail) that are nonetheless not theirs to download, per person, with the reason. The
   * catalogue walk of `export-completeness.test.ts` fails on a linked table that is neither
   * exported for the person nor listed here.
   */
  notTheirs?: Partial<Record<Subject, string>>;
  /** Columns through which the walk finds rows that are someone else's (per person, with the reason). */
  otherPeoplesLinks?: Partial<Record<Subject, Record<string, string>>>;
  /** Columns holding the storage key of a file of the person's: the zip download holds the file itself (decision 133). */
  files?: string[];
  /** Text columns that may hold a live secret (a link's token, a code): the download blanks it (decision 133). */
  secrets?: string[];
}

const excluded = (reason: string): ColumnUse => ({ excluded: reason });
const exportAll = (names: string[]): Record<string, ColumnUse> => Object.fromEntries(names.map((n) => [n, 'export' as const]));

const SECRET_HASH = excluded('one-way hash of a secret: useless to the person, a risk if it leaves the server');
const MATCH_COPY = excluded(
  "copy of the candidate's profile kept for the match; the profile itself is exported (candidates, candidate_* tables)",
);
const TECHNICAL = excluded('technical bookkeeping of a background job, no information about the person');

const byCandidate = (k: SubjectKeys['candidate']) => sql`candidate_id = ${k.candidateId}`;
const byRecruiter = (k: SubjectKeys['recruiter']) => sql`recruiter_id = ${k.recruiterId}`;
const byUser = (k: SubjectKeys['recruiter']) => sql`user_id = ${k.userId}`;
const ownAddress = (k: SubjectKeys['recruiter']) => sql`address_id in (select id from addresses where ${addressOwnedBy(k.recruiterId)})`;

export const PERSONAL_TABLES: Record<string, PersonalTable> = {
  // The support's read-only views of the account (decision 161): the holder sees them in their account too.
  support_views: {
    title: 'Consultations par le support',
    subjects: { recruiter: byUser },
    columns: {
      ...exportAll(['opened_at', 'expires_at', 'created_at']),
      id: excluded("the view's key, which only opened its link"),
      staff_id: excluded("the staff member's id, the operator's record (the audit log names who)"),
      staff_email: excluded("the staff member's address: an employee's, not the person's data"),
      user_id: excluded('the account itself, which the download is of'),
      token_hash: SECRET_HASH,
    },
  },
  users: {
    title: 'Identifiants de connexion',
    subjects: { recruiter: (k) => sql`id = ${k.userId}` },
    columns: {
      ...exportAll([
        'id',
        'uuid',
        'email',
        'first_name',
        'last_name',
        'is_active',
        'last_login_at',
        'language',
        'suspended_at',
        'created_at',
        'updated_at',
      ]),
      password_hash: SECRET_HASH,
      token_version: excluded(
        'counter of signed-out sessions that stops old access tokens (decision 117): no information about the person',
      ),
    },
  },
  recruiters: {
    title: 'Compte',
    subjects: { recruiter: (k) => sql`id = ${k.recruiterId}` },
    columns: exportAll([
      'id',
      'uuid',
      'user_id',
      'company',
      'manager',
      'phone_number',
      'siret',
      'max_addresses',
      'is_headhunter',
      'headhunter_premium',
      'is_affiliate',
      'display_business_unit_page',
      'display_qr_code_page',
      'parent_id',
      'account_holder_name',
      'iban',
      'bank_details_changed_at',
      'bank_details_notice_for',
      'activity_sector_id',
      'address',
      'logo',
      'created_at',
      'updated_at',
    ]),
    files: ['logo'],
  },
  refresh_tokens: {
    title: 'Sessions',
    subjects: { recruiter: byUser },
    columns: {
      ...exportAll(['id', 'user_id', 'expires_at', 'used_at', 'revoked_at', 'created_at']),
      family_id: excluded('random key grouping the rotations of one session, no information about the person'),
      token_hash: SECRET_HASH,
    },
  },
  password_reset_tokens: {
    title: 'Liens de choix du mot de passe (réinitialisation, invitation)',
    subjects: { recruiter: byUser },
    columns: { ...exportAll(['id', 'user_id', 'purpose', 'expires_at', 'used_at', 'created_at']), token_hash: SECRET_HASH },
  },
  registration_email_codes: {
    title: "Codes de vérification d'e-mail",
    subjects: { recruiter: (k) => sql`lower(email) = lower(${k.email})` },
    columns: {
      ...exportAll(['id', 'email', 'purpose', 'expires_at', 'attempts', 'created_at']),
      code_hash: SECRET_HASH,
      holder: SECRET_HASH,
      // The hash of the code mail's single-use link (decision 158).
      link_hash: SECRET_HASH,
    },
  },
  email_outbox: {
    title: 'E-mails envoyés',
    // The mails sent to the person, as tied when they were written (decision 118): never by the
    // address, which another account may have held before, and never the team's mail.
    subjects: {
      candidate: (k) => sql`candidate_id = ${k.candidateId}`,
      recruiter: byUser,
    },
    // A mail's links and codes still work while the copy is read (the candidate's data link can erase).
    secrets: ['subject', 'text'],
    columns: {
      ...exportAll([
        'id',
        'to_address',
        'subject',
        'text',
        'template',
        'status',
        'attempts',
        'last_error',
        'sent_at',
        'user_id',
        'candidate_id',
        'created_at',
      ]),
      html: excluded('the same message as `text`, in HTML'),
      mentioned_candidate_ids: excluded(
        "ids of the candidates a mail to an account names, kept only to remove the mail when one of them is erased (decision 133): other people's keys",
      ),
    },
  },
  email_changes: {
    title: "Changements d'adresse e-mail",
    subjects: { recruiter: byUser },
    columns: {
      ...exportAll(['id', 'user_id', 'old_email', 'new_email', 'requested_at', 'confirmed_at', 'undo_expires_at', 'undone_at']),
      // The account's own payout details when the move was confirmed, put back by an undo (decision 118).
      ...exportAll(['previous_iban', 'previous_account_holder_name']),
      undo_token_hash: SECRET_HASH,
    },
  },
  addresses: {
    title: 'Adresses (sites)',
    subjects: { recruiter: byRecruiter },
    columns: exportAll([
      'id',
      'uuid',
      'recruiter_id',
      'parent_id',
      'name',
      'content',
      'latitude',
      'longitude',
      'logo',
      'activity_sector_id',
      'qrcode_town',
      'siret',
      'active',
      'receive_application_by_email',
      'email',
      'frequency',
      'digest_sent_at',
      'free_application',
      'youtube_link',
      'picture',
      'picture_two',
      'picture_three',
      'values',
      'description',
      'delivery_address',
      'completed_at',
      'unpaid_draft_at',
      'created_at',
      'updated_at',
    ]),
    files: ['logo', 'picture', 'picture_two', 'picture_three'],
  },
  business_units: {
    title: 'Business units',
    subjects: { recruiter: ownAddress },
    columns: exportAll(['id', 'address_id', 'name', 'created_at']),
  },
  address_jobs: {
    title: 'Métiers proposés',
    subjects: { recruiter: ownAddress },
    columns: exportAll([
      'id',
      'uuid',
      'address_id',
      'job_id',
      'business_unit_id',
      'monthly_salary',
      'active',
      'urgent',
      'working_time_id',
      'remote_id',
      'job_description',
      'created_at',
      'updated_at',
    ]),
  },
  orders: {
    title: 'Commandes',
    subjects: { recruiter: byRecruiter },
    columns: {
      ...exportAll([
        'id',
        'uuid',
        'recruiter_id',
        'kind',
        'status',
        'total_excl_vat',
        'vat_amount',
        'total_incl_vat',
        'provider',
        'provider_session_id',
        'amount_due',
        'metadata',
        'paid_at',
        'created_at',
        'updated_at',
        'refund_status',
        'refunded_at',
        'provider_refund_id',
        'payment_intent_id',
        'disputed_at',
        'dispute_id',
        'refunded_cents',
      ]),
      refund_claimed_until: TECHNICAL,
    },
  },
  // Refunds made by the back office, whole or part (decision 160).
  order_refunds: {
    title: 'Remboursements',
    subjects: { recruiter: (k) => sql`order_id in (select id from orders where recruiter_id = ${k.recruiterId})` },
    columns: {
      ...exportAll(['id', 'order_id', 'amount_cents', 'reason', 'provider_refund_id', 'credit_note_id', 'created_at']),
      idempotency_key: TECHNICAL,
      staff_email: excluded("the operator's staff member who refunded: the operator's record, not the customer's data"),
    },
  },
  open_checkouts: {
    title: 'Paiements en cours',
    // Which pending order holds an address, a plan or a kit (decision 116); the orders are exported.
    subjects: {},
    notTheirs: { recruiter: 'a lock of the pending order (an internal key of what it sells): the order and its lines are exported' },
    columns: {
      thing: excluded('internal key of what a pending order sells, exported with the order lines'),
      order_id: excluded('internal key of the pending order, exported with the orders'),
      created_at: TECHNICAL,
    },
  },
  order_lines: {
    title: 'Lignes de commande',
    // A candidate's rows: the lines of the orders that bought their resume (which account bought it is in `purchases`).
    subjects: {
      candidate: byCandidate,
      recruiter: (k) => sql`order_id in (select id from orders where recruiter_id = ${k.recruiterId})`,
    },
    columns: exportAll([
      'id',
      'order_id',
      'product_id',
      'price_id',
      'label',
      'quantity',
      'unit_amount',
      'amount',
      'candidate_id',
      'address_id',
    ]),
  },
  subscriptions: {
    title: 'Abonnements',
    subjects: { recruiter: byRecruiter },
    columns: exportAll([
      'id',
      'uuid',
      'recruiter_id',
      'address_id',
      'product_id',
      'price_id',
      'order_id',
      'status',
      'current_period_start',
      'current_period_end',
      'cancel_at_period_end',
      'provider_subscription_id',
      'created_at',
      'updated_at',
    ]),
  },
  invoices: {
    title: 'Factures',
    subjects: { recruiter: byRecruiter },
    columns: {
      ...exportAll([
        'id',
        'uuid',
        'order_id',
        'recruiter_id',
        'year',
        'sequence',
        'invoice_number',
        'issued_at',
        'total_excl_vat',
        'vat_amount',
        'total_incl_vat',
        'buyer',
        'seller',
        'type',
        'credited_invoice_id',
        'refund_key',
        'lines',
        'pdf_key',
        'is_treated',
        'created_at',
      ]),
      pdf_claimed_until: TECHNICAL,
    },
    files: ['pdf_key'],
  },
  payment_events: {
    title: 'Événements de paiement',
    // The provider's raw events may name the buyer; they are the proof of the payments, which the
    // orders and invoices of the export describe. Their payload is cleared when an account is erased.
    subjects: {},
    notTheirs: {
      recruiter:
        'raw provider events are found only by the address written in them, which another account may have held (decision 118); the orders, payment sessions and invoices of the export describe the same payments',
    },
    columns: {
      id: excluded("the payment provider's event id, kept so that an event is processed once"),
      type: excluded('kind of the provider event; the payment itself is exported with the orders'),
      payload: excluded('raw event of the payment provider, kept as proof of payment; the orders and invoices of the export say the same'),
      processed_at: TECHNICAL,
      created_at: TECHNICAL,
    },
  },
  embedded_checkout_sessions: {
    title: 'Paiements (sessions)',
    // The sessions of the account's own orders, not every session that named its current address.
    subjects: { recruiter: (k) => sql`client_reference_id in (select id::text from orders where recruiter_id = ${k.recruiterId})` },
    columns: {
      ...exportAll(['id', 'status', 'mode', 'customer_email', 'lines', 'amount_total', 'currency', 'metadata', 'created_at', 'expires_at']),
      client_reference_id: excluded('internal key of the order, exported with the orders'),
      success_url: excluded('address of the page shown after the payment, no information about the person'),
      cancel_url: excluded('address of the page shown after a cancelled payment, no information about the person'),
      subscription_id: excluded("the payment driver's subscription key, exported with the subscriptions"),
      event_payload: excluded('signed copy of the payment event, exported as the session itself'),
      event_delivered_at: TECHNICAL,
      delivery_attempts: TECHNICAL,
      delivery_claimed_until: TECHNICAL,
      refunded_at: 'export',
      refund_id: excluded("the payment driver's refund key, exported with the orders (provider_refund_id)"),
      refunded_cents: 'export',
    },
  },
  // The embedded payment driver's refunds (decision 160): the refunds of the account's own sessions.
  embedded_refunds: {
    title: 'Paiements (remboursements)',
    subjects: {
      recruiter: (k) =>
        sql`session_id in (select id from embedded_checkout_sessions where client_reference_id in (select id::text from orders where recruiter_id = ${k.recruiterId}))`,
    },
    columns: { ...exportAll(['id', 'session_id', 'amount_cents', 'created_at']) },
  },
  candidates: {
    title: 'Profil',
    subjects: { candidate: (k) => sql`id = ${k.candidateId}` },
    notTheirs: { recruiter: "the candidates an affiliate brought are those candidates' data; the attributions and earnings are exported" },
    columns: {
      ...exportAll([
        'id',
        'uuid',
        'first_name',
        'last_name',
        'email',
        'phone_number',
        'avatar',
        'birth_date',
        'street_address',
        'city_name',
        'postal_code',
        'context',
        'latitude',
        'longitude',
        'with_disability',
        'availability',
        'language',
        'tag',
        'affiliate_id',
        'signed_up_at',
        'last_contact_at',
        'retention_notice_at',
        'anonymized_at',
        'created_at',
        'email_verified_at',
      ]),
      // The version the resume shop checks its kept pages against (decision 106).
      answer_stamp: TECHNICAL,
    },
    files: ['avatar'],
  },
  candidate_searched_jobs: {
    title: 'Métiers recherchés',
    subjects: { candidate: byCandidate },
    columns: exportAll(['id', 'candidate_id', 'job_id', 'experience_id', 'position']),
  },
  candidate_skills: { title: 'Compétences', subjects: { candidate: byCandidate }, columns: exportAll(['candidate_id', 'skill_id']) },
  candidate_languages: {
    title: 'Langues',
    subjects: { candidate: byCandidate },
    columns: exportAll(['candidate_id', 'language_id', 'level_id']),
  },
  candidate_licences: { title: 'Permis', subjects: { candidate: byCandidate }, columns: exportAll(['candidate_id', 'licence_id']) },
  candidate_locomotions: {
    title: 'Moyens de locomotion',
    subjects: { candidate: byCandidate },
    columns: exportAll(['candidate_id', 'locomotion_id']),
  },
  candidate_caces: { title: 'CACES', subjects: { candidate: byCandidate }, columns: exportAll(['candidate_id', 'caces_id']) },
  candidate_degrees: {
    title: 'Diplômes',
    subjects: { candidate: byCandidate },
    columns: exportAll(['id', 'candidate_id', 'name', 'school', 'year']),
  },
  candidate_previous_jobs: {
    title: 'Expériences professionnelles',
    subjects: { candidate: byCandidate },
    columns: exportAll([
      'id',
      'candidate_id',
      'job_id',
      'job_name',
      'company',
      'beginning_date',
      'end_date',
      'still_in_office',
      'description',
    ]),
  },
  candidate_documents: {
    title: 'Documents',
    subjects: { candidate: byCandidate },
    columns: exportAll(['id', 'candidate_id', 'name', 'file_key', 'created_at']),
    files: ['file_key'],
  },
  applications: {
    title: 'Candidatures',
    subjects: { candidate: byCandidate },
    notTheirs: {
      recruiter:
        "applications received at the account's sites are the candidates' data, read in the application; the sites and offers are exported",
    },
    columns: exportAll([
      'id',
      'uuid',
      'candidate_id',
      'address_id',
      'address_job_id',
      'job_id',
      'experience_id',
      'business_unit_id',
      'favorite',
      'completed_at',
      'created_at',
      // The details typed with the application and whether the e-mail's owner confirmed them (decision 119).
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'with_disability',
      'email_confirmed_at',
      // Where the application stands and the recruiter's message to the candidate (issue 33).
      'status',
      'status_message',
      'status_changed_at',
    ]),
  },
  candidate_sessions: {
    title: "Sessions de l'espace candidat",
    subjects: { candidate: (k) => sql`email = lower(${k.email})` },
    columns: { ...exportAll(['id', 'email', 'expires_at', 'created_at']), token_hash: SECRET_HASH },
  },
  candidate_follows: {
    title: 'Entreprises suivies',
    subjects: { candidate: (k) => sql`email = lower(${k.email})` },
    columns: exportAll(['id', 'email', 'address_id', 'language', 'last_alert_on', 'created_at']),
  },
  candidate_email_proofs: {
    title: "Liens de confirmation d'e-mail",
    subjects: { candidate: byCandidate },
    columns: { ...exportAll(['candidate_id', 'application_id', 'signup', 'expires_at', 'used_at', 'created_at']), token_hash: SECRET_HASH },
  },
  favorite_candidates: {
    title: 'Favoris',
    subjects: { candidate: byCandidate, recruiter: byRecruiter },
    columns: exportAll(['recruiter_id', 'candidate_id', 'created_at']),
  },
  purchases: {
    title: 'CV achetés',
    subjects: { candidate: byCandidate, recruiter: byRecruiter },
    columns: exportAll(['id', 'recruiter_id', 'candidate_id', 'order_id', 'price_cents', 'purchased_at']),
  },
  candidate_matches: {
    title: 'Pourcentages de correspondance',
    subjects: { candidate: byCandidate },
    columns: {
      ...exportAll(['address_job_id', 'candidate_id', 'percentage']),
      signed_up_at: MATCH_COPY,
      with_disability: MATCH_COPY,
    },
  },
  match_scope: {
    title: 'Index de correspondance',
    // The match's copy of the profile, one row per searched job (decision 040): data held about the
    // candidate like any other, so it is downloaded too (issue 31).
    subjects: { candidate: byCandidate },
    columns: exportAll([
      'job_id',
      'candidate_id',
      'experience_level',
      'skill_ids',
      'language_ids',
      'licence_ids',
      'locomotion_ids',
      'caces_ids',
      'latitude',
      'longitude',
      'signed_up_at',
      'with_disability',
    ]),
  },
  affiliate_attributions: {
    title: 'Parrainages',
    subjects: { candidate: byCandidate, recruiter: (k) => sql`affiliate_id = ${k.recruiterId}` },
    columns: exportAll(['id', 'affiliate_id', 'candidate_id', 'created_at']),
  },
  affiliate_payouts: {
    title: 'Versements',
    subjects: { recruiter: (k) => sql`affiliate_id = ${k.recruiterId}` },
    // The hold an operator put on a payout, with its reason (decision 160), is the affiliate's to know.
    columns: exportAll([
      'id',
      'affiliate_id',
      'month',
      'amount_cents',
      'status',
      'paid_at',
      'file_id',
      'sent_at',
      'created_at',
      'hold',
      'hold_changed_at',
      'hold_reason',
    ]),
  },
  affiliate_earnings: {
    title: 'Gains',
    // A candidate's rows: what their sign-up and the sales of their resume earned the affiliate who
    // brought them (also when the candidate link was cut, through the purchase).
    subjects: {
      candidate: (k) =>
        sql`(candidate_id = ${k.candidateId} or purchase_id in (select id from purchases where candidate_id = ${k.candidateId}))`,
      recruiter: (k) => sql`affiliate_id = ${k.recruiterId}`,
    },
    otherPeoplesLinks: {
      recruiter: {
        purchase_id: "the earning of the candidate's affiliate on a resume this account bought: the affiliate's data",
        order_id: "the earning of the candidate's affiliate on an order of this account: the affiliate's data",
      },
    },
    columns: exportAll([
      'id',
      'affiliate_id',
      'kind',
      'candidate_id',
      'purchase_id',
      'order_id',
      'amount_cents',
      'month',
      'payout_id',
      'created_at',
    ]),
  },
  affiliate_signup_bonus_keys: {
    title: "Primes d'inscription",
    // Decision 128: which mailboxes already earned an affiliate a sign-up bonus, kept for fraud prevention.
    subjects: {},
    columns: {
      email_key: excluded(
        'keyed hash (HMAC, server secret) of a mailbox that earned a sign-up bonus: not the address, cannot be tied to who asks',
      ),
      created_at: TECHNICAL,
    },
  },
  fingerprints: {
    title: 'Visites',
    // The visit recorded when the candidate applied names the candidate (their uuid) and the site, with
    // a keyed hash of their address and browser: it is theirs (issue 31). A row naming the candidate
    // alone is a visit of their resume page by somebody else (anyone may post one): the visitor's
    // data, not exported to the candidate (it is anonymised at their erasure). Visits of a
    // recruiter's pages are their visitors' data; the recruiter sees the counts in the application.
    subjects: { candidate: (k) => sql`candidate_uuid = ${k.uuid} and address_id is not null` },
    notTheirs: {
      recruiter:
        "visits of the account's pages are the visitors' data (a keyed hash of each visitor); the account sees the counts in the application",
      candidate:
        "a visit of the candidate's resume page by somebody else is the visitor's data (anyone may post one); it is anonymised at the candidate's erasure",
    },
    columns: {
      ...exportAll(['id', 'address_id', 'candidate_uuid', 'visitor_hash', 'path', 'user_agent', 'created_at']),
    },
  },
  contact_messages: {
    title: 'Messages envoyés',
    // The messages the account sent. The address typed in a message is not proven: a visitor's
    // message that names an address is not that address holder's data to download (decision 118).
    subjects: { recruiter: byRecruiter },
    notTheirs: {
      candidate:
        "a visitor's message that names the candidate's address proves nothing about who wrote it (decision 118); it is deleted at erasure",
    },
    columns: {
      ...exportAll([
        'id',
        'kind',
        'recruiter_id',
        'address_id',
        'email',
        'message',
        'quantity',
        'status',
        'status_changed_at',
        'answer',
        'answer_lang',
        'answered_at',
        'created_at',
      ]),
      answered_by: excluded("the operator's work address, not the account's data (the answer itself was mailed to the account)"),
    },
  },
};

/** Tables that hold no personal data, with the reason. */
export const NON_PERSONAL_TABLES: Record<string, string> = {
  contracts: 'reference list (contract kinds)',
  working_times: 'reference list',
  remotes: 'reference list',
  recruitment_steps: 'reference list',
  language_levels: 'reference list',
  experiences: 'reference list',
  languages: 'reference list',
  licences: 'reference list',
  locomotions: 'reference list',
  caces: 'reference list',
  activity_sectors: 'reference list',
  skill_groups: 'reference list',
  skills: 'reference list',
  advantage_categories: 'reference list',
  advantages: 'reference list',
  rome_sheets: 'official job catalogue (ROME)',
  jobs: 'official job catalogue (ROME)',
  similar_jobs: 'official job catalogue (ROME)',
  communes: 'official list of French towns (La Poste, names of the INSEE)',
  reference_editions: 'editions of the reference data applied to the database',
  address_advantages: "ids of reference lists chosen for a company's site; the site is exported",
  address_recruitment_steps: "ids of reference lists chosen for a company's site; the site is exported",
  address_job_contracts: 'criteria (reference ids) of a job offer; the offer is exported',
  address_job_experiences: 'criteria (reference ids) of a job offer; the offer is exported',
  address_job_languages: 'criteria (reference ids) of a job offer; the offer is exported',
  address_job_licences: 'criteria (reference ids) of a job offer; the offer is exported',
  address_job_locomotions: 'criteria (reference ids) of a job offer; the offer is exported',
  address_job_caces: 'criteria (reference ids) of a job offer; the offer is exported',
  address_job_skills: 'criteria (reference ids) of a job offer; the offer is exported',
  products: 'catalogue of what the product sells',
  prices: 'catalogue of what the product sells',
  price_free_products: 'catalogue of what the product sells',
  invoice_sequences: 'last invoice number of each year',
  credit_note_sequences: 'last credit note number of each year',
  match_list_stats: 'counts per job offer',
  answer_stamps: 'version numbers of the answers kept in memory, per recruiter id (decision 106)',
  match_refresh_queue: 'what the match must refresh: a kind and an id, no content',
  captcha_uses: 'ids of anti-robot challenges already answered',
  affiliate_payout_files: "the bank file's number, month and totals; the file in storage holds the payees (register: payouts)",
  // The back office (decision 152): the operator's own staff, not users of the product.
  staff_accounts:
    "the operator's staff members (e-mail, hashes, second factor): employees, not users of the product (register: back office)",
  staff_recovery_codes: "one-way hashes of a staff member's recovery codes",
  staff_sessions: "hashes of staff members' session tokens and their times",
  staff_devices: "hashes of the device tokens of staff members' browsers and their times",
  privacy_requests:
    "the GDPR requests and their deadline (decision 161): masked address for those made on the site, the address given for one received by letter, kept as the operator's proof of answering",
  staff_audit_log:
    "what staff members did, append-only (decision 152); an entry names the order or message acted on, whose data the customer's own download holds",
};

/**
 * Reference ids shown with their name beside them in the downloads (issue 31): `<column>_label`
 * (`<column>_labels` for an array of ids). The names are those of the reference lists, which exist in
 * French only (the ROME and the lists of the spec).
 */
export const REFERENCE_LABELS: Record<string, { table: string; array?: true }> = {
  job_id: { table: 'jobs' },
  skill_id: { table: 'skills' },
  language_id: { table: 'languages' },
  level_id: { table: 'language_levels' },
  licence_id: { table: 'licences' },
  locomotion_id: { table: 'locomotions' },
  caces_id: { table: 'caces' },
  experience_id: { table: 'experiences' },
  activity_sector_id: { table: 'activity_sectors' },
  working_time_id: { table: 'working_times' },
  remote_id: { table: 'remotes' },
  product_id: { table: 'products' },
  address_id: { table: 'addresses' },
  business_unit_id: { table: 'business_units' },
  skill_ids: { table: 'skills', array: true },
  language_ids: { table: 'languages', array: true },
  licence_ids: { table: 'licences', array: true },
  locomotion_ids: { table: 'locomotions', array: true },
  caces_ids: { table: 'caces', array: true },
};

const REMOVED = '[retiré de la copie]';

/**
 * A text of the download without its live secrets (decision 133): the tokens of links (`token=`,
 * `code=`), signed tokens (JWS) and six-digit codes. The candidate's data link can erase their data;
 * a reset or undo link can take an account: a copy of the data must not carry them.
 */
export const withoutLiveSecrets = (text: string): string =>
  text
    .replace(/([?&#](?:token|code)=)[^\s&"'<>)\]]+/gi, `$1${REMOVED}`)
    .replace(/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, REMOVED)
    .replace(/(?<![\d.,])\d{6}(?![\d.,])/g, REMOVED);

/** The columns of `table` the download holds, in the order of the map. */
export const exportedColumns = (table: PersonalTable): string[] =>
  Object.entries(table.columns)
    .filter(([, use]) => use === 'export')
    .map(([name]) => name);
