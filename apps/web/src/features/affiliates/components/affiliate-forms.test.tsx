import type { AffiliateProfile } from '@app/contracts/affiliates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { HttpError } from '@/lib/http';
import { renderWithProviders } from '@/test/render';
import { AffiliateProfileForm } from './affiliate-profile-form';
import { BankDetailsForm } from './bank-details-form';

afterEach(() => vi.unstubAllGlobals());

const VALID = 'FR7630006000011234567890189';
const GENERIC_ERROR = "Une erreur s'est produite lors de l'enregistrement de vos informations.";
const SAVED = 'Vos informations ont bien été enregistrées.';
const profile = (overrides: Partial<AffiliateProfile> = {}): AffiliateProfile => ({
  email: 'affilie@demo.test',
  phoneNumber: '06 12 34 56 78',
  accountHolderName: 'Paul Durand',
  iban: VALID,
  bankDetailsComplete: true,
  bankDetailsIssue: null,
  bankDetailsHeldUntil: null,
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
    // First bank details: the current password too (decision 116).
    await userEvent.type(screen.getByTestId('bank-current-password'), 'Correct-Horse-2026!');
    await waitFor(() => expect(screen.getByTestId('bank-details-save')).toBeEnabled());
    await userEvent.click(screen.getByTestId('bank-details-save'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ accountHolderName: 'Paul Durand', iban: VALID, currentPassword: 'Correct-Horse-2026!' }),
    );
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
    expect(
      await screen.findByText('Veuillez saisir un IBAN valide (2 lettres, 2 chiffres, puis des groupes de 4 caractères)'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('bank-account-holder-name'));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
  });

  it('asks the current password only once the IBAN or the holder changes, and keeps Save off until it is typed', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<BankDetailsForm accountHolderName="Paul Durand" iban={VALID} onSubmit={onSubmit} />);
    expect(screen.queryByTestId('bank-current-password')).toBeNull();
    await userEvent.clear(screen.getByTestId('bank-iban'));
    await userEvent.type(screen.getByTestId('bank-iban'), 'DE89370400440532013000');
    expect(await screen.findByTestId('bank-current-password')).toBeInTheDocument();
    expect(screen.getByText('Mot de passe actuel')).toBeInTheDocument();
    expect(screen.getByTestId('bank-details-save')).toBeDisabled();
    await userEvent.type(screen.getByTestId('bank-current-password'), 'Correct-Horse-2026!');
    await waitFor(() => expect(screen.getByTestId('bank-details-save')).toBeEnabled());
    await userEvent.click(screen.getByTestId('bank-details-save'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        accountHolderName: 'Paul Durand',
        iban: 'DE89370400440532013000',
        currentPassword: 'Correct-Horse-2026!',
      }),
    );
    // Back to the saved values: no password asked.
    await userEvent.clear(screen.getByTestId('bank-iban'));
    await userEvent.type(screen.getByTestId('bank-iban'), VALID);
    await waitFor(() => expect(screen.queryByTestId('bank-current-password')).toBeNull());
  });

  it("shows the API's field errors under their fields only, and the error toast for a failure without any", async () => {
    const onSubmit = vi.fn().mockRejectedValue(new HttpError(400, 'validation_failed', 'x', { iban: ['form.validation.iban_checksum'] }));
    renderWithProviders(<BankDetailsForm accountHolderName="Paul Durand" iban={VALID} onSubmit={onSubmit} />);
    await waitFor(() => expect(screen.getByTestId('bank-details-save')).toBeEnabled());
    await userEvent.click(screen.getByTestId('bank-details-save'));
    expect(await screen.findByText("Cet IBAN n'est pas valide : vérifiez les caractères saisis")).toBeInTheDocument();
    expect(screen.queryByText(GENERIC_ERROR)).toBeNull();
    // A failure the fields cannot show (server down) still says so.
    onSubmit.mockRejectedValueOnce(new HttpError(500, 'internal_error', 'x'));
    await userEvent.click(screen.getByTestId('bank-details-save'));
    expect(await screen.findByText(GENERIC_ERROR)).toBeInTheDocument();
    notifications.clean();
  });

  it('a wrong password shows only under its field, and no error stays beside the success once the right one is typed (tester, issue 28)', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(400, 'wrong_password', 'x', { currentPassword: ['errors.wrong_password'] }))
      .mockResolvedValueOnce({});
    renderWithProviders(<BankDetailsForm accountHolderName="Paul Durand" iban={VALID} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByTestId('bank-account-holder-name'), ' Conseil');
    const password = await screen.findByTestId('bank-current-password');
    await userEvent.type(password, 'not-the-password');
    await waitFor(() => expect(screen.getByTestId('bank-details-save')).toBeEnabled());
    await userEvent.click(screen.getByTestId('bank-details-save'));
    expect(await screen.findByText('Le mot de passe actuel est incorrect.')).toBeInTheDocument();
    expect(screen.queryByText(GENERIC_ERROR)).toBeNull();

    await userEvent.clear(password);
    await userEvent.type(password, 'the-right-password');
    await userEvent.click(screen.getByTestId('bank-details-save'));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(screen.queryByText('Le mot de passe actuel est incorrect.')).toBeNull();
    expect(screen.queryByText(GENERIC_ERROR)).toBeNull();
    notifications.clean();
  });

  it('a new try takes away the error toast of the previous one', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(0, 'network_error', 'x'))
      .mockResolvedValueOnce({});
    renderWithProviders(<BankDetailsForm accountHolderName="Paul Durand" iban={VALID} onSubmit={onSubmit} />);
    await waitFor(() => expect(screen.getByTestId('bank-details-save')).toBeEnabled());
    await userEvent.click(screen.getByTestId('bank-details-save'));
    expect(await screen.findByText(GENERIC_ERROR)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('bank-details-save'));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    // Gone after its closing transition, long before its own 7 s.
    await waitFor(() => expect(screen.queryByText(GENERIC_ERROR)).toBeNull());
    notifications.clean();
  });

  it("shows the server's wrong-password error under the password field", async () => {
    const onSubmit = vi.fn().mockRejectedValue(new HttpError(400, 'wrong_password', 'x', { currentPassword: ['errors.wrong_password'] }));
    renderWithProviders(<BankDetailsForm accountHolderName="Paul Durand" iban={VALID} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByTestId('bank-account-holder-name'), ' Conseil');
    await userEvent.type(await screen.findByTestId('bank-current-password'), 'not-the-password');
    await waitFor(() => expect(screen.getByTestId('bank-details-save')).toBeEnabled());
    await userEvent.click(screen.getByTestId('bank-details-save'));
    const message = await screen.findByText('Le mot de passe actuel est incorrect.');
    // Under the password field (Mantine ties the error to its input).
    expect(screen.getByTestId('bank-current-password')).toHaveAttribute('aria-describedby', expect.stringContaining(message.id));
    // Its error toast is not left to the next test (the notifications' store is the page's).
    notifications.clean();
  });
});

