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
