import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '@/lib/auth';
import { clearSessionCookies, markSignedIn } from '@/lib/cookies';
import { mockApi } from '@/test/fetch';
import { affiliate } from '@/test/profiles';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { AffiliateChangeBankDetailsPage } from './affiliate-change-bank-details-page';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionCookies();
});

const open = (iban: string | null) => {
  mockApi({
    'affiliates.getProfile': () => ({
      status: 200,
      body: {
        email: 'affilie@demo.test',
        phoneNumber: '06 12 34 56 78',
        accountHolderName: iban ? 'Paul Durand' : null,
        iban,
        bankDetailsComplete: iban !== null,
        bankDetailsIssue: iban ? null : 'iban_missing',
        bankDetailsHeldUntil: null,
      },
    }),
  });
  markSignedIn();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(profileQueryKey, affiliate);
  renderRoutes([{ path: '/bank', Component: AffiliateChangeBankDetailsPage }], '/bank', queryClient);
};

describe('the affiliate bank page (issue 29, item 15)', { timeout: 15_000 }, () => {
  it('shows the saved IBAN masked with a "Modifier" action, never whole in a form', async () => {
    open('FR7630006000011234567890189');
    expect(await screen.findByTestId('affiliate-current-iban')).toHaveTextContent('IBAN enregistré : FR76 **** **** 0189');
    expect(screen.queryByTestId('bank-details-form')).toBeNull();
    expect(document.body).not.toHaveTextContent('3000 6000');
    await userEvent.click(screen.getByTestId('bank-details-edit'));
    expect(screen.getByTestId('bank-iban')).toHaveValue('');
    expect(screen.getByTestId('bank-account-holder-name')).toHaveValue('Paul Durand');
  });

  it('opens the form at once when nothing is saved, and says the truth of the 48-hour hold (the first IBAN too)', async () => {
    open(null);
    expect(await screen.findByTestId('bank-details-form')).toBeInTheDocument();
    expect(screen.queryByTestId('bank-details-edit')).toBeNull();
    await userEvent.type(screen.getByTestId('bank-iban'), 'FR7630006000011234567890189');
    expect(await screen.findByText(/le premier comme les suivants.*48 heures après chaque enregistrement/)).toBeInTheDocument();
  });
});
