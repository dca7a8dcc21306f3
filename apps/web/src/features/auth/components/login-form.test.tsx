import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { hasSession } from '@/lib/cookies';
import { mockApi } from '@/test/fetch';
import * as demo from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { LoginForm } from './login-form';

const routes = [
  { path: '/login', element: <LoginForm /> },
  { path: '/resumes', element: <h1>Résumés</h1> },
  { path: '/resumes-shop', element: <h1>CVthèque</h1> },
  { path: '/jobs', element: <h1>Métiers</h1> },
];

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it('shows the required messages and sends nothing when empty', async () => {
    const calls = mockApi({});
    renderRoutes(routes, '/login');
    await userEvent.click(await screen.findByTestId('login-submit'));
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('shows the e-mail message for an invalid address', async () => {
    mockApi({});
    renderRoutes(routes, '/login');
    await userEvent.type(await screen.findByTestId('login-email'), 'pas-un-email');
    await userEvent.type(screen.getByTestId('login-password'), 'secret');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide')).toBeInTheDocument();
  });

  it('shows the spec toast on 401 and stores no token', async () => {
    const calls = mockApi({
      'auth.signIn': () => ({ status: 401, body: { code: 'invalid_credentials', message: 'Invalid credentials' } }),
    });
    renderRoutes(routes, '/login');
    await userEvent.type(await screen.findByTestId('login-email'), 'recruteur@demo.test');
    await userEvent.type(screen.getByTestId('login-password'), 'wrong-password');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Impossible de se connecter, merci de réessayer.')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/token/', body: { email: 'recruteur@demo.test', password: 'wrong-password' }, authorization: null },
    ]);
    expect(hasSession()).toBe(false);
  });

  it('says how long to wait when sign-in is locked (429)', async () => {
    mockApi({
      'auth.signIn': () => ({ status: 429, body: { code: 'rate_limited', message: 'Too many requests', retryAfterSeconds: 754 } }),
    });
    renderRoutes(routes, '/login');
    await userEvent.type(await screen.findByTestId('login-email'), 'recruteur@demo.test');
    await userEvent.type(screen.getByTestId('login-password'), 'wrong-password');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Trop de tentatives. Réessayez dans 13 minutes.')).toBeInTheDocument();
  });

  it('signs in (the API keeps the tokens in HttpOnly cookies), loads the profile and goes to the landing page of the role', async () => {
    const calls = mockApi({
      'auth.signIn': () => ({ status: 200, body: { access: 'acc' } }),
      'account.getProfile': () => ({ status: 200, body: demo.premium }),
    });
    const { router } = renderRoutes(routes, '/login');
    await userEvent.type(await screen.findByTestId('login-email'), ' premium@demo.test ');
    await userEvent.type(screen.getByTestId('login-password'), 'Demo-Password-2026!');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/resumes'));
    expect(hasSession()).toBe(true);
    expect(calls[0]?.body).toEqual({ email: 'premium@demo.test', password: 'Demo-Password-2026!' });
    // No bearer: the access token is in the API's HttpOnly cookie, never in the page's hands (decision 117).
    expect(calls[1]).toMatchObject({ path: '/api/recruiter/me/profile/', authorization: null });
  });

  it('goes to the `redirect` query after login', async () => {
    mockApi({
      'auth.signIn': () => ({ status: 200, body: { access: 'acc' } }),
      'account.getProfile': () => ({ status: 200, body: demo.standard }),
    });
    const { router } = renderRoutes(routes, '/login?redirect=%2Fjobs%3Fx%3D1');
    await userEvent.type(await screen.findByTestId('login-email'), 'recruteur@demo.test');
    await userEvent.type(screen.getByTestId('login-password'), 'Demo-Password-2026!');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/jobs'));
    expect(router.state.location.search).toBe('?x=1');
  });

  it('ignores an external `redirect`', async () => {
    mockApi({
      'auth.signIn': () => ({ status: 200, body: { access: 'acc' } }),
      'account.getProfile': () => ({ status: 200, body: demo.headhunter }),
    });
    const { router } = renderRoutes(routes, '/login?redirect=https%3A%2F%2Fevil.example');
    await userEvent.type(await screen.findByTestId('login-email'), 'chasseur@demo.test');
    await userEvent.type(screen.getByTestId('login-password'), 'Demo-Password-2026!');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/resumes-shop'));
  });

  it('toggles the password visibility', async () => {
    mockApi({});
    renderRoutes(routes, '/login');
    const input = await screen.findByTestId('login-password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher ou masquer le mot de passe' }));
    expect(input).toHaveAttribute('type', 'text');
  });
});
