import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '@/lib/auth';
import { markSignedIn } from '@/lib/cookies';
import { mockApi } from '@/test/fetch';
import * as demo from '@/test/profiles';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { CandidateResumeDetailPage } from './candidate-resume-detail-page';

afterEach(() => vi.unstubAllGlobals());

const uuid = '22222222-2222-4222-8222-222222222222';
const detail = (emailConfirmed: boolean) => ({
  uuid,
  firstName: 'Léa',
  avatar: null,
  age: 31,
  tag: null,
  address: { cityName: 'Lyon', context: 'Rhône' },
  jobs: [],
  degrees: [],
  languages: [],
  licences: [],
  locomotions: [],
  caces: [],
  skills: [],
  previousJobs: [],
  favorite: false,
  matchingPercentage: null,
  matchReason: null,
  purchasedDate: null,
  appliedAddresses: [],
  isNew: false,
  contactAccess: false,
  application: {
    uuid: '33333333-3333-4333-8333-333333333333',
    completedAt: '2026-11-20',
    favorite: false,
    job: null,
    experience: null,
    businessUnit: null,
    emailConfirmed,
  },
});

function setup(emailConfirmed: boolean) {
  markSignedIn();
  mockApi({
    'resumeShop.getCandidate': () => ({ status: 200, body: detail(emailConfirmed) as never }),
    'fingerprints.recordVisit': () => ({ raw: new Response(null, { status: 204 }) }),
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(profileQueryKey, demo.standard);
  renderRoutes(
    [{ path: '/resumes/:uuid', element: <CandidateResumeDetailPage /> }],
    `/resumes/${uuid}?applicationUuid=33333333-3333-4333-8333-333333333333`,
    queryClient,
  );
}

describe(
  'the profile opened from an application says whether the candidate confirmed it (walk of 2026-11-29, item 3)',
  { timeout: 30_000 },
  () => {
    it('confirmed: "Confirmée"', async () => {
      setup(true);
      expect(await screen.findByTestId('application-confirmed')).toHaveTextContent('Confirmée');
      expect(screen.queryByTestId('application-not-confirmed')).toBeNull();
    });

    it('not confirmed: "En attente de confirmation"', async () => {
      setup(false);
      expect(await screen.findByTestId('application-not-confirmed')).toHaveTextContent('En attente de confirmation');
      expect(screen.queryByTestId('application-confirmed')).toBeNull();
    });
  },
);
