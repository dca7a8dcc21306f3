import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/components/providers';
import { createI18n } from '@/lib/i18n';
import { jsonResponse, mockApi } from '@/test/fetch';
import { createTestQueryClient } from '@/test/render';
import { ALL_ENGLISH_TEXTS, ALL_TEXTS } from '@/test/texts';
import { ActivitySectorField } from './activity-sector-field';

afterEach(() => vi.unstubAllGlobals());

const SECTORS = [
  { id: 1, name: 'Hôtellerie-restauration' },
  { id: 2, name: 'Boulangerie-pâtisserie' },
  { id: 3, name: 'Transport et logistique' },
];

function setup(language: 'fr' | 'en') {
  const calls = mockApi({ 'GET /api/activity-sectors/': () => jsonResponse(200, { count: SECTORS.length, results: SECTORS }) });
  const onChange = vi.fn();
  render(
    <Providers queryClient={createTestQueryClient()} i18n={createI18n(language, ALL_TEXTS, ALL_ENGLISH_TEXTS)} env="test">
      <ActivitySectorField value={null} onChange={onChange} testId="sector" />
    </Providers>,
  );
  return { calls, onChange };
}

describe('ActivitySectorField (decision 143)', { timeout: 30_000 }, () => {
  it('shows its whole list on focus, before anything is typed', async () => {
    const { calls } = setup('fr');
    await userEvent.click(screen.getByTestId('sector'));
    const options = await screen.findAllByTestId('sector-suggestion');
    expect(options.map((o) => o.textContent)).toEqual(['Boulangerie-pâtisserie', 'Hôtellerie-restauration', 'Transport et logistique']);
    expect(calls.filter((c) => c.path === '/api/activity-sectors/')).toHaveLength(1);
  });

  it('says and finds the sectors in English on English pages', async () => {
    const { onChange } = setup('en');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('sector'));
    expect((await screen.findAllByTestId('sector-suggestion')).map((o) => o.textContent)).toContain('Hotels and restaurants');
    await user.type(screen.getByTestId('sector'), 'hotel');
    const options = await screen.findAllByTestId('sector-suggestion');
    expect(options.map((o) => o.textContent)).toEqual(['Hotels and restaurants']);
    await user.click(options[0]!);
    expect(onChange).toHaveBeenCalledWith(SECTORS[0]);
  });
});
