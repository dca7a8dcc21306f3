import type { DataExport } from '@app/contracts/privacy';
import type { OffThreadTask } from './lib/off-thread.ts';
import type { QrCodePngInput } from './lib/qr-code-png.ts';
import type { AffiliatePosterInput } from './modules/affiliates/affiliate-poster-pdf.ts';
import type { ContractTerms } from './modules/affiliates/contract.ts';
import type { InvoiceDocument } from './modules/invoices/invoices.pdf.ts';
import type { AddressPosterInput } from './modules/qr-codes/qr-code-poster.ts';
import type { ExportZipInput } from './modules/privacy/privacy.zip.ts';

/**
 * The worker threads of `lib/off-thread.ts` (decision 115): each task loads its module at its first
 * use, so a thread that only cleans SVG files never loads the PDF library. PDFs come back as
 * Uint8Array (a Buffer would arrive as a plain Uint8Array anyway).
 */
const TASKS: Record<OffThreadTask, (input: never) => Promise<unknown>> = {
  'svg-clean': async (input: Uint8Array) => (await import('./providers/storage/svg-sanitizer.ts')).sanitizeSvgBytes(input),
  'qr-code-png': async (input: QrCodePngInput) => (await import('./lib/qr-code-png.ts')).renderQrCodePng(input),
  'address-poster': async (input: AddressPosterInput) => (await import('./modules/qr-codes/qr-code-poster.ts')).renderAddressPoster(input),
  'affiliate-poster': async (input: AffiliatePosterInput) =>
    (await import('./modules/affiliates/affiliate-poster-pdf.ts')).renderAffiliatePoster(input),
  'invoice-pdf': async (input: InvoiceDocument) =>
    new Uint8Array(await (await import('./modules/invoices/invoices.pdf.ts')).renderInvoicePdf(input)),
  'data-pdf': async (input: DataExport) => new Uint8Array(await (await import('./modules/privacy/privacy.pdf.ts')).renderDataPdf(input)),
  'data-zip': async (input: ExportZipInput) => (await import('./modules/privacy/privacy.zip.ts')).renderDataZip(input),
  'contract-pdf': async (input: ContractTerms) =>
    new Uint8Array(await (await import('./modules/affiliates/contract.ts')).renderContractPdf(input)),
};

export default async function run({ task, input }: { task: OffThreadTask; input: never }): Promise<unknown> {
  const work = TASKS[task];
  if (!work) throw new Error(`unknown off-thread task ${String(task)}`);
  return work(input);
}
