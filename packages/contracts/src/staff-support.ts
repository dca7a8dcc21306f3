import { z } from 'zod';
import { STAFF_PERMISSIONS } from './roles.ts';

/**
 * The back office's support side (issue 34 items 2, 5, 6 and decision 152's leftovers; decision
 * 161): customers, GDPR requests and retention, background jobs and health, the staff's own
 * security. Shared by the API and the admin chunk of the web app.
 */

/** How long a support view of an account works once made (minutes). */
export const SUPPORT_VIEW_MINUTES = 15;
/** Hits of one page of a customer search, and the last page one may ask (the search is bounded). */
export const CUSTOMER_PAGE_SIZE = 25;
export const CUSTOMER_MAX_PAGE = 20;
/** A GDPR request is answered within one month (GDPR article 12.3). */
export const PRIVACY_REQUEST_MONTHS = 1;
/** A staff password has at least this many characters. */
export const STAFF_PASSWORD_MIN = 12;

export const CUSTOMER_KINDS = ['all', 'recruiter', 'headhunter', 'affiliate', 'candidate'] as const;
export const ACCOUNT_ROLES = ['recruiter', 'headhunter', 'affiliate'] as const;

export const customerSearchQuerySchema = z.object({
  /** An e-mail (or its start), a company or site name (its start), a SIRET (14 digits) or a town (its start). */
  q: z.string().trim().min(2).max(100),
  kind: z.enum(CUSTOMER_KINDS).default('all'),
  page: z.coerce.number().int().min(1).max(CUSTOMER_MAX_PAGE).default(1),
});
export type CustomerSearchQuery = z.infer<typeof customerSearchQuerySchema>;

export const customerHitSchema = z.object({
  kind: z.enum(['account', 'candidate']),
  uuid: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  siret: z.string().nullable(),
  town: z.string().nullable(),
  roles: z.array(z.enum(ACCOUNT_ROLES)),
  state: z.enum(['active', 'suspended', 'inactive']),
  createdAt: z.string(),
});
export type CustomerHit = z.infer<typeof customerHitSchema>;
export const customerSearchSchema = z.object({ hits: z.array(customerHitSchema), page: z.number().int(), hasMore: z.boolean() });
export type CustomerSearch = z.infer<typeof customerSearchSchema>;

export const customerUuidParamsSchema = z.object({ uuid: z.uuid() });

const mailSentSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  template: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
const applicationSeenSchema = z.object({ uuid: z.uuid(), site: z.string(), status: z.string(), createdAt: z.string() });

