import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '@/lib/auth';
import { markSignedIn } from '@/lib/cookies';
import { jsonResponse, mockApi } from '@/test/fetch';
import * as demo from '@/test/profiles';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { createQueryClient } from '@/lib/query-client';
import { prefetch, ResumesPage } from './resumes-page';

afterEach(() => vi.unstubAllGlobals());

const application = (uuid: string, firstName: string, completedAt: string, extra: Record<string, unknown> = {}) => ({
  uuid,
  completedAt,
  favorite: false,
  job: { id: 10, uuid: 'job-10', name: 'Boulanger' },
  experience: null,
  businessUnit: { id: 3, name: 'Fournil' },
  address: { uuid: 'address-1', name: 'Boulangerie Martin', town: null },
  emailConfirmed: true,
  contactAccess: true,
  user: { firstName, lastName: 'Martin', email: `${firstName.toLowerCase()}@example.test` },
  candidate: { uuid: `cand-${uuid}`, avatar: null, age: 31, address: { cityName: 'Lyon', context: 'Rhône' } },
  matchingPercentage: null,
  matchReason: null,
  status: 'received',
  statusMessage: null,
  ...extra,
});

/** The API of these tests: the address's filters, its applications, a favourite toggle. */
const api = (patch: 'ok' | 'fail' = 'ok') => ({
  'GET /api/addresses/address-1/filters/': () =>
    jsonResponse(200, {
      jobs: [
        { id: 10, uuid: 'job-10', name: 'Boulanger', count: 3, similarJobs: [] },
        { id: 20, uuid: 'job-20', name: 'Vendeur', count: 2, similarJobs: [] },
      ],
      experiences: [
        { id: 1, name: 'Débutant' },
        { id: 2, name: '1 à 3 ans' },
      ],
      businessUnits: [],
    }),
  'GET /api/applications/': () =>
    jsonResponse(200, {
      count: 3,
      totalPages: 1,
      pageSize: 20,
      previousPageNumber: null,
      nextPageNumber: null,
      results: [
        application('a1', 'Alice', '2026-01-12', {
          matchingPercentage: 76,
          matchReason: {
            job: 'same',
            experience: { candidate: null, required: null },
            skills: { met: 3, required: 5 },
            languages: { met: 0, required: 0 },
            mobility: { met: 1, required: 1 },
            distance: { km: 0, near: true },
          },
        }),
        application('a2', 'Bruno', '2026-01-12', {
          candidate: { uuid: 'cand-a2', avatar: null, age: null, address: { cityName: null, context: null } },
        }),
        // Unconfirmed: nothing of the candidate comes with it, only what was typed (decision 119, third round).
        application('a3', 'Chloé', '2026-01-05', {
          // Applied through the site's QR code (its form asks no town): the site's town is the place of application.
          address: { uuid: 'address-1', name: 'Boulangerie Martin', town: 'Lyon 1er Arrondissement' },
          contactAccess: false,
          user: { firstName: 'Chloé' },
          emailConfirmed: false,
          candidate: { uuid: null, avatar: null, age: null, address: { cityName: null, context: null } },
        }),
      ],
    }),
  'GET /api/applications/a3/': () =>
    jsonResponse(200, {
      ...application('a3', 'Chloé', '2026-01-05', {
        emailConfirmed: false,
        user: { firstName: 'Chloé', lastName: 'Durand', email: 'chloe@example.test' },
      }),
      candidate: {
        uuid: null,
        firstName: 'Chloé',
        avatar: null,
        age: null,
        tag: null,
        address: { cityName: null, context: null, streetAddress: null, postalCode: null },
        phoneNumber: '0612345678',
        jobs: [],
        degrees: [],
        languages: [],
        licences: [],
        locomotions: [],
        caces: [],
        skills: [],
        previousJobs: [],
      },
      documents: [],
    }),
  'PATCH /api/applications/a1/': () =>
    patch === 'ok' ? jsonResponse(200, { uuid: 'a1', favorite: true }) : jsonResponse(500, { code: 'internal_error', message: 'x' }),
});

