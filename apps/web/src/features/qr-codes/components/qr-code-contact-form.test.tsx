import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { QrCodeContactForm } from './qr-code-contact-form';

afterEach(() => vi.unstubAllGlobals());

describe('QrCodeContactForm (spec section 5)', () => {
  it('needs a valid e-mail and a message of at most 500 characters; send disabled while invalid', async () => {
    mockApi({});
    renderWithProviders(<QrCodeContactForm defaultEmail="claire@example.test" />);
    expect(screen.getByTestId('qr-contact-submit')).toBeDisabled();
    expect(screen.getByText('500 caractères maximum')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('qr-contact-message'), { target: { value: 'x'.repeat(501) } });
    expect(await screen.findByText('Ce champ contient trop de caractères')).toBeInTheDocument();
    expect(screen.getByTestId('qr-contact-submit')).toBeDisabled();
    fireEvent.change(screen.getByTestId('qr-contact-message'), { target: { value: 'x'.repeat(500) } });
    await waitFor(() => expect(screen.getByTestId('qr-contact-submit')).toBeEnabled());
    await userEvent.clear(screen.getByTestId('qr-contact-email'));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(screen.getByTestId('qr-contact-submit')).toBeDisabled();
  });

  it('sends, confirms and locks the button for 3 seconds; a failure shows the spec error', async () => {
    let fail = false;
    const calls = mockApi({
      'qrCodes.contactSales': () =>
        fail ? { status: 500, body: { code: 'internal_error', message: 'x' } } : { raw: new Response(null, { status: 204 }) },
    });
    renderWithProviders(<QrCodeContactForm defaultEmail="claire@example.test" />);
    await userEvent.type(screen.getByTestId('qr-contact-message'), 'Bonjour');
    await userEvent.click(screen.getByTestId('qr-contact-submit'));
    expect(await screen.findByText('Votre message a bien été envoyé.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/qr-code-contact/',
      body: { email: 'claire@example.test', message: 'Bonjour' },
    });
    await userEvent.type(screen.getByTestId('qr-contact-message'), 'Encore');
    expect(screen.getByTestId('qr-contact-submit')).toBeDisabled();
    fail = true;
    await waitFor(() => expect(screen.getByTestId('qr-contact-submit')).toBeEnabled(), { timeout: 4000 });
    await userEvent.click(screen.getByTestId('qr-contact-submit'));
    expect(await screen.findByText("Une erreur s'est produite lors de l'envoi de votre message.")).toBeInTheDocument();
  });
});
