/**
 * What invalidates what, in one place (issue 30, item 4): every trigger of the database and every
 * SQL function the migrations define, grouped by the derived data they keep true. The triggers are
 * written in the migrations (0004, 0007, 0011, 0024, 0025, 0028); this table lists them, and
 * `invalidations.test.ts` reads `pg_trigger` and `pg_proc` on the migrated database and fails when
 * one differs from it (a trigger added, dropped, moved to other events or columns, or calling
 * another function), so a new migration's trigger must be written here too, with what it keeps.
 *
 * The derived data:
 * - **match lists** (`candidate_matches`, `match_list_stats`; decisions 040 and 041): a write that can
 *   move a percentage asks for a debounced refresh in `match_refresh_queue` (one row per address
 *   job, per candidate, or `all`), which `matching/match.worker.ts` drains; deletions remove their
 *   rows at once (the match table has no foreign keys).
 * - **answer stamps** (`answer_stamps`, `candidates.answer_stamp`, `match_list_stats.stamp`; decision
 *   106): a write that can change a kept answer gives its owner (or the reference row 0, or the row
 *   itself) a new stamp in the writing transaction; `lib/stamped-answers.ts` serves a kept answer
 *   only while its stamps are unchanged (`db/answer-stamps.ts`, `findShopStamp`).
 * - **open checkouts** (migration 0025: one open checkout per thing): an order leaving `pending`
 *   frees what it held.
 */

export type TriggerEvent = 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE';

export interface TriggerEntry {
  name: string;
  table: string;
  timing: 'BEFORE' | 'AFTER';
  level: 'ROW' | 'STATEMENT';
  events: TriggerEvent[];
  /** `UPDATE OF` these columns only (sorted as the table declares them does not matter). */
  columns?: string[];
  /** It has a WHEN condition (fires only when one of those columns really changed). */
  when?: boolean;
  fn: string;
  args?: string[];
}

export interface Invalidation {
  /** The derived data the triggers keep true. */
  keeps: 'match lists' | 'answer stamps' | 'open checkouts' | 'an append-only log';
  /** What a write of the triggers' tables invalidates, and how. */
  invalidates: string;
  triggers: TriggerEntry[];
}

const I: TriggerEvent[] = ['INSERT'];
const U: TriggerEvent[] = ['UPDATE'];
const D: TriggerEvent[] = ['DELETE'];
const IUD: TriggerEvent[] = ['INSERT', 'UPDATE', 'DELETE'];

const rowTrigger = (name: string, table: string, events: TriggerEvent[], fn: string, more: Partial<TriggerEntry> = {}): TriggerEntry => ({
  name,
  table,
  timing: 'AFTER',
  level: 'ROW',
  events,
  fn,
  ...more,
});

const statementTrigger = (name: string, table: string, events: TriggerEvent[], fn: string): TriggerEntry => ({
  name,
  table,
  timing: 'AFTER',
  level: 'STATEMENT',
  events,
  fn,
});

/** The criteria tables of an address job and of a candidate: each row write refreshes its owner. */
const ADDRESS_JOB_CRITERIA = ['experiences', 'skills', 'languages', 'licences', 'locomotions', 'caces'];
const CANDIDATE_CRITERIA = ['searched_jobs', 'skills', 'languages', 'licences', 'locomotions', 'caces'];

/** One statement trigger per event (PostgreSQL gives transition tables to single-event triggers). */
const perEvent = (prefix: string, table: string, fn: string): TriggerEntry[] =>
  (['insert', 'update', 'delete'] as const).map((event) =>
    statementTrigger(`${prefix}_${event}`, table, [event.toUpperCase() as TriggerEvent], fn),
  );

