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

  it('shows a long list as the skills that fit the job plus a search, never a wall of chips (issue 11, item 9)', async () => {
    const long = Array.from({ length: 60 }, (_, i) => ({
      id: i + 1,
      name: `Compétence ${String(i + 1).padStart(2, '0')}`,
      suggested: i >= 50 && i < 55,
    }));
    const onSave = vi.fn();
    renderWithProviders(
      <CriteriaPanel
        testId="k"
        title="Connaissances"
        description=""
        groups={[{ key: 'professionalKnowledge', options: long, min: 1, max: 10, error: 'x' }]}
        values={{ professionalKnowledge: [] }}
        saved={false}
        onSave={onSave}
      />,
    );
    // Only the five suggested skills as chips.
    expect(screen.getAllByTestId('k-option').map((c) => c.textContent)).toEqual([
      'Compétence 51',
      'Compétence 52',
      'Compétence 53',
      'Compétence 54',
      'Compétence 55',
    ]);
    // Another one through the search: it becomes a chosen chip.
    await userEvent.type(screen.getByPlaceholderText('Rechercher une autre compétence'), 'Compétence 07');
    await userEvent.click(await screen.findByRole('option', { name: 'Compétence 07' }));
    expect(screen.getAllByTestId('k-option')).toHaveLength(6);
    await userEvent.click(screen.getByText('Compétence 52'));
    await userEvent.click(screen.getByTestId('k-save'));
    expect(onSave).toHaveBeenCalledWith({ professionalKnowledge: [7, 52] });
  });

  it('shows no red before the list is touched; emptied again, it says what it lacks (issue 29)', async () => {
    renderWithProviders(
      <CriteriaPanel
        testId="p"
        title="Qualités personnelles"
        description=""
        groups={[{ key: 'personalQualities', options, min: 1, max: 5, error: 'Sélectionnez entre 1 et 5 qualités personnelles.' }]}
        values={{ personalQualities: [] }}
        saved={false}
        onSave={vi.fn()}
      />,
    );
    const red = (el: HTMLElement) => (el.getAttribute('style') ?? '').includes('red');
    expect(red(screen.getByTestId('p-count'))).toBe(false);
    expect(screen.queryByText('Sélectionnez entre 1 et 5 qualités personnelles.')).toBeNull();
    await userEvent.click(screen.getByText('Qualité 1'));
    await userEvent.click(screen.getByText('Qualité 1'));
    expect(red(screen.getByTestId('p-count'))).toBe(true);
    expect(screen.getByText('Sélectionnez entre 1 et 5 qualités personnelles.')).toBeInTheDocument();
  });
});
