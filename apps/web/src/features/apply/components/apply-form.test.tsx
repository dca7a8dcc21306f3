import type { ApplyPage as ApplyPageData } from '@app/contracts/apply';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { CANDIDATE_SIGNED_IN_COOKIE } from '@app/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, jsonResponse, mockApi } from '@/test/fetch';
import { renderRoutes, renderWithProviders } from '@/test/render';
import { ApplyPage } from '../routes/apply-page';
import { ApplyForm } from './apply-form';

afterEach(() => vi.unstubAllGlobals());

const PARENT = '11111111-1111-4111-8111-111111111111';
const CHILD = '22222222-2222-4222-8222-222222222222';
const JOB_A = '33333333-3333-4333-8333-333333333333';
const JOB_B = '44444444-4444-4444-8444-444444444444';
const EXPERIENCES = [
  { id: 1, name: 'Débutant', level: 0 },
  { id: 2, name: '1 à 3 ans', level: 1 },
];

const pageData = (overrides: Partial<ApplyPageData> = {}): ApplyPageData => ({
  uuid: PARENT,
  name: 'Fournil Central',
  logo: null,
  town: 'Lyon',
  position: null,
  activitySector: { id: 1, name: 'Boulangerie' },
  brand: { description: 'Une boulangerie artisanale.', values: null, advantages: ['Tickets restaurant'], pictures: [], video: null },
  sites: [
    { uuid: PARENT, name: 'Fournil Central', town: 'Lyon', freeApplication: false },
    { uuid: CHILD, name: 'Fournil Croix-Rousse', town: 'Villeurbanne', freeApplication: true },
  ],
  jobs: [
    {
      uuid: JOB_A,
      name: 'Boulanger',
      contracts: [{ id: 1, name: 'CDI' }],
      workingTime: { id: 1, name: 'Temps plein' },
      remote: null,
      urgent: true,
      site: { uuid: PARENT, name: 'Fournil Central', town: 'Lyon' },
    },
    {
      uuid: JOB_B,
      name: 'Vendeur en boulangerie',
      contracts: [{ id: 2, name: 'CDD' }],
      workingTime: null,
      remote: null,
      urgent: false,
      site: { uuid: CHILD, name: 'Fournil Croix-Rousse', town: 'Villeurbanne' },
    },
  ],
  freeApplication: true,
  ...overrides,
});

async function fillPerson(user: ReturnType<typeof userEvent.setup>, overrides: { phone?: string; email?: string } = {}) {
  await user.type(screen.getByTestId('apply-first-name'), 'Léa');
  await user.type(screen.getByTestId('apply-last-name'), 'Moreau');
  await user.type(screen.getByTestId('apply-email'), overrides.email ?? 'lea@example.test');
  await user.type(screen.getByTestId('apply-phone'), overrides.phone ?? '06 12 34 56 78');
  await user.click(screen.getByTestId('apply-experience'));
  await user.click(await screen.findByRole('option', { name: '1 à 3 ans' }));
}

