import type { MessagePort } from 'node:worker_threads';
import type { DataExport } from '@app/contracts/privacy';
import type { OffThreadTask } from './lib/off-thread.ts';
import type { QrCodePngInput } from './lib/qr-code-png.ts';
import type { AffiliatePosterInput } from './modules/affiliates/affiliate-poster-pdf.ts';
import type { ContractTerms } from './modules/affiliates/contract.ts';
import type { InvoiceDocument } from './modules/invoices/invoices.pdf.ts';
import type { AddressPosterInput } from './modules/qr-codes/qr-code-poster.ts';
import type { SitePageRenderInput } from './lib/site-page-render.ts';
import type { ExportZipInput } from './modules/privacy/privacy.zip.ts';

/**
 * The worker threads of `lib/off-thread.ts` (decision 115): each task loads its module at its first
 * use, so a thread that only cleans SVG files never loads the PDF library. PDFs come back as
 * Uint8Array (a Buffer would arrive as a plain Uint8Array anyway). A task says when its module is
 * loaded and its own work starts (`started`): its time budget counts from there, so a cold thread's
 * start-up and a first module load are never taken for a task's work (decision 144).
 */
type Work = (input: never, started: () => void) => Promise<unknown>;
/**
 * A slower first load of each module, for the test that a cold thread's start is not counted in a
 * task's budget (off-thread.test.ts): on a loaded machine the work itself can take as long as a real
 * start-up, so the test makes the start-up plainly longer than the budget. Unset: nothing waits.
 */
const TEST_LOAD_DELAY_MS = Number(process.env.OFF_THREAD_TEST_LOAD_DELAY_MS ?? 0);
const loaded = new Set<unknown>();
const task =
  <M, I>(load: () => Promise<M>, work: (module: M, input: I) => unknown): Work =>
  async (input: never, started: () => void) => {
    const module = await load();
    if (TEST_LOAD_DELAY_MS > 0 && !loaded.has(load)) {
      loaded.add(load);
      await new Promise((resolve) => setTimeout(resolve, TEST_LOAD_DELAY_MS));
    }
    started();
    return work(module, input as I);
  };

const TASKS: Record<OffThreadTask, Work> = {
  'svg-clean': task(
    () => import('./providers/storage/svg-sanitizer.ts'),
    (m, input: Uint8Array) => m.sanitizeSvgBytes(input),
  ),
  'qr-code-png': task(
    () => import('./lib/qr-code-png.ts'),
    (m, input: QrCodePngInput) => m.renderQrCodePng(input),
  ),
  'address-poster': task(
    () => import('./modules/qr-codes/qr-code-poster.ts'),
    (m, input: AddressPosterInput) => m.renderAddressPoster(input),
  ),
  'affiliate-poster': task(
    () => import('./modules/affiliates/affiliate-poster-pdf.ts'),
    (m, input: AffiliatePosterInput) => m.renderAffiliatePoster(input),
  ),
  'invoice-pdf': task(
    () => import('./modules/invoices/invoices.pdf.ts'),
    async (m, input: InvoiceDocument) => new Uint8Array(await m.renderInvoicePdf(input)),
  ),
  'data-pdf': task(
    () => import('./modules/privacy/privacy.pdf.ts'),
    async (m, input: DataExport) => new Uint8Array(await m.renderDataPdf(input)),
  ),
  'data-zip': task(
    () => import('./modules/privacy/privacy.zip.ts'),
    (m, input: ExportZipInput) => m.renderDataZip(input),
  ),
  'contract-pdf': task(
    () => import('./modules/affiliates/contract.ts'),
    async (m, input: ContractTerms) => new Uint8Array(await m.renderContractPdf(input)),
  ),
  'site-page': task(
    () => import('./lib/site-page-render.ts'),
    (m, input: SitePageRenderInput) => m.renderSitePageDocument(input),
  ),
};

export default async function run({
  task: name,
  input,
  started,
}: {
  task: OffThreadTask;
  input: never;
  started?: MessagePort;
}): Promise<unknown> {
  const work = TASKS[name];
  if (!work) throw new Error(`unknown off-thread task ${String(name)}`);
  return work(input, () => {
    started?.postMessage('started');
    started?.close();
  });
}