export const INVALIDATIONS: Invalidation[] = [
  {
    keeps: 'match lists',
    invalidates:
      "an address job's list (its job, address, criteria), a candidate's lists (proven e-mail, place, disability, criteria), " +
      'every list of an address or of a recruiter whose tier changed, or all lists (similar jobs, experience levels): a refresh request in match_refresh_queue',
    triggers: [
      rowTrigger('match_address_jobs_insert', 'address_jobs', I, 'match_enqueue_row', { args: ['address_job', 'id'] }),
      rowTrigger('match_address_jobs_update', 'address_jobs', U, 'match_enqueue_row', {
        args: ['address_job', 'id'],
        columns: ['job_id', 'address_id'],
        when: true,
      }),
      ...ADDRESS_JOB_CRITERIA.map((c) =>
        rowTrigger(`match_address_job_${c}`, `address_job_${c}`, IUD, 'match_enqueue_row', { args: ['address_job', 'address_job_id'] }),
      ),
      rowTrigger('match_addresses_update', 'addresses', U, 'match_enqueue_address', {
        columns: ['latitude', 'longitude', 'content', 'recruiter_id'],
        when: true,
      }),
      rowTrigger('match_recruiters_update', 'recruiters', U, 'match_enqueue_recruiter', {
        columns: ['max_addresses', 'is_headhunter', 'headhunter_premium', 'is_affiliate'],
        when: true,
      }),
      rowTrigger('match_candidates_insert', 'candidates', I, 'match_enqueue_row', { args: ['candidate', 'id'] }),
      rowTrigger('match_candidates_update', 'candidates', U, 'match_enqueue_row', {
        args: ['candidate', 'id'],
        columns: ['signed_up_at', 'with_disability', 'latitude', 'longitude'],
        when: true,
      }),
      rowTrigger('match_candidates_proven', 'candidates', U, 'match_enqueue_row', {
        args: ['candidate', 'id'],
        columns: ['email_verified_at'],
        when: true,
      }),
      ...CANDIDATE_CRITERIA.map((c) =>
        rowTrigger(`match_candidate_${c}`, `candidate_${c}`, IUD, 'match_enqueue_row', { args: ['candidate', 'candidate_id'] }),
      ),
      statementTrigger('match_similar_jobs_insert', 'similar_jobs', I, 'match_enqueue_all'),
      statementTrigger('match_similar_jobs_update', 'similar_jobs', U, 'match_enqueue_all'),
      statementTrigger('match_similar_jobs_delete', 'similar_jobs', D, 'match_enqueue_all'),
      statementTrigger('match_experiences_update', 'experiences', U, 'match_enqueue_all'),
      statementTrigger('match_experiences_delete', 'experiences', D, 'match_enqueue_all'),
    ],
  },
  {
    keeps: 'match lists',
    invalidates:
      "a deleted address job's or candidate's rows of candidate_matches, at once (no foreign keys there), and the list sizes of match_list_stats; a capped list the candidate belonged to is queued for its refresh (decision 166)",
    triggers: [
      rowTrigger('match_address_jobs_delete', 'address_jobs', D, 'match_address_job_deleted'),
      rowTrigger('match_candidates_delete', 'candidates', D, 'match_candidate_deleted', { timing: 'BEFORE' }),
    ],
  },
  {
    keeps: 'answer stamps',
    invalidates:
      'the kept answers of every recruiter a write concerns (the owner of the row, of its address, the parent and children accounts and addresses): ' +
      'a new stamp in answer_stamps (bump_answer_stamps), in the writing transaction',
    triggers: [
      statementTrigger('answer_stamps_users_update', 'users', U, 'answer_stamps_users'),
      ...(
        [
          ['recruiters', 'recruiters', 'answer_stamps_recruiters'],
          ['addresses', 'addresses', 'answer_stamps_addresses'],
          ['subscriptions', 'subscriptions', 'answer_stamps_subscriptions'],
          ['orders', 'orders', 'answer_stamps_owned'],
          ['favorites', 'favorite_candidates', 'answer_stamps_owned'],
          ['purchases', 'purchases', 'answer_stamps_owned'],
          ['address_jobs', 'address_jobs', 'answer_stamps_by_address'],
          ['applications', 'applications', 'answer_stamps_by_address'],
        ] as const
      ).flatMap(([name, table, fn]) => perEvent(`answer_stamps_${name}`, table, fn)),
    ],
  },
  {
    keeps: 'answer stamps',
    invalidates: 'every kept answer: the reference tables a card shows (job, experience, sector names; similar jobs), stamp of row 0',
    triggers: [
      ...['activity_sectors', 'jobs', 'experiences', 'similar_jobs'].map((table) =>
        statementTrigger(`answer_stamps_${table}`, table, IUD, 'answer_stamps_reference'),
      ),
    ],
  },
  {
    keeps: 'answer stamps',
    invalidates:
      "the answers showing a row that carries its own stamp: a candidate's card (its row, its searched jobs) and a list (its match_list_stats row)",
    triggers: [
      rowTrigger('answer_stamps_candidates_update', 'candidates', U, 'answer_stamp_row', { timing: 'BEFORE' }),
      rowTrigger('answer_stamps_match_list_stats_update', 'match_list_stats', U, 'answer_stamp_list_row', { timing: 'BEFORE' }),
      ...perEvent('answer_stamps_searched_jobs', 'candidate_searched_jobs', 'answer_stamps_searched_jobs'),
    ],
  },
  {
    keeps: 'answer stamps',
    invalidates:
      "a list's owner in match_list_stats (the shop's stamp check reads the lists by owner) when its address or address job changes hands",
    triggers: [
      rowTrigger('answer_stamps_list_owner_address', 'addresses', U, 'answer_stamps_list_owner_address', {
        columns: ['recruiter_id'],
        when: true,
      }),
      rowTrigger('answer_stamps_list_owner_job', 'address_jobs', U, 'answer_stamps_list_owner_job', {
        columns: ['address_id'],
        when: true,
      }),
    ],
  },
  {
    keeps: 'open checkouts',
    invalidates: 'the things a pending order held open (open_checkouts), when the order leaves pending',
    triggers: [rowTrigger('orders_release_open_checkouts', 'orders', U, 'release_open_checkouts', { columns: ['status'], when: true })],
  },
  {
    keeps: 'an append-only log',
    invalidates: 'nothing: the staff audit log refuses every UPDATE, DELETE and TRUNCATE (decision 152), so no one rewrites what staff did',
    triggers: [
      rowTrigger('staff_audit_log_no_update_delete', 'staff_audit_log', ['UPDATE', 'DELETE'], 'staff_audit_log_append_only', {
        timing: 'BEFORE',
      }),
      {
        ...statementTrigger('staff_audit_log_no_truncate', 'staff_audit_log', ['TRUNCATE'], 'staff_audit_log_append_only'),
        timing: 'BEFORE',
      },
    ],
  },
];

