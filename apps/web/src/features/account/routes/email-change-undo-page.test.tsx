import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { EmailChangeUndoPage } from './email-change-undo-page';

afterEach(() => vi.unstubAllGlobals());

describe('the undo link of an e-mail change (decision 118)', () => {
  it('puts the old address back on a click, then offers a new password', async () => {
    const calls = mockApi({
      'auth.undoEmailChange': () => ({ status: 200, body: { email: 'claire@example.test' } }),
    });
    renderRoutes([{ path: '/email-change/undo', element: <EmailChangeUndoPage /> }], '/email-change/undo?token=abc');
    const button = await screen.findByTestId('email-change-undo-submit');
    // Opening the page changes nothing (mail scanners open links): only the click does.
    expect(calls).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByTestId('email-change-undo-done')).toHaveTextContent('claire@example.test');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/change-email/undo/', body: { token: 'abc' } });
    expect(screen.getByTestId('email-change-undo-lost-password')).toBeInTheDocument();
  });

  it('says why a used or expired link does not work', async () => {
    mockApi({
      'auth.undoEmailChange': () => ({
        status: 400,
        body: { code: 'email_undo_invalid', message: 'x', fieldErrors: { token: ['errors.email_undo_invalid'] } },
      }),
    });
    renderRoutes([{ path: '/email-change/undo', element: <EmailChangeUndoPage /> }], '/email-change/undo?token=used');
    await userEvent.click(await screen.findByTestId('email-change-undo-submit'));
    expect(await screen.findByTestId('email-change-undo-error')).toHaveTextContent("Ce lien n'est plus valide : il a expiré (7 jours)");
  });
});
