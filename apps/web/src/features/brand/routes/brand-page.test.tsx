import type { AddressDetail } from '@app/contracts/addresses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '@/lib/auth';
import { markSignedIn } from '@/lib/cookies';
import { mockApi } from '@/test/fetch';
import * as demo from '@/test/profiles';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { BrandPage } from './brand-page';
import { BrandPreviewPage } from './brand-preview-page';
import { CONSENT_COOKIE } from '@app/contracts/constants';
import Cookies from 'js-cookie';
import { resetConsentForTests } from '@/lib/consent';

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(CONSENT_COOKIE);
  resetConsentForTests();
});

const catalogue = [
  {
    id: 1,
    name: 'Rémunération',
    advantages: [
      { id: 11, name: 'Tickets restaurant', icon: 'ticket' },
      { id: 12, name: '13e mois', icon: 'coins' },
    ],
  },
  { id: 2, name: 'Transport', advantages: [{ id: 21, name: 'Parking gratuit', icon: 'parking' }] },
];
const steps = [
  { id: 1, name: 'Appel téléphonique' },
  { id: 2, name: 'Entretien individuel' },
  { id: 3, name: 'Mise en situation' },
];

const summary = demo.premium.recruiter.addresses[0]!;
const detail = (overrides: Partial<AddressDetail> = {}): AddressDetail => ({
  ...summary,
  subscription: summary.subscription ? { ...summary.subscription, prices: [] } : null,
  products: [],
  deliveryAddress: null,
  jobs: [],
  advantages: [
    { id: 11, name: 'Tickets restaurant', icon: 'ticket', category: 1 },
    { id: 90, name: 'Crèche', icon: null, category: null },
  ],
  recruitmentSteps: [steps[0]!, steps[1]!],
  youtubeLink: null,
  picture: null,
  pictureTwo: null,
  pictureThree: null,
  values: 'Respect',
  description: 'Une boulangerie familiale',
  completed: true,
  ...overrides,
});

