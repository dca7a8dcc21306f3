import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { AddressForm, type AddressFormAddress } from './address-form';
import { AskAddressForm } from './ask-address-form';
import { CompletionSiretStep } from './completion-siret-step';

afterEach(() => vi.unstubAllGlobals());

const LYON = {
  placeName: 'Lyon (69001)',
  featureName: 'Lyon',
  context: '69, Rhône',
  description: '69001 Lyon',
  postalCode: '69001',
  inseeCode: '69123',
};
const address = (overrides: Partial<AddressFormAddress> = {}): AddressFormAddress => ({
  name: 'Boulangerie du Parc',
  content: LYON,
  logo: null,
  activitySector: { id: 3, name: 'Boulangerie-pâtisserie' },
  receiveApplicationByEmail: false,
  email: null,
  frequency: 'none',
  ...overrides,
});

describe('AddressForm (spec section 5)', () => {
  it('sends the full form of spec section 7, without the logo when unchanged', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<AddressForm address={address()} onSubmit={onSubmit} />);
    await waitFor(() => expect(screen.getByTestId('address-form-save')).toBeEnabled());
    await userEvent.click(screen.getByTestId('address-form-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Boulangerie du Parc',
      content: LYON,
      activitySector: 3,
      receiveApplicationByEmail: false,
      email: '',
      frequency: 'none',
    });
  });

  it('limits the name to 35 characters and requires it', async () => {
    renderWithProviders(<AddressForm address={address()} onSubmit={vi.fn()} />);
    const name = screen.getByTestId('address-name');
    await userEvent.clear(name);
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(screen.getByTestId('address-form-save')).toBeDisabled();
    fireEvent.change(name, { target: { value: 'N'.repeat(35) } });
    await waitFor(() => expect(screen.getByTestId('address-form-save')).toBeEnabled());
    fireEvent.change(name, { target: { value: 'N'.repeat(36) } });
    expect(await screen.findByText('Ce champ contient trop de caractères')).toBeInTheDocument();
    expect(screen.getByTestId('address-form-save')).toBeDisabled();
  });

  it('checks the notification e-mail, required when applications are mailed', async () => {
    renderWithProviders(<AddressForm address={address()} onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByTestId('address-email'), 'pas-un-email');
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide')).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('address-email'));
    await userEvent.click(screen.getByTestId('address-receive-by-email'));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(screen.getByTestId('address-form-save')).toBeDisabled();
  });

  it('shows when mails go only while they are on, in the words of what the API does (decision 125)', async () => {
    renderWithProviders(<AddressForm address={address()} onSubmit={vi.fn()} />);
    // Off: no frequency at all (it used to show "Aucun" beside the switch whatever its state).
    expect(screen.queryByTestId('address-frequency')).toBeNull();
    expect(screen.queryByText('Aucun')).toBeNull();
    await userEvent.click(screen.getByTestId('address-receive-by-email'));
    const frequency = await screen.findByTestId('address-frequency');
    expect(frequency).toHaveTextContent('À chaque candidature');
    expect(frequency).toHaveTextContent('Un récapitulatif par jour');
    expect(frequency).toHaveTextContent('Un récapitulatif par semaine');
    expect(screen.getByRole('radio', { name: 'À chaque candidature' })).toBeChecked();
  });

  it('is disabled without a location', async () => {
    renderWithProviders(<AddressForm address={address({ content: null })} onSubmit={vi.fn()} />);
    await waitFor(() => expect(screen.getByTestId('address-form-save')).toBeDisabled());
  });

  it('requires the activity sector in the completion flow', async () => {
    renderWithProviders(<AddressForm address={address({ activitySector: null })} onSubmit={vi.fn()} requireSector withLogo={false} />);
    expect(screen.queryByTestId('address-logo')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('address-form-save')).toBeDisabled());
  });

  it('refuses a file that is not PNG, JPEG or SVG, or over 2 MB, before sending', async () => {
    renderWithProviders(<AddressForm address={address()} onSubmit={vi.fn()} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await screen.findByText('Seuls les fichiers PNG, SVG et JPG sont acceptés')).toBeInTheDocument();
    const big = new File([new Uint8Array(2_097_153)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByText('Le fichier ne doit pas dépasser 2 Mo')).toBeInTheDocument();
  });
});

