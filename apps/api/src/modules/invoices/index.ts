/**
 * Invoices (decision 091): issued in the paying transaction with a gap-free number per year, their
 * Factur-X PDF made after the commit (the `invoice-pdfs` job repairs any missed), the seller's
 * identity, the account's list and downloads.
 */
export { findInvoiceByOrder } from './invoices.repository.ts';
export { type SellerIdentity } from './invoices.seller.ts';
export {
  createInvoiceForOrder,
  issueCreditNoteForRefund,
  issueMissingInvoices,
  treatInvoice,
  treatPendingInvoices,
} from './invoices.service.ts';
