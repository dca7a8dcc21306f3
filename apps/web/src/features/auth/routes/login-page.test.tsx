import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { LoginPage } from './login-page';

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('says the account was suspended when the session ended so (walk, decision 164), and nothing otherwise', async () => {
    mockApi({});
    const first = renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login?fin=suspension');
    expect(await screen.findByTestId('login-suspended')).toHaveTextContent(
      'Votre compte est suspendu. Écrivez-nous depuis la page Contact pour le réactiver.',
    );
    first.unmount();
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    expect(screen.queryByTestId('login-suspended')).toBeNull();
  });
});
