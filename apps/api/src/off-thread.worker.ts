import type { OffThreadTask } from './lib/off-thread.ts';
import type { AffiliatePosterInput } from './modules/affiliates/affiliate-poster-pdf.ts';
import type { AddressPosterInput } from './modules/qr-codes/qr-code-poster.ts';

/**
 * The worker threads of `lib/off-thread.ts` (decision 115): each task loads its module at its first
 * use, so a thread that only cleans SVG files never loads the PDF library.
 */
const TASKS: Record<OffThreadTask, (input: never) => Promise<unknown>> = {
  'svg-clean': async (input: Uint8Array) => (await import('./providers/storage/svg-sanitizer.ts')).sanitizeSvgBytes(input),
  'address-poster': async (input: AddressPosterInput) => (await import('./modules/qr-codes/qr-code-poster.ts')).renderAddressPoster(input),
  'affiliate-poster': async (input: AffiliatePosterInput) =>
    (await import('./modules/affiliates/affiliate-poster-pdf.ts')).renderAffiliatePoster(input),
};

export default async function run({ task, input }: { task: OffThreadTask; input: never }): Promise<unknown> {
  const work = TASKS[task];
  if (!work) throw new Error(`unknown off-thread task ${String(task)}`);
  return work(input);
}
