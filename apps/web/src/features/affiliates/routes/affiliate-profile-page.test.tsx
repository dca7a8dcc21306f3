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
        jsonResponse(200, {
          email: 'affilie@demo.test',
          phoneNumber: '06 12 34 56 78',
          accountHolderName: null,
          iban: null,
          bankDetailsComplete: false,
          bankDetailsIssue: 'iban_missing',
          bankDetailsHeldUntil: null,
        }),
      'PATCH /api/affiliate/profile/': (body) => {
        session = affiliate;
        const { currentPassword: _password, ...saved } = body as Record<string, string>;
        return jsonResponse(200, {
          email: 'affilie@demo.test',
          bankDetailsComplete: true,
          bankDetailsIssue: null,
          bankDetailsHeldUntil: '2026-12-05T12:00:00.000Z',
          ...saved,
        });
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
    // New bank details: the current password (decision 116).
    await userEvent.type(screen.getByTestId('affiliate-current-password'), 'Correct-Horse-2026!');
    await waitFor(() => expect(screen.getByTestId('affiliate-profile-save')).toBeEnabled());
    await userEvent.click(screen.getByTestId('affiliate-profile-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.path === '/api/recruiter/me/profile/')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('affiliate-holder-missing')).toBeNull());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      phoneNumber: '06 12 34 56 78',
      accountHolderName: 'Paul Durand',
      iban: 'FR7630006000011234567890189',
      currentPassword: 'Correct-Horse-2026!',
    });
    // The answer says the payouts wait 48 hours, and until when; the password field is gone with the saved values.
    expect(await screen.findByTestId('affiliate-bank-held')).toHaveTextContent("suspendus jusqu'au 5 décembre 2026 à 13:00");
    expect(screen.queryByTestId('affiliate-current-password')).toBeNull();
  }, 20_000);
});