describe('ApplyForm (rules of the apply page)', () => {
  it('refuses to send without a job, the fields and the consent, with French messages', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<ApplyForm page={pageData()} experiences={EXPERIENCES} onSubmit={onSubmit} />);
    await user.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByText('Choisissez un poste pour postuler.')).toBeInTheDocument();
    expect(screen.getAllByText('Ce champ est obligatoire').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText("Vous devez accepter que le recruteur consulte votre candidature pour l'envoyer.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the e-mail and the French phone number', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<ApplyForm page={pageData()} experiences={EXPERIENCES} onSubmit={onSubmit} />);
    await fillPerson(user, { phone: '12 34', email: 'lea-at-example' });
    await user.click(screen.getByRole('radio', { name: 'Boulanger' }));
    await user.click(screen.getByTestId('apply-consent'));
    await user.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByText('Veuillez saisir un numéro de téléphone valide')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir une adresse e-mail valide')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("starts with a signed-in candidate's details, still editable, and sends them (issue 33, item 2)", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const prefill = { firstName: 'Léa', lastName: 'Moreau', email: 'lea@example.test', phoneNumber: '06 12 34 56 78' };
    renderWithProviders(<ApplyForm page={pageData()} experiences={EXPERIENCES} onSubmit={onSubmit} prefill={prefill} />);
    expect(screen.getByTestId('apply-email')).toHaveValue('lea@example.test');
    expect(screen.getByTestId('apply-last-name')).toHaveValue('Moreau');
    await user.clear(screen.getByTestId('apply-phone'));
    await user.type(screen.getByTestId('apply-phone'), '07 11 22 33 44');
    await user.click(screen.getByRole('radio', { name: 'Vendeur en boulangerie' }));
    await user.click(screen.getByTestId('apply-experience'));
    await user.click(await screen.findByRole('option', { name: '1 à 3 ans' }));
    await user.click(screen.getByTestId('apply-consent'));
    await user.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ ...prefill, phoneNumber: '07 11 22 33 44', addressJobUuid: JOB_B });
  });

  it('sends the chosen job with the form, and a free application on its site', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<ApplyForm page={pageData()} experiences={EXPERIENCES} onSubmit={onSubmit} />);
    await fillPerson(user, { phone: '+33 6 12 34 56 78' });
    await user.click(screen.getByRole('radio', { name: 'Vendeur en boulangerie' }));
    await user.click(screen.getByTestId('apply-disability'));
    await user.click(screen.getByTestId('apply-consent'));
    await user.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      firstName: 'Léa',
      lastName: 'Moreau',
      email: 'lea@example.test',
      phoneNumber: '+33 6 12 34 56 78',
      experienceId: 2,
      withDisability: true,
      consent: true,
      addressJobUuid: JOB_B,
      siteUuid: null,
    });
    await user.click(screen.getByRole('radio', { name: 'Candidature spontanée' }));
    await user.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ addressJobUuid: null, siteUuid: CHILD });
  });

  it('shows each job’s site and town only when the page has several sites, and preselects a single job', () => {
    const { unmount } = renderWithProviders(<ApplyForm page={pageData()} experiences={EXPERIENCES} onSubmit={vi.fn()} />);
    const cards = screen.getAllByTestId('apply-job-card');
    expect(within(cards[1]!).getByText('Fournil Croix-Rousse · Villeurbanne')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('CDI')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Temps plein')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Urgent')).toBeInTheDocument();
    unmount();
    const single = pageData({ sites: [pageData().sites[0]!], jobs: [pageData().jobs[0]!], freeApplication: false });
    renderWithProviders(<ApplyForm page={single} experiences={EXPERIENCES} onSubmit={vi.fn()} />);
    expect(screen.queryByText('Fournil Central · Lyon')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Boulanger' })).toBeChecked();
    expect(screen.queryByTestId('apply-free-card')).not.toBeInTheDocument();
  });
});

