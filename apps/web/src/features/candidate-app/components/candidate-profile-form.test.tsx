import { CANDIDATE_SIGNED_IN_COOKIE } from '@app/contracts/constants';
import type { CandidateOwnProfile } from '@app/contracts/candidate-profile';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, mockApi } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { CandidateSpacePage } from '../routes/candidate-space-page';

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(CANDIDATE_SIGNED_IN_COOKIE, { path: '/' });
});

const PROFILE: CandidateOwnProfile = {
  email: 'lea@example.test',
  firstName: 'Léa',
  lastName: 'Moreau',
  phoneNumber: '06 12 34 56 78',
  documents: [],
  place: null,
  jobs: [{ job: { id: 7, uuid: 'j7', name: 'Serveur' }, experience: { id: 2, name: 'Débutant' } }],
  skills: [],
  languages: [{ id: 3, name: 'Anglais', level: null, levelId: null }],
  licences: [{ id: 4, code: 'B', name: 'Permis B' }],
  availability: 'now',
  withDisability: false,
  proven: true,
};

const SESSION = { email: 'lea@example.test', firstName: 'Léa', lastName: 'Moreau', phoneNumber: '06 12 34 56 78' };

const signedInRoutes = (more: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'candidateApp.getSession': () => ({ status: 200, body: SESSION }),
    'candidateApp.listApplications': () => ({ status: 200, body: { results: [] } }),
    'candidateApp.listFollows': () => ({ status: 200, body: { results: [] } }),
    'candidateApp.getProfile': () => ({ status: 200, body: PROFILE }),
    'referenceLists.listExperiences': () => ({ status: 200, body: [{ id: 2, name: 'Débutant', level: 0 }] }),
    'referenceLists.listSkills': () => ({ status: 200, body: [] }),
    'referenceLists.listLanguages': () => ({
      status: 200,
      body: {
        results: [
          { id: 3, code: 'en', name: 'Anglais' },
          { id: 5, code: 'es', name: 'Espagnol' },
        ],
      },
    }),
    'referenceLists.listLicences': () => ({
      status: 200,
      body: {
        results: [
          { id: 4, code: 'B', name: 'Permis B' },
          { id: 6, code: 'C', name: 'Permis C' },
        ],
      },
    }),
    ...more,
  });

describe('"Mon profil" in the candidate\'s space (issue 33 item 2)', () => {
  it('shows the French messages of the contracts under the fields, and sends nothing while they stand', async () => {
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    const user = userEvent.setup();
    const calls = signedInRoutes();
    renderRoutes([{ path: '/candidat', element: <CandidateSpacePage /> }], '/candidat');
    await user.click(await screen.findByTestId('candidate-profile-open'));
    const first = await screen.findByTestId('profile-first-name');
    expect(first).toHaveValue('Léa');
    await user.clear(first);
    await user.clear(screen.getByTestId('profile-phone'));
    await user.type(screen.getByTestId('profile-phone'), '12');
    await user.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir un numéro de téléphone valide')).toBeInTheDocument();
    expect(callsOf(calls, 'candidateApp.saveProfile')).toEqual([]);
  });

  it('saves the profile whole: the edited fields, and the searched jobs, languages and licences kept', async () => {
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    const user = userEvent.setup();
    const calls = signedInRoutes({
      'candidateApp.saveProfile': ({ body }) => ({ status: 200, body: { ...PROFILE, firstName: String(body?.firstName) } }),
    });
    renderRoutes([{ path: '/candidat', element: <CandidateSpacePage /> }], '/candidat');
    await user.click(await screen.findByTestId('candidate-profile-open'));
    const first = await screen.findByTestId('profile-first-name');
    await user.clear(first);
    await user.type(first, 'Léane');
    await user.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(callsOf(calls, 'candidateApp.saveProfile')).toHaveLength(1));
    expect(callsOf(calls, 'candidateApp.saveProfile')[0]!.body).toMatchObject({
      firstName: 'Léane',
      lastName: 'Moreau',
      jobs: [{ jobId: 7, experienceId: 2 }],
      languages: [{ languageId: 3, levelId: null }],
      licenceIds: [4],
      availability: 'now',
    });
  });

  it("puts the API's field errors on the fields, in French", async () => {
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    const user = userEvent.setup();
    signedInRoutes({
      'candidateApp.saveProfile': () => ({
        status: 400,
        body: { code: 'validation_failed', message: 'Unknown', fieldErrors: { skillIds: ['views.candidate_app.profile.errors.too_many'] } },
      }),
    });
    renderRoutes([{ path: '/candidat', element: <CandidateSpacePage /> }], '/candidat');
    await user.click(await screen.findByTestId('candidate-profile-open'));
    await user.click(await screen.findByTestId('profile-save'));
    expect(await screen.findByText("Vous avez choisi trop d'éléments.")).toBeInTheDocument();
  });
});

const LYON = { cityName: 'Lyon', postalCode: '69003', context: '69, Rhône', latitude: 45.7597, longitude: 4.8422 };
const TWO_JOBS: CandidateOwnProfile = {
  ...PROFILE,
  place: LYON,
  jobs: [
    { job: { id: 7, uuid: 'j7', name: 'Serveur' }, experience: { id: 2, name: 'Débutant' } },
    { job: { id: 8, uuid: 'j8', name: 'Barman' }, experience: { id: 2, name: 'Débutant' } },
  ],
  languages: [{ id: 3, name: 'Anglais', level: 'Courant', levelId: 9 }],
};

