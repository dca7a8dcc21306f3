import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useImperativeHandle } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ContactForm } from './contact-form';

// The captcha's proof of work is the browser's (journey site.e2e.ts); here it answers at once.
vi.mock('./captcha-field', () => ({
  CaptchaField: forwardRef(function CaptchaField(_props, ref) {
    useImperativeHandle(ref, () => ({ answer: () => Promise.resolve('solved'), reset: () => {} }));
    return null;
  }),
}));

afterEach(() => vi.unstubAllGlobals());

const fill = async () => {
  await userEvent.type(screen.getByTestId('contact-email'), 'lea@example.test');
  await userEvent.type(
    screen.getByTestId('contact-message').querySelector('textarea') ?? screen.getByTestId('contact-message'),
    'Bonjour, une question.',
  );
  await userEvent.click(screen.getByTestId('contact-submit'));
};

describe('ContactForm', () => {
  it('says when too many messages were sent and when to try again, not the generic error (issue 29)', async () => {
    mockApi({
      'contact.sendMessage': () => ({ status: 429, body: { code: 'rate_limited', message: 'Too many requests', retryAfterSeconds: 540 } }),
    });
    renderWithProviders(<ContactForm />);
    await fill();
    expect(await screen.findByTestId('contact-error')).toHaveTextContent(
      'Trop de messages envoyés depuis votre connexion. Réessayez dans 9 minutes.',
    );
  });

  it('keeps the specification’s text for any other failure', async () => {
    mockApi({
      'contact.sendMessage': () => ({ status: 500, body: { code: 'internal_error', message: 'boom' } }),
    });
    renderWithProviders(<ContactForm />);
    await fill();
    expect(await screen.findByTestId('contact-error')).toHaveTextContent("Erreur pendant l'envoi du formulaire");
  });
});