export const customerAccountSchema = z.object({
  uuid: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  manager: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  siret: z.string().nullable(),
  language: z.enum(['fr', 'en']),
  roles: z.array(z.enum(ACCOUNT_ROLES)),
  maxAddresses: z.number().int(),
  state: z.enum(['active', 'suspended', 'inactive']),
  suspendedAt: z.string().nullable(),
  passwordSet: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerAccount = z.infer<typeof customerAccountSchema>;

export const customerDetailSchema = z.object({
  account: customerAccountSchema,
  sites: z.array(
    z.object({ uuid: z.uuid(), name: z.string(), town: z.string().nullable(), siret: z.string().nullable(), active: z.boolean() }),
  ),
  subscriptions: z.array(
    z.object({
      uuid: z.uuid(),
      site: z.string().nullable(),
      status: z.string(),
      periodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
    }),
  ),
  orders: z.array(
    z.object({ uuid: z.uuid(), kind: z.string(), status: z.string(), totalInclVat: z.number().int(), createdAt: z.string() }),
  ),
  invoices: z.array(z.object({ number: z.string(), type: z.string(), totalInclVat: z.number().int(), issuedAt: z.string() })),
  applications: z.object({ total: z.number().int(), recent: z.array(applicationSeenSchema) }),
  payouts: z.array(z.object({ month: z.string(), amountCents: z.number().int(), status: z.string(), sentAt: z.string().nullable() })),
  mails: z.array(mailSentSchema),
  supportViews: z.array(z.object({ staffEmail: z.string(), createdAt: z.string(), openedAt: z.string().nullable() })),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const candidateDetailSchema = z.object({
  candidate: z.object({
    uuid: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    town: z.string().nullable(),
    lastContactAt: z.string(),
    retentionNoticeAt: z.string().nullable(),
    anonymizedAt: z.string().nullable(),
  }),
  applications: z.array(applicationSeenSchema),
  mails: z.array(mailSentSchema),
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;

/** Why an account is suspended or reactivated, for the audit log. */
export const customerReasonSchema = z.object({ reason: z.string().trim().min(3).max(500) });
export const customerAccountAnswerSchema = z.object({ account: customerAccountSchema });
export const passwordResetSentSchema = z.object({ sent: z.boolean() });
export const supportViewSchema = z.object({
  /** The one-use link that opens the read-only view in this browser. */
  link: z.string(),
  expiresAt: z.string(),
});
export type SupportView = z.infer<typeof supportViewSchema>;

/** An invitation of a franchise or multi-site customer (the rules of `accounts:invite`, decision 097). */
export const customerInviteSchema = z.object({
  email: z.email().max(254),
  company: z.string().trim().min(1).max(255),
  manager: z.string().trim().min(1).max(255),
  phoneNumber: z.string().trim().max(30).nullable().default(null),
  maxAddresses: z.int().min(0).max(1000).default(0),
});
export const customerInvitedSchema = z.object({ outcome: z.enum(['created', 'resent']), uuid: z.uuid() });

/** The customer's own list of the support's views of their account ("consulté par le support le ..."). */
export const accountSupportViewsSchema = z.object({
  views: z.array(z.object({ at: z.string(), until: z.string() })),
});
export type AccountSupportViews = z.infer<typeof accountSupportViewsSchema>;
export const supportViewOpenQuerySchema = z.object({ token: z.string().min(16).max(128) });

/** GDPR requests (item 5). */
export const PRIVACY_REQUEST_STATES = ['open', 'done', 'all'] as const;
export const privacyRequestQuerySchema = z.object({ state: z.enum(PRIVACY_REQUEST_STATES).default('open') });
export const privacyRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['export', 'erasure']),
  subject: z.enum(['account', 'candidate']),
  email: z.string(),
  channel: z.enum(['self_service', 'staff']),
  receivedAt: z.string(),
  dueAt: z.string(),
  doneAt: z.string().nullable(),
  overdue: z.boolean(),
  note: z.string().nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;
export const privacyRequestsSchema = z.object({ requests: z.array(privacyRequestSchema) });
export const privacyRequestNewSchema = z.object({
  kind: z.enum(['export', 'erasure']),
  subject: z.enum(['account', 'candidate']),
  email: z.email().max(254),
  /** When it was received, if not today (a letter): the deadline counts from it. */
  receivedOn: z.iso.date().optional(),
  note: z.string().trim().max(1000).nullable().default(null),
});
export const privacyRequestDoneSchema = z.object({ note: z.string().trim().max(1000).nullable().default(null) });
export const privacyRequestIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const privacyRequestAnswerSchema = z.object({ request: privacyRequestSchema });
export const retentionSchema = z.object({
  /** Candidates told their data will be anonymized, not yet anonymized. */
  notices: z.array(z.object({ uuid: z.uuid(), noticeAt: z.string(), lastContactAt: z.string() })),
  /** The latest anonymizations. */
  anonymizations: z.array(z.object({ uuid: z.uuid(), anonymizedAt: z.string() })),
});
export type Retention = z.infer<typeof retentionSchema>;

/** Background jobs (item 6). */
export const jobQueueSchema = z.object({
  name: z.string(),
  queued: z.number().int(),
  active: z.number().int(),
  deferred: z.number().int(),
  failed: z.number().int(),
  total: z.number().int(),
});
export const failedJobSchema = z.object({
  queue: z.string(),
  /** The dead-letter copy's id: what retry and discard name. */
  id: z.uuid(),
  tries: z.number().int(),
  failedAt: z.string(),
  error: z.string(),
});
export type FailedJobView = z.infer<typeof failedJobSchema>;
export const jobsOverviewSchema = z.object({ queues: z.array(jobQueueSchema), failed: z.array(failedJobSchema) });
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;
export const failedJobParamsSchema = z.object({ id: z.uuid() });
export const jobActionAnswerSchema = z.object({ done: z.boolean() });
export const HEALTH_PARTS = ['database', 'queue', 'mail', 'storage'] as const;
export const healthCheckSchema = z.object({
  part: z.enum(HEALTH_PARTS),
  ok: z.boolean(),
  ms: z.number(),
  detail: z.string().nullable(),
});
export const healthOverviewSchema = z.object({ checks: z.array(healthCheckSchema) });
export type HealthOverview = z.infer<typeof healthOverviewSchema>;

/** The staff's own security (decision 152's leftovers). */
const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/);
export const staffPasswordChangeSchema = z.object({
  oldPassword: z.string().min(1).max(200),
  newPassword: z.string().min(STAFF_PASSWORD_MIN).max(200),
  code: totpCodeSchema,
});
/** Proof of the staff member at the screen: their password and a current code. */
export const staffProofSchema = z.object({ password: z.string().min(1).max(200), code: totpCodeSchema });
export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const totpConfirmSchema = z.object({ code: totpCodeSchema });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  isActive: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffMembersSchema = z.object({ staff: z.array(staffMemberSchema) });
export const staffIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const staffMemberAnswerSchema = z.object({ member: staffMemberSchema });
export const okTrueSchema = z.object({ ok: z.literal(true) });