describe('"Mon profil" edits everything the API keeps (decision 158 leftovers)', () => {
  it('shows every searched job and the saved town; a removed job, an added language and licence are sent, the saved level kept', async () => {
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    const user = userEvent.setup();
    const calls = signedInRoutes({
      'candidateApp.getProfile': () => ({ status: 200, body: TWO_JOBS }),
      'candidateApp.saveProfile': () => ({ status: 200, body: TWO_JOBS }),
    });
    renderRoutes([{ path: '/candidat', element: <CandidateSpacePage /> }], '/candidat');
    await user.click(await screen.findByTestId('candidate-profile-open'));
    expect(await screen.findByTestId('profile-job')).toHaveValue('Serveur');
    expect(screen.getByTestId('profile-job-1')).toHaveValue('Barman');
    expect(screen.getByTestId('profile-city')).toHaveValue('Lyon');
    await user.click(screen.getByTestId('profile-job-remove-0'));
    await user.click(screen.getByTestId('profile-languages'));
    await user.click(await screen.findByRole('option', { name: 'Espagnol' }));
    await user.click(screen.getByTestId('profile-licences'));
    await user.click(await screen.findByRole('option', { name: 'Permis C' }));
    await user.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(callsOf(calls, 'candidateApp.saveProfile')).toHaveLength(1));
    expect(callsOf(calls, 'candidateApp.saveProfile')[0]!.body).toMatchObject({
      jobs: [{ jobId: 8, experienceId: 2 }],
      languages: [
        { languageId: 3, levelId: 9 },
        { languageId: 5, levelId: null },
      ],
      licenceIds: [4, 6],
      place: { placeName: 'Lyon', postalCode: '69003', latitude: 45.7597, longitude: 4.8422 },
    });
  });

  it('marks the experience required only once a job is picked', async () => {
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    const user = userEvent.setup();
    signedInRoutes({ 'candidateApp.getProfile': () => ({ status: 200, body: { ...PROFILE, jobs: [] } }) });
    renderRoutes([{ path: '/candidat', element: <CandidateSpacePage /> }], '/candidat');
    await user.click(await screen.findByTestId('candidate-profile-open'));
    await screen.findByTestId('profile-experience');
    const labels = () => screen.getAllByText('Expérience dans ce métier').map((l) => l.closest('label')!.textContent);
    expect(labels()).toEqual(['Expérience dans ce métier']);
    await user.click(screen.getByTestId('profile-job-add'));
    expect(screen.getByTestId('profile-job-1')).toBeInTheDocument();
    expect(labels().some((l) => l?.includes('*'))).toBe(false);
  });

  it('with a saved job, the experience is marked required', async () => {
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    const user = userEvent.setup();
    signedInRoutes();
    renderRoutes([{ path: '/candidat', element: <CandidateSpacePage /> }], '/candidat');
    await user.click(await screen.findByTestId('candidate-profile-open'));
    await screen.findByTestId('profile-experience');
    expect(screen.getByText('Expérience dans ce métier').closest('label')!.textContent).toContain('*');
  });
});

describe("the code mail's single-use link (decision 158)", () => {
  it('opens the space in this browser on a click, never on opening the page', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'candidateApp.signInWithLink': ({ body }) => {
        Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
        return body?.token === 'tok'
          ? { status: 200, body: SESSION }
          : { status: 400, body: { code: 'validation_failed', message: 'x', fieldErrors: {} } };
      },
      'candidateApp.getSession': () => ({ status: 200, body: SESSION }),
      'candidateApp.listApplications': () => ({ status: 200, body: { results: [] } }),
      'candidateApp.listFollows': () => ({ status: 200, body: { results: [] } }),
    });
    renderRoutes([{ path: '/candidat', element: <CandidateSpacePage /> }], '/candidat?lien=tok');
    const open = await screen.findByTestId('candidate-link-open');
    expect(callsOf(calls, 'candidateApp.signInWithLink')).toEqual([]);
    await user.click(open);
    expect(await screen.findByTestId('candidate-greeting')).toHaveTextContent('Léa');
    expect(callsOf(calls, 'candidateApp.signInWithLink')[0]!.body).toEqual({ token: 'tok' });
  });

  it('a used or expired link says so in French and offers the code instead', async () => {
    const user = userEvent.setup();
    mockApi({
      'candidateApp.signInWithLink': () => ({
        status: 400,
        body: { code: 'validation_failed', message: 'x', fieldErrors: { token: ['errors.email_link_invalid'] } },
      }),
    });
    renderRoutes([{ path: '/candidat', element: <CandidateSpacePage /> }], '/candidat?lien=old');
    await user.click(await screen.findByTestId('candidate-link-open'));
    expect(await screen.findByTestId('candidate-link-error')).toHaveTextContent(
      "Ce lien n'est plus valable : il a déjà servi ou a expiré. Demandez un nouveau code.",
    );
    expect(screen.getByTestId('candidate-email')).toBeInTheDocument();
  });
});
