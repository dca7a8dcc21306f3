import { z } from 'zod';
import { INT4_MAX } from './constants.ts';

/** Invoice as the account page lists it (spec section 3, Invoice). */
export const invoiceSchema = z.object({
  id: z.int32(),
  invoiceNumber: z.string(),
  createdAt: z.string(),
  isTreated: z.boolean(),
  /** Total including VAT, in cents. */
  totalInclVat: z.int32(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /api/invoices/: the invoices of the signed-in account, newest first. */
export const invoiceListSchema = z.object({ results: z.array(invoiceSchema) });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const invoiceIdParamsSchema = z.object({ id: z.coerce.number().int().max(INT4_MAX).positive() });

/** Invoice numbers: one gap-free sequence per year (`FA-2026-000123`). */
export const INVOICE_NUMBER_PATTERN = /^FA-\d{4}-\d{6}$/;
export const formatInvoiceNumber = (year: number, sequence: number): string => `FA-${year}-${String(sequence).padStart(6, '0')}`;
