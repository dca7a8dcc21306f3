import { screen } from '@testing-library/react';
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
      'candidateEmail.confirmEmail': () => ({
        status: 200,
        body: { firstName: 'Léa', application: { siteName: 'Boulangerie Dupont', jobName: null } },
      }),
    });
    open(`?token=${TOKEN}`);
    await userEvent.click(await screen.findByTestId('confirm-email-submit'));
    expect(await screen.findByTestId('confirm-email-done')).toHaveTextContent('Boulangerie Dupont');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/candidate-email/confirm/', body: { token: TOKEN } });
    expect(screen.getByTestId('confirm-email-my-data')).toHaveAttribute('href', '/app/my-data');
    expect(screen.getByTestId('confirm-email-home')).toHaveAttribute('href', '/');
  });

  it('a truncated link (refused as invalid input) says the link is not valid, not "check the form" on a page without a form', async () => {
    mockApi({
      'candidateEmail.confirmEmail': () => ({
        status: 400,
        body: { code: 'validation_failed', message: 'x', fieldErrors: { token: ['views.candidate_email.invalid'] } },
      }),
    });
    open('?token=AAAA');
    await userEvent.click(await screen.findByTestId('confirm-email-submit'));
    const alert = await screen.findByTestId('confirm-email-error');
    expect(alert).toHaveTextContent(LINK_INVALID);
    expect(alert).not.toHaveTextContent('Vérifiez le formulaire');
    // No button left to press again on a dead link.
    expect(screen.queryByTestId('confirm-email-submit')).toBeNull();
  });

  it('an unknown link does not claim it expired after 30 days', async () => {
    mockApi({
      'candidateEmail.confirmEmail': () => ({
        status: 400,
        body: {
          code: 'candidate_email_link_invalid',
          message: 'x',
          fieldErrors: { token: ['errors.candidate_email_link_invalid'] },
        },
      }),
    });
    open(`?token=${TOKEN}`);
    await userEvent.click(await screen.findByTestId('confirm-email-submit'));
    const alert = await screen.findByTestId('confirm-email-error');
    expect(alert).toHaveTextContent(LINK_INVALID);
    expect(alert).not.toHaveTextContent('30 jours');
  });

  it('a link without its token says the same, with nothing sent', async () => {
    const calls = mockApi({});
    open('');
    expect(await screen.findByTestId('confirm-email-error')).toHaveTextContent(LINK_INVALID);
    expect(calls).toHaveLength(0);
  });
});
