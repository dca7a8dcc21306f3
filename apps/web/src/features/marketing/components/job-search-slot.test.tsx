import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { mockApi } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { JobSearchSlot, registrationUrl } from './job-search-slot';

afterEach(() => vi.unstubAllGlobals());

const hits = [
  {
    id: 7,
    uuid: '00000000-0000-4000-8000-000000000007',
    name: 'Boulanger / Boulangère',
    _formatted: { name: '<em>Boulang</em>er / <em>Boulang</em>ère' },
  },
];

describe('JobSearchSlot', () => {
  it('searches from 3 characters, blocks the form until a suggestion is picked, then goes to registration step 1', async () => {
    const calls = mockApi({
      'referenceLists.searchJobTitles': () => ({ status: 200, body: { hits } }),
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderWithProviders(<JobSearchSlot />);
    const input = screen.getByTestId('job-search-input');
    await userEvent.type(input, 'bo');
    await new Promise((r) => setTimeout(r, 300));
    expect(calls).toHaveLength(0);
    await userEvent.type(input, 'ulang');
    await userEvent.click(screen.getByTestId('job-search-submit'));
    expect(screen.getByTestId('job-search-error')).toHaveTextContent(
      'Veuillez sélectionner un métier dans la liste des suggestions avant de valider.',
    );
    expect(assign).not.toHaveBeenCalled();
    await userEvent.click(input);
    await userEvent.click(await screen.findByTestId('job-search-suggestion'));
    expect(assign).toHaveBeenCalledWith('/app/register/1/?job=Boulanger+%2F+Boulang%C3%A8re&jobId=7&type=decouverte');
  });

  it('builds the registration link with the job picked (name and id) and the decouverte type by default', () => {
    expect(registrationUrl({ id: 12, name: 'Serveur' })).toBe('/app/register/1/?job=Serveur&jobId=12&type=decouverte');
  });
});
