import type { Account } from '@app/contracts/account';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { AccountForm } from './account-form';
import { ChangeEmailModal } from './change-email-modal';
import { ChangePasswordModal } from '@/components/ui/change-password-modal';
import { ChangeSiretModal } from './change-siret-modal';

afterEach(() => vi.unstubAllGlobals());

const LYON = {
  placeName: 'Lyon (69001)',
  place_name: 'Lyon (69001)',
  featureName: 'Lyon',
  context: '69, Rhône, Auvergne-Rhône-Alpes',
  description: '69001 Lyon, Rhône, Auvergne-Rhône-Alpes',
  postalCode: '69001',
  inseeCode: '69123',
  latitude: 45.76,
  longitude: 4.83,
};
const account = (overrides: Partial<Account> = {}): Account => ({
  company: 'Boulangerie Martin',
  manager: 'Claire Martin',
  address: LYON,
  activitySector: null,
  logo: null,
  siret: null,
  headhunter: false,
  ...overrides,
});

describe('AccountForm (spec section 5: company and address required, manager as a full name)', () => {
  it('sends company, manager and address; the logo only when it changed', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<AccountForm account={account()} onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByTestId('account-company'));
    await userEvent.type(screen.getByTestId('account-company'), 'Boulangerie du Parc');
    await waitFor(() => expect(screen.getByTestId('account-save')).toBeEnabled());
    await userEvent.click(screen.getByTestId('account-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      company: 'Boulangerie du Parc',
      manager: 'Claire Martin',
      address: LYON,
      activitySector: null,
    });
    expect(await screen.findByText('Vos informations ont bien été enregistrées.')).toBeInTheDocument();
  });

  it('refuses a manager that is not a full name of letters, and disables save', async () => {
    renderWithProviders(<AccountForm account={account()} onSubmit={vi.fn()} />);
    for (const bad of ['Claire', 'Claire 2 Martin', 'Claire_Martin']) {
      await userEvent.clear(screen.getByTestId('account-manager'));
      await userEvent.type(screen.getByTestId('account-manager'), bad);
      expect(await screen.findByText('Veuillez saisir un prénom et un nom (lettres, espaces, apostrophes et tirets)')).toBeInTheDocument();
      expect(screen.getByTestId('account-save')).toBeDisabled();
    }
    await userEvent.clear(screen.getByTestId('account-manager'));
    await userEvent.type(screen.getByTestId('account-manager'), "Anne-Marie D'Arc");
    await waitFor(() => expect(screen.getByTestId('account-save')).toBeEnabled());
  });

  it('requires the company', async () => {
    renderWithProviders(<AccountForm account={account()} onSubmit={vi.fn()} />);
    await userEvent.clear(screen.getByTestId('account-company'));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(screen.getByTestId('account-save')).toBeDisabled();
  });

  it('hides the manager for head-hunters, who choose an activity sector instead', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <AccountForm
        account={account({ headhunter: true, manager: null, activitySector: { id: 4, name: 'Conseil' } })}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByTestId('account-manager')).toBeNull();
    expect(screen.getByTestId('account-activity-sector')).toHaveValue('Conseil');
    await waitFor(() => expect(screen.getByTestId('account-save')).toBeEnabled());
    await userEvent.click(screen.getByTestId('account-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ company: 'Boulangerie Martin', address: LYON, activitySector: 4 }));
  });

  it('requires an address picked from the suggestions', async () => {
    renderWithProviders(<AccountForm account={account({ address: null })} onSubmit={vi.fn()} />);
    await waitFor(() => expect(screen.getByTestId('account-save')).toBeDisabled());
  });
});

