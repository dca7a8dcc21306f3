import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '@/lib/auth';
import { markSignedIn } from '@/lib/cookies';
import { jsonResponse, mockApi } from '@/test/fetch';
import { ADDRESS_SUBSCRIPTION_PRODUCT } from '@/test/products';
import { profile } from '@/test/profiles';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { ResetPage } from './reset-page';

afterEach(() => vi.unstubAllGlobals());

const PRODUCTS = { results: [ADDRESS_SUBSCRIPTION_PRODUCT] };

function open(content: null | undefined) {
  markSignedIn();
  mockApi({ 'GET /api/products/': () => jsonResponse(200, PRODUCTS) });
  const franchisee = profile();
  const site = { ...franchisee.recruiter.addresses[0]!, name: 'Nouveau site', ...(content === null ? { content: null } : {}) };
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(profileQueryKey, { ...franchisee, recruiter: { ...franchisee.recruiter, addresses: [site] } });
  renderRoutes([{ path: '/reset', element: <ResetPage /> }], '/reset', queryClient);
}

describe('the reset screen of a franchise site (issue 29, item 16)', { timeout: 30_000 }, () => {
  it('keeps "Payer et activer" disabled, with its reason in view, until the site is completed', async () => {
    open(null);
    await waitFor(() => expect(screen.getAllByTestId('subscription-offer').length).toBeGreaterThan(0));
    expect(screen.getByTestId('reset-pay')).toBeDisabled();
    expect(screen.getByTestId('reset-pay-reason')).toHaveTextContent('Le paiement s’ouvre quand le site « Nouveau site » est complété');
    expect(screen.getByTestId('reset-complete-site-link')).toBeInTheDocument();
  });

  it('opens the payment of a completed site', async () => {
    open(undefined);
    await waitFor(() => expect(screen.getByTestId('reset-pay')).toBeEnabled());
    expect(screen.queryByTestId('reset-pay-reason')).toBeNull();
  });
});
