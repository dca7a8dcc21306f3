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
  jobs: [],
  skills: [],
  languages: [],
  licences: [],
  availability: null,
  withDisability: false,
  proven: true,
};
const WITH_CV = { ...PROFILE, documents: [{ name: 'CV Léa.pdf', file: '/api/candidate-app/profile/cv/' }] };
const SESSION = { email: 'lea@example.test', firstName: 'Léa', lastName: 'Moreau', phoneNumber: '06 12 34 56 78' };

const routes = (profile: CandidateOwnProfile, more: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'candidateApp.getSession': () => ({ status: 200, body: SESSION }),
    'candidateApp.listApplications': () => ({ status: 200, body: { results: [] } }),
    'candidateApp.listFollows': () => ({ status: 200, body: { results: [] } }),
    'candidateApp.getProfile': () => ({ status: 200, body: profile }),
    'referenceLists.listExperiences': () => ({ status: 200, body: [] }),
    'referenceLists.listSkills': () => ({ status: 200, body: [] }),
    ...more,
  });

const openProfile = async (user: ReturnType<typeof userEvent.setup>) => {
  renderRoutes([{ path: '/candidat', element: <CandidateSpacePage /> }], '/candidat');
  await user.click(await screen.findByTestId('candidate-profile-open'));
  await screen.findByTestId('candidate-cv');
  return document.querySelector<HTMLInputElement>('[data-testid="candidate-cv"] input[type="file"]')!;
};

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'CV Léa.pdf', { type: 'application/pdf' });

describe('the CV of "Mon profil" (issue 33 item 2, decision 158)', () => {
  it('uploads the chosen PDF as a data URL with its name, then shows it with replace and remove', async () => {
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    const user = userEvent.setup();
    const calls = routes(PROFILE, { 'candidateApp.uploadCv': () => ({ status: 200, body: WITH_CV }) });
    const input = await openProfile(user);
    expect(screen.getByTestId('candidate-cv-none')).toHaveTextContent("Aucun CV pour l'instant.");
    await user.upload(input, pdf());
    await waitFor(() => expect(callsOf(calls, 'candidateApp.uploadCv')).toHaveLength(1));
    const body = callsOf(calls, 'candidateApp.uploadCv')[0]!.body as { file: string; name: string };
    expect(body.name).toBe('CV Léa.pdf');
    expect(body.file).toMatch(/^data:application\/pdf;base64,/);
    expect(atob(body.file.split(',')[1]!)).toBe('%PDF-1.4\n%%EOF\n');
    expect(await screen.findByTestId('candidate-cv-name')).toHaveTextContent('CV Léa.pdf');
    expect(screen.getByTestId('candidate-cv-choose')).toHaveTextContent('Remplacer mon CV');
  });

  it('refuses another type or a file over 2 MB in French before sending, and shows the API refusal in French', async () => {
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    const user = userEvent.setup({ applyAccept: false });
    const calls = routes(PROFILE, {
      'candidateApp.uploadCv': () => ({
        status: 400,
        body: { code: 'file_format', message: 'Not a PDF', fieldErrors: { file: ['views.candidate_app.profile.cv.errors.format'] } },
      }),
    });
    const input = await openProfile(user);
    await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Le CV doit être un fichier PDF.')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(2_097_153)], 'gros.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Le fichier ne doit pas dépasser 2 Mo')).toBeInTheDocument();
    expect(callsOf(calls, 'candidateApp.uploadCv')).toEqual([]);
    // A file that says PDF but is not one: the API's message.
    await user.upload(input, pdf());
    await waitFor(() => expect(callsOf(calls, 'candidateApp.uploadCv')).toHaveLength(1));
    expect(await screen.findByText('Le CV doit être un fichier PDF.')).toBeInTheDocument();
  });

  it('removes the CV in one tap', async () => {
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    const user = userEvent.setup();
    const calls = routes(WITH_CV, { 'candidateApp.removeCv': () => ({ status: 200, body: PROFILE }) });
    await openProfile(user);
    await user.click(await screen.findByTestId('candidate-cv-remove'));
    await waitFor(() => expect(callsOf(calls, 'candidateApp.removeCv')).toHaveLength(1));
    expect(await screen.findByTestId('candidate-cv-none')).toBeInTheDocument();
  });
});
