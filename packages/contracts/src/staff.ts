import { z } from 'zod';
import { STAFF_PERMISSIONS } from './roles.ts';

/**
 * The operators' back office (issue 34, decision 152): requests and answers of the `/api/admin/`
 * routes, shared by the API and the web app's admin chunk.
 */

/** A staff session ends after this long without a request, and in any case this long after sign-in. */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_SESSION_MAX_HOURS = 8;
/**
 * Sign-in tries allowed in a window for one e-mail from one client address, known account or not
 * (so the answer tells no one which addresses are operators'), before that client waits for the
 * window's end; the operator signs in from their own address meanwhile (decision 157).
 */
export const STAFF_MAX_TRIES = 5;
/** Tries one account takes in a window from every client together: the ceiling against a spread guesser. */
export const STAFF_ACCOUNT_MAX_TRIES = 50;
export const STAFF_TRIES_WINDOW_MINUTES = 15;
export const STAFF_RECOVERY_CODES = 10;

export const staffSignInSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
  /** A 6-digit TOTP code, or one of the recovery codes (`xxxxx-xxxxx`). */
  code: z
    .string()
    .trim()
    .min(6)
    .max(32)
    .regex(/^[0-9A-Za-z-]+$/),
});
export type StaffSignIn = z.infer<typeof staffSignInSchema>;

export const staffMeSchema = z.object({
  email: z.string(),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  /** How many unused recovery codes are left. */
  recoveryCodesLeft: z.number().int(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  staffEmail: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  /** Entries older than this id (the next page). */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema) });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** An order whose payment could not be fulfilled (decision 074), or any order seen by finance. */
export const staffOrderSchema = z.object({
  uuid: z.uuid(),
  kind: z.string(),
  status: z.string(),
  buyerEmail: z.string().nullable(),
  company: z.string().nullable(),
  totalInclVat: z.number().int(),
  /** What the provider charged (cents), when it differs from the order's total. */
  charged: z.number().int().nullable(),
  reason: z.string().nullable(),
  refundStatus: z.enum(['due', 'refunded', 'notified']).nullable(),
  refundedAt: z.string().nullable(),
  /** Cents refunded by staff so far, whole or part (decision 160). */
  refundedCents: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffOrdersSchema = z.object({ orders: z.array(staffOrderSchema) });
export type StaffOrders = z.infer<typeof staffOrdersSchema>;

export const paymentEventSchema = z.object({ id: z.string(), type: z.string(), receivedAt: z.string() });
export const staffOrderDetailSchema = z.object({ order: staffOrderSchema, events: z.array(paymentEventSchema) });
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

export const orderUuidParamsSchema = z.object({ uuid: z.uuid() });

export const refundRequestSchema = z.object({
  /** Why, for the audit log. */
  reason: z.string().trim().min(3).max(500),
});
export const refundAnswerSchema = z.object({ order: staffOrderSchema, alreadyRefunded: z.boolean() });
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;

/** The inbox (issue 34, item 5): contact-form and QR-code messages. */
export const INBOX_STATUSES = ['new', 'answered', 'closed'] as const;
export const inboxQuerySchema = z.object({ status: z.enum(INBOX_STATUSES).default('new') });
export const inboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['contact', 'qr_code', 'ask_address']),
  email: z.string(),
  message: z.string(),
  quantity: z.number().int().nullable(),
  company: z.string().nullable(),
  status: z.enum(INBOX_STATUSES),
  createdAt: z.string(),
  /** The last answer mailed, when one was: its text, language, sender and date. */
  answer: z.object({ text: z.string(), lang: z.enum(['fr', 'en']), by: z.string(), at: z.string() }).nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export const inboxSchema = z.object({ messages: z.array(inboxMessageSchema) });
export type Inbox = z.infer<typeof inboxSchema>;
export const inboxIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const inboxAnswerSchema = z.object({
  answer: z.string().trim().min(2).max(5000),
  /** The language of the mail's frame (greeting, quote, signature). */
  lang: z.enum(['fr', 'en']).default('fr'),
});
export const inboxStatusSchema = z.object({ status: z.enum(['new', 'closed']) });
export const inboxMessageAnswerSchema = z.object({ message: inboxMessageSchema });
