import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CriteriaPanel } from './criteria-panel';

const options = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, name: `Qualité ${i + 1}` }));

describe('CriteriaPanel', () => {
  it('enables Save only within the limits (1 to 5) and sends the choice', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <CriteriaPanel
        testId="p"
        title="Qualités personnelles"
        description=""
        groups={[{ key: 'personalQualities', options, min: 1, max: 5, error: 'Sélectionnez entre 1 et 5 qualités personnelles.' }]}
        values={{ personalQualities: [] }}
        saved={false}
        onSave={onSave}
      />,
    );
    const save = screen.getByTestId('p-save');
    expect(save).toBeDisabled();
    for (const i of [1, 2, 3, 4, 5, 6]) await userEvent.click(screen.getByText(`Qualité ${i}`));
    expect(save).toBeDisabled();
    expect(screen.getByText('Sélectionnez entre 1 et 5 qualités personnelles.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Qualité 6'));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({ personalQualities: [1, 2, 3, 4, 5] });
  });
});
