import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '@/lib/auth';
import { markSignedIn } from '@/lib/cookies';
import { mockApi } from '@/test/fetch';
import * as demo from '@/test/profiles';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { BusinessUnitsPage } from './business-units-page';

afterEach(() => vi.unstubAllGlobals());

const units = [
  {
    id: 4,
    name: 'Cuisine',
    address: 1,
    jobs: [
      { id: 1, uuid: 'u1', name: 'Cuisinier', active: true },
      { id: 2, uuid: 'u2', name: 'Plongeur', active: true },
    ],
  },
  { id: 5, name: 'Salle', address: 1, jobs: [] },
];

function setup(profile: typeof demo.standard, deleteStatus = 204) {
  markSignedIn();
  const calls = mockApi({
    'businessUnits.listBusinessUnits': () => ({ status: 200, body: { results: units } }),
    'businessUnits.deleteBusinessUnit': () =>
      deleteStatus === 204
        ? { raw: new Response(null, { status: 204 }) }
        : { status: deleteStatus as 500, body: { code: 'internal_error', message: 'x' } },
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(profileQueryKey, profile);
  renderRoutes([{ path: '/business-unit', element: <BusinessUnitsPage /> }], '/business-unit', queryClient);
  return calls;
}

describe('BusinessUnitsPage', { timeout: 30_000 }, () => {
  it('shows each unit with its name and job count', async () => {
    setup(demo.premium);
    const cards = await screen.findAllByTestId('business-unit-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Cuisine');
    expect(cards[0]).toHaveTextContent('2 métiers');
    expect(cards[1]).toHaveTextContent('0 métier');
  });

  it("deletes a unit with 'Pôle d’activité supprimé avec succès'", async () => {
    const user = userEvent.setup();
    const calls = setup(demo.premium);
    await user.click((await screen.findAllByTestId('business-unit-delete'))[0]!);
    await user.click(await screen.findByTestId('delete-business-unit-confirm'));
    expect(await screen.findByText('Pôle d’activité supprimé avec succès')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/business-units/4')).toBe(true);
  });

  it("says 'Erreur lors de la suppression du pôle d’activité' when the deletion fails", async () => {
    const user = userEvent.setup();
    setup(demo.premium, 500);
    await user.click((await screen.findAllByTestId('business-unit-delete'))[0]!);
    await user.click(await screen.findByTestId('delete-business-unit-confirm'));
    expect(await screen.findByText('Erreur lors de la suppression du pôle d’activité')).toBeInTheDocument();
  });

  it('is not offered to a standard recruiter (spec section 6)', async () => {
    const calls = setup(demo.standard);
    expect(await screen.findByTestId('business-units-unavailable')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/business-units/')).toHaveLength(0));
  });
});
