import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '@/lib/auth';
import { markSignedIn } from '@/lib/cookies';
import { mockApi } from '@/test/fetch';
import * as demo from '@/test/profiles';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { createQueryClient } from '@/lib/query-client';
import { JobsPage, prefetch } from './jobs-page';

afterEach(() => vi.unstubAllGlobals());

const job = (n: number, over: Record<string, unknown> = {}) => ({
  id: n,
  uuid: `6f1c2d1e-0000-4000-8000-00000000000${n}`,
  address: { id: 1, uuid: 'address-1' },
  job: { id: 10 + n, uuid: `job-${n}`, name: `Métier ${n}`, similarJobs: [] },
  name: `Métier ${n}`,
  town: 'Lyon',
  contracts: [{ id: 1, name: 'CDI' }],
  workingTime: { id: 1, name: 'Temps plein' },
  remote: { id: 1, name: 'Sur site' },
  monthlySalary: 2500,
  active: true,
  urgent: false,
  businessUnit: { id: 4, name: 'Cuisine' },
  businessUnitName: 'Cuisine',
  similarJobs: [],
  jobDescription: null,
  experiences: [],
  languages: [],
  licences: [],
  locomotions: [],
  caces: [],
  personalQualities: [],
  professionalKnowledge: [],
  professionalSoftSkills: [],
  ...over,
});

function setup(profile: typeof demo.standard, jobs: ReturnType<typeof job>[]) {
  markSignedIn();
  const calls = mockApi({
    'jobs.listJobs': () => ({ status: 200, body: jobs }),
    'businessUnits.listAddressBusinessUnits': () => ({ status: 200, body: [{ id: 4, name: 'Cuisine' }] }),
    'jobs.updateJob': ({ body }) => ({ status: 200, body: { ...jobs[0]!, ...(body as object), urgent: false } }),
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(profileQueryKey, profile);
  renderRoutes([{ path: '/jobs', element: <JobsPage /> }], '/jobs', queryClient);
  return calls;
}

describe('JobsPage', { timeout: 30_000 }, () => {
  it('asks before putting the only active job on stand-by; cancel restores it', async () => {
    const user = userEvent.setup();
    const calls = setup(demo.standard, [job(1), job(2, { active: false })]);
    const [first] = await screen.findAllByTestId('job-card');
    const active = within(first!).getByTestId('job-card-active');
    expect(active).toBeChecked();
    await user.click(active);
    const modal = await screen.findByTestId('stand-by-modal');
    expect(modal).toHaveTextContent("l'adresse ne sera plus visible sur le QR code");
    expect(within(first!).getByTestId('job-card-active')).not.toBeChecked();
    await user.click(screen.getByTestId('stand-by-cancel'));
    await waitFor(() => expect(within(first!).getByTestId('job-card-active')).toBeChecked());
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it("saves the stand-by with 'Mettre en veille'", async () => {
    const user = userEvent.setup();
    const calls = setup(demo.standard, [job(1)]);
    const [first] = await screen.findAllByTestId('job-card');
    await user.click(within(first!).getByTestId('job-card-active'));
    await user.click(await screen.findByRole('button', { name: 'Mettre en veille' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ active: false }));
  });

  it('does not ask when another job stays active', async () => {
    const user = userEvent.setup();
    const calls = setup(demo.standard, [job(1), job(2)]);
    const [first] = await screen.findAllByTestId('job-card');
    await user.click(within(first!).getByTestId('job-card-active'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ active: false }));
    expect(screen.queryByRole('button', { name: 'Mettre en veille' })).not.toBeInTheDocument();
  });

  it('links head-hunters to the resume shop and premium accounts to the resumes, with the business unit name', async () => {
    setup(demo.headhunter, [job(1)]);
    const [card] = await screen.findAllByTestId('job-card');
    expect(within(card!).getByTestId('job-card-resume-shop')).toHaveAttribute('href', '/app/resumes-shop?job=job-1');
    expect(within(card!).queryByTestId('job-card-resumes')).not.toBeInTheDocument();
    expect(within(card!).getByTestId('job-card-business-unit')).toHaveTextContent('Cuisine');
    // French grouping: a narrow no-break space between thousands.
    expect(within(card!).getByTestId('job-card-salary').textContent).toBe('2\u202f500 € brut / mois');
  });

  it('hides the business unit name without the business unit page', async () => {
    setup(demo.standard, [job(1)]);
    const [card] = await screen.findAllByTestId('job-card');
    expect(within(card!).queryByTestId('job-card-business-unit')).not.toBeInTheDocument();
    expect(within(card!).queryByTestId('job-card-resume-shop')).not.toBeInTheDocument();
  });

  it('links premium accounts to the resumes of the job', async () => {
    setup(demo.premium, [job(1)]);
    const [card] = await screen.findAllByTestId('job-card');
    expect(within(card!).getByTestId('job-card-resumes')).toHaveAttribute('href', '/app/resumes?job=job-1');
    expect(screen.getByTestId('free-application-card')).toBeInTheDocument();
  });

  it('asks for its first screen before it renders (the jobs and units of the current address), and the page then asks nothing more (issue 15)', async () => {
    markSignedIn();
    const calls = mockApi({
      'jobs.listJobs': () => ({ status: 200, body: [job(1)] }),
      'businessUnits.listAddressBusinessUnits': () => ({ status: 200, body: [{ id: 4, name: 'Cuisine' }] }),
    });
    // The app's own client: its data stays fresh for a while, so a page does not ask again at once.
    const queryClient = createQueryClient();
    queryClient.setQueryData(profileQueryKey, demo.premium);
    await prefetch(queryClient, new URL('http://localhost/app/jobs'), demo.premium);
    expect(calls.map((c) => c.path)).toEqual(['/api/addresses-jobs/', '/api/addresses/address-1/business-units/']);
    renderRoutes([{ path: '/jobs', element: <JobsPage /> }], '/jobs', queryClient);
    expect(await screen.findAllByTestId('job-card')).toHaveLength(1);
    expect(calls).toHaveLength(2);
  });
});
