import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_SEARCH_THROTTLE_MS } from '@app/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '@/lib/auth';
import { markSignedIn } from '@/lib/cookies';
import { jsonResponse, mockApi } from '@/test/fetch';
import * as demo from '@/test/profiles';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { createDraftStore, type DraftStore } from '../hooks/address-job-draft';
import { AddressJobWizard } from './address-job-wizard';

afterEach(() => vi.unstubAllGlobals());

const hits = [
  { id: 11, uuid: 'job-11', name: 'Boulanger / Boulangère', _formatted: { name: '<em>Boulang</em>er / <em>Boulang</em>ère' } },
  { id: 12, uuid: 'job-12', name: 'Boulanger-pâtissier / Boulangère-pâtissière', _formatted: { name: '<em>Boulang</em>er-pâtissier' } },
];
const savedJob = {
  id: 1,
  uuid: '6f1c2d1e-0000-4000-8000-000000000001',
  address: { id: 1, uuid: 'address-1' },
  job: { id: 11, uuid: 'job-11', name: 'Boulanger / Boulangère', similarJobs: [] },
  name: 'Boulanger / Boulangère',
  town: 'Lyon',
  contracts: [{ id: 1, name: 'CDI' }],
  workingTime: { id: 1, name: 'Temps plein' },
  remote: { id: 1, name: 'Sur site' },
  monthlySalary: 1800,
  active: true,
  urgent: false,
  businessUnit: null,
  businessUnitName: null,
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
};
const named = (names: string[]) => names.map((name, i) => ({ id: i + 1, name }));
const skills = [
  {
    id: 1,
    name: 'Qualités personnelles',
    skillSet: named(['Autonomie', 'Rigueur', 'Ponctualité', 'Dynamisme', 'Sourire', 'Curiosité']).map((s) => ({ ...s, description: null })),
  },
  { id: 2, name: 'Connaissances professionnelles', skillSet: [{ id: 21, name: 'Pétrissage', description: null }] },
  {
    id: 3,
    name: 'Savoir-être professionnels',
    skillSet: [31, 32, 33, 34].map((id) => ({ id, name: `Savoir-être ${id}`, description: 'Définition' })),
  },
];

type Routes = Parameters<typeof mockApi>[0];

