import { SIGNED_IN_COOKIE } from '@app/contracts/constants';
import {
  qrCodesGetQrCode,
  invoicesDownloadInvoice,
  invoicesListInvoices,
  jobsGetJob,
  jobsUpdateJob,
  resumeShopListCandidates,
} from '@app/contracts/operations.gen';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, mockApi } from '@/test/fetch';
import { call, download, urlOf } from './api';
import { HttpError, setSessionExpiredHandler } from './http';

/** Decision 145: the typed client names operations; http.ts still does the work. */
afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(SIGNED_IN_COOKIE);
});

describe('the typed client', () => {
  it('fills the path template (URI-encoded), sends the query and the JSON body with the method of the operation', async () => {
    const calls = mockApi({
      'jobs.updateJob': ({ body, params }) => ({ status: 200, body: { ...(body as object), uuid: params.uuid } as never }),
      'resumeShop.listCandidates': ({ query }) => ({
        status: 200,
        body: { count: Number(query.get('page')), nextPageNumber: null, previousPageNumber: null, pageSize: 5, totalPages: 1, results: [] },
      }),
    });
    await call(jobsUpdateJob, { path: { uuid: 'a b/c' }, body: { active: false } });
    const list = await call(resumeShopListCandidates, { query: { page: 3, new_candidates: '1' } });
    expect(list.count).toBe(3);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PATCH', '/api/addresses-jobs/a%20b%2Fc/', { active: false }],
      ['GET', '/api/candidate/', undefined],
    ]);
    expect(callsOf(calls, 'jobs.updateJob')).toHaveLength(1);
  });

  it('throws the same HttpError as http.ts on a failure, and refreshes then retries once on a 401', async () => {
    Cookies.set(SIGNED_IN_COOKIE, '1');
    let refreshed = 0;
    let asked = 0;
    mockApi({
      'auth.refreshSession': () => {
        refreshed += 1;
        return { status: 200, body: { ok: true } as never };
      },
      'invoices.listInvoices': () =>
        (asked += 1) === 1 ? { status: 401, body: { code: 'token_expired', message: 'expired' } } : { status: 200, body: { results: [] } },
      'jobs.getJob': () => ({ status: 404, body: { code: 'not_found', message: 'Not found' } }),
    });
    setSessionExpiredHandler(() => undefined);
    expect(await call(invoicesListInvoices)).toEqual({ results: [] });
    expect([asked, refreshed]).toEqual([2, 1]);
    const error = await call(jobsGetJob, { path: { uuid: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).code).toBe('not_found');
  });

  it('downloads a binary answer with its file name, and gives the URL of an image', async () => {
    mockApi({
      'invoices.downloadInvoice': ({ params }) => ({
        raw: new Response(new Blob(['%PDF']), {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'x-suggested-filename': `f-${params.id}.pdf` },
        }),
      }),
    });
    const file = await download(invoicesDownloadInvoice, { path: { id: 7 }, fallbackFilename: 'x.pdf' });
    expect(file.filename).toBe('f-7.pdf');
    expect(file.blob).toBeInstanceOf(Blob);
    expect(urlOf(qrCodesGetQrCode, { uuid: 'u-1' })).toBe('/api/addresses/u-1/qrcode/');
  });
});

// Compile-time checks (npm run typecheck): what the document does not allow does not compile.
export const typeChecks = () => {
  mockApi({
    // @ts-expect-error a field the answer does not have (a renamed field breaks the mock)
    'invoices.listInvoices': () => ({
      status: 200,
      body: { results: [{ id: 1, invoiceNumbr: 'x', createdAt: '', isTreated: true, totalInclVat: 1 }] },
    }),
  });
  mockApi({
    // @ts-expect-error a status the operation does not declare
    'invoices.listInvoices': () => ({ status: 418, body: { results: [] } }),
  });
  mockApi({
    // @ts-expect-error an operation that does not exist
    'invoices.listInvoicez': () => ({ status: 200, body: { results: [] } }),
  });
  // @ts-expect-error the path parameter is required
  void download(invoicesDownloadInvoice);
  // @ts-expect-error the path parameter is `id`
  void download(invoicesDownloadInvoice, { path: { uuid: 1 } });
  // @ts-expect-error a query parameter the operation does not take
  void call(invoicesListInvoices, { query: { page: 1 } });
  // @ts-expect-error the answer is typed: an invoice number is a string
  void call(invoicesListInvoices).then((answer): number => answer.results[0]!.invoiceNumber);
};
