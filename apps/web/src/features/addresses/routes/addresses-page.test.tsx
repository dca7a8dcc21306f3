import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '@/lib/auth';
import { markSignedIn } from '@/lib/cookies';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/fetch';
import * as demo from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { AddressesPage, prefetch } from './addresses-page';

afterEach(() => vi.unstubAllGlobals());

describe('AddressesPage', { timeout: 30_000 }, () => {
  it('asks for its first screen before it renders (the first page of addresses, the parent address), and the page then asks nothing more (issue 15)', async () => {
    markSignedIn();
    const { addresses } = demo.premium.recruiter;
    const calls = mockApi({
      'addresses.listAddresses': () => ({
        status: 200,
        body: { count: addresses.length, totalPages: 1, pageSize: 20, previousPageNumber: null, nextPageNumber: null, results: addresses },
      }),
      'addresses.getParentAddress': () => ({ raw: new Response(null, { status: 204 }) }),
    });
    // The app's own client: its data stays fresh for a while, so a page does not ask again at once.
    const queryClient = createQueryClient();
    queryClient.setQueryData(profileQueryKey, demo.premium);
    await prefetch(queryClient, new URL('http://localhost/app/addresses'), demo.premium);
    expect(calls.map((c) => c.path).sort()).toEqual(['/api/addresses/', '/api/addresses/parent/']);
    renderRoutes([{ path: '/addresses', element: <AddressesPage /> }], '/addresses', queryClient);
    expect(await screen.findAllByTestId('address-card')).toHaveLength(addresses.length);
    expect(calls).toHaveLength(2);
  });
});
