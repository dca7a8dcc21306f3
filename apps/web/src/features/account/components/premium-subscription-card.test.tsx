import type { SubscriptionInfo } from '@app/contracts/orders';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { PremiumSubscriptionCard } from './premium-subscription-card';

afterEach(() => vi.unstubAllGlobals());

const plan = (overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo => ({
  uuid: '3f0c6a43-5b7e-4d39-9d8e-6a0f2b9c1d11',
  status: 'active',
  product: { id: 5, code: 'premium_headhunter', name: 'Abonnement chasseur de têtes premium' },
  price: { id: 9, unitAmount: 120_000, intervalMonths: 12 },
  address: null,
  currentPeriodStart: '2026-11-28T10:00:00.000Z',
  currentPeriodEnd: '2027-11-28T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  ...overrides,
});
const plain = (id: string) => screen.getByTestId(id).textContent?.replace(/[\u202f\u00a0]/g, ' ');

describe('PremiumSubscriptionCard (issue 29: a premium head-hunter sees and stops the plan)', () => {
  it('shows the plan, its price a month and a year with and without VAT, the renewal date and the invoices; stopping asks, then says until when', async () => {
    let stopped = false;
    const calls = mockApi({
      'subscriptions.listSubscriptions': () => ({ status: 200, body: { results: [plan({ cancelAtPeriodEnd: stopped })] } }),
      'subscriptions.cancelSubscription': () => {
        stopped = true;
        return { raw: new Response(null, { status: 204 }) };
      },
    });
    renderWithProviders(<PremiumSubscriptionCard />);
    expect(await screen.findByTestId('premium-subscription')).toHaveAttribute('data-state', 'renews');
    expect(plain('premium-subscription-price')).toBe('100 € HT / mois, facturé 1 200 € HT par an, soit 1 440 € TTC');
    expect(plain('premium-subscription-period')).toBe('Prochain renouvellement le 28 novembre 2027');
    expect(screen.getByTestId('premium-subscription-invoices')).toHaveAttribute('href', '#factures');

    await userEvent.click(screen.getByTestId('premium-stop-open'));
    expect(await screen.findByText(/reste actif jusqu'au 28 novembre 2027/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('premium-stop-confirm'));
    await vi.waitFor(() => expect(screen.getByTestId('premium-subscription')).toHaveAttribute('data-state', 'ending'));
    expect(plain('premium-subscription-period')).toBe("Actif jusqu'au 28 novembre 2027, puis non renouvelé");
    expect(screen.queryByTestId('premium-stop-open')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('a stopped plan still running can be restarted: one call, then it says when it renews (decision 136)', async () => {
    let stopped = true;
    const calls = mockApi({
      'subscriptions.listSubscriptions': () => ({ status: 200, body: { results: [plan({ cancelAtPeriodEnd: stopped })] } }),
      'subscriptions.resumeSubscription': () => {
        stopped = false;
        return { raw: new Response(null, { status: 204 }) };
      },
    });
    renderWithProviders(<PremiumSubscriptionCard />);
    expect(await screen.findByTestId('premium-subscription')).toHaveAttribute('data-state', 'ending');
    await userEvent.click(screen.getByTestId('premium-resume'));
    await vi.waitFor(() => expect(screen.getByTestId('premium-subscription')).toHaveAttribute('data-state', 'renews'));
    expect(plain('premium-subscription-period')).toBe('Prochain renouvellement le 28 novembre 2027');
    expect(screen.queryByTestId('premium-resume')).toBeNull();
    expect(screen.getByTestId('premium-stop-open')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('an ended plan offers neither stop nor restart', async () => {
    mockApi({
      'subscriptions.listSubscriptions': () => ({
        status: 200,
        body: { results: [plan({ status: 'canceled', cancelAtPeriodEnd: true })] },
      }),
    });
    renderWithProviders(<PremiumSubscriptionCard />);
    expect(await screen.findByTestId('premium-subscription')).toHaveAttribute('data-state', 'ended');
    expect(screen.queryByTestId('premium-resume')).toBeNull();
    expect(screen.queryByTestId('premium-stop-open')).toBeNull();
  });

  it('shows nothing without a premium plan (an address subscription is shown on its address)', async () => {
    const calls = mockApi({
      'subscriptions.listSubscriptions': () => ({
        status: 200,
        body: { results: [plan({ product: { id: 7, code: 'address_subscription', name: 'Essentiel' }, address: 'a-1' })] },
      }),
    });
    const { container } = renderWithProviders(<PremiumSubscriptionCard />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(container.querySelector('[data-testid="premium-subscription"]')).toBeNull();
  });
});
