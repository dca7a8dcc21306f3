import type { JobsNearAnswer } from '@app/contracts/jobs-near';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANDIDATE_SIGNED_IN_COOKIE } from '@app/contracts/constants';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, mockApi } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { JobsNearPage } from './jobs-near-page';

afterEach(() => vi.unstubAllGlobals());

const SITE = '11111111-1111-4111-8111-111111111111';
const answer = (overrides: Partial<JobsNearAnswer> = {}): JobsNearAnswer => ({
  count: 1,
  totalPages: 1,
  pageSize: 20,
  previousPageNumber: null,
  nextPageNumber: null,
  origin: { name: 'Lyon', postalCode: '69001' },
  results: [
    { uuid: SITE, name: 'Fournil Bellecour', logo: null, town: 'Lyon', distanceKm: 4.2, jobCount: 2, jobNames: ['Boulanger', 'Vendeur'] },
  ],
  ...overrides,
});

const open = () => renderRoutes([{ path: '/candidat/pres-de-chez-moi', element: <JobsNearPage /> }], '/candidat/pres-de-chez-moi');

describe('jobs near me (issue 33 item 4)', () => {
  it("a signed-in candidate starts from their profile's town (walk of 2026-11-29)", async () => {
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    const queries: URLSearchParams[] = [];
    mockApi({
      'candidateApp.getSession': () => ({
        status: 200,
        body: { email: 'lea@example.test', firstName: 'Léa', lastName: 'Moreau', phoneNumber: null },
      }),
      'candidateApp.getProfile': () => ({
        status: 200,
        body: {
          email: 'lea@example.test',
          firstName: 'Léa',
          lastName: 'Moreau',
          phoneNumber: null,
          documents: [],
          place: { cityName: 'Lyon', postalCode: '69001', context: null, latitude: 45.76, longitude: 4.83 },
          jobs: [],
          skills: [],
          languages: [],
          licences: [],
          availability: null,
          withDisability: false,
          proven: true,
        },
      }),
      'jobsNear.searchJobsNear': ({ query }) => {
        queries.push(query);
        return { status: 200, body: answer() };
      },
    });
    open();
    expect(await screen.findByTestId('jobs-near-results')).toHaveTextContent('Autour de Lyon (69001)');
    expect(screen.getByTestId('jobs-near-town')).toHaveValue('69001');
    expect(Object.fromEntries(queries[0]!)).toEqual({ town: '69001', radius: '20', page: '1' });
    Cookies.remove(CANDIDATE_SIGNED_IN_COOKIE, { path: '/' });
  });

  it('searches around a postal code and links each site to its company page', async () => {
    const user = userEvent.setup();
    const queries: URLSearchParams[] = [];
    const calls = mockApi({
      'jobsNear.searchJobsNear': ({ query }) => {
        queries.push(query);
        return { status: 200, body: answer() };
      },
    });
    open();
    // Nothing is asked before the candidate searches.
    expect(screen.getByTestId('jobs-near-consent')).toHaveTextContent("Votre position n'est demandée que si vous appuyez sur ce bouton");
    await user.type(screen.getByTestId('jobs-near-town'), 'Lyon');
    await user.click(screen.getByTestId('jobs-near-search'));
    expect(await screen.findByText('Un code postal a 5 chiffres (par exemple 69001).')).toBeInTheDocument();
    expect(callsOf(calls, 'jobsNear.searchJobsNear')).toEqual([]);

    await user.clear(screen.getByTestId('jobs-near-town'));
    await user.type(screen.getByTestId('jobs-near-town'), '69001');
    await user.click(screen.getByTestId('jobs-near-search'));
    const results = await screen.findByTestId('jobs-near-results');
    expect(results).toHaveTextContent('Autour de Lyon (69001) · 1 commerce qui recrute');
    const site = within(results).getByTestId('jobs-near-site');
    expect(site).toHaveTextContent('Fournil Bellecour');
    expect(site).toHaveTextContent('à 4,2 km');
    expect(site).toHaveTextContent('2 offres · Boulanger, Vendeur');
    expect(site).toHaveAttribute('href', `/app/entreprise/${SITE}`);
    expect(Object.fromEntries(queries[0]!)).toEqual({ town: '69001', radius: '20', page: '1' });
  });

  it("asks the phone's position only on the button, and sends it rounded", async () => {
    const user = userEvent.setup();
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 45.76412, longitude: 4.83571 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { geolocation: { getCurrentPosition } }));
    const queries: URLSearchParams[] = [];
    mockApi({
      'jobsNear.searchJobsNear': ({ query }) => {
        queries.push(query);
        return { status: 200, body: answer({ origin: null, count: 0, results: [] }) };
      },
    });
    open();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('jobs-near-position'));
    expect(await screen.findByTestId('jobs-near-empty')).toHaveTextContent('Aucun commerce ne recrute dans ce rayon');
    expect(screen.getByTestId('jobs-near-results')).toHaveTextContent('Autour de votre position');
    expect(Object.fromEntries(queries[0]!)).toEqual({ lat: '45.76', lng: '4.84', radius: '20', page: '1' });
  });

  it('an unknown postal code: the API says so under the field', async () => {
    const user = userEvent.setup();
    mockApi({
      'jobsNear.searchJobsNear': () => ({
        status: 400,
        body: { code: 'validation_failed', message: 'Unknown town', fieldErrors: { town: ['views.jobs_near.errors.unknown_town'] } },
      }),
    });
    open();
    await user.type(screen.getByTestId('jobs-near-town'), '99999');
    await user.click(screen.getByTestId('jobs-near-search'));
    expect(await screen.findByText('Nous ne connaissons pas ce code postal.')).toBeInTheDocument();
  });
});
