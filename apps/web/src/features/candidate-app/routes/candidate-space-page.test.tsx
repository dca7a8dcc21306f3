import { CANDIDATE_SIGNED_IN_COOKIE } from '@app/contracts/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, mockApi } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { CandidateSpacePage } from './candidate-space-page';

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(CANDIDATE_SIGNED_IN_COOKIE, { path: '/' });
  window.sessionStorage.clear();
});

function DataPageStub() {
  const location = useLocation();
  return <p data-testid="data-page">{location.search}</p>;
}

const open = () =>
  renderRoutes(
    [
      { path: '/candidat', element: <CandidateSpacePage /> },
      { path: '/my-data', element: <DataPageStub /> },
    ],
    '/candidat',
  );

const APPLICATION = {
  uuid: '3f1d6c2e-2b7a-4f59-9a57-0c1e2d3f4a5b',
  company: 'Boulangerie Martin',
  site: { uuid: '7a1d6c2e-2b7a-4f59-9a57-0c1e2d3f4a5b', name: 'Fournil Rivoli', town: 'Paris' },
  jobName: 'Vendeur / Vendeuse en boulangerie',
  completedAt: '2026-11-28',
  status: 'interview' as const,
  confirmed: true,
  statusMessage: 'Venez mardi à 10 h.',
  statusChangedAt: '2026-11-29T09:00:00.000Z',
};