function setup(profile = demo.standard, store: DraftStore = createDraftStore(), routes: Routes = {}) {
  markSignedIn();
  const calls = mockApi({
    'referenceLists.searchJobTitles': () => ({ status: 200, body: { hits } }),
    'referenceLists.listContracts': () => ({ status: 200, body: named(['CDI', 'CDD']) }),
    'referenceLists.listWorkingTimes': () => ({ status: 200, body: named(['Temps plein', 'Temps partiel']) }),
    'referenceLists.listRemotes': () => ({ status: 200, body: named(['Sur site', 'Télétravail partiel']) }),
    'referenceLists.listExperiences': () => ({ status: 200, body: named(['Débutant', '1 à 3 ans']).map((e, level) => ({ ...e, level })) }),
    'referenceLists.listLanguages': () => ({ status: 200, body: { results: [{ id: 1, code: 'fr', name: 'Français' }] } }),
    'referenceLists.listLicences': () => ({ status: 200, body: { results: [{ id: 1, code: 'B', name: 'Permis B (voiture)' }] } }),
    'referenceLists.listCaces': () => ({ status: 200, body: { results: [{ id: 1, code: 'R489-3', name: 'CACES R489 3' }] } }),
    'referenceLists.listLocomotions': () => ({ status: 200, body: { results: [{ id: 1, name: 'Voiture', icon: 'car' }] } }),
    'referenceLists.listSkills': () => ({ status: 200, body: skills }),
    'businessUnits.listAddressBusinessUnits': () => ({ status: 200, body: [] }),
    'jobs.createJob': () => ({ status: 201, body: savedJob }),
    'jobs.getAvailability': () => ({ status: 200, body: { available: true, reason: null } }),
    ...routes,
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(profileQueryKey, profile);
  const page = (step: 1 | 2 | 3) => ({ path: `/add-address-job/${step}`, element: <AddressJobWizard step={step} store={store} /> });
  const utils = renderRoutes([page(1), page(2), page(3), { path: '/jobs', element: <p>jobs page</p> }], '/add-address-job/1', queryClient);
  return { ...utils, calls, store };
}

async function pickJob(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId('job-title-input'), 'boul');
  const option = await screen.findByText(
    (_, el) => el?.getAttribute('data-testid') === 'job-suggestion' && el.textContent === 'Boulanger / Boulangère',
  );
  await user.click(option);
}

// Typing letter by letter into Mantine fields takes a few seconds on a busy machine.
describe('AddressJobWizard', { timeout: 30_000 }, () => {
  it("shows the title 'Ajout d'un métier', the breadcrumb, the back link and 2 steps for a recruiter", async () => {
    setup();
    expect(await screen.findByTestId('page-title')).toHaveTextContent("Ajout d'un métier");
    expect(screen.getByTestId('wizard-breadcrumb')).toHaveTextContent('Métiers');
    expect(screen.getByTestId('wizard-back-link')).toHaveAttribute('href', '/app/jobs');
    expect(screen.getByTestId('step-progress')).toHaveTextContent('Étape 1 sur 2');
  });

  it('shows 3 steps to a head-hunter', async () => {
    setup(demo.headhunter);
    expect(await screen.findByTestId('step-progress')).toHaveTextContent('Étape 1 sur 3');
  });

  it('allows next only once a suggestion is picked, and says so otherwise', async () => {
    const user = userEvent.setup();
    setup();
    const next = await screen.findByTestId('wizard-next');
    expect(next).toBeDisabled();
    expect(screen.getByTestId('salary-input')).toBeDisabled();
    await user.type(screen.getByTestId('job-title-input'), 'boulanger');
    await user.click(screen.getByTestId('salary-input').closest('div')!.parentElement!);
    await user.tab();
    expect(await screen.findByText('Veuillez sélectionner un métier dans la liste des suggestions avant de valider.')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.clear(screen.getByTestId('job-title-input'));
    await pickJob(user);
    await waitFor(() => expect(next).toBeEnabled());
    expect(screen.queryByText('Veuillez sélectionner un métier dans la liste des suggestions avant de valider.')).not.toBeInTheDocument();
  });

  it('checks the salary format and applies the active/urgent rule', async () => {
    const user = userEvent.setup();
    setup();
    await pickJob(user);
    const salary = screen.getByTestId('salary-input');
    await user.type(salary, '2500€');
    expect(await screen.findByText('entrez un format de salaire correct')).toBeInTheDocument();
    expect(screen.getByTestId('wizard-next')).toBeDisabled();
    await user.clear(salary);
    await user.type(salary, '2500');
    await user.tab();
    expect(salary).toHaveValue('2\u202f500');
    expect(screen.getByTestId('wizard-next')).toBeEnabled();

    const active = screen.getByTestId('job-active-switch');
    const urgent = screen.getByTestId('job-urgent-switch');
    expect(active).toBeChecked();
    expect(urgent).not.toBeChecked();
    await user.click(active);
    await user.click(urgent);
    expect(active).toBeChecked();
    expect(urgent).toBeChecked();
    await user.click(active);
    expect(active).not.toBeChecked();
    expect(urgent).not.toBeChecked();
  });

  it('allows save only when contract, working time and remote are chosen, then posts the job', async () => {
    const user = userEvent.setup();
    const { calls, router } = setup();
    await pickJob(user);
    await user.type(screen.getByTestId('salary-input'), '1 800');
    await user.click(screen.getByTestId('wizard-next'));
    const save = await screen.findByTestId('wizard-save');
    expect(screen.getByTestId('step-progress')).toHaveTextContent('Étape 2 sur 2');
    expect(save).toBeDisabled();
    await user.click(await screen.findByText('CDI'));
    expect(save).toBeDisabled();
    await user.click(screen.getByText('Temps plein'));
    expect(save).toBeDisabled();
    await user.click(screen.getByText('Sur site'));
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/jobs'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      address: 'address-1',
      job: 11,
      monthlySalary: 1800,
      active: true,
      urgent: false,
      contracts: [1],
      workingTime: 1,
      remote: 1,
      businessUnit: null,
    });
  });

  it('sends a later step without a chosen job back to step 1', async () => {
    markSignedIn();
    const { router } = setup();
    await router.navigate('/add-address-job/2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/add-address-job/1'));
  });

  it('keeps the draft between steps and resets it when the wizard is left', async () => {
    const user = userEvent.setup();
    const { router, store } = setup();
    await pickJob(user);
    await user.click(screen.getByTestId('wizard-next'));
    await screen.findByTestId('wizard-save');
    await user.click(screen.getByTestId('wizard-previous'));
    expect(await screen.findByTestId('job-title-input')).toHaveValue('Boulanger / Boulangère');
    await router.navigate('/jobs');
    await waitFor(() => expect(store.get().form.job).toBeNull());
    expect(store.get()).toMatchObject({ step: 1, form: { active: true, urgent: false } });
  });

  it('counts criteria and disables save past a limit (head-hunter step 3)', async () => {
    const user = userEvent.setup();
    setup(demo.headhunter);
    await pickJob(user);
    await user.click(screen.getByTestId('wizard-next'));
    await user.click(await screen.findByText('CDI'));
    await user.click(screen.getByText('Temps plein'));
    await user.click(screen.getByText('Sur site'));
    await user.click(screen.getByTestId('wizard-next'));
    const save = await screen.findByTestId('wizard-save');
    expect(save).toBeDisabled();
    await user.click(await screen.findByText('Débutant'));
    await user.click(screen.getByTestId('languages-select'));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    for (const name of ['Autonomie', 'Rigueur']) await user.click(screen.getByText(name));
    expect(screen.getByTestId('count-personalQualities')).toHaveTextContent('2 / 5');
    await user.click(screen.getByTestId('knowledge-select'));
    await user.click(await screen.findByRole('option', { name: 'Pétrissage' }));
    await user.click(screen.getByText('Savoir-être 31'));
    expect(save).toBeEnabled();
    for (const name of ['Savoir-être 32', 'Savoir-être 33', 'Savoir-être 34']) await user.click(screen.getByText(name));
    expect(screen.getByTestId('count-professionalSoftSkills')).toHaveTextContent('4 / 3');
    expect(screen.getByTestId('error-professionalSoftSkills')).toHaveTextContent(
      'Vous avez sélectionné 4 savoir-être professionnels : 3 au maximum.',
    );
    expect(save).toBeDisabled();
    await user.click(screen.getByText('Savoir-être 34'));
    expect(save).toBeEnabled();
    for (const name of ['Ponctualité', 'Dynamisme', 'Sourire', 'Curiosité']) await user.click(screen.getByText(name));
    expect(screen.getByTestId('count-personalQualities')).toHaveTextContent('6 / 5');
    expect(save).toBeDisabled();
    // The CACES sub-view.
    await user.click(screen.getByText('CACES (0)'));
    expect(await screen.findByTestId('caces-view')).toHaveTextContent('CACES R489 3');
  });

  it('tells a duplicate job at step 1, as soon as it is chosen, and blocks next (issue 29)', async () => {
    const user = userEvent.setup();
    const { calls } = setup(demo.headhunter, createDraftStore(), {
      'GET /api/addresses-jobs/availability/': () =>
        jsonResponse(200, { available: false, reason: 'components.new_job_form.already_added' }),
    });
    await pickJob(user);
    expect(await screen.findByText('Ce métier est déjà proposé à cette adresse.')).toBeInTheDocument();
    expect(screen.getByTestId('wizard-next')).toBeDisabled();
    const check = calls.find((c) => c.path === '/api/addresses-jobs/availability/');
    expect(check).toBeDefined();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('stays on the last step with every answer kept when the save is refused, and says where to fix it (issue 29)', async () => {
    const user = userEvent.setup();
    const { router, store } = setup(demo.standard, createDraftStore(), {
      'POST /api/addresses-jobs/': () =>
        jsonResponse(409, {
          code: 'conflict',
          message: 'Job already offered',
          fieldErrors: { job: ['components.new_job_form.already_added'] },
        }),
    });
    await pickJob(user);
    await user.type(screen.getByTestId('salary-input'), '1 800');
    await user.click(await screen.findByTestId('wizard-next'));
    await user.click(await screen.findByText('CDI'));
    await user.click(screen.getByText('Temps plein'));
    await user.click(screen.getByText('Sur site'));
    await user.click(screen.getByTestId('wizard-save'));
    expect(await screen.findByTestId('wizard-save-error')).toHaveTextContent('Ce métier est déjà proposé à cette adresse.');
    expect(screen.getByTestId('wizard-save-error')).toHaveTextContent('vos réponses sont conservées');
    expect(router.state.location.pathname).toBe('/app/add-address-job/2');
    expect(store.get().form).toMatchObject({ job: { id: 11 }, contracts: [1], workingTime: 1, remote: 1 });
    expect(store.get().form.monthlySalary.replace(/\s/g, '')).toBe('1800');
    // Step 1 shows the refusal beside the job; choosing another job clears it.
    await user.click(screen.getByTestId('wizard-edit-step-1'));
    const jobInput = await screen.findByTestId('job-title-input');
    expect(jobInput).toHaveValue('Boulanger / Boulangère');
    expect(jobInput).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows no red on step 3 before a list is touched; a touched list says what it lacks (issue 29)', async () => {
    const user = userEvent.setup();
    setup(demo.headhunter);
    await pickJob(user);
    await user.click(screen.getByTestId('wizard-next'));
    await user.click(await screen.findByText('CDI'));
    await user.click(screen.getByText('Temps plein'));
    await user.click(screen.getByText('Sur site'));
    await user.click(screen.getByTestId('wizard-next'));
    await screen.findByTestId('wizard-save');
    await screen.findByText('Débutant');
    expect(document.querySelectorAll('[data-testid^="error-"]')).toHaveLength(0);
    for (const badge of document.querySelectorAll('[data-testid^="count-"]')) {
      expect(badge.getAttribute('style') ?? '').not.toContain('red');
    }
    await user.click(screen.getByText('Débutant'));
    await user.click(screen.getByText('Débutant'));
    expect(await screen.findByTestId('error-experiences')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-testid^="error-"]')).toHaveLength(1);
  });

  it('does not search the chosen job again: the field stops spinning after the choice (issue 29)', async () => {
    const user = userEvent.setup();
    let chosen = false;
    const { calls } = setup(demo.standard, createDraftStore(), {
      // A search after the choice would never end: before, the field spun for good.
      'GET /api/jobs/search/': () => (chosen ? new Promise<Response>(() => {}) : jsonResponse(200, { hits })),
    });
    await user.type(screen.getByTestId('job-title-input'), 'boul');
    const option = await screen.findByText(
      (_, el) => el?.getAttribute('data-testid') === 'job-suggestion' && el.textContent === 'Boulanger / Boulangère',
    );
    const searches = calls.filter((c) => c.path === '/api/jobs/search/').length;
    chosen = true;
    await user.click(option);
    expect(screen.getByTestId('job-title-input')).toHaveValue('Boulanger / Boulangère');
    // Past the search's throttle window: the chosen name would have been sent by now.
    await new Promise((resolve) => setTimeout(resolve, JOB_SEARCH_THROTTLE_MS * 3));
    expect(screen.queryByTestId('job-title-loader')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/jobs/search/')).toHaveLength(searches);
  });
});
