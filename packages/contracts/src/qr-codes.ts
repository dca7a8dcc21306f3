import { z } from 'zod';
import { APP_BASE } from './routes.ts';
import { emailSchema, messageSchema } from './validation.ts';

/** Who a QR code is for (spec section 7, query `type`). */
export const QR_CODE_TYPES = ['recruiter', 'candidate'] as const;
export type QrCodeType = (typeof QR_CODE_TYPES)[number];

export const qrCodeQuerySchema = z.object({ type: z.enum(QR_CODE_TYPES).default('candidate') });

/**
 * The public page a candidate reaches by scanning an address's QR code (docs/decisions
 * 012-qr-codes.md). It lives under the application so that one route serves it.
 */
export const addressApplyPath = (uuid: string): string => `${APP_BASE}/addresses/${encodeURIComponent(uuid)}/apply`;
/** The recruiter's code opens the address in the recruiter area (after sign-in). */
export const addressRecruiterPath = (uuid: string): string => `${APP_BASE}/dashboard?address=${encodeURIComponent(uuid)}`;

export const qrCodeUrl = (origin: string, type: QrCodeType, uuid: string): string =>
  `${origin.replace(/\/+$/, '')}${type === 'candidate' ? addressApplyPath(uuid) : addressRecruiterPath(uuid)}`;

/** Default name of a downloaded code when the answer names none (spec section 7: "qrcode.png prefixed with type"). */
export const defaultQrCodeFilename = (type: QrCodeType): string => `${type}-qrcode.png`;

/** POST /qr-code-contact/ (spec section 5: e-mail required, message required, max 500). */
export const qrCodeContactBodySchema = z.object({ email: emailSchema, message: messageSchema });
export type QrCodeContactBody = z.infer<typeof qrCodeContactBodySchema>;

/** POST /api/fingerprint/: a visit of an address page (spec: "address"), or of a candidate page. */
/**
 * A visit names one page: an address page or a candidate page, never both (the server alone links a
 * candidate to a site, when they apply). Its path is a path of the product (letters, digits, `/`,
 * `-`, `_`, `.`, `%`), never free text that would reach someone's data download.
 */
export const fingerprintBodySchema = z
  .object({
    address: z.uuid().optional(),
    candidate: z.uuid().optional(),
    path: z
      .string()
      .max(300)
      .regex(/^\/[A-Za-z0-9/_.%-]*$/, 'form.validation.invalid')
      .optional(),
  })
  .strict()
  .refine((v) => (v.address === undefined) !== (v.candidate === undefined), 'form.validation.required');
export type FingerprintBody = z.infer<typeof fingerprintBodySchema>;