describe("the candidate's space (issue 33)", () => {
  it('signed out: asks the e-mail, then the mailed code, and shows "Mes candidatures" with their statuses', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'candidateApp.sendSignInCode': () => ({ status: 204, body: undefined }),
      'candidateApp.signInCandidate': ({ body }) => {
        // The API sets the HttpOnly session and its hint; the test sets the hint as the browser would keep it.
        Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
        return body?.code === '123456'
          ? { status: 200, body: { email: 'lea@example.test', firstName: 'Léa', lastName: null, phoneNumber: null } }
          : { status: 400, body: { code: 'validation_failed', message: 'Code invalid', fieldErrors: {} } };
      },
      'candidateApp.listApplications': () => ({ status: 200, body: { results: [APPLICATION] } }),
    });
    open();
    // No hint of a session: no call to ask who is signed in, the sign-in at once.
    expect(await screen.findByTestId('candidate-sign-in')).toHaveTextContent('Suivez vos candidatures');
    expect(callsOf(calls, 'candidateApp.getSession')).toEqual([]);

    await user.type(screen.getByTestId('candidate-email'), 'lea@example.test');
    await user.click(screen.getByTestId('candidate-send-code'));
    expect(await screen.findByText(/un code vient d'y être envoyé : lea@example.test/)).toBeInTheDocument();
    expect(callsOf(calls, 'candidateApp.sendSignInCode')[0]?.body).toEqual({ email: 'lea@example.test' });

    const pins = within(screen.getByTestId('candidate-sign-in')).getAllByRole('textbox');
    await user.click(pins[0]!);
    await user.keyboard('123456');

    expect(await screen.findByTestId('candidate-greeting')).toHaveTextContent('Bonjour Léa');
    const card = await screen.findByTestId('candidate-application');
    expect(card).toHaveTextContent('Boulangerie Martin');
    expect(card).toHaveTextContent('Fournil Rivoli · Paris');
    expect(card).toHaveTextContent('Vendeur / Vendeuse en boulangerie');
    expect(card).toHaveTextContent('Envoyée le 28 nov. 2026');
    expect(within(card).getByTestId('application-status')).toHaveTextContent('Entretien');
    expect(within(card).getByTestId('candidate-application-message')).toHaveTextContent('Venez mardi à 10 h.');
    // The row leads to the site's company page (issue 33 item 4).
    expect(within(card).getByTestId('candidate-application-company')).toHaveAttribute(
      'href',
      '/app/entreprise/7a1d6c2e-2b7a-4f59-9a57-0c1e2d3f4a5b',
    );
    expect(callsOf(calls, 'candidateApp.signInCandidate')[0]?.body).toEqual({ email: 'lea@example.test', code: '123456' });
  });

  it('a reload after the code was sent comes back to the code step (walk, decision 164); another address starts over', async () => {
    const user = userEvent.setup();
    mockApi({ 'candidateApp.sendSignInCode': () => ({ status: 204, body: undefined }) });
    const first = open();
    await user.type(await screen.findByTestId('candidate-email'), 'lea@example.test');
    await user.click(screen.getByTestId('candidate-send-code'));
    expect(await screen.findByText(/un code vient d'y être envoyé : lea@example.test/)).toBeInTheDocument();
    first.unmount();
    // The page opened again in the same tab: the code step, for the same address, without a new code.
    const again = open();
    expect(await screen.findByText(/un code vient d'y être envoyé : lea@example.test/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Utiliser une autre adresse' }));
    expect(await screen.findByTestId('candidate-email')).toBeInTheDocument();
    again.unmount();
    open();
    expect(await screen.findByTestId('candidate-email')).toBeInTheDocument();
  });

  it('signed in (the hint set): lists the applications; an ended session shows the sign-in, never an error', async () => {
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    mockApi({
      'candidateApp.getSession': () => ({
        status: 200,
        body: { email: 'lea@example.test', firstName: null, lastName: null, phoneNumber: null },
      }),
      'candidateApp.listApplications': () => ({ status: 200, body: { results: [] } }),
    });
    open();
    expect(await screen.findByTestId('candidate-greeting')).toHaveTextContent('Bonjour');
    expect(await screen.findByTestId('candidate-applications-empty')).toHaveTextContent('Aucune candidature avec cette adresse');
  });

  it('an unconfirmed application says why, and "Confirmer cette candidature" confirms it in one tap (walk of 2026-11-29)', async () => {
    const user = userEvent.setup();
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    let confirmed = false;
    const calls = mockApi({
      'candidateApp.getSession': () => ({
        status: 200,
        body: { email: 'lea@example.test', firstName: null, lastName: null, phoneNumber: null },
      }),
      'candidateApp.listApplications': () => ({
        status: 200,
        body: { results: [{ ...APPLICATION, confirmed, statusMessage: confirmed ? APPLICATION.statusMessage : null }] },
      }),
      'candidateApp.confirmApplication': () => {
        confirmed = true;
        return { status: 204, body: undefined };
      },
    });
    open();
    const why = await screen.findByTestId('candidate-application-unconfirmed');
    expect(why).toHaveTextContent('Candidature non confirmée');
    expect(screen.queryByTestId('candidate-application-message')).toBeNull();
    await user.click(within(why).getByRole('button', { name: 'Confirmer cette candidature' }));
    expect(await screen.findByTestId('candidate-application-message')).toHaveTextContent('Venez mardi à 10 h.');
    expect(screen.queryByTestId('candidate-application-unconfirmed')).toBeNull();
    expect(callsOf(calls, 'candidateApp.confirmApplication')[0]?.path).toContain(APPLICATION.uuid);
  });

  it("opens the candidate's data page with the token of their session (item 6)", async () => {
    const user = userEvent.setup();
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    const calls = mockApi({
      'candidateApp.getSession': () => ({
        status: 200,
        body: { email: 'lea@example.test', firstName: 'Léa', lastName: null, phoneNumber: null },
      }),
      'candidateApp.listApplications': () => ({ status: 200, body: { results: [APPLICATION] } }),
      'candidateApp.openDataPage': () => ({ status: 200, body: { token: 'tok.en-1' } }),
    });
    open();
    await user.click(await screen.findByTestId('candidate-my-data'));
    expect(await screen.findByTestId('data-page')).toHaveTextContent('?token=tok.en-1');
    expect(callsOf(calls, 'candidateApp.openDataPage')).toHaveLength(1);
  });

  it('lists the companies followed, each unfollowed in one tap (issue 33 item 4)', async () => {
    const user = userEvent.setup();
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    let follows = [
      {
        uuid: APPLICATION.site.uuid,
        name: 'Fournil Rivoli',
        logo: null,
        town: 'Paris',
        openJobs: 2,
        followedAt: '2026-11-29T05:00:00.000Z',
      },
    ];
    const calls = mockApi({
      'candidateApp.getSession': () => ({
        status: 200,
        body: { email: 'lea@example.test', firstName: 'Léa', lastName: null, phoneNumber: null },
      }),
      'candidateApp.listApplications': () => ({ status: 200, body: { results: [] } }),
      'candidateApp.listFollows': () => ({ status: 200, body: { results: follows } }),
      'candidateApp.unfollowCompany': () => {
        follows = [];
        return { status: 204, body: undefined };
      },
    });
    open();
    const row = await screen.findByTestId('candidate-follow');
    expect(row).toHaveTextContent('Fournil Rivoli');
    expect(row).toHaveTextContent('Paris · 2 offres ouvertes');
    expect(within(row).getByRole('link')).toHaveAttribute('href', `/app/entreprise/${APPLICATION.site.uuid}`);
    await user.click(within(row).getByTestId('candidate-unfollow'));
    expect(await screen.findByTestId('candidate-follows-empty')).toBeInTheDocument();
    expect(callsOf(calls, 'candidateApp.unfollowCompany')).toHaveLength(1);
    expect(screen.getByTestId('candidate-jobs-near')).toHaveAttribute('href', '/app/candidat/pres-de-chez-moi');
  });

  it('a hint without a live session (401) shows the sign-in', async () => {
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    mockApi({
      'candidateApp.getSession': () => ({
        status: 401,
        body: { code: 'not_authenticated', message: 'Authentication required', fieldErrors: {} },
      }),
    });
    open();
    expect(await screen.findByTestId('candidate-sign-in')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