describe('ApplyPage', () => {
  const routes = [{ path: 'addresses/:uuid/apply', Component: ApplyPage }];

  it('shows a friendly message when the candidate already applied, then the thank-you screen', async () => {
    let answer = jsonResponse(409, { code: 'already_applied', message: 'Already applied' });
    const calls = mockApi({
      'apply.getApplyPage': () => ({ status: 200, body: pageData() }),
      'referenceLists.listExperiences': () => ({ status: 200, body: EXPERIENCES }),
      'fingerprints.recordVisit': () => ({ raw: new Response(null, { status: 204 }) }),
      'apply.submitApplication': () => ({ raw: answer }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `/addresses/${PARENT}/apply`);
    expect(await screen.findByTestId('apply-company')).toHaveTextContent('Fournil Central');
    expect(screen.getByText('Tickets restaurant')).toBeInTheDocument();
    await fillPerson(user);
    await user.click(screen.getByRole('radio', { name: 'Boulanger' }));
    await user.click(screen.getByTestId('apply-consent'));
    await user.click(screen.getByTestId('apply-submit'));
    expect(await screen.findAllByText('Vous avez déjà postulé à cette offre.')).not.toHaveLength(0);
    answer = jsonResponse(201, { uuid: JOB_A, jobName: 'Boulanger', siteName: 'Fournil Central', completedAt: '2026-05-01' });
    await user.click(screen.getByRole('radio', { name: 'Vendeur en boulangerie' }));
    await user.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByTestId('apply-success')).toHaveTextContent(
      'Votre candidature au poste « Boulanger » a bien été envoyée à Fournil Central.',
    );
    expect(screen.getByTestId('apply-success')).toHaveTextContent('ouvrez le lien que nous venons d');
    expect(calls.filter((c) => c.path === `/api/apply/${PARENT}/` && c.method === 'POST')).toHaveLength(2);
    expect(calls.some((c) => c.path === '/api/fingerprint/')).toBe(true);
  });

  it('signed in: the form starts from the proven profile and one tap applies, confirmed at once, without the e-mail in the body (decision 158)', async () => {
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    const calls = mockApi({
      'apply.getApplyPage': () => ({ status: 200, body: pageData() }),
      'referenceLists.listExperiences': () => ({ status: 200, body: EXPERIENCES }),
      'fingerprints.recordVisit': () => ({ raw: new Response(null, { status: 204 }) }),
      'candidateApp.getSession': () => ({
        status: 200,
        body: { email: 'lea@example.test', firstName: 'Léa', lastName: 'Moreau', phoneNumber: '06 12 34 56 78' },
      }),
      'candidateApp.applyInOneTap': () => ({
        status: 201,
        body: { uuid: JOB_A, jobName: 'Boulanger', siteName: 'Fournil Central', completedAt: '2026-05-01' },
      }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `/addresses/${PARENT}/apply`);
    await screen.findByTestId('apply-company');
    await waitFor(() => expect(screen.getByTestId('apply-last-name')).toHaveValue('Moreau'));
    await user.click(screen.getByRole('radio', { name: 'Boulanger' }));
    await user.click(screen.getByTestId('apply-experience'));
    await user.click(await screen.findByRole('option', { name: '1 à 3 ans' }));
    await user.click(screen.getByTestId('apply-consent'));
    expect(screen.getByTestId('apply-submit')).toHaveTextContent('Postuler');
    await user.click(screen.getByTestId('apply-submit'));
    // Confirmed at once, no link mailed: the thank-you says so and where to find it (walk of 2026-11-29).
    const thanks = await screen.findByTestId('apply-success');
    expect(thanks).toHaveTextContent('Elle est déjà confirmée');
    expect(thanks).toHaveTextContent('« Mes candidatures »');
    expect(thanks).not.toHaveTextContent('ouvrez le lien');
    const oneTap = calls.filter((c) => c.method === 'POST' && c.path === `/api/candidate-app/apply/${PARENT}/`);
    expect(oneTap).toHaveLength(1);
    expect(oneTap[0]!.body).toMatchObject({ firstName: 'Léa', lastName: 'Moreau', addressJobUuid: JOB_A, consent: true });
    expect(oneTap[0]!.body).not.toHaveProperty('email');
    expect(calls.filter((c) => c.path === `/api/apply/${PARENT}/` && c.method === 'POST')).toEqual([]);
    Cookies.remove(CANDIDATE_SIGNED_IN_COOKIE, { path: '/' });
  });

  it('signed in: the job the profile searches and its experience are chosen already; the consent stays explicit (walk of 2026-11-29)', async () => {
    Cookies.set(CANDIDATE_SIGNED_IN_COOKIE, '1', { path: '/' });
    const calls = mockApi({
      'apply.getApplyPage': () => ({ status: 200, body: pageData() }),
      'referenceLists.listExperiences': () => ({ status: 200, body: EXPERIENCES }),
      'fingerprints.recordVisit': () => ({ raw: new Response(null, { status: 204 }) }),
      'candidateApp.getSession': () => ({
        status: 200,
        body: { email: 'lea@example.test', firstName: 'Léa', lastName: 'Moreau', phoneNumber: '06 12 34 56 78' },
      }),
      'candidateApp.getProfile': () => ({
        status: 200,
        body: {
          email: 'lea@example.test',
          firstName: 'Léa',
          lastName: 'Moreau',
          phoneNumber: '06 12 34 56 78',
          documents: [],
          place: null,
          // The first searched job is not offered here; the second is, with its own experience.
          jobs: [
            { job: { id: 9, uuid: 'j9', name: 'Pâtissier' }, experience: { id: 1, name: 'Débutant' } },
            { job: { id: 7, uuid: 'j7', name: 'Vendeur en boulangerie' }, experience: { id: 2, name: '1 à 3 ans' } },
          ],
          skills: [],
          languages: [],
          licences: [],
          availability: null,
          withDisability: false,
          proven: true,
        },
      }),
      'candidateApp.applyInOneTap': () => ({
        status: 201,
        body: { uuid: JOB_B, jobName: 'Vendeur en boulangerie', siteName: 'Fournil Croix-Rousse', completedAt: '2026-05-01' },
      }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `/addresses/${PARENT}/apply`);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Vendeur en boulangerie' })).toBeChecked());
    expect(screen.getByTestId('apply-experience')).toHaveValue('1 à 3 ans');
    // The consent is asked for each recruiter: without it, nothing is sent.
    expect(screen.getByTestId('apply-consent')).not.toBeChecked();
    await user.click(screen.getByTestId('apply-submit'));
    expect(await screen.findAllByText(/Vous devez accepter que le recruteur/)).not.toHaveLength(0);
    expect(callsOf(calls, 'candidateApp.applyInOneTap')).toEqual([]);
    await user.click(screen.getByTestId('apply-consent'));
    await user.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByTestId('apply-success')).toBeInTheDocument();
    expect(callsOf(calls, 'candidateApp.applyInOneTap')[0]!.body).toMatchObject({ addressJobUuid: JOB_B, experienceId: 2, consent: true });
    Cookies.remove(CANDIDATE_SIGNED_IN_COOKIE, { path: '/' });
  });

  it('without a network, keeps the application on the phone, says so, and sends it when the network returns (issue 33)', async () => {
    localStorage.clear();
    let online = false;
    const calls = mockApi({
      'apply.getApplyPage': () => ({ status: 200, body: pageData() }),
      'referenceLists.listExperiences': () => ({ status: 200, body: EXPERIENCES }),
      'fingerprints.recordVisit': () => ({ raw: new Response(null, { status: 204 }) }),
      'apply.submitApplication': () => {
        // What fetch does when the phone has no network.
        if (!online) throw new TypeError('Failed to fetch');
        return { raw: jsonResponse(201, { uuid: JOB_A, jobName: 'Boulanger', siteName: 'Fournil Central', completedAt: '2026-05-01' }) };
      },
    });
    const user = userEvent.setup();
    const view = renderRoutes(routes, `/addresses/${PARENT}/apply`);
    await screen.findByTestId('apply-company');
    await fillPerson(user);
    await user.click(screen.getByRole('radio', { name: 'Boulanger' }));
    await user.click(screen.getByTestId('apply-consent'));
    await user.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByTestId('apply-queued')).toHaveTextContent('Vous êtes hors ligne');
    expect(screen.getByTestId('apply-queued')).toHaveTextContent('elle partira dès le retour du réseau');
    const kept = JSON.parse(localStorage.getItem('qrecrute.apply-outbox') ?? '[]') as { uuid: string; body: { email: string } }[];
    expect(kept).toMatchObject([{ uuid: PARENT, body: { email: 'lea@example.test', addressJobUuid: JOB_A } }]);
    // Still no network: the page opened again keeps waiting, and nothing is lost.
    view.unmount();
    renderRoutes(routes, `/addresses/${PARENT}/apply`);
    expect(await screen.findByTestId('apply-queued')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.path === `/api/apply/${PARENT}/`).length).toBeGreaterThanOrEqual(2),
    );
    expect(localStorage.getItem('qrecrute.apply-outbox')).not.toBeNull();
    // The network returns: the application leaves, once, and the thank-you screen shows.
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByTestId('apply-success')).toHaveTextContent('Votre candidature au poste « Boulanger » a bien été envoyée');
    expect(localStorage.getItem('qrecrute.apply-outbox')).toBeNull();
    const posts = calls.filter((c) => c.method === 'POST' && c.path === `/api/apply/${PARENT}/`);
    expect(posts.at(-1)!.body).toMatchObject({ firstName: 'Léa', email: 'lea@example.test', addressJobUuid: JOB_A, consent: true });
  });

  it('an application the server refuses once the network is back leaves the outbox with the reason', async () => {
    localStorage.clear();
    const { queueApplication, flushOutbox, queuedApplications } = await import('../offline-outbox');
    queueApplication(PARENT, {
      firstName: 'Léa',
      lastName: 'Moreau',
      email: 'lea@example.test',
      phoneNumber: '0612345678',
      experienceId: 2,
      consent: true,
      addressJobUuid: JOB_A,
    });
    queueApplication(CHILD, {
      firstName: 'Léa',
      lastName: 'Moreau',
      email: 'lea@example.test',
      phoneNumber: '0612345678',
      experienceId: 2,
      consent: true,
      siteUuid: CHILD,
    });
    // The same application again replaces the first: one entry per site, job and e-mail.
    queueApplication(PARENT, {
      firstName: 'Léa',
      lastName: 'Moreau',
      email: 'LEA@example.test',
      phoneNumber: '0612345678',
      experienceId: 2,
      consent: true,
      addressJobUuid: JOB_A,
    });
    expect(queuedApplications()).toHaveLength(2);
    const { HttpError } = await import('@/lib/http');
    const tried: string[] = [];
    const results = await flushOutbox(async (item) => {
      tried.push(item.uuid);
      throw new HttpError(0, 'network_error', 'Failed to fetch');
    });
    // Still no network: the oldest stays, and the flush stops there.
    expect(results).toEqual([]);
    expect(tried).toEqual([CHILD]);
    expect(queuedApplications().map((a) => a.uuid)).toEqual([CHILD, PARENT]);
    const again = await flushOutbox(async (item) => {
      if (item.uuid === CHILD) throw new HttpError(409, 'already_applied', 'Already applied');
      return { uuid: JOB_A, jobName: 'Boulanger', siteName: 'Fournil Central', completedAt: '2026-05-01' };
    });
    expect(again.map((r) => [r.item.uuid, 'answer' in r ? 'sent' : 'refused'])).toEqual([
      [CHILD, 'refused'],
      [PARENT, 'sent'],
    ]);
    expect(queuedApplications()).toEqual([]);
  });

  it('says so when the address is unknown or inactive', async () => {
    mockApi({
      'referenceLists.listExperiences': () => ({ status: 200, body: EXPERIENCES }),
    });
    renderRoutes(routes, `/addresses/${PARENT}/apply`);
    expect(await screen.findByText("Cette page de candidature n'existe pas")).toBeInTheDocument();
  });
});
