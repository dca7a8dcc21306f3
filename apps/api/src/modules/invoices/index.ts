export { findInvoiceByOrder } from './invoices.repository.ts';
export { type SellerIdentity } from './invoices.seller.ts';
export { createInvoiceForOrder, issueMissingInvoices, treatInvoice, treatPendingInvoices } from './invoices.service.ts';
