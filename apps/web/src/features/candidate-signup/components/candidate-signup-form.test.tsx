import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch';
import { renderRoutes, renderWithProviders } from '@/test/render';
import { CandidateSignupPage } from '../routes/candidate-signup-page';
import { CandidateSignupForm } from './candidate-signup-form';

afterEach(() => vi.unstubAllGlobals());

const AFFILIATE = '55555555-5555-4555-8555-555555555555';
const EXPERIENCES = [
  { id: 1, name: 'Débutant', level: 0 },
  { id: 2, name: '1 à 3 ans', level: 1 },
];
const LYON = {
  placeName: 'Lyon',
  featureName: 'Lyon',
  context: '69, Rhône, Auvergne-Rhône-Alpes',
  description: 'Lyon',
  latitude: 45.76,
  longitude: 4.84,
  postalCode: '69001',
  inseeCode: '69123',
};
const HITS = [
  { id: 7, uuid: 'j7', name: 'Boulanger', _formatted: { name: '<em>Boul</em>anger' } },
  { id: 8, uuid: 'j8', name: 'Vendeur en boulangerie', _formatted: { name: 'Vendeur en <em>boul</em>angerie' } },
];
const lookups = () => ({
  'GET /api/jobs/search/': () => jsonResponse(200, { hits: HITS }),
  'GET /api/places/': () => jsonResponse(200, { results: [LYON] }),
  'GET /api/experiences/': () => jsonResponse(200, EXPERIENCES),
});

async function fill(user: ReturnType<typeof userEvent.setup>, overrides: { phone?: string; email?: string } = {}) {
  await user.type(screen.getByTestId('signup-first-name'), 'Inès');
  await user.type(screen.getByTestId('signup-last-name'), 'Garnier');
  await user.type(screen.getByTestId('signup-email'), overrides.email ?? 'ines@example.test');
  await user.type(screen.getByTestId('signup-phone'), overrides.phone ?? '06 12 34 56 78');
  await user.type(screen.getByTestId('signup-job'), 'boul');
  await user.click(await screen.findByRole('option', { name: 'Vendeur en boulangerie' }));
  await user.click(screen.getByTestId('signup-experience'));
  await user.click(await screen.findByRole('option', { name: '1 à 3 ans' }));
  await user.type(screen.getByTestId('signup-city'), 'Lyo');
  await user.click(await screen.findByRole('option', { name: /Lyon/ }, { timeout: 3000 }));
}

describe('CandidateSignupForm (rules of the sign-up page)', () => {
  it('refuses to send an empty form, with French messages on every field', async () => {
    mockApi(lookups());
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<CandidateSignupForm experiences={EXPERIENCES} onSubmit={onSubmit} />);
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('Choisissez le métier que vous recherchez.')).toBeInTheDocument();
    expect(screen.getByText('Choisissez votre ville dans la liste des suggestions.')).toBeInTheDocument();
    expect(screen.getByText('Vous devez accepter que les recruteurs consultent votre profil pour vous inscrire.')).toBeInTheDocument();
    expect(screen.getAllByText('Ce champ est obligatoire').length).toBeGreaterThanOrEqual(4);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks to pick a job among the suggestions, and checks the e-mail and the French phone number', async () => {
    mockApi(lookups());
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<CandidateSignupForm experiences={EXPERIENCES} onSubmit={onSubmit} />);
    await user.type(screen.getByTestId('signup-email'), 'ines-at-example');
    await user.type(screen.getByTestId('signup-phone'), '12 34');
    await user.type(screen.getByTestId('signup-job'), 'Boulanger pâtissier');
    await user.click(screen.getByTestId('signup-consent'));
    expect(await screen.findByText('Choisissez un métier dans la liste des suggestions.')).toBeInTheDocument();
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('Veuillez saisir un numéro de téléphone valide')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir une adresse e-mail valide')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the picked job id, the experience, the chosen town with its coordinates and the answers', async () => {
    mockApi(lookups());
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<CandidateSignupForm experiences={EXPERIENCES} onSubmit={onSubmit} />);
    await fill(user, { phone: '+33 6 12 34 56 78' });
    await user.click(screen.getByTestId('signup-disability'));
    await user.click(screen.getByTestId('signup-consent'));
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/politique-de-confidentialite');
    await user.click(screen.getByTestId('signup-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      firstName: 'Inès',
      lastName: 'Garnier',
      email: 'ines@example.test',
      phoneNumber: '+33 6 12 34 56 78',
      jobId: 8,
      experienceId: 2,
      place: LYON,
      withDisability: true,
      consent: true,
    });
  });
});

describe('CandidateSignupPage', () => {
  const routes = [{ path: 'candidate-signup', Component: CandidateSignupPage }];

  it('shows who recommended the page, then thanks the candidate', async () => {
    const answer = jsonResponse(201, { uuid: AFFILIATE, firstName: 'Inès', affiliated: true });
    const calls = mockApi({
      ...lookups(),
      'candidateSignup.getSignupPage': () => ({
        status: 200,
        body: { valid: true, affiliate: { firstName: 'Camille', company: 'Réseau Martin' } },
      }),
      'candidateSignup.signUpCandidate': () => ({ raw: answer }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `/candidate-signup?affiliate=${AFFILIATE}`);
    expect(await screen.findByTestId('signup-recommended')).toHaveTextContent('Recommandé par Camille (Réseau Martin)');
    expect(screen.getByText('Trouvez un emploi près de chez vous')).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByTestId('signup-consent'));
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByTestId('signup-success')).toHaveTextContent('Bienvenue Inès !');
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/api/candidate-signup/');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ email: 'ines@example.test', jobId: 8, affiliate: AFFILIATE });
  }, 20_000);

  it('says when the recommendation link is no longer valid, and still lets the candidate sign up', async () => {
    mockApi({
      ...lookups(),
      'candidateSignup.getSignupPage': () => ({ status: 200, body: { valid: false, affiliate: null } }),
    });
    renderRoutes(routes, '/candidate-signup?affiliate=pas-un-code');
    expect(await screen.findByTestId('signup-invalid-code')).toHaveTextContent("Ce lien de recommandation n'est plus valide");
    expect(screen.queryByTestId('signup-recommended')).not.toBeInTheDocument();
    expect(screen.getByTestId('signup-submit')).toBeInTheDocument();
  });

  it('works without any code', async () => {
    const calls = mockApi(lookups());
    renderRoutes(routes, '/candidate-signup');
    expect(await screen.findByTestId('signup-form')).toBeInTheDocument();
    expect(screen.queryByTestId('signup-invalid-code')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/candidate-signup/')).toBe(false);
  });
});
