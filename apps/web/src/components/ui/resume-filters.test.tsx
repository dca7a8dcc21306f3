import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { JobFilterSelect } from './resume-filters';

const LONG = 'Conseiller / Conseillère de vente en automobile et véhicules utilitaires';

describe('JobFilterSelect (issue 29, item 9: the job cut at 1280 and 390)', () => {
  it('takes the free width of its row rather than a fixed 320 px, and its list wraps long names', async () => {
    renderWithProviders(
      <JobFilterSelect
        jobs={[
          { id: 1, uuid: 'j1', name: LONG, count: 12, similarJobs: [] },
          { id: 2, uuid: 'j2', name: 'Vendeur', count: 3, similarJobs: [] },
        ]}
        value="j1"
        onChange={vi.fn()}
      />,
    );
    const input = screen.getByTestId('filter-job');
    const root = input.closest('.mantine-Select-root') as HTMLElement;
    expect(root).toHaveStyle({ flex: '1 1 320px', maxWidth: '100%' });
    expect(root.style.width).not.toBe('320px');
    expect(input).toHaveAttribute('title', `${LONG} (12)`);
    await userEvent.click(input);
    const option = await screen.findByRole('option', { name: `${LONG} (12)` });
    expect(option).toHaveStyle({ whiteSpace: 'normal' });
  });
});
