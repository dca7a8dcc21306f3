import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CandidateCard } from '@app/contracts/candidates';
import { createQueryClient } from '@/lib/query-client';
import { profileQueryKey } from '@/lib/auth';
import { getBasket, setBasket, markSignedIn } from '@/lib/cookies';
import { mockApi } from '@/test/fetch';
import * as demo from '@/test/profiles';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { prefetch, ResumesShopPage } from './resumes-shop-page';

afterEach(() => {
  vi.unstubAllGlobals();
  setBasket([]);
});

const card = (uuid: string, firstName: string, overrides: Partial<CandidateCard> = {}): CandidateCard => ({
  uuid,
  firstName,
  favorite: false,
  tag: null,
  appliedAddresses: [],
  matchingPercentage: 87,
  matchReason: {
    job: 'same',
    experience: { candidate: { level: 2, name: '1 à 3 ans' }, required: null },
    skills: { met: 2, required: 3 },
    languages: { met: 0, required: 0 },
    mobility: { met: 0, required: 0 },
    distance: { km: 4, near: true },
  },
  matchingSearchedJob: { job: { id: 10, uuid: 'job-10', name: 'Boulanger' }, experience: { id: 2, name: '1 à 3 ans' } },
  candidate: { avatar: null },
  purchasedDate: null,
  isNew: false,
  ...overrides,
});
const page = (results: CandidateCard[], count = results.length) => ({
  count,
  totalPages: Math.ceil(count / 5),
  pageSize: 5,
  previousPageNumber: null,
  nextPageNumber: null,
  results,
});

const filters = {
  jobs: [
    { id: 10, uuid: 'job-10', name: 'Boulanger', count: 7, similarJobs: [{ id: 11 }, { id: 12 }] },
    { id: 20, uuid: 'job-20', name: 'Vendeur', count: 0, similarJobs: [] },
  ],
  experiences: [],
  businessUnits: [],
};

