import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '@/lib/auth';
import { clearSessionCookies, markSignedIn } from '@/lib/cookies';
import { mockApi } from '@/test/fetch';
import { profile } from '@/test/profiles';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { AffiliateProfilePage } from './affiliate-profile-page';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionCookies();
});

const withoutHolder = profile({ affiliate: true, hasPayedOrders: true, accountHolderName: null }, 'affilie@demo.test');

describe('AffiliateProfilePage', () => {
  it('shows the bank details on file with one way to change them (was a second IBAN form here), warns while the holder is missing, and changes the password (issue 29)', async () => {
    const calls = mockApi({
      'affiliates.getProfile': () => ({
        status: 200,
        body: {
          email: 'affilie@demo.test',
          phoneNumber: '06 12 34 56 78',
          accountHolderName: null,
          iban: 'FR7630006000011234567890189',
          bankDetailsComplete: false,
          bankDetailsIssue: 'account_holder_name_missing',
          bankDetailsHeldUntil: null,
        },
      }),
      'auth.changePassword': () => ({ raw: new Response(null, { status: 204 }) }),
    });
    markSignedIn();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(profileQueryKey, withoutHolder);
    renderRoutes([{ path: '/affiliate/profile', Component: AffiliateProfilePage }], '/affiliate/profile', queryClient);
    expect(await screen.findByTestId('affiliate-bank-todo')).toHaveTextContent(
      'Renseignez le titulaire du compte pour recevoir vos virements.',
    );
    expect(screen.getByTestId('affiliate-bank-todo-link')).toHaveAttribute('href', '/app/affiliate/change-bank-details');
    const summary = await screen.findByTestId('affiliate-bank-summary');
    expect(summary).toHaveTextContent('Titulaire : non renseigné');
    expect(summary).toHaveTextContent('IBAN : FR76 **** **** 0189');
    // The bank details are changed on their own page only: no second form here.
    expect(screen.queryByTestId('affiliate-iban')).toBeNull();
    expect(screen.queryByTestId('affiliate-account-holder-name')).toBeNull();
    expect(screen.getByTestId('affiliate-change-bank-link')).toHaveAttribute('href', '/app/affiliate/change-bank-details');

    // The password, as in the recruiters' account (was missing from the affiliate area).
    await userEvent.click(screen.getByTestId('open-change-password'));
    await userEvent.type(await screen.findByTestId('change-password-old'), 'Demo-Password-2026!');
    await userEvent.type(screen.getByTestId('change-password-new'), 'Nouveau-Passe-2026!');
    await userEvent.type(screen.getByTestId('change-password-repeat'), 'Nouveau-Passe-2026!');
    await waitFor(() => expect(screen.getByTestId('change-password-submit')).toBeEnabled());
    await userEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        oldPassword: 'Demo-Password-2026!',
        newPassword: 'Nouveau-Passe-2026!',
      }),
    );
  }, 20_000);

  it('a new account (no holder, no IBAN) reads one message, "à compléter" (walk of 2026-11-29, item 5: a red and a yellow alert)', async () => {
    mockApi({
      'affiliates.getProfile': () => ({
        status: 200,
        body: {
          email: 'affilie@demo.test',
          phoneNumber: '06 12 34 56 78',
          accountHolderName: null,
          iban: null,
          bankDetailsComplete: false,
          bankDetailsIssue: 'iban_missing',
          bankDetailsHeldUntil: null,
        },
      }),
    });
    markSignedIn();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(profileQueryKey, withoutHolder);
    renderRoutes([{ path: '/affiliate/profile', Component: AffiliateProfilePage }], '/affiliate/profile', queryClient);
    await screen.findByTestId('affiliate-bank-summary');
    const alert = screen.getByTestId('affiliate-bank-todo');
    expect(alert).toHaveTextContent('Coordonnées bancaires à compléter');
    expect(alert).toHaveTextContent('Renseignez le titulaire du compte et votre IBAN pour recevoir vos virements.');
    expect(screen.queryByTestId('affiliate-bank-issue')).toBeNull();
    expect(document.body).not.toHaveTextContent('à corriger');
    expect(document.body).not.toHaveTextContent('Titulaire du compte manquant');
  });
});
