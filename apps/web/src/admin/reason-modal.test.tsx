import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ReasonModal } from './reason-modal';

/** One reason dialog for the back office (issue 30 item 6): the money screens, the refund, the support's suspension. */
describe('ReasonModal', () => {
  it("asks 3 characters at least, sends the trimmed reason, words the field as the screen says and shows the screen's failure", async () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <ReasonModal
        title="Rembourser"
        text="Rembourser 12,00 € ?"
        reasonLabel="Motif (pour le journal d'audit)"
        confirm="Rembourser"
        pending={false}
        error={null}
        onConfirm={onConfirm}
        onClose={() => undefined}
      >
        <p>La suspension n'a pas abouti.</p>
      </ReasonModal>,
    );
    const reason = await screen.findByLabelText(/Motif \(pour le journal d'audit\)/);
    expect(screen.getByTestId('reason')).toBe(reason);
    expect(screen.getByText("La suspension n'a pas abouti.")).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Rembourser' });
    await userEvent.type(reason, '  ab');
    expect(confirm).toBeDisabled();
    await userEvent.type(reason, 'c  ');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('abc');
  });

  it("keeps the money screens' wording when the screen gives none", async () => {
    renderWithProviders(
      <ReasonModal title="Bloquer" confirm="Bloquer" pending={false} error="Échec" onConfirm={() => undefined} onClose={() => undefined} />,
    );
    expect(await screen.findByLabelText(/Motif \(écrit dans le journal d'audit\)/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Échec');
  });
});
