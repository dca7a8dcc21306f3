import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { DeleteAccountCard } from './delete-account-card';

afterEach(() => vi.unstubAllGlobals());

describe('DeleteAccountCard', () => {
  it('asks the word and the current password, sends the password, and shows a wrong one on its field (decision 139)', async () => {
    const calls = mockApi({
      'account.deleteAccount': () => ({
        status: 400,
        body: { code: 'wrong_password', message: 'Wrong password', fieldErrors: { password: ['errors.wrong_password'] } },
      }),
    });
    renderWithProviders(<DeleteAccountCard />);
    await userEvent.click(await screen.findByTestId('delete-account-open'));
    await userEvent.type(await screen.findByTestId('delete-account-word'), 'SUPPRIMER');
    // The word alone sends nothing.
    await userEvent.click(screen.getByTestId('delete-account-confirm'));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByText('Mot de passe actuel')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('delete-account-password'), 'pas-le-bon');
    await userEvent.click(screen.getByTestId('delete-account-confirm'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ path: '/api/recruiter/me/delete/', body: { password: 'pas-le-bon' } });
    expect(await screen.findByText('Le mot de passe actuel est incorrect.')).toBeInTheDocument();
  });
});
