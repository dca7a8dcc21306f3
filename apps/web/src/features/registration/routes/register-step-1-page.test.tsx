import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, jsonResponse, mockApi } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { recruiterStore } from '../stores/register-store';
import { RegisterStep1Page } from './register-step-1-page';

afterEach(() => {
  vi.unstubAllGlobals();
  recruiterStore.reset();
});

// A new search by the name would answer another job first ("Serveur" has many suggestions).
const hits = [
  { id: 3, uuid: '00000000-0000-4000-8000-000000000003', name: 'Serveur / Serveuse en restauration', _formatted: { name: 'Serveur' } },
  { id: 12, uuid: '00000000-0000-4000-8000-000000000012', name: 'Serveur', _formatted: { name: 'Serveur' } },
];
const lists = {
  'GET /api/contracts/': () => jsonResponse(200, [{ id: 1, name: 'CDI' }]),
  'GET /api/working-times/': () => jsonResponse(200, [{ id: 1, name: 'Temps plein' }]),
  'GET /api/remotes/': () => jsonResponse(200, [{ id: 1, name: 'Aucun' }]),
};
const route = [{ path: '/register/1', element: <RegisterStep1Page /> }];

describe('RegisterStep1Page: the job picked on the public site (issue 29)', () => {
  it('takes the job of the link by its id, not a hit of a new search by its name', async () => {
    mockApi({
      ...lists,
      'referenceLists.searchJobTitles': () => ({ status: 200, body: { hits } }),
    });
    renderRoutes(route, '/register/1?job=Serveur&jobId=845&type=decouverte');
    await waitFor(() => expect(recruiterStore.get().job).toEqual({ id: 845, name: 'Serveur' }));
  });

  it('with a name alone (an older link), takes only a suggestion of exactly that name, never the first hit', async () => {
    const calls = mockApi({
      ...lists,
      'referenceLists.searchJobTitles': () => ({ status: 200, body: { hits } }),
    });
    renderRoutes(route, '/register/1?job=Serveur+en+salle&type=decouverte');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/jobs/search/')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recruiterStore.get().job).toBeNull();
    recruiterStore.reset();
    renderRoutes(route, '/register/1?job=Serveur&type=decouverte');
    await waitFor(() => expect(recruiterStore.get().job).toEqual({ id: 12, name: 'Serveur' }));
  });
});

describe("RegisterStep1Page: the registration code mail's link (decision 158)", () => {
  it('confirms the e-mail on a click only, never on opening the page, and the draft carries the proof', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      ...lists,
      'registration.checkEmailLink': ({ body }) =>
        body?.token === 'tok'
          ? { status: 200, body: { email: 'gerant@boulangerie.test', emailProof: 'proof-1' } }
          : { status: 400, body: { code: 'validation_failed', message: 'x', fieldErrors: {} } },
    });
    renderRoutes(route, '/register/1?lien=tok');
    const open = await screen.findByTestId('register-link-open');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsOf(calls, 'registration.checkEmailLink')).toEqual([]);
    await user.click(open);
    expect(await screen.findByTestId('register-link-confirmed')).toHaveTextContent(
      'Adresse e-mail confirmée : gerant@boulangerie.test. Poursuivez votre inscription.',
    );
    expect(callsOf(calls, 'registration.checkEmailLink')[0]!.body).toEqual({ token: 'tok' });
    expect(recruiterStore.get()).toMatchObject({ email: 'gerant@boulangerie.test', emailProof: 'proof-1' });
  });

  it('a used or expired link says so in French', async () => {
    const user = userEvent.setup();
    mockApi({
      ...lists,
      'registration.checkEmailLink': () => ({
        status: 400,
        body: { code: 'validation_failed', message: 'x', fieldErrors: { token: ['errors.email_link_invalid'] } },
      }),
    });
    renderRoutes(route, '/register/1?lien=old');
    await user.click(await screen.findByTestId('register-link-open'));
    expect(await screen.findByTestId('register-link-error')).toHaveTextContent(
      "Ce lien n'est plus valable : il a déjà servi ou a expiré. Demandez un nouveau code.",
    );
    expect(recruiterStore.get().emailProof).toBe('');
  });
});
