import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_PATHS, appUrl } from '@app/contracts/routes';
import {
  accountSupportViewsSchema,
  candidateDetailSchema,
  customerAccountAnswerSchema,
  customerDetailSchema,
  customerInvitedSchema,
  customerInviteSchema,
  customerReasonSchema,
  customerSearchQuerySchema,
  customerSearchSchema,
  customerUuidParamsSchema,
  CUSTOMER_PAGE_SIZE,
  passwordResetSentSchema,
  SUPPORT_VIEW_MINUTES,
  supportViewOpenQuerySchema,
  supportViewSchema,
  type CandidateDetail,
  type CustomerAccount,
  type CustomerDetail,
  type CustomerHit,
  type CustomerSearch,
  type CustomerSearchQuery,
  type SupportView,
} from '@app/contracts/staff-support';
import { errorAnswerSchema } from '@app/contracts/errors';
import type { Db } from '../../db/client.ts';
import {
  addresses,
  affiliatePayouts,
  applications,
  candidates,
  emailOutbox,
  invoices,
  orders,
  recruiters,
  subscriptions,
  supportViews,
  users,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { SESSION_TOKEN_RATE_LIMIT } from '../../lib/public-rate-limits.ts';
import { escapeLike, rowsOf } from '../../lib/sql.ts';
import { hashOpaqueToken, newOpaqueToken, type TokenSigner } from '../../lib/tokens.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { addressOwnedBy } from '../../access/ownership.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { requireStaff, type StaffContext } from '../../plugins/staff-auth.ts';
import { requestPasswordReset, revokeAllForUser } from '../auth/index.ts';
import { inviteRecruiter } from '../invitations/index.ts';
import { appendAudit } from './staff.repository.ts';
import { auditBy } from './staff.service.ts';
import { moduleRoutes } from '../../lib/route-options.ts';

/**
 * The support's customers (issue 34 item 2, decision 161): search, an account's view, invitation,
 * suspension, password reset and the read-only view as the customer. Policy `staffSupport`; every
 * change audited with before and after.
 */
export interface CustomerDeps {
  db: Db;
  mailer: Mailer;
  signer: TokenSigner;
  publicUrl: string;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const stateOf = (u: { isActive: boolean; suspendedAt: Date | string | null }): CustomerAccount['state'] =>
  u.suspendedAt ? 'suspended' : u.isActive ? 'active' : 'inactive';
const rolesOf = (r: { isHeadhunter: boolean; isAffiliate: boolean }): CustomerAccount['roles'] => {
  const roles: CustomerAccount['roles'] = [];
  if (r.isHeadhunter) roles.push('headhunter');
  if (r.isAffiliate) roles.push('affiliate');
  if (!roles.length) roles.push('recruiter');
  return roles;
};

interface HitRow {
  kind: 'account' | 'candidate';
  uuid: string;
  email: string;
  name: string | null;
  siret: string | null;
  town: string | null;
  is_headhunter: boolean;
  is_affiliate: boolean;
  is_active: boolean;
  suspended_at: string | null;
  created_at: string | Date;
}

/**
 * One page of customers matching `q` (decision 161): a SIRET (14 digits) is matched exactly on the
 * account or one of its sites; an e-mail, company, site name or town by its start, case ignored
 * (indexes of migration 0056 with `text_pattern_ops`). Bounded: `q` of 2 to 100 characters, pages of
 * CUSTOMER_PAGE_SIZE, at most CUSTOMER_MAX_PAGE pages.
 */
export async function searchCustomers(db: Db, query: CustomerSearchQuery): Promise<CustomerSearch> {
  const q = query.q.trim().toLowerCase();
  const siret = /^[0-9]{14}$/.test(q.replace(/\s/g, '')) ? q.replace(/\s/g, '') : null;
  const prefix = `${escapeLike(q)}%`;
  const offset = (query.page - 1) * CUSTOMER_PAGE_SIZE;
  const accountWhere = siret
    ? sql`(r.siret = ${siret} OR EXISTS (SELECT 1 FROM addresses a WHERE a.recruiter_id = r.id AND a.siret = ${siret}))`
    : sql`(lower(u.email) LIKE ${prefix} OR lower(r.company) LIKE ${prefix}
        OR EXISTS (SELECT 1 FROM addresses a WHERE a.recruiter_id = r.id AND (lower(a.name) LIKE ${prefix} OR lower(a.qrcode_town) LIKE ${prefix})))`;
  const roleWhere =
    query.kind === 'headhunter'
      ? sql`r.is_headhunter`
      : query.kind === 'affiliate'
        ? sql`r.is_affiliate`
        : query.kind === 'recruiter'
          ? sql`NOT r.is_headhunter AND NOT r.is_affiliate`
          : sql`true`;
  const accounts = sql`SELECT 'account' AS kind, r.uuid::text AS uuid, u.email, r.company AS name, r.siret,
      (SELECT a.qrcode_town FROM addresses a WHERE a.recruiter_id = r.id AND a.qrcode_town IS NOT NULL ORDER BY a.id LIMIT 1) AS town,
      r.is_headhunter, r.is_affiliate, u.is_active, u.suspended_at, u.created_at
    FROM users u JOIN recruiters r ON r.user_id = u.id
    WHERE ${accountWhere} AND ${roleWhere}`;
  const people = sql`SELECT 'candidate' AS kind, c.uuid::text AS uuid, c.email, c.first_name || ' ' || c.last_name AS name, NULL AS siret,
      c.city_name AS town, false AS is_headhunter, false AS is_affiliate, c.anonymized_at IS NULL AS is_active, NULL::timestamptz AS suspended_at, c.created_at
    FROM candidates c
    WHERE c.anonymized_at IS NULL AND (lower(c.email) LIKE ${prefix} OR lower(c.city_name) LIKE ${prefix})`;
  const parts = query.kind === 'candidate' ? people : query.kind === 'all' && !siret ? sql`${accounts} UNION ALL ${people}` : accounts;
  const rows = rowsOf<HitRow>(
    await db.execute(sql`SELECT * FROM (${parts}) hits ORDER BY created_at DESC, uuid LIMIT ${CUSTOMER_PAGE_SIZE + 1} OFFSET ${offset}`),
  );
  const hits: CustomerHit[] = rows.slice(0, CUSTOMER_PAGE_SIZE).map((r) => ({
    kind: r.kind,
    uuid: r.uuid,
    email: r.email,
    name: r.name,
    siret: r.siret,
    town: r.town,
    roles: r.kind === 'candidate' ? [] : rolesOf({ isHeadhunter: r.is_headhunter, isAffiliate: r.is_affiliate }),
    state: r.kind === 'candidate' ? 'active' : stateOf({ isActive: r.is_active, suspendedAt: r.suspended_at }),
    createdAt: iso(r.created_at)!,
  }));
  return { hits, page: query.page, hasMore: rows.length > CUSTOMER_PAGE_SIZE };
}

/** The account of a recruiter's public uuid, or 404. */
async function findAccount(db: Db, uuid: string) {
  const [row] = await db
    .select({ user: users, recruiter: recruiters })
    .from(recruiters)
    .innerJoin(users, eq(users.id, recruiters.userId))
    .where(eq(recruiters.uuid, uuid))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
type AccountRow = Awaited<ReturnType<typeof findAccount>>;

const accountOf = ({ user, recruiter }: AccountRow): CustomerAccount => ({
  uuid: recruiter.uuid,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  company: recruiter.company,
  manager: recruiter.manager,
  phoneNumber: recruiter.phoneNumber,
  siret: recruiter.siret,
  language: user.language,
  roles: rolesOf(recruiter),
  maxAddresses: recruiter.maxAddresses,
  state: stateOf(user),
  suspendedAt: iso(user.suspendedAt),
  passwordSet: user.passwordHash !== null,
  lastLoginAt: iso(user.lastLoginAt),
  createdAt: iso(user.createdAt)!,
});

/** What the account holds, each list bounded (the newest first). */
export async function customerDetail(db: Db, uuid: string): Promise<CustomerDetail> {
  const row = await findAccount(db, uuid);
  const recruiterId = row.recruiter.id;
  const LIMIT = 50;
  const [sites, subs, orderRows, invoiceRows, appTotal, appRows, payouts, mails, views] = await Promise.all([
    db
      .select({ uuid: addresses.uuid, name: addresses.name, town: addresses.qrcodeTown, siret: addresses.siret, active: addresses.active })
      .from(addresses)
      .where(addressOwnedBy(recruiterId))
      .orderBy(addresses.id)
      .limit(LIMIT),
    db
      .select({
        uuid: subscriptions.uuid,
        site: addresses.name,
        status: subscriptions.status,
        periodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      })
      .from(subscriptions)
      .leftJoin(addresses, eq(addresses.id, subscriptions.addressId))
      .where(eq(subscriptions.recruiterId, recruiterId))
      .orderBy(desc(subscriptions.currentPeriodEnd))
      .limit(LIMIT),
    db
      .select({
        uuid: orders.uuid,
        kind: orders.kind,
        status: orders.status,
        totalInclVat: orders.totalInclVat,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.recruiterId, recruiterId))
      .orderBy(desc(orders.id))
      .limit(LIMIT),
    db
      .select({ number: invoices.invoiceNumber, type: invoices.type, totalInclVat: invoices.totalInclVat, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(eq(invoices.recruiterId, recruiterId))
      .orderBy(desc(invoices.id))
      .limit(LIMIT),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .innerJoin(addresses, eq(addresses.id, applications.addressId))
      .where(addressOwnedBy(recruiterId)),
    db
      .select({ uuid: applications.uuid, site: addresses.name, status: applications.status, createdAt: applications.createdAt })
      .from(applications)
      .innerJoin(addresses, eq(addresses.id, applications.addressId))
      .where(addressOwnedBy(recruiterId))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(20),
    db
      .select({
        month: affiliatePayouts.month,
        amountCents: affiliatePayouts.amountCents,
        status: affiliatePayouts.status,
        sentAt: affiliatePayouts.sentAt,
      })
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.affiliateId, recruiterId))
      .orderBy(desc(affiliatePayouts.month))
      .limit(24),
    mailsOf(db, eq(emailOutbox.userId, row.user.id)),
    db
      .select({ staffEmail: supportViews.staffEmail, createdAt: supportViews.createdAt, openedAt: supportViews.openedAt })
      .from(supportViews)
      .where(eq(supportViews.userId, row.user.id))
      .orderBy(desc(supportViews.createdAt))
      .limit(20),
  ]);
  return {
    account: accountOf(row),
    sites,
    subscriptions: subs.map((s) => ({ ...s, periodEnd: iso(s.periodEnd)! })),
    orders: orderRows.map((o) => ({ ...o, createdAt: iso(o.createdAt)! })),
    invoices: invoiceRows.map((i) => ({ ...i, issuedAt: iso(i.issuedAt)! })),
    applications: {
      total: Number(appTotal[0]?.n ?? 0),
      recent: appRows.map((a) => ({ ...a, createdAt: iso(a.createdAt)! })),
    },
    payouts: payouts.map((p) => ({ ...p, month: String(p.month), sentAt: iso(p.sentAt) })),
    mails,
    supportViews: views.map((v) => ({ staffEmail: v.staffEmail, createdAt: iso(v.createdAt)!, openedAt: iso(v.openedAt) })),
  };
}

/** The mails written for a person (the outbox's owner columns, decision 118), newest first. */
async function mailsOf(db: Db, owner: ReturnType<typeof eq>) {
  const rows = await db
    .select({
      id: emailOutbox.id,
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(owner)
    .orderBy(desc(emailOutbox.id))
    .limit(50);
  return rows.map((m) => ({ ...m, createdAt: iso(m.createdAt)! }));
}

export async function candidateDetail(db: Db, uuid: string): Promise<CandidateDetail> {
  const [c] = await db.select().from(candidates).where(eq(candidates.uuid, uuid)).limit(1);
  if (!c) throw notFound();
  const [apps, mails] = await Promise.all([
    db
      .select({ uuid: applications.uuid, site: addresses.name, status: applications.status, createdAt: applications.createdAt })
      .from(applications)
      .innerJoin(addresses, eq(addresses.id, applications.addressId))
      .where(eq(applications.candidateId, c.id))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(50),
    mailsOf(db, eq(emailOutbox.candidateId, c.id)),
  ]);
  return {
    candidate: {
      uuid: c.uuid,
      email: c.email,
      firstName: c.firstName,
      lastName: c.lastName,
      town: c.cityName,
      lastContactAt: iso(c.lastContactAt)!,
      retentionNoticeAt: iso(c.retentionNoticeAt),
      anonymizedAt: iso(c.anonymizedAt),
    },
    applications: apps.map((a) => ({ ...a, createdAt: iso(a.createdAt)! })),
    mails,
  };
}

/**
 * Suspends an account (decision 161): in one transaction it becomes inactive with `suspended_at`
 * (one UPDATE that only an active, unsuspended account passes) and every session ends (refresh
 * families revoked, the token version raised: access tokens stop at their next request). Audited
 * once; a second suspension writes nothing.
 */
export async function suspendCustomer(db: Db, staff: StaffContext, uuid: string, reason: string): Promise<CustomerAccount> {
  const before = await findAccount(db, uuid);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ isActive: false, suspendedAt: sql`now()` })
      .where(and(eq(users.id, before.user.id), eq(users.isActive, true), isNull(users.suspendedAt)))
      .returning({ id: users.id });
    if (!changed.length) {
      if (before.user.suspendedAt) return;
      throw new AppError('conflict', 'This account is not active (erased or never used): nothing to suspend');
    }
    await revokeAllForUser(tx, before.user.id);
    await appendAudit(tx, {
      ...auditBy(staff),
      action: 'customer.suspend',
      target: `account:${uuid}`,
      before: { state: stateOf(before.user) },
      after: { state: 'suspended', reason },
    });
  });
  return accountOf(await findAccount(db, uuid));
}

/** Reactivates a suspended account (only a suspended one: an erased account stays erased); audited once. */
export async function reactivateCustomer(db: Db, staff: StaffContext, uuid: string, reason: string): Promise<CustomerAccount> {
  const before = await findAccount(db, uuid);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ isActive: true, suspendedAt: null })
      .where(and(eq(users.id, before.user.id), isNotNull(users.suspendedAt)))
      .returning({ id: users.id });
    if (!changed.length) {
      if (before.user.isActive) return;
      throw new AppError('conflict', 'This account is not suspended: it cannot be reactivated');
    }
    await appendAudit(tx, {
      ...auditBy(staff),
      action: 'customer.reactivate',
      target: `account:${uuid}`,
      before: { state: stateOf(before.user), suspendedAt: iso(before.user.suspendedAt) },
      after: { state: 'active', reason },
    });
  });
  return accountOf(await findAccount(db, uuid));
}