function setup(options: { address?: AddressDetail; patchStatus?: number; path?: string; profile?: typeof demo.premium } = {}) {
  markSignedIn();
  let address = options.address ?? detail();
  const calls = mockApi({
    'addresses.getAddress': () => ({ status: 200, body: address }),
    'referenceLists.listAdvantages': () => ({ status: 200, body: catalogue }),
    'referenceLists.listRecruitmentSteps': () => ({ status: 200, body: steps }),
    'addresses.updateAddress': ({ body }) => {
      if ((options.patchStatus ?? 200) !== 200)
        return { status: options.patchStatus as 500, body: { code: 'internal_error', message: 'x' } };
      const { advantages, recruitmentSteps, ...rest } = body as { advantages?: number[]; recruitmentSteps?: number[] };
      const all = [
        ...catalogue.flatMap((c) => c.advantages.map((a) => ({ ...a, category: c.id }))),
        ...address.advantages.filter((a) => a.category === null),
      ];
      address = {
        ...address,
        ...rest,
        ...(advantages ? { advantages: all.filter((a) => advantages.includes(a.id)) } : {}),
        ...(recruitmentSteps ? { recruitmentSteps: recruitmentSteps.map((id) => steps.find((s) => s.id === id)!) } : {}),
      } as AddressDetail;
      return { status: 200, body: demo.premium.recruiter.addresses[0]! };
    },
    'brand.createAdvantage': ({ body }) => ({
      status: 201,
      body: { id: 91, name: (body as { name: string }).name, icon: null, category: null },
    }),
    'brand.deleteAdvantage': () => ({ raw: new Response(null, { status: 204 }) }),
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(profileQueryKey, options.profile ?? demo.premium);
  renderRoutes(
    [
      { path: '/brand', element: <BrandPage /> },
      { path: '/brand/preview', element: <BrandPreviewPage /> },
    ],
    options.path ?? '/brand',
    queryClient,
  );
  return calls;
}

const addressReads = (calls: ReturnType<typeof setup>) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/addresses/address-1/').length;

describe('BrandPage', { timeout: 30_000 }, () => {
  it('is not offered to a standard recruiter (spec section 6)', async () => {
    const calls = setup({ profile: demo.standard });
    expect(await screen.findByTestId('brand-unavailable')).toBeInTheDocument();
    expect(addressReads(calls)).toBe(0);
    // Not a dead end: the way to the premium offer, which the layout opens (decision 143; app/router.test.tsx).
    expect(screen.getByTestId('brand-upgrade')).toHaveAttribute('href', '/app/brand?premium=1');
  });

  it('values tab: counters, limits, both texts required and a change needed, confirm then save', async () => {
    const user = userEvent.setup();
    const calls = setup();
    const description = await screen.findByTestId('brand-description');
    expect(screen.getByTestId('brand-description-counter')).toHaveTextContent('25 / 2000 caractères');
    expect(screen.getByTestId('brand-values-counter')).toHaveTextContent('7 / 2000 caractères');
    const save = screen.getByTestId('brand-values-save');
    expect(save).toBeDisabled(); // no change yet

    await user.clear(screen.getByTestId('brand-values'));
    await user.type(screen.getByTestId('brand-values'), '   ');
    expect(save).toBeDisabled(); // blank after trimming
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();

    fireEvent.change(description, { target: { value: 'a'.repeat(2001) } });
    await user.type(screen.getByTestId('brand-values'), 'Exigence');
    expect(screen.getByTestId('brand-description-counter')).toHaveTextContent('2001 / 2000 caractères');
    expect(save).toBeDisabled();
    fireEvent.change(description, { target: { value: 'a'.repeat(2000) } });
    await waitFor(() => expect(save).toBeEnabled());

    const reads = addressReads(calls);
    await user.click(save);
    await user.click(await screen.findByTestId('brand-values-save-confirm'));
    expect(await screen.findByText('Vos valeurs ont bien été enregistrées.')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ description: 'a'.repeat(2000), values: 'Exigence' });
    await waitFor(() => expect(addressReads(calls)).toBe(reads + 1));
    await waitFor(() => expect(screen.getByTestId('brand-values-save')).toBeDisabled());
  });

  it('keeps the confirm dialog open and shows the spec message when the save fails', async () => {
    const user = userEvent.setup();
    setup({ patchStatus: 500 });
    await user.type(await screen.findByTestId('brand-values'), ' et partage');
    await user.click(screen.getByTestId('brand-values-save'));
    await user.click(await screen.findByTestId('brand-values-save-confirm'));
    expect(await screen.findByText("Une erreur s'est produite lors de l'enregistrement de vos valeurs.")).toBeInTheDocument();
    expect(screen.getByTestId('brand-values-save-confirm')).toBeInTheDocument();
  });

  it('unsaved changes on tab switch: cancel discards, reloads the address and switches', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await user.type(await screen.findByTestId('brand-values'), ' et partage');
    const reads = addressReads(calls);
    await user.click(screen.getByTestId('brand-tab-advantages'));
    expect(await screen.findByTestId('brand-unsaved-discard')).toBeInTheDocument();
    expect(screen.getByTestId('brand-values')).toBeInTheDocument(); // not switched yet
    await user.click(screen.getByTestId('brand-unsaved-discard'));
    expect(await screen.findByTestId('brand-advantage-11')).toBeInTheDocument();
    expect(addressReads(calls)).toBe(reads + 1);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click(screen.getByTestId('brand-tab-values'));
    expect(await screen.findByTestId('brand-values')).toHaveValue('Respect');
  });

  it('unsaved changes on tab switch: save saves the current tab, then switches', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await user.click(await screen.findByTestId('brand-tab-advantages'));
    await user.click(await screen.findByTestId('brand-advantage-21'));
    await user.click(screen.getByTestId('brand-tab-media'));
    await user.click(await screen.findByTestId('brand-unsaved-save'));
    expect(await screen.findByText('Vos avantages ont bien été enregistrés.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ advantages: [11, 21, 90] });
    await waitFor(() => expect(screen.queryByTestId('brand-unsaved-save')).not.toBeInTheDocument());
    expect(await screen.findByTestId('brand-video-link')).toBeInTheDocument();
  });

  it('switches freely when nothing changed', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByTestId('brand-tab-recruitment'));
    expect(await screen.findAllByTestId('brand-step-slot')).toHaveLength(3);
    expect(screen.queryByTestId('brand-unsaved-discard')).not.toBeInTheDocument();
  });

  it('advantages: adds an "other" advantage (required) and deletes one', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await user.click(await screen.findByTestId('brand-tab-advantages'));
    await user.click(await screen.findByTestId('brand-advantage-add'));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    await user.type(screen.getByTestId('brand-advantage-name'), 'a'.repeat(51));
    expect(screen.getByTestId('brand-advantage-add')).toBeDisabled();
    await user.clear(screen.getByTestId('brand-advantage-name'));
    await user.type(screen.getByTestId('brand-advantage-name'), 'Vélos de service{Enter}');
    expect(await screen.findByText('Vélos de service')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Vélos de service', address: 1 });
    expect(await screen.findByText("L'avantage a bien été ajouté.")).toBeInTheDocument();
    const crèche = screen.getAllByTestId('brand-other-advantage').find((row) => row.textContent?.includes('Crèche'))!;
    await user.click(within(crèche).getByTestId('brand-other-delete'));
    expect(await screen.findByText("L'avantage a bien été supprimé.")).toBeInTheDocument();
    expect(screen.queryByText('Crèche')).not.toBeInTheDocument();
  });

  it('media: video preview of YouTube, Vimeo and Dailymotion links, delete, link validation, picture format and size errors', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByTestId('brand-tab-media'));
    const link = await screen.findByTestId('brand-video-link');
    await user.type(link, 'pas un lien');
    expect(await screen.findByText("Veuillez saisir le lien d'une vidéo YouTube, Vimeo ou Dailymotion")).toBeInTheDocument();
    expect(screen.queryByTestId('brand-video-preview')).not.toBeInTheDocument();
    expect(screen.getByTestId('brand-media-save')).toBeDisabled();
    await user.clear(link);
    await user.type(link, 'https://youtu.be/aqz-KE-bpKQ');
    // Nothing from YouTube before the visitor allows videos (decision 089).
    await user.click(await screen.findByTestId('video-allow'));
    expect(await screen.findByTestId('brand-video-preview')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    // Vimeo and Dailymotion are previewed too, each in its privacy-friendly player (issue 29).
    await user.clear(link);
    await user.click(link);
    await user.paste('https://vimeo.com/76979871');
    expect(await screen.findByTestId('brand-video-preview')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1');
    await user.clear(link);
    await user.click(link);
    await user.paste('https://www.dailymotion.com/video/x8abc12');
    expect(await screen.findByTestId('brand-video-preview')).toHaveAttribute('src', 'https://www.dailymotion.com/embed/video/x8abc12');
    await user.clear(link);
    await user.type(link, 'https://youtu.be/short');
    expect(screen.queryByTestId('brand-video-preview')).not.toBeInTheDocument();
    // Delete clears the link (spec section 5), then the tab saves it as none.
    await user.click(screen.getByTestId('brand-video-delete'));
    expect(link).toHaveValue('');
    expect(screen.queryByTestId('brand-video-delete')).not.toBeInTheDocument();

    const input = screen.getByTestId('brand-picture-1-input');
    await userEvent.upload(input, new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await screen.findByTestId('brand-picture-1-error')).toHaveTextContent('Seuls les fichiers PNG, SVG et JPG sont acceptés');
    const big = new File([new Uint8Array(2_097_153)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByTestId('brand-picture-1-error')).toHaveTextContent("L'image ne doit pas dépasser 2 Mo.");
    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ok.png', { type: 'image/png' }));
    expect(await screen.findByTestId('brand-picture-1-preview')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await user.click(screen.getByTestId('brand-picture-1-remove'));
    expect(screen.queryByTestId('brand-picture-1-preview')).not.toBeInTheDocument();
  });

  it('media: deletes a saved video (issue 29: there was no way to)', async () => {
    const user = userEvent.setup();
    const calls = setup({ address: detail({ youtubeLink: 'https://vimeo.com/76979871' }) });
    await user.click(await screen.findByTestId('brand-tab-media'));
    await user.click(await screen.findByTestId('brand-video-delete'));
    await user.click(screen.getByTestId('brand-media-save'));
    await user.click(await screen.findByTestId('brand-media-save-confirm'));
    expect(await screen.findByText('Vos médias ont bien été enregistrés.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ youtubeLink: null });
  });

  it('recruitment: chosen + 1 selectors, duplicates block the save, deleting compacts, saves in order', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await user.click(await screen.findByTestId('brand-tab-recruitment'));
    expect(await screen.findAllByTestId('brand-step-slot')).toHaveLength(3);
    // Choose "Appel téléphonique" again in the empty third selector.
    await user.click(screen.getByTestId('brand-step-3'));
    await user.click(await screen.findByRole('option', { name: 'Appel téléphonique' }));
    expect(await screen.findByText("Chaque étape ne peut être choisie qu'une seule fois.")).toBeInTheDocument();
    expect(screen.getByTestId('brand-recruitment-save')).toBeDisabled();
    expect(screen.getAllByTestId('brand-step-slot')).toHaveLength(4);
    // Deleting the first step closes the gap: [2, 1] and no more duplicate.
    await user.click(screen.getByTestId('brand-step-1-remove'));
    expect(screen.getAllByTestId('brand-step-slot')).toHaveLength(3);
    expect(screen.queryByText("Chaque étape ne peut être choisie qu'une seule fois.")).not.toBeInTheDocument();
    expect(screen.getByTestId('brand-step-1')).toHaveValue('Entretien individuel');
    expect(screen.getByTestId('brand-step-2')).toHaveValue('Appel téléphonique');
    await user.click(screen.getByTestId('brand-recruitment-save'));
    await user.click(await screen.findByTestId('brand-recruitment-save-confirm'));
    expect(await screen.findByText('Votre processus de recrutement a bien été enregistré.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ recruitmentSteps: [2, 1] });
  });
});

describe('BrandPreviewPage', { timeout: 30_000 }, () => {
  it('shows the brand in a phone-sized card as candidates see it', async () => {
    setup({ path: '/brand/preview', address: detail({ youtubeLink: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }) });
    const phone = await screen.findByTestId('brand-phone');
    expect(within(phone).getByTestId('brand-phone-description')).toHaveTextContent('Une boulangerie familiale');
    expect(within(phone).getByTestId('brand-phone-values')).toHaveTextContent('Respect');
    expect(within(phone).getByTestId('brand-phone-advantages')).toHaveTextContent('Tickets restaurant');
    expect(within(phone).getByTestId('brand-phone-advantages')).toHaveTextContent('Crèche');
    expect(within(phone).getByTestId('brand-phone-steps')).toHaveTextContent('Appel téléphonique');
    // Until videos are allowed, a placeholder stands where the video goes; then the video.
    expect(within(phone).getByTestId('brand-phone-video').querySelector('iframe')).toBeNull();
    await userEvent.click(within(phone).getByTestId('video-allow'));
    expect(within(phone).getByTestId('brand-phone-video').querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
  });
});