function setup(path = '/resumes-shop', favorite: 'ok' | 'fail' = 'ok', moreThan: number | null = null) {
  markSignedIn();
  const calls = mockApi({
    'resumeShop.getAddressFilters': () => ({ status: 200, body: filters }),
    'resumeShop.listCandidates': () => ({
      status: 200,
      body: {
        ...page([card('c1', 'Alice', { tag: 'rare' }), card('c2', 'Bruno', { purchasedDate: '2026-01-12' }), card('c3', 'Chloé')], 7),
        moreThan,
      },
    }),
    'resumeShop.listFavorites': () => ({ status: 200, body: page([]) }),
    'resumeShop.listPurchasedCandidates': () => ({ status: 200, body: { ...page([]), results: [] } }),
    'resumeShop.setFavorite': ({ body }) =>
      favorite === 'ok'
        ? { status: 200, body: { uuid: (body as { uuid: string }).uuid, favorite: true } }
        : { status: 500, body: { code: 'internal_error', message: 'x' } },
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(profileQueryKey, demo.headhunter);
  const utils = renderRoutes([{ path: '/resumes-shop', element: <ResumesShopPage /> }], path, queryClient);
  return { calls, ...utils };
}

describe('ResumesShopPage', { timeout: 30_000 }, () => {
  it('lists the new candidates above the general group with the job and its similar jobs in the query', async () => {
    const { calls } = setup();
    const groups = await screen.findAllByTestId(/^group-(new|general)$/);
    expect(groups.map((g) => g.getAttribute('data-testid'))).toEqual(['group-new', 'group-general']);
    await waitFor(() => expect(within(groups[1]!).getAllByTestId('candidate-card')).toHaveLength(3));
    const listCalls = calls.filter((c) => c.path === '/api/candidate/');
    expect(listCalls.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('group-general-count')).toHaveTextContent('7 candidats correspondent à ce métier');
    const cards = within(groups[1]!).getAllByTestId('candidate-card');
    expect(cards[0]).toHaveAttribute('data-rare', 'true');
    expect(within(cards[0]!).getByTestId('candidate-match')).toHaveTextContent(/87\s%/);
    // Why 87 % (issue 29, item 7): the parts the API computed it from, as a phrase.
    expect(within(cards[0]!).getByTestId('match-reason')).toHaveTextContent(
      "Même métier, 1 à 3 ans d'expérience, 2 compétences sur 3, à 4 km",
    );
    expect(within(cards[1]!).getByTestId('candidate-purchased')).toHaveTextContent('CV acheté');
    expect(within(cards[1]!).queryByTestId('candidate-basket-toggle')).toBeNull();
  });

  it('says "plus de 500" when the list cannot say more (decision 166)', async () => {
    setup('/resumes-shop', 'ok', 500);
    expect(await screen.findByTestId('group-general-count')).toHaveTextContent('Plus de 500 candidats correspondent à ce métier');
    expect(screen.getByTestId('shop-count')).toHaveTextContent('Plus de 500 CV correspondent à vos métiers');
  });

  it('sends the job and its similar jobs, and toggles a card in the basket cookie', async () => {
    const user = userEvent.setup();
    setup();
    const general = await screen.findByTestId('group-general');
    const toggle = (await within(general).findAllByTestId('candidate-basket-toggle'))[0]!;
    await user.click(toggle);
    expect(getBasket()).toEqual(['c1']);
    await waitFor(() => expect(toggle).toHaveAttribute('data-in-basket', 'true'));
    expect(toggle).toHaveTextContent('Dans le panier');
    await user.click(toggle);
    expect(getBasket()).toEqual([]);
    const url = (vi.mocked(fetch).mock.calls.map((c) => String(c[0])) as string[]).find((u) => u.includes('/api/candidate/'))!;
    expect(new URL(url).searchParams.get('candidate__searched_jobs__job__in')).toBe('10,11,12');
  });

  it('reverts a favourite that fails and shows the error', async () => {
    const user = userEvent.setup();
    setup('/resumes-shop', 'fail');
    const general = await screen.findByTestId('group-general');
    const heart = (await within(general).findAllByTestId('favorite-heart'))[0]!;
    await user.click(heart);
    expect(await screen.findByText("Une erreur s'est produite lors de la récupération du candidat.")).toBeInTheDocument();
    await waitFor(() => expect(heart).toHaveAttribute('data-favorite', 'false'));
  });

  it('shows the favourites and purchases empty states of the spec', async () => {
    setup('/resumes-shop?section=favorites');
    expect(await screen.findByText('Ajoutez en favoris les candidats qui vous intéressent')).toBeInTheDocument();
  });

  it('shows the purchases empty state', async () => {
    setup('/resumes-shop?section=purchases');
    expect(await screen.findByText("Vous n'avez pas encore acheté de CV")).toBeInTheDocument();
    expect(screen.getByText('Ne laissez pas filer vos candidats favoris ou perles rares.')).toBeInTheDocument();
  });

  it('switches the section by click and by the arrow keys: one radio checked, data-active on it, the section in the query (decision 107)', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    const group = await screen.findByRole('radiogroup', { name: 'Sections de la CVthèque' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual(['Correspondances', 'Favoris', 'Mes achats']);
    const tab = (name: string) => screen.getByTestId(`shop-section-${name}`);
    const active = () => ['matching', 'favorites', 'purchases'].filter((name) => tab(name).getAttribute('data-active') === 'true');
    expect(active()).toEqual(['matching']);
    expect(tab('matching')).toHaveAttribute('aria-checked', 'true');
    expect(tab('favorites')).toHaveAttribute('aria-checked', 'false');

    await user.click(tab('favorites'));
    await waitFor(() => expect(active()).toEqual(['favorites']));
    expect(tab('favorites')).toHaveAttribute('aria-checked', 'true');
    expect(new URLSearchParams(router.state.location.search).get('section')).toBe('favorites');
    expect(await screen.findByText('Ajoutez en favoris les candidats qui vous intéressent')).toBeInTheDocument();

    // One tab stop, the checked radio; the arrows choose the next or previous section, round the ends.
    expect(radios.map((r) => r.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(active()).toEqual(['purchases']));
    expect(tab('purchases')).toHaveFocus();
    expect(new URLSearchParams(router.state.location.search).get('section')).toBe('purchases');
    expect(await screen.findByText("Vous n'avez pas encore acheté de CV")).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(active()).toEqual(['matching']));
    expect(tab('matching')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(active()).toEqual(['purchases']));
    await user.keyboard('{Home}');
    await waitFor(() => expect(active()).toEqual(['matching']));
    expect(new URLSearchParams(router.state.location.search).get('section')).toBe('matching');
  });

  it('filters the purchases by the job of the query, says when none was bought for it, and lists them all otherwise (issue 11, item 11)', async () => {
    setup('/resumes-shop?section=purchases&job=job-20');
    expect(await screen.findByText('Aucun CV acheté pour « Vendeur »')).toBeInTheDocument();
    const urls = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => String(input))
      .filter((u) => u.includes('/api/purchased-candidate/'));
    expect(urls.some((u) => new URL(u).searchParams.get('candidate__searched_jobs__job') === '20')).toBe(true);
    await userEvent.click(screen.getByTestId('purchases-all-jobs'));
    expect(await screen.findByText("Vous n'avez pas encore acheté de CV")).toBeInTheDocument();
  });

  it('a head-hunter account without any site gives its first search instead of grey cards forever; the site made, the shop shows its candidates (decision 136)', async () => {
    markSignedIn();
    const withoutSite = demo.profile({ ...demo.headhunter.recruiter, addresses: [] }, 'ancien-chasseur@demo.test');
    let created = false;
    const paris = {
      placeName: 'Paris',
      featureName: 'Paris',
      context: '75, Paris, Île-de-France',
      description: 'Paris',
      latitude: 48.85,
      longitude: 2.35,
      postalCode: '75001',
      inseeCode: '75056',
    };
    const calls = mockApi({
      'referenceLists.searchJobTitles': () => ({
        status: 200,
        body: { hits: [{ id: 10, uuid: 'job-10', name: 'Boulanger', _formatted: { name: 'Boulanger' } }] },
      }),
      'places.searchPlaces': () => ({ status: 200, body: { results: [paris] } }),
      'registration.headhunterFirstSite': () => {
        created = true;
        return { status: 201, body: { address: '3f0c6a43-5b7e-4d39-9d8e-6a0f2b9c1d11' } };
      },
      'account.getProfile': () => ({ status: 200, body: created ? demo.headhunter : withoutSite }),
      'resumeShop.getAddressFilters': () => ({ status: 200, body: filters }),
      'resumeShop.listCandidates': () => ({ status: 200, body: page([card('c1', 'Alice')], 1) }),
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(profileQueryKey, withoutSite);
    renderRoutes([{ path: '/resumes-shop', element: <ResumesShopPage /> }], '/resumes-shop', queryClient);
    expect(await screen.findByTestId('shop-first-search')).toBeInTheDocument();
    expect(screen.queryByTestId('group-new')).toBeNull();
    const submit = screen.getByTestId('first-search-submit');
    expect(submit).toBeDisabled();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('first-search-job'), 'Boul');
    await user.click(await screen.findByRole('option', { name: /Boulanger/ }, { timeout: 3000 }));
    await user.type(screen.getByTestId('first-search-place'), 'Par');
    await user.click(await screen.findByRole('option', { name: /Paris/ }, { timeout: 3000 }));
    await user.click(submit);
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ job: 10, place: { postalCode: '75001', inseeCode: '75056' } });
    expect(await screen.findAllByTestId('candidate-card')).not.toHaveLength(0);
    expect(screen.queryByTestId('shop-first-search')).toBeNull();
  });

  it('asks for its first screen before it renders (the filters, then both lists of the job of the query), and the page then asks nothing more (issue 15)', async () => {
    markSignedIn();
    const calls = mockApi({
      'resumeShop.getAddressFilters': () => ({ status: 200, body: filters }),
      'resumeShop.listCandidates': () => ({ status: 200, body: page([card('c1', 'Alice')], 1) }),
    });
    // The app's own client: its data stays fresh for a while, so a page does not ask again at once.
    const queryClient = createQueryClient();
    queryClient.setQueryData(profileQueryKey, demo.headhunter);
    await prefetch(queryClient, new URL('http://localhost/app/resumes-shop?job=job-20'), demo.headhunter);
    expect(calls.map((c) => c.path)).toEqual(['/api/addresses/address-1/filters/', '/api/candidate/', '/api/candidate/']);
    const lists = queryClient.getQueryCache().findAll({ queryKey: ['candidates', 'matching'] });
    expect(lists.map((q) => q.queryKey[2])).toEqual(
      expect.arrayContaining([
        { jobIds: [20], disability: false, isNew: true, page: 1 },
        { jobIds: [20], disability: false, isNew: false, page: 1 },
      ]),
    );
    renderRoutes([{ path: '/resumes-shop', element: <ResumesShopPage /> }], '/resumes-shop?job=job-20', queryClient);
    expect(await screen.findAllByTestId('candidate-card')).toHaveLength(2);
    expect(calls).toHaveLength(3);

    // Another section: its own list is the page's to ask for.
    await prefetch(createQueryClient(), new URL('http://localhost/app/resumes-shop?section=favorites'), demo.headhunter);
    expect(calls.slice(3).map((c) => c.path)).toEqual(['/api/addresses/address-1/filters/']);
  });
});
