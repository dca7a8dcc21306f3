import type { ApplyPage } from '@app/contracts/apply';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANDIDATE_SIGNED_IN_COOKIE } from '@app/contracts/constants';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, mockApi } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { CompanyPage, openStreetMapLink } from './company-page';

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(CANDIDATE_SIGNED_IN_COOKIE, { path: '/' });
});

const SITE = '11111111-1111-4111-8111-111111111111';
const CHILD = '22222222-2222-4222-8222-222222222222';

const PAGE: ApplyPage = {
  uuid: SITE,
  name: 'Fournil Central',
  logo: null,
  town: 'Lyon',
  position: { latitude: 45.76, longitude: 4.84 },
  activitySector: { id: 1, name: 'Boulangerie' },
  brand: {
    description: 'Une boulangerie artisanale depuis 1950.',
    values: 'Exigence et convivialité.',
    advantages: ['Tickets restaurant'],
    pictures: ['/api/files/pictures/fournil.png'],
    video: null,
  },
  sites: [
    { uuid: SITE, name: 'Fournil Central', town: 'Lyon', freeApplication: false },
    { uuid: CHILD, name: 'Fournil Croix-Rousse', town: 'Villeurbanne', freeApplication: false },
  ],
  jobs: [
    {
      uuid: '33333333-3333-4333-8333-333333333333',
      name: 'Boulanger',
      contracts: [{ id: 1, name: 'CDI' }],
      workingTime: { id: 1, name: 'Temps plein' },
      remote: null,
      urgent: true,
      site: { uuid: CHILD, name: 'Fournil Croix-Rousse', town: 'Villeurbanne' },
    },
  ],
  freeApplication: false,
};

const open = (uuid = SITE) => renderRoutes([{ path: '/entreprise/:uuid', element: <CompanyPage /> }], `/entreprise/${uuid}`);

describe('the company page for candidates (issue 33 item 4)', () => {
  it("shows the brand's tabs, the open jobs with their site, the town with a map link and the apply button", async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'apply.getApplyPage': () => ({ status: 200, body: PAGE }) });
    open();
    expect(await screen.findByTestId('company-name')).toHaveTextContent('Fournil Central');
    expect(screen.getByTestId('company-town')).toHaveTextContent('Lyon');
    expect(callsOf(calls, 'apply.getApplyPage')).toHaveLength(1);
    // The four tabs, the description first.
    const brand = screen.getByTestId('company-brand');
    expect(
      within(brand)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Présentation', 'Valeurs', 'Avantages', 'Médias']);
    expect(screen.getByTestId('company-description')).toHaveTextContent('Une boulangerie artisanale depuis 1950.');
    await user.click(screen.getByTestId('company-tab-advantages'));
    expect(await screen.findByTestId('company-advantages')).toHaveTextContent('Tickets restaurant');
    await user.click(screen.getByTestId('company-tab-media'));
    expect((await screen.findByTestId('company-media')).querySelector('img')).toHaveAttribute('src', '/api/files/pictures/fournil.png');
    const job = screen.getByTestId('company-job');
    expect(job).toHaveTextContent('Boulanger');
    expect(job).toHaveTextContent('Urgent');
    expect(job).toHaveTextContent('Fournil Croix-Rousse · Villeurbanne');
    expect(within(job).getByRole('link')).toHaveAttribute('href', `/app/addresses/${SITE}/apply`);
    expect(screen.getByTestId('company-apply')).toHaveAttribute('href', `/app/addresses/${SITE}/apply`);
    // A link only: no map tile, nothing asked of a third party before the candidate follows it.
    expect(screen.getByTestId('company-map')).toHaveAttribute('href', openStreetMapLink({ latitude: 45.76, longitude: 4.84 }));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('without a brand (an account that may not have one) nor jobs: no tabs, no apply button, a plain notice', async () => {
    mockApi({
      'apply.getApplyPage': () => ({ status: 200, body: { ...PAGE, brand: null, position: null, jobs: [], sites: [PAGE.sites[0]!] } }),
    });
    open();
    expect(await screen.findByTestId('company-no-job')).toHaveTextContent('Aucune offre ouverte');
    expect(screen.queryByTestId('company-brand')).toBeNull();
    expect(screen.queryByTestId('company-apply')).toBeNull();
    expect(screen.queryByTestId('company-map')).toBeNull();
  });

  it('an unknown or no longer live site: says so', async () => {
    mockApi({ 'apply.getApplyPage': () => ({ status: 404, body: { code: 'not_found', message: 'Not found', fieldErrors: {} } }) });
    open();
    expect(await screen.findByTestId('company-not-found')).toHaveTextContent("Cette entreprise n'est plus visible");
  });

  it('signed out, "follow" leads to the sign-in; signed in, follows and stops in one tap', async () => {
    mockApi({ 'apply.getApplyPage': () => ({ status: 200, body: PAGE }) });
    const first = open();
    expect(await screen.findByTestId('company-follow-sign-in')).toHaveAttribute('href', '/app/candidat');
    first.unmount();

    const user = userEvent.setup();
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    let followed = false;
    const calls = mockApi({
      'apply.getApplyPage': () => ({ status: 200, body: PAGE }),
      'candidateApp.getSession': () => ({
        status: 200,
        body: { email: 'lea@example.test', firstName: 'Léa', lastName: null, phoneNumber: null },
      }),
      'candidateApp.listFollows': () => ({
        status: 200,
        body: {
          results: followed
            ? [{ uuid: SITE, name: 'Fournil Central', logo: null, town: 'Lyon', openJobs: 1, followedAt: '2026-11-29T05:00:00.000Z' }]
            : [],
        },
      }),
      'candidateApp.followCompany': () => {
        followed = true;
        return { status: 204, body: undefined };
      },
      'candidateApp.unfollowCompany': () => {
        followed = false;
        return { status: 204, body: undefined };
      },
    });
    open();
    const button = await screen.findByTestId('company-follow');
    await waitFor(() => expect(button).toHaveTextContent('Suivre cette entreprise'));
    await user.click(button);
    await waitFor(() => expect(screen.getByTestId('company-follow')).toHaveTextContent('Ne plus suivre'));
    expect(screen.getByTestId('company-follow')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByTestId('company-follow'));
    await waitFor(() => expect(screen.getByTestId('company-follow')).toHaveTextContent('Suivre cette entreprise'));
    expect(callsOf(calls, 'candidateApp.followCompany').map((c) => c.path)).toEqual([`/api/candidate-app/follows/${SITE}/`]);
    expect(callsOf(calls, 'candidateApp.unfollowCompany')).toHaveLength(1);
  });
});