/** The existing reset mail (auth's `requestPasswordReset`, its budget included); audited. */
export async function sendPasswordReset(deps: CustomerDeps, staff: StaffContext, uuid: string): Promise<{ sent: boolean }> {
  const { user } = await findAccount(deps.db, uuid);
  if (!user.isActive) return { sent: false };
  await requestPasswordReset(deps, user.email);
  await appendAudit(deps.db, {
    ...auditBy(staff),
    action: 'customer.passwordReset',
    target: `account:${uuid}`,
    after: { email: user.email },
  });
  return { sent: true };
}

/** A franchise or multi-site customer invited by the service `accounts:invite` uses (decision 097); audited. */
export async function inviteCustomer(
  deps: CustomerDeps,
  staff: StaffContext,
  input: { email: string; company: string; manager: string; phoneNumber: string | null; maxAddresses: number },
): Promise<{ outcome: 'created' | 'resent'; uuid: string }> {
  const sent = await inviteRecruiter(deps, input);
  const [row] = await deps.db.select({ uuid: recruiters.uuid }).from(recruiters).where(eq(recruiters.userId, sent.userId)).limit(1);
  await appendAudit(deps.db, {
    ...auditBy(staff),
    action: 'customer.invite',
    target: `account:${row!.uuid}`,
    after: { outcome: sent.outcome, email: input.email, company: input.company, maxAddresses: input.maxAddresses },
  });
  return { outcome: sent.outcome, uuid: row!.uuid };
}

