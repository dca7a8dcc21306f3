import { z } from 'zod';
import { APPLY_RATE_LIMIT } from './apply.ts';
import { DATA_EXPORT_FORMATS } from './constants.ts';
import { emailSchema } from './validation.ts';

/**
 * The data lifecycle (GDPR, CNIL's recruitment guidance; decision 093): a candidate's data is kept
 * at most the retention period after the last contact, then anonymized; each person can download
 * and erase their data.
 */

/** Days before the anonymization when the candidate is told by e-mail and may ask to be kept. */
export const RETENTION_NOTICE_DAYS = 30;

/** How long a candidate's data link stays valid: past the anonymization date it announces. */
export const CANDIDATE_DATA_LINK_TTL_DAYS = 60;

/** The candidate's public data calls are limited per client IP like the apply page. */
export const CANDIDATE_DATA_RATE_LIMIT = APPLY_RATE_LIMIT;

/**
 * The signed token of a candidate's data link (a compact JWS). Its signature is its check: a broken
 * or cut link is answered `privacy_link_invalid` like an expired one, not a form error (walk of
 * 2026-11-29: "/app/my-data?token=garbage" read "Certaines informations sont invalides").
 */
export const candidateDataTokenSchema = z.string().trim().min(1).max(2000);

export const candidateDataBodySchema = z.object({ token: candidateDataTokenSchema });
export type CandidateDataBody = z.infer<typeof candidateDataBodySchema>;

/** A candidate who lost their data link asks for a new one by e-mail (the answer never says whether the address is known). */
export const candidateDataLinkBodySchema = z.object({ email: emailSchema });
export type CandidateDataLinkBody = z.infer<typeof candidateDataLinkBodySchema>;

// The formats live with the constants: pages import them without this module's schemas (decision 102).
export { DATA_EXPORT_FORMATS, type DataExportFormat } from './constants.ts';

export const recruiterDataQuerySchema = z.object({ format: z.enum(DATA_EXPORT_FORMATS).default('json') });
export const candidateDataQuerySchema = recruiterDataQuerySchema.extend({ token: candidateDataTokenSchema });

/** What the candidate's data page shows before they choose. */
export const candidateDataStatusSchema = z.object({
  firstName: z.string(),
  /** When the data will be anonymized unless the candidate asks to be kept (ISO date-time). */
  anonymizationDate: z.string(),
});
export type CandidateDataStatus = z.infer<typeof candidateDataStatusSchema>;

/**
 * A downloaded export (JSON): who, when, and per table of the database the rows that concern the
 * person with their personal columns (the register of processing, docs/register-of-processing.md).
 */
export const dataExportSchema = z.object({
  subject: z.enum(['candidate', 'recruiter']),
  generatedAt: z.string(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type DataExport = z.infer<typeof dataExportSchema>;
