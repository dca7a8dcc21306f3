import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { HeadhunterForm } from './headhunter-form';

afterEach(() => vi.unstubAllGlobals());

const typeCode = async (code: string) => {
  const boxes = within(await screen.findByTestId('headhunter-email-code')).getAllByRole('textbox');
  await userEvent.click(boxes[0]!);
  await userEvent.keyboard(code);
};

describe('registration e-mail code (decision 078)', () => {
  it('asks for a code, exchanges it for the proof the registration sends, and drops the proof when the e-mail changes', async () => {
    const calls = mockApi({
      'registration.sendEmailCode': () => ({ raw: new Response(null, { status: 204 }) }),
      'registration.checkEmailCode': ({ body }) =>
        (body as { code: string }).code === '424242'
          ? { status: 200, body: { emailProof: 'proof-for-claire' } }
          : { status: 400, body: { code: 'validation_failed', message: 'x', fieldErrors: { code: ['errors.email_code_invalid'] } } },
    });
    renderRoutes([{ path: '/app/register/1', element: <HeadhunterForm /> }], '/app/register/1');
    const send = screen.getByTestId('headhunter-email-code-send');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByTestId('headhunter-email'), 'Claire@Example.test');
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    expect(await screen.findByText(/Nous avons envoyé un code à claire@example\.test\. Il est valable 30 minutes/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/registration/email-code/')?.body).toEqual({ email: 'claire@example.test' });

    await typeCode('111111');
    expect(await screen.findByText("Ce code n'est pas valide ou a expiré. Vérifiez-le ou demandez-en un nouveau.")).toBeInTheDocument();
    await typeCode('424242');
    expect(await screen.findByTestId('headhunter-email-confirmed')).toHaveTextContent('Adresse e-mail confirmée');

    // Another address needs its own code.
    await userEvent.type(screen.getByTestId('headhunter-email'), 'x');
    expect(await screen.findByTestId('headhunter-email-code-send')).toBeInTheDocument();
    expect(screen.queryByTestId('headhunter-email-confirmed')).not.toBeInTheDocument();
  });

  it('does not register without the confirmed e-mail, and says why', async () => {
    const calls = mockApi({});
    renderRoutes([{ path: '/app/register/1', element: <HeadhunterForm /> }], '/app/register/1');
    await userEvent.type(screen.getByTestId('headhunter-email'), 'claire@example.test');
    await userEvent.type(screen.getByTestId('headhunter-password'), 'Chasse-2026!');
    await userEvent.type(screen.getByTestId('headhunter-password-repeat'), 'Chasse-2026!');
    await userEvent.click(screen.getByTestId('headhunter-submit'));
    expect(await screen.findByText('Confirmez votre adresse e-mail avec le code reçu.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/recruiter/headhunter/')).toHaveLength(0);
  });
});