export const SUPPORT_VIEW_PATH = '/api/support-view/';

/**
 * A read-only view of the account as its holder sees it (decision 161): a one-use link, valid
 * SUPPORT_VIEW_MINUTES, that opens in the staff member's browser a session whose every write the
 * server refuses (plugins/support-view-guard.ts). Audited; the customer sees it in their history.
 */
export async function createSupportView(db: Db, staff: StaffContext, uuid: string): Promise<SupportView> {
  const { user } = await findAccount(db, uuid);
  if (!user.isActive) throw new AppError('conflict', 'This account is not active: there is nothing to view as its holder');
  const { token, hash } = newOpaqueToken();
  const expiresAt = new Date(Date.now() + SUPPORT_VIEW_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.insert(supportViews).values({ id, staffId: staff.id, staffEmail: staff.email, userId: user.id, tokenHash: hash, expiresAt });
    await appendAudit(tx, { ...auditBy(staff), action: 'customer.viewAs', target: `account:${uuid}`, after: { view: id, expiresAt } });
  });
  return { link: `${SUPPORT_VIEW_PATH}?token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
}

/** Opens a view from its link, once (one UPDATE), before it expires: its read-only access token, or null. */
export async function openSupportView(db: Db, signer: TokenSigner, token: string): Promise<string | null> {
  const [view] = await db
    .update(supportViews)
    .set({ openedAt: sql`now()` })
    .where(and(eq(supportViews.tokenHash, hashOpaqueToken(token)), isNull(supportViews.openedAt), sql`${supportViews.expiresAt} > now()`))
    .returning({ id: supportViews.id, userId: supportViews.userId, expiresAt: supportViews.expiresAt });
  if (!view) return null;
  const [user] = await db
    .select({ version: users.tokenVersion, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, view.userId))
    .limit(1);
  if (!user?.isActive) return null;
  return signer.signSupportView(view.userId, view.id, user.version, view.expiresAt);
}

export const staffCustomerRoutes: FastifyPluginAsyncZod<{ deps: CustomerDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const tags = ['admin'];
  const route = moduleRoutes({ policy: 'staffSupport', tags, errors: {} });

  app.get(
    '/admin/customers/',
    route({
      operationId: 'admin.searchCustomers',
      summary: 'Recruiters, head-hunters, affiliates and candidates by e-mail, company, SIRET, site or town (paged, bounded)',
      querystring: customerSearchQuerySchema,
      response: { 200: customerSearchSchema },
    }),
    async (request) => searchCustomers(db, request.query),
  );

  app.get(
    '/admin/customers/:uuid/',
    route({
      operationId: 'admin.getCustomer',
      summary: "An account: its sites, subscriptions, orders, invoices, applications, payouts, mails and the support's views",
      params: customerUuidParamsSchema,
      response: { 200: customerDetailSchema },
    }),
    async (request) => customerDetail(db, request.params.uuid),
  );

  app.get(
    '/admin/candidates/:uuid/',
    route({
      operationId: 'admin.getCandidate',
      summary: 'A candidate: their applications and the mails sent to them',
      params: customerUuidParamsSchema,
      response: { 200: candidateDetailSchema },
    }),
    async (request) => candidateDetail(db, request.params.uuid),
  );

  app.post(
    '/admin/customers/:uuid/suspend/',
    route({
      operationId: 'admin.suspendCustomer',
      summary: 'Suspends an account: its sessions end at once, it cannot sign in; audited',
      params: customerUuidParamsSchema,
      body: customerReasonSchema,
      // 409: an erased account (inactive, not suspended).
      response: { 200: customerAccountAnswerSchema, 409: errorAnswerSchema },
    }),
    async (request) => ({
      account: await suspendCustomer(db, requireStaff(request), request.params.uuid, request.body.reason),
    }),
  );

  app.post(
    '/admin/customers/:uuid/reactivate/',
    route({
      operationId: 'admin.reactivateCustomer',
      summary: 'Reactivates a suspended account; audited',
      params: customerUuidParamsSchema,
      body: customerReasonSchema,
      // 409: an account that is inactive without being suspended (erased).
      response: { 200: customerAccountAnswerSchema, 409: errorAnswerSchema },
    }),
    async (request) => ({
      account: await reactivateCustomer(db, requireStaff(request), request.params.uuid, request.body.reason),
    }),
  );

  app.post(
    '/admin/customers/:uuid/password-reset/',
    route({
      operationId: 'admin.sendCustomerPasswordReset',
      summary: "Sends the account's holder the password reset mail; audited",
      params: customerUuidParamsSchema,
      response: { 200: passwordResetSentSchema },
    }),
    async (request) => sendPasswordReset(deps, requireStaff(request), request.params.uuid),
  );

  app.post(
    '/admin/customers/:uuid/view-as/',
    route({
      operationId: 'admin.viewAsCustomer',
      summary: "A one-use link to the customer's app, read-only and time-limited; audited and shown to the customer",
      params: customerUuidParamsSchema,
      // 409: an inactive account.
      response: { 200: supportViewSchema, 409: errorAnswerSchema },
    }),
    async (request) => createSupportView(db, requireStaff(request), request.params.uuid),
  );

  app.post(
    '/admin/customers/invite/',
    route({
      operationId: 'admin.inviteCustomer',
      summary: 'Invites a franchise or multi-site customer (the accounts:invite service); audited',
      body: customerInviteSchema,
      // 400 email_taken: an account with a password holds the e-mail.
      response: { 200: customerInvitedSchema, 400: errorAnswerSchema },
    }),
    async (request) => inviteCustomer(deps, requireStaff(request), request.body),
  );

  // The customer's side of the views: the link that opens one, and their account's history of them.
  app.get(
    '/support-view/',
    {
      policy: 'public',
      config: { rateLimit: SESSION_TOKEN_RATE_LIMIT },
      schema: {
        operationId: 'supportView.openView',
        tags: ['account'],
        summary: "Opens a support view from its one-use link: a read-only session cookie, then the customer's app",
        querystring: supportViewOpenQuerySchema,
        response: { 303: z.null().describe("To the customer's app (Location)"), 401: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const access = await openSupportView(db, deps.signer, request.query.token);
      if (!access) throw new AppError('token_invalid', 'This view link is unknown, used or expired');
      app.sessionCookies.setView(request, reply, access);
      return reply.redirect(appUrl(APP_PATHS.dashboard), 303);
    },
  );

  app.get(
    '/account/support-views/',
    {
      policy: 'signedIn',
      schema: {
        operationId: 'account.listSupportViews',
        tags: ['account'],
        summary: 'When the support viewed the account (read-only), newest first',
        response: { 200: accountSupportViewsSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const rows = await db
        .select({ at: supportViews.openedAt, until: supportViews.expiresAt })
        .from(supportViews)
        .where(and(eq(supportViews.userId, auth.userId), isNotNull(supportViews.openedAt)))
        .orderBy(desc(supportViews.openedAt))
        .limit(50);
      return { views: rows.map((r) => ({ at: iso(r.at)!, until: iso(r.until)! })) };
    },
  );
};
