import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch';
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
