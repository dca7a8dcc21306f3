import { useMutation } from '@tanstack/react-query';
import { invoicesDownloadInvoice } from '@app/contracts/operations.gen';
import { download } from '@/lib/api';
import { saveFile, type DownloadedFile } from '@/lib/http';

/** GET /api/invoices/{id}/download/ (spec section 7): the PDF; its name comes from content-disposition. */
export const downloadInvoice = (id: number): Promise<DownloadedFile> =>
  download(invoicesDownloadInvoice, { path: { id }, fallbackFilename: `facture-${id}.pdf`, timeoutMs: 30_000 });

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice, onSuccess: saveFile });