describe('change e-mail, password and SIRET modals', () => {
  it('e-mail: each field required and valid, the repeat equal to the new one', async () => {
    mockApi({});
    renderWithProviders(<ChangeEmailModal opened onClose={vi.fn()} />);
    await userEvent.type(await screen.findByTestId('change-email-old'), 'claire@example.test');
    await userEvent.type(screen.getByTestId('change-email-new'), 'pas-un-email');
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide')).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('change-email-new'));
    await userEvent.type(screen.getByTestId('change-email-new'), 'nouvelle@example.test');
    await userEvent.type(screen.getByTestId('change-email-repeat'), 'autre@example.test');
    expect(await screen.findByText('Les deux saisies ne correspondent pas')).toBeInTheDocument();
    expect(screen.getByTestId('change-email-submit')).toBeDisabled();
  });

  it("e-mail: the server's oldEmail and newEmail messages, each joined with ', '", async () => {
    mockApi({
      'auth.changeEmail': () => ({
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'x',
          fieldErrors: { oldEmail: ['errors.email_mismatch'], newEmail: ['errors.email_taken', 'form.validation.email'] },
        },
      }),
    });
    const onClose = vi.fn();
    renderWithProviders(<ChangeEmailModal opened onClose={onClose} />);
    await userEvent.type(await screen.findByTestId('change-email-old'), ' claire@example.test ');
    await userEvent.type(screen.getByTestId('change-email-new'), 'nouvelle@example.test');
    await userEvent.type(screen.getByTestId('change-email-repeat'), 'nouvelle@example.test');
    expect(screen.getByTestId('change-email-submit')).toBeDisabled(); // the current password is required too
    await userEvent.type(screen.getByTestId('change-email-password'), 'Mot-de-passe-1');
    await userEvent.click(screen.getByTestId('change-email-submit'));
    expect(await screen.findAllByText("L'adresse e-mail actuelle ne correspond pas à celle de votre compte.")).not.toHaveLength(0);
    expect(
      await screen.findAllByText('Cette adresse e-mail est déjà utilisée., Veuillez saisir une adresse e-mail valide'),
    ).not.toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('e-mail in two steps (decision 118): the address moves only with the code mailed to the new one; a wrong code keeps the modal open', async () => {
    let codeTries = 0;
    const calls = mockApi({
      'auth.changeEmail': () => ({ status: 202, body: { newEmail: 'nouvelle@example.test' } }),
      'auth.confirmEmailChange': () =>
        (codeTries += 1) === 1
          ? { status: 400, body: { code: 'validation_failed', message: 'x', fieldErrors: { code: ['errors.email_code_invalid'] } } }
          : { status: 200, body: { email: 'nouvelle@example.test' } },
    });
    const onClose = vi.fn();
    renderWithProviders(<ChangeEmailModal opened onClose={onClose} />);
    await userEvent.type(await screen.findByTestId('change-email-old'), 'claire@example.test');
    await userEvent.type(screen.getByTestId('change-email-new'), 'nouvelle@example.test');
    await userEvent.type(screen.getByTestId('change-email-repeat'), 'nouvelle@example.test');
    await userEvent.type(screen.getByTestId('change-email-password'), 'Mot-de-passe-1');
    await userEvent.click(screen.getByTestId('change-email-submit'));
    // Step 2: the code, sent to the new address; nothing changed yet, the modal stays.
    expect(await screen.findByTestId('change-email-code-sent-to')).toHaveTextContent('nouvelle@example.test');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('change-email-code-submit')).toBeDisabled();
    await userEvent.type(screen.getByTestId('change-email-code-input'), '123456');
    await userEvent.click(screen.getByTestId('change-email-code-submit'));
    expect(await screen.findAllByText("Ce code n'est pas valide ou a expiré. Vérifiez-le ou demandez-en un nouveau.")).not.toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByTestId('change-email-code-input'));
    await userEvent.type(screen.getByTestId('change-email-code-input'), '654321');
    await userEvent.click(screen.getByTestId('change-email-code-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PATCH /api/change-email/',
      'POST /api/change-email/confirm/',
      'POST /api/change-email/confirm/',
    ]);
    expect(calls[2]).toMatchObject({ body: { code: '654321' } });
    expect(await screen.findByText('Votre adresse e-mail a bien été modifiée.')).toBeInTheDocument();
  });

  it('password: new one of 8 characters at least with four kinds of characters, repeat equal; success closes', async () => {
    const calls = mockApi({
      'auth.changePassword': () => ({ raw: new Response(null, { status: 204 }) }),
    });
    const onClose = vi.fn();
    renderWithProviders(<ChangePasswordModal opened onClose={onClose} />);
    await userEvent.type(await screen.findByTestId('change-password-old'), 'ancien-mot');
    await userEvent.type(screen.getByTestId('change-password-new'), 'court');
    expect(await screen.findByText('Ce champ ne contient pas assez de caractères')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('change-password-new'), 'aaaa');
    expect(
      await screen.findByText('Votre mot de passe doit contenir une minuscule, une majuscule, un chiffre et un caractère spécial'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('change-password-new'));
    await userEvent.type(screen.getByTestId('change-password-new'), 'Court-mais-1');
    await userEvent.type(screen.getByTestId('change-password-repeat'), 'Court-mais-1');
    await waitFor(() => expect(screen.getByTestId('change-password-submit')).toBeEnabled());
    await userEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/change-password/',
      body: { oldPassword: 'ancien-mot', newPassword: 'Court-mais-1' },
    });
    expect(await screen.findByText('Votre mot de passe a bien été modifié.')).toBeInTheDocument();
  });

  it('SIRET: digits only (sanitized on keyup), exactly 14 before the button works; server messages joined', async () => {
    mockApi({
      'account.changeSiret': () => ({
        status: 400,
        body: {
          code: 'siret_invalid',
          message: 'errors.siret_invalid',
          fieldErrors: { newSiret: ['errors.siret_invalid', 'errors.siret_taken'] },
        },
      }),
    });
    renderWithProviders(<ChangeSiretModal opened onClose={vi.fn()} current={null} />);
    const input = await screen.findByTestId('change-siret-input');
    await userEvent.type(input, '732 829 320');
    expect(input).toHaveValue('732829320');
    expect(await screen.findByText('Votre numéro SIRET doit faire 14 caractères')).toBeInTheDocument();
    expect(screen.getByTestId('change-siret-submit')).toBeDisabled();
    // 14 digits whose checksum holds (the one SIRET rule of every flow, decision 123).
    await userEvent.type(input, '00074');
    await userEvent.type(screen.getByTestId('change-siret-password'), 'mon-mot');
    await waitFor(() => expect(screen.getByTestId('change-siret-submit')).toBeEnabled());
    await userEvent.click(screen.getByTestId('change-siret-submit'));
    expect(
      await screen.findAllByText(
        "Ce numéro SIRET n'est pas valide., Ce numéro SIRET est déjà utilisé par un autre compte. S'il est celui de votre entreprise, écrivez-nous depuis la page Contact : nous vérifions et vous le rendons.",
      ),
    ).not.toHaveLength(0);
  });

  it('SIRET: asks the current password, sends it, and shows a wrong one on its field (decision 139)', async () => {
    const calls = mockApi({
      'account.changeSiret': () => ({
        status: 400,
        body: { code: 'wrong_password', message: 'Wrong password', fieldErrors: { password: ['errors.wrong_password'] } },
      }),
    });
    renderWithProviders(<ChangeSiretModal opened onClose={vi.fn()} current={null} />);
    expect(await screen.findByText('Mot de passe actuel')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('change-siret-input'), '73282932000074');
    // Without the password the button waits.
    await waitFor(() => expect(screen.getByTestId('change-siret-submit')).toBeDisabled());
    await userEvent.type(screen.getByTestId('change-siret-password'), 'pas-le-bon');
    await waitFor(() => expect(screen.getByTestId('change-siret-submit')).toBeEnabled());
    await userEvent.click(screen.getByTestId('change-siret-submit'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/change-siret/',
      body: { newSiret: '73282932000074', password: 'pas-le-bon' },
    });
    expect(await screen.findAllByText('Le mot de passe actuel est incorrect.')).not.toHaveLength(0);
  });
});
