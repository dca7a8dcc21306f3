import type { AffiliateProfile } from '@app/contracts/affiliates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import { renderWithProviders } from '@/test/render';
import { AffiliateProfileForm } from './affiliate-profile-form';
import { BankDetailsForm } from './bank-details-form';

afterEach(() => vi.unstubAllGlobals());

const VALID = 'FR7630006000011234567890189';
const profile = (overrides: Partial<AffiliateProfile> = {}): AffiliateProfile => ({
  email: 'affilie@demo.test',
  phoneNumber: '06 12 34 56 78',
  accountHolderName: 'Paul Durand',
  iban: VALID,
  bankDetailsComplete: true,
  ...overrides,
});

describe('BankDetailsForm (spec section 5: IBAN-like pattern, mod-97 key)', { timeout: 15_000 }, () => {
  it('shows the IBAN in groups of 4 as it is typed and sends it compact', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<BankDetailsForm accountHolderName={null} iban={null} onSubmit={onSubmit} />);
    expect(screen.getByTestId('bank-details-save')).toBeDisabled();
    await userEvent.type(screen.getByTestId('bank-account-holder-name'), 'Paul Durand');
    await userEvent.type(screen.getByTestId('bank-iban'), 'fr7630006000011234567890189');
    expect(screen.getByTestId('bank-iban')).toHaveValue('FR76 3000 6000 0112 3456 7890 189');
    await waitFor(() => expect(screen.getByTestId('bank-details-save')).toBeEnabled());
    await userEvent.click(screen.getByTestId('bank-details-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ accountHolderName: 'Paul Durand', iban: VALID }));
    expect(await screen.findByText('Vos informations ont bien été enregistrées.')).toBeInTheDocument();
  });

  it('says when the key is wrong, when the shape is wrong, and requires the holder name', async () => {
    renderWithProviders(<BankDetailsForm accountHolderName="Paul Durand" iban={VALID} onSubmit={vi.fn()} />);
    expect(screen.getByTestId('bank-iban')).toHaveValue('FR76 3000 6000 0112 3456 7890 189');
    await userEvent.clear(screen.getByTestId('bank-iban'));
    await userEvent.type(screen.getByTestId('bank-iban'), 'FR7630006000011234567890188');
    expect(await screen.findByText("Cet IBAN n'est pas valide : vérifiez les caractères saisis")).toBeInTheDocument();
    expect(screen.getByTestId('bank-details-save')).toBeDisabled();
    await userEvent.clear(screen.getByTestId('bank-iban'));
    await userEvent.type(screen.getByTestId('bank-iban'), '1234 5678');
    expect(await screen.findByText('Veuillez saisir un IBAN valide (2 lettres, 2 chiffres, puis des groupes de 4 caractères)')).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('bank-account-holder-name'));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
  });

  it("shows the API's field errors and the error toast", async () => {
    const onSubmit = vi.fn().mockRejectedValue(new HttpError(400, 'validation_failed', 'x', { iban: ['form.validation.iban_checksum'] }));
    renderWithProviders(<BankDetailsForm accountHolderName="Paul Durand" iban={VALID} onSubmit={onSubmit} />);
    await waitFor(() => expect(screen.getByTestId('bank-details-save')).toBeEnabled());
    await userEvent.click(screen.getByTestId('bank-details-save'));
    expect(await screen.findByText("Cet IBAN n'est pas valide : vérifiez les caractères saisis")).toBeInTheDocument();
    expect(await screen.findByText("Une erreur s'est produite lors de l'enregistrement de vos informations.")).toBeInTheDocument();
  });
});

describe('AffiliateProfileForm', { timeout: 15_000 }, () => {
  it('shows the e-mail read-only and sends phone, holder name and IBAN', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<AffiliateProfileForm profile={profile({ accountHolderName: null })} onSubmit={onSubmit} />);
    expect(screen.getByTestId('affiliate-email')).toHaveValue('affilie@demo.test');
    expect(screen.getByTestId('affiliate-email')).toHaveAttribute('readonly');
    await userEvent.type(screen.getByTestId('affiliate-account-holder-name'), 'Durand Conseil');
    await waitFor(() => expect(screen.getByTestId('affiliate-profile-save')).toBeEnabled());
    await userEvent.click(screen.getByTestId('affiliate-profile-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phoneNumber: '06 12 34 56 78', accountHolderName: 'Durand Conseil', iban: VALID }));
  });

  it('requires a valid phone number (needed for the poster delivery)', async () => {
    renderWithProviders(<AffiliateProfileForm profile={profile()} onSubmit={vi.fn()} />);
    await userEvent.clear(screen.getByTestId('affiliate-phone'));
    await userEvent.type(screen.getByTestId('affiliate-phone'), '12');
    expect(await screen.findByText('Veuillez saisir un numéro de téléphone valide')).toBeInTheDocument();
    expect(screen.getByTestId('affiliate-profile-save')).toBeDisabled();
  });
});
