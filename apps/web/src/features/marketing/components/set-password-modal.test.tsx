import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import Cookies from 'js-cookie';
import { clearTokens, hasSession } from '@/lib/cookies';
import { mockApi } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { SetPasswordModal } from './set-password-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearTokens();
});

const fill = async (password: string, repeat: string) => {
  await userEvent.type(await screen.findByTestId('set-password-password'), password);
  await userEvent.type(screen.getByTestId('set-password-repeat'), repeat);
  await userEvent.tab();
};

describe('SetPasswordModal (spec section 2, decision 097)', () => {
  it('opens only with the invitation query, as a labelled dialog', async () => {
    const { unmount } = renderWithProviders(<SetPasswordModal search="" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    renderWithProviders(<SetPasswordModal search="?invitation=abc" />);
    expect(await screen.findByRole('dialog', { name: 'Choisissez votre mot de passe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('says too short and not the same, and keeps submit disabled while invalid', async () => {
    const calls = mockApi({});
    renderWithProviders(<SetPasswordModal search="?invitation=abc" />);
    await fill('Ab1!', 'Ab1!');
    expect(await screen.findByText('Ce champ ne contient pas assez de caractères')).toBeInTheDocument();
    expect(screen.getByTestId('set-password-submit')).toBeDisabled();
    await userEvent.clear(screen.getByTestId('set-password-password'));
    await userEvent.type(screen.getByTestId('set-password-password'), 'Bienvenue-2026!');
    expect(await screen.findByText('Les deux saisies ne correspondent pas')).toBeInTheDocument();
    expect(screen.getByTestId('set-password-submit')).toBeDisabled();
    expect(calls).toHaveLength(0);
  });

  it('opens the session (the API sets its HttpOnly cookies, decision 117) and /app/resumes/', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const calls = mockApi({
      'auth.acceptInvitation': () => ({ status: 200, body: { access: 'acc' } }),
    });
    renderWithProviders(<SetPasswordModal search="?invitation=le-jeton" />);
    await fill('Bienvenue-2026!', 'Bienvenue-2026!');
    await userEvent.click(screen.getByTestId('set-password-submit'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app/resumes/'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/invitations/accept/',
      body: { token: 'le-jeton', password: 'Bienvenue-2026!' },
    });
    expect(hasSession()).toBe(true);
    // The page wrote no token where scripts could read it.
    expect(Cookies.get()).toEqual({ signed_in: '1' });
  });

  it('says in French when the link no longer serves', async () => {
    mockApi({
      'auth.acceptInvitation': () => ({
        status: 400,
        body: { code: 'invitation_invalid', message: 'x', fieldErrors: { token: ['errors.invitation_invalid'] } },
      }),
    });
    renderWithProviders(<SetPasswordModal search="?invitation=vieux" />);
    await fill('Bienvenue-2026!', 'Bienvenue-2026!');
    await userEvent.click(screen.getByTestId('set-password-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce lien d'invitation n'est plus valide");
    expect(hasSession()).toBe(false);
  });
});
