import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { QrCodeModal } from './qr-code-modal';

afterEach(() => vi.unstubAllGlobals());

const ADDRESS = { uuid: '6f1c2b1e-8a0e-4c37-9f55-0d3d3c1b9a11', name: 'Boulangerie du Port' };

describe('QrCodeModal: the apply link beside the candidate code (walk, decision 164)', { timeout: 30_000 }, () => {
  it('shows the address the candidate code opens, copies it, and hides it for the recruiter code', async () => {
    mockApi({});
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<QrCodeModal opened onClose={() => undefined} address={ADDRESS} showPageLink={false} />);
    const link = await screen.findByTestId('qr-code-apply-link');
    const expected = `${window.location.origin}/app/addresses/${ADDRESS.uuid}/apply`;
    expect(link).toHaveValue(expected);
    expect(link).toHaveAttribute('readonly');
    await userEvent.click(screen.getByTestId('qr-code-copy-link'));
    expect(writeText).toHaveBeenCalledWith(expected);
    expect(await screen.findByText('Lien copié')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Recruteur'));
    await waitFor(() => expect(screen.queryByTestId('qr-code-apply-link')).toBeNull());
  });
});