describe('AskAddressForm (spec section 5)', () => {
  it('defaults to 1 and the user e-mail; message limited to 500 with its counter', async () => {
    const calls = mockApi({
      'addresses.askForPoster': () => ({ raw: new Response(null, { status: 204 }) }),
    });
    const onDone = vi.fn();
    renderWithProviders(<AskAddressForm parentUuid="parent-uuid" defaultEmail="claire@example.test" onDone={onDone} />);
    expect(screen.getByTestId('ask-address-number')).toHaveValue('1');
    expect(screen.getByTestId('ask-address-email')).toHaveValue('claire@example.test');
    expect(screen.getByText('500 caractères restants')).toBeInTheDocument();
    const message = screen.getByTestId('ask-address-message');
    fireEvent.change(message, { target: { value: 'm'.repeat(501) } });
    expect(await screen.findByText('Ce champ contient trop de caractères')).toBeInTheDocument();
    expect(screen.getByTestId('message-counter')).toHaveTextContent('1 caractère en trop');
    expect(screen.getByTestId('ask-address-submit')).toBeDisabled();
    fireEvent.change(message, { target: { value: 'Trois franchises' } });
    await waitFor(() => expect(screen.getByTestId('ask-address-submit')).toBeEnabled());
    await userEvent.click(screen.getByTestId('ask-address-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ method: 'POST', body: { number: 1, email: 'claire@example.test', message: 'Trois franchises' } });
    expect(await screen.findByText('Votre demande a bien été envoyée. Nous revenons vers vous très vite.')).toBeInTheDocument();
  });

  it('requires a number of at least 1 and a valid e-mail', async () => {
    mockApi({});
    renderWithProviders(<AskAddressForm parentUuid="p" defaultEmail="" onDone={vi.fn()} />);
    await userEvent.clear(screen.getByTestId('ask-address-number'));
    await userEvent.type(screen.getByTestId('ask-address-email'), 'nope');
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide')).toBeInTheDocument();
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(screen.getByTestId('ask-address-submit')).toBeDisabled();
  });
});

describe('CompletionSiretStep (spec sections 4 and 5)', () => {
  it('keeps digits only, waits for 14, and pre-fills from the lookup', async () => {
    const company = { siret: '55203253400646', company: 'Danone', activitySector: { id: 2, name: 'Industrie' }, address: LYON };
    mockApi({
      'siret.lookUpSiret': () => ({ status: 200, body: company }),
    });
    const onDone = vi.fn();
    renderWithProviders(<CompletionSiretStep initial={null} onDone={onDone} />);
    const input = screen.getByTestId('completion-siret');
    await userEvent.type(input, '552-032-534');
    expect(input).toHaveValue('552032534');
    expect(screen.getByTestId('completion-siret-submit')).toBeDisabled();
    expect(screen.getByText('Votre numéro SIRET doit faire 14 caractères')).toBeInTheDocument();
    await userEvent.type(input, '00646');
    await userEvent.click(screen.getByTestId('completion-siret-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ siret: '55203253400646', company, error: null }));
  });

  it('shows the server message in the field and moves on all the same', async () => {
    mockApi({
      'siret.lookUpSiret': () => ({
        status: 404,
        body: {
          code: 'siret_not_found',
          message: 'errors.siret_not_found',
          fieldErrors: { siret: ['errors.siret_not_found'] },
        },
      }),
    });
    const onDone = vi.fn();
    renderWithProviders(<CompletionSiretStep initial="73282932000074" onDone={onDone} />);
    await userEvent.click(screen.getByTestId('completion-siret-submit'));
    expect(await screen.findByText('Aucune entreprise ne correspond à ce numéro SIRET.')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith({
      siret: '73282932000074',
      company: null,
      error: 'Aucune entreprise ne correspond à ce numéro SIRET.',
    });
  });

  it('refuses a SIRET whose checksum is wrong before any lookup, with the message of every flow (issue 29: no step passed)', async () => {
    const lookup = vi.fn(() => ({ raw: jsonResponse(200, {}) }));
    mockApi({
      'siret.lookUpSiret': lookup,
    });
    const onDone = vi.fn();
    renderWithProviders(<CompletionSiretStep initial="55203253400647" onDone={onDone} />);
    expect(screen.getByText("Ce numéro SIRET n'est pas valide.")).toBeInTheDocument();
    expect(screen.getByTestId('completion-siret-submit')).toBeDisabled();
    expect(lookup).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});
