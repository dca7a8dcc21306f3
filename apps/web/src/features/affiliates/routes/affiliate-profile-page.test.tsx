import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '@/lib/auth';
import { clearSessionCookies, markSignedIn } from '@/lib/cookies';
import { jsonResponse, mockApi } from '@/test/fetch';
import { affiliate, profile } from '@/test/profiles';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { AffiliateProfilePage } from './affiliate-profile-page';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionCookies();
});

const withoutHolder = profile({ affiliate: true, hasPayedOrders: true, accountHolderName: null }, 'affilie@demo.test');

describe('AffiliateProfilePage', () => {
  it('warns while the account holder name is missing, and reloads the session profile after saving', async () => {
    let session = withoutHolder;
    const calls = mockApi({
      'GET /api/affiliate/profile/': () =>
        jsonResponse(200, { email: 'affilie@demo.test', phoneNumber: '06 12 34 56 78', accountHolderName: null, iban: null, bankDetailsComplete: false }),
      'PATCH /api/affiliate/profile/': (body) => {
        session = affiliate;
        return jsonResponse(200, { email: 'affilie@demo.test', bankDetailsComplete: true, ...(body as object) });
      },
      'GET /api/recruiter/me/profile/': () => jsonResponse(200, session),
    });
    markSignedIn();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(profileQueryKey, withoutHolder);
    renderRoutes([{ path: '/affiliate/profile', Component: AffiliateProfilePage }], '/affiliate/profile', queryClient);
    expect(await screen.findByTestId('affiliate-holder-missing')).toBeInTheDocument();
    await userEvent.type(await screen.findByTestId('affiliate-account-holder-name'), 'Paul Durand');
    await userEvent.type(screen.getByTestId('affiliate-iban'), 'FR7630006000011234567890189');
    await waitFor(() => expect(screen.getByTestId('affiliate-profile-save')).toBeEnabled());
    await userEvent.click(screen.getByTestId('affiliate-profile-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.path === '/api/recruiter/me/profile/')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('affiliate-holder-missing')).toBeNull());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ phoneNumber: '06 12 34 56 78', accountHolderName: 'Paul Durand', iban: 'FR7630006000011234567890189' });
  }, 20_000);
});