function setup(patch: 'ok' | 'fail' = 'ok') {
  markSignedIn();
  const calls = mockApi(api(patch));
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(profileQueryKey, demo.premium);
  renderRoutes([{ path: '/resumes', element: <ResumesPage /> }], '/resumes', queryClient);
  return calls;
}

describe('ResumesPage', { timeout: 30_000 }, () => {
  it('groups applications by completion date in French, with the name, age, city or its fallback, job and business unit', async () => {
    setup();
    const days = await screen.findAllByTestId('application-day');
    expect(days.map((d) => within(d).getByTestId('application-day-title').textContent)).toEqual(['12 janv. 2026', '5 janv. 2026']);
    const rows = screen.getAllByTestId('application-row');
    expect(rows[0]).toHaveTextContent('Alice Martin');
    expect(rows[0]).toHaveTextContent('31 ans');
    expect(rows[0]).toHaveTextContent('Fournil');
    expect(rows[1]).toHaveTextContent('Localisation non renseignée');
    expect(rows[2]).toHaveTextContent('Chloé');
    // A QR applicant gave no town: the site's, said as the place of application (decision 143).
    expect(within(rows[2]!).getByTestId('application-place')).toHaveTextContent('Candidature sur le site de Lyon 1er Arrondissement');
    expect(within(rows[1]!).getByTestId('application-place')).toHaveTextContent('Localisation non renseignée');
    expect(rows[2]).not.toHaveTextContent('Martin');
    expect(within(rows[0]!).getByTestId('application-profile-link')).toHaveAttribute('href', '/app/resumes/cand-a1?applicationUuid=a1');
    // The match with the job applied to, and why (issue 29, item 7); none without one.
    expect(within(rows[0]!).getByTestId('application-match')).toHaveTextContent(/76\s%/);
    expect(within(rows[0]!).getByTestId('match-reason')).toHaveTextContent(
      'Même métier, 3 compétences sur 5, 1 permis ou CACES sur 1, à moins de 1 km',
    );
    expect(within(rows[1]!).queryByTestId('application-match')).toBeNull();
  });

  it('marks an application whose e-mail was not confirmed: its details are only what was typed with it (decision 119)', async () => {
    setup();
    const rows = await screen.findAllByTestId('application-row');
    // Confirmed or not, the recruiter sees which (walk of 2026-11-29: a confirmed application showed no difference).
    expect(within(rows[0]!).queryByTestId('application-not-confirmed')).toBeNull();
    expect(within(rows[0]!).getByTestId('application-confirmed')).toHaveTextContent('Confirmée');
    expect(within(rows[2]!).queryByTestId('application-confirmed')).toBeNull();
    expect(within(rows[2]!).getByTestId('application-not-confirmed')).toHaveTextContent('En attente de confirmation');
  });

  it('shows an unconfirmed application (no candidate uuid, no profile field) with its typed details and badge, and no profile link', async () => {
    setup();
    const rows = await screen.findAllByTestId('application-row');
    expect(rows[2]).toHaveTextContent('Chloé');
    // A QR applicant gave no town: the site's, said as the place of application (decision 143).
    expect(within(rows[2]!).getByTestId('application-place')).toHaveTextContent('Candidature sur le site de Lyon 1er Arrondissement');
    expect(within(rows[1]!).getByTestId('application-place')).toHaveTextContent('Localisation non renseignée');
    expect(rows[2]).toHaveTextContent('Candidature sur le site de Lyon 1er Arrondissement');
    expect(rows[2]).not.toHaveTextContent('ans');
    expect(within(rows[2]!).queryByTestId('application-profile-link')).toBeNull();
    expect(within(rows[0]!).getByTestId('application-profile-link')).toBeInTheDocument();
  });

  it('opens what an unconfirmed applicant typed, marked as unconfirmed (decision 142)', async () => {
    const user = userEvent.setup();
    setup();
    const rows = await screen.findAllByTestId('application-row');
    expect(within(rows[0]!).queryByTestId('application-typed-link')).toBeNull();
    await user.click(within(rows[2]!).getByTestId('application-typed-link'));
    const typed = await screen.findByTestId('typed-application');
    await waitFor(() => expect(typed).toHaveTextContent('chloe@example.test'));
    expect(typed).toHaveTextContent('Chloé Durand');
    expect(typed).toHaveTextContent('0612345678');
    expect(typed).toHaveTextContent("Le candidat n'a pas encore confirmé cette adresse e-mail");
  });

  it('sends the date filters to the API', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await screen.findAllByTestId('application-row');
    // The test's window is a phone's: the filters are a list, whose options exist once it is open.
    await user.click(screen.getByTestId('resumes-filter-select'));
    await user.click(await screen.findByRole('option', { name: '14 jours' }));
    const lastList = () =>
      vi
        .mocked(fetch)
        .mock.calls.map((c) => new URL(String(c[0])))
        .filter((u) => u.pathname === '/api/applications/')
        .at(-1)!;
    await waitFor(() => expect(lastList().searchParams.get('days')).toBe('14'));
    const last = lastList();
    expect(calls.filter((c) => c.path === '/api/applications/').length).toBeGreaterThanOrEqual(2);
    expect(last.searchParams.get('address')).toBe('address-1');
  });

  it('filters by several jobs (shown with their counts) and several experiences at once (spec section 2 multi-filter)', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findAllByTestId('application-row');
    const lastList = () =>
      vi
        .mocked(fetch)
        .mock.calls.map((c) => new URL(String(c[0])))
        .filter((u) => u.pathname === '/api/applications/')
        .at(-1)!;
    await user.click(screen.getByTestId('filter-job'));
    await user.click(await screen.findByRole('option', { name: 'Boulanger (3)' }));
    await user.click(await screen.findByRole('option', { name: 'Vendeur (2)' }));
    await waitFor(() => expect(lastList().searchParams.getAll('job')).toEqual(['job-10', 'job-20']));
    await user.click(screen.getByTestId('filter-experience'));
    await user.click(await screen.findByRole('option', { name: 'Débutant' }));
    await user.click(await screen.findByRole('option', { name: '1 à 3 ans' }));
    await waitFor(() => expect(lastList().searchParams.getAll('experience')).toEqual(['1', '2']));
  });

  it('saves the heart at once and reverts it with an error when the call fails', async () => {
    const user = userEvent.setup();
    setup('fail');
    const rows = await screen.findAllByTestId('application-row');
    const heart = within(rows[0]!).getByTestId('application-favorite');
    await user.click(heart);
    expect(await screen.findByText("Une erreur s'est produite lors de la mise à jour.")).toBeInTheDocument();
    await waitFor(() => expect(heart).toHaveAttribute('data-favorite', 'false'));
  });

  it('asks for its first screen before it renders (the filters, then the applications of the jobs of the query), and the page then asks nothing more (issue 15)', async () => {
    markSignedIn();
    const calls = mockApi(api());
    // The app's own client: its data stays fresh for a while, so a page does not ask again at once.
    const queryClient = createQueryClient();
    queryClient.setQueryData(profileQueryKey, demo.premium);
    await prefetch(queryClient, new URL('http://localhost/app/resumes?job=job-20,job-99'), demo.premium);
    expect(calls.map((c) => c.path)).toEqual(['/api/addresses/address-1/filters/', '/api/applications/']);
    const [list] = queryClient.getQueryCache().findAll({ queryKey: ['applications', 'list'] });
    expect(list?.queryKey[2]).toMatchObject({ address: 'address-1', filter: 'all', jobUuids: ['job-20'], page: 1 });
    renderRoutes([{ path: '/resumes', element: <ResumesPage /> }], '/resumes?job=job-20,job-99', queryClient);
    expect(await screen.findAllByTestId('application-row')).toHaveLength(3);
    expect(calls).toHaveLength(2);
  });
});