/** Every trigger of the database. */
export const TRIGGERS: TriggerEntry[] = INVALIDATIONS.flatMap((i) => i.triggers);

/**
 * Every function the migrations define, and what it is for: the triggers' functions above, the
 * helpers they call, and the one the searches use.
 */
export const SQL_FUNCTIONS: Record<string, string> = {
  match_enqueue: 'one debounced refresh request (kind, target) in match_refresh_queue',
  match_enqueue_row: "a refresh of the row's target (TG_ARGV: kind, column holding its id), old and new",
  match_enqueue_address: 'a refresh of every job of an address that moved or changed hands',
  match_enqueue_recruiter: 'a refresh of every job of a recruiter whose tier changed (who may open the resume shop)',
  match_enqueue_all: 'a refresh of all lists when reference rows really changed',
  match_address_job_deleted: "deletes a deleted address job's matches",
  match_candidate_deleted: "deletes a deleted candidate's matches after `match_candidate_leaves`",
  match_candidate_leaves:
    "a leaving candidate's lists: the sizes of those keeping their row decremented, the capped ones they belonged to queued (decision 166)",
  bump_answer_stamps: 'a new stamp for each recruiter id given (ascending, one sequence)',
  answer_stamps_users: "the stamps of a user's recruiter",
  answer_stamps_recruiters: 'the stamps of written recruiters and of the children of changed ones',
  answer_stamps_addresses: "the stamps of written addresses' owners, their parents' and children's",
  answer_stamps_subscriptions: "the stamps of a subscription's recruiter and its address's owner",
  answer_stamps_owned: 'the stamps of the recruiter_id of written rows',
  answer_stamps_by_address: "the stamps of the owner of written rows' address",
  answer_stamps_reference: 'the reference stamp (row 0)',
  answer_stamp_row: 'a new stamp on the written candidate row',
  answer_stamp_list_row: 'a new stamp on the written list row',
  answer_stamps_searched_jobs: 'a new stamp on the candidates whose searched jobs changed',
  answer_stamps_list_owner_address: "moves the lists' owner with their address",
  answer_stamps_list_owner_job: "moves a list's owner with its address job",
  release_open_checkouts: 'frees what a pending order held open',
  staff_audit_log_append_only: 'refuses a change of the staff audit log (decision 152)',
  f_unaccent: 'immutable unaccent, for the name searches (not an invalidation)',
};
