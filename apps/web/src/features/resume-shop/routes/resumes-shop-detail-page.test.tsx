import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '@/lib/auth';
import { markSignedIn } from '@/lib/cookies';
import { mockApi } from '@/test/fetch';
import * as demo from '@/test/profiles';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { ResumesShopDetailPage } from './resumes-shop-detail-page';

afterEach(() => vi.unstubAllGlobals());

const profile = {
  uuid: '11111111-1111-4111-8111-111111111111',
  firstName: 'Alice',
  avatar: null,
  age: 29,
  tag: 'rare',
  address: { cityName: 'Lyon', context: 'Rhône' },
  jobs: [{ job: { id: 10, uuid: 'job-10', name: 'Boulanger' }, experience: { id: 2, name: '1 à 3 ans' } }],
  degrees: [{ name: 'CAP Boulanger', school: 'Lycée Hôtelier', year: 2015 }],
  languages: [{ id: 1, name: 'Français', level: 'Langue maternelle' }],
  licences: [],
  locomotions: [],
  caces: [],
  skills: [{ id: 4, name: 'Rigueur', groupId: 1 }],
  previousJobs: [
    {
      beginningDate: '2019-03-01',
      endDate: null,
      stillInOffice: true,
      job: { name: 'Boulanger' },
      company: 'Maison Pain',
      description: null,
    },
  ],
  favorite: false,
  matchingPercentage: 88,
  matchReason: {
    job: 'similar',
    experience: { candidate: { level: 1, name: 'Moins de 1 an' }, required: { level: 2, name: '1 à 3 ans' } },
    skills: { met: 1, required: 1 },
    languages: { met: 1, required: 2 },
    mobility: { met: 0, required: 0 },
    distance: { km: 12, near: true },
  },
  purchasedDate: null,
  appliedAddresses: [],
  isNew: false,
  application: null,
};

function setup(detail: Record<string, unknown>) {
  markSignedIn();
  const calls = mockApi({
    // The detail is built from overrides of a typed fixture: cast once here.
    'resumeShop.getCandidate': () => ({ status: 200, body: detail as never }),
    'fingerprints.recordVisit': () => ({ raw: new Response(null, { status: 204 }) }),
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(profileQueryKey, demo.headhunter);
  renderRoutes([{ path: '/resumes-shop/:uuid', element: <ResumesShopDetailPage /> }], `/resumes-shop/${profile.uuid}`, queryClient);
  return calls;
}

describe('ResumesShopDetailPage', { timeout: 30_000 }, () => {
  it('shows the profile without contact details, the basket toggle and the public link', async () => {
    const calls = setup({ ...profile, contactAccess: false });
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Alice');
    expect(screen.getByTestId('profile-rare')).toHaveTextContent('Perle rare');
    expect(screen.getByTestId('profile-match')).toHaveTextContent(/88\s%/);
    expect(screen.getByTestId('match-reason')).toHaveTextContent(
      "Métier proche, moins de 1 an d'expérience (demandé : 1 à 3 ans), 1 compétence sur 1, 1 langue sur 2, à 12 km",
    );
    expect(screen.getByTestId('profile-contact-locked')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-contact')).toBeNull();
    expect(screen.getAllByTestId('profile-basket-toggle').length).toBeGreaterThan(0);
    // The visit of a candidate page is counted once (spec section 2, fingerprint).
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/fingerprint/').map((c) => c.body)).toEqual([
      { candidate: profile.uuid, path: expect.any(String) },
    ]);
    expect(screen.getByTestId('public-link-url')).toHaveValue(`http://localhost:3000/app/public-resume/${profile.uuid}`);
    expect(within(screen.getByTestId('profile-information')).getByText('Depuis mars 2019')).toBeInTheDocument();
  });

  it('shows the contact details once bought', async () => {
    setup({
      ...profile,
      purchasedDate: '2026-01-12',
      contactAccess: true,
      lastName: 'Zerbib',
      email: 'alice@example.test',
      phoneNumber: '06 12 34 56 78',
      address: { cityName: 'Lyon', context: 'Rhône', streetAddress: '5 quai Saint-Vincent', postalCode: '69001' },
      documents: [{ name: 'CV.pdf', file: '/api/candidate/x/documents/1/' }],
    });
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Alice Zerbib');
    expect(screen.getByTestId('contact-email')).toHaveTextContent('alice@example.test');
    expect(screen.getByTestId('profile-purchased')).toHaveTextContent('CV acheté le 12/01/2026');
    expect(screen.queryByTestId('profile-basket-toggle')).toBeNull();
  });
});
