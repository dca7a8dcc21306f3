import { z } from 'zod';
import { emailSchema, messageSchema } from './validation.ts';

/** The public contact form (spec sections 2 and 5): e-mail, message of at most 500 characters, and the captcha. */
export const CONTACT_PATH = '/contact/';
/** Where the form's ALTCHA widget fetches its proof-of-work challenge (decision 087). */
export const CONTACT_CHALLENGE_PATH = '/contact/challenge/';
/** The ALTCHA widget's answer (base64 JSON of the challenge and its solution); bounded. */
export const CAPTCHA_PAYLOAD_MAX = 4000;

export const contactBodySchema = z.object({
  email: emailSchema,
  message: messageSchema,
  altcha: z.string().max(CAPTCHA_PAYLOAD_MAX).optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactAnswerSchema = z.object({ success: z.literal(true) });
/** Per client address: sent messages and challenges asked, in 15 minutes. */
export const CONTACT_RATE_LIMIT = { max: 5, challengeMax: 30, timeWindowMs: 15 * 60_000 } as const;

/** What GET /contact/challenge/ answers: an ALTCHA v2 challenge, as the widget reads it. */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});
