import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { ConfirmEmailPage } from './confirm-email-page';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'A'.repeat(43);
const LINK_INVALID =
  "Ce lien n'est pas valide ou a expiré. Vous pouvez postuler à nouveau depuis le QR code pour recevoir un nouveau lien.";
const open = (search: string) => renderRoutes([{ path: '/confirm-email', element: <ConfirmEmailPage /> }], `/confirm-email${search}`);

describe("the candidate's e-mail confirmation page (decision 119)", () => {
  it('confirms on a click, then gives the candidate a next step (their data page, the site)', async () => {
    const calls = mockApi({
      'candidateEmail.linkStatus': () => ({ status: 200, body: { confirmed: false } }),
      'candidateEmail.confirmEmail': () => ({
        status: 200,
        body: { firstName: 'Léa', application: { siteName: 'Boulangerie Dupont', jobName: null } },
      }),
    });
    open(`?token=${TOKEN}`);
    await waitFor(() => expect(screen.getByTestId('confirm-email-submit')).toBeEnabled());
    await userEvent.click(screen.getByTestId('confirm-email-submit'));
    expect(await screen.findByTestId('confirm-email-done')).toHaveTextContent('Boulangerie Dupont');
    // Opening read the link without using it; only the click confirmed.
    expect(calls.map((c) => c.path)).toEqual(['/api/candidate-email/status/', '/api/candidate-email/confirm/']);
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/api/candidate-email/confirm/', body: { token: TOKEN } });
    expect(screen.getByTestId('confirm-email-my-data')).toHaveAttribute('href', '/app/my-data');
    expect(screen.getByTestId('confirm-email-space')).toHaveTextContent('Suivre mes candidatures');
    expect(screen.getByTestId('confirm-email-home')).toHaveAttribute('href', '/');
  });

  it('a truncated link (refused as invalid input) says the link is not valid, not "check the form" on a page without a form', async () => {
    mockApi({
      'candidateEmail.linkStatus': () => ({
        status: 400,
        body: { code: 'validation_failed', message: 'x', fieldErrors: { token: ['views.candidate_email.invalid'] } },
      }),
    });
    open('?token=AAAA');
    const alert = await screen.findByTestId('confirm-email-error');
    expect(alert).toHaveTextContent(LINK_INVALID);
    expect(alert).not.toHaveTextContent('Vérifiez le formulaire');
    // No button left to press again on a dead link.
    expect(screen.queryByTestId('confirm-email-submit')).toBeNull();
  });

  it('an unknown link does not claim it expired after 30 days', async () => {
    mockApi({
      'candidateEmail.linkStatus': () => ({
        status: 400,
        body: {
          code: 'candidate_email_link_invalid',
          message: 'x',
          fieldErrors: { token: ['errors.candidate_email_link_invalid'] },
        },
      }),
    });
    open(`?token=${TOKEN}`);
    const alert = await screen.findByTestId('confirm-email-error');
    expect(alert).toHaveTextContent(LINK_INVALID);
    expect(alert).not.toHaveTextContent('30 jours');
  });

  it('a link used already says it is confirmed, with its next steps, and offers no "Confirmer" (issue 29)', async () => {
    const calls = mockApi({ 'candidateEmail.linkStatus': () => ({ status: 200, body: { confirmed: true } }) });
    open(`?token=${TOKEN}`);
    expect(await screen.findByTestId('confirm-email-done')).toHaveTextContent(
      "C'est déjà fait : ce lien a été utilisé et votre adresse e-mail est confirmée.",
    );
    expect(screen.queryByTestId('confirm-email-submit')).toBeNull();
    expect(screen.getByTestId('confirm-email-my-data')).toHaveAttribute('href', '/app/my-data');
    expect(calls.map((c) => c.path)).toEqual(['/api/candidate-email/status/']);
  });

  it('a link without its token says the same, with nothing sent', async () => {
    const calls = mockApi({});
    open('');
    expect(await screen.findByTestId('confirm-email-error')).toHaveTextContent(LINK_INVALID);
    expect(calls).toHaveLength(0);
  });
});