describe('AffiliateProfileForm', { timeout: 15_000 }, () => {
  it('shows the e-mail read-only and sends the phone alone, with no password: the bank details have their own page', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<AffiliateProfileForm profile={profile()} onSubmit={onSubmit} />);
    expect(screen.getByTestId('affiliate-email')).toHaveValue('affilie@demo.test');
    expect(screen.getByTestId('affiliate-email')).toHaveAttribute('readonly');
    expect(screen.queryByTestId('affiliate-iban')).toBeNull();
    await userEvent.clear(screen.getByTestId('affiliate-phone'));
    await userEvent.type(screen.getByTestId('affiliate-phone'), '07 11 22 33 44');
    expect(screen.queryByTestId('affiliate-current-password')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('affiliate-profile-save')).toBeEnabled());
    await userEvent.click(screen.getByTestId('affiliate-profile-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phoneNumber: '07 11 22 33 44' }));
  });

  it('requires a valid phone number (needed for the poster delivery)', async () => {
    renderWithProviders(<AffiliateProfileForm profile={profile()} onSubmit={vi.fn()} />);
    await userEvent.clear(screen.getByTestId('affiliate-phone'));
    await userEvent.type(screen.getByTestId('affiliate-phone'), '12');
    expect(await screen.findByText('Veuillez saisir un numéro de téléphone valide')).toBeInTheDocument();
    expect(screen.getByTestId('affiliate-profile-save')).toBeDisabled();
  });
});
