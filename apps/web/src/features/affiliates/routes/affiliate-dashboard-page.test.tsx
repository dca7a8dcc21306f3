import type { AffiliateDashboard } from '@app/contracts/affiliates';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '@/lib/auth';
import { clearSessionCookies, markSignedIn } from '@/lib/cookies';
import { jsonResponse, mockApi } from '@/test/fetch';
import { affiliate, premium } from '@/test/profiles';
import { createQueryClient } from '@/lib/query-client';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { AffiliateDashboardPage, prefetch } from './affiliate-dashboard-page';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionCookies();
});

const month = (m: string, payout: AffiliateDashboard['history'][number]['payout']) => ({
  month: m,
  signUps: 2,
  resumesSold: 10,
  earningsCents: 3200,
  payout,
});

const dashboard: AffiliateDashboard = {
  month: '2026-12-01',
  signUps: { thisMonth: 0, total: 6 },
  resumesSold: { thisMonth: 0, total: 30 },
  earnings: { thisMonthCents: 0, carriedOverCents: 0, unpaidCents: 0, totalCents: 9600 },
  threshold: { resumesSold: 10, reached: true, remaining: 0 },
  nextPayoutDate: '2027-01-03',
  payoutReady: true,
  bankDetailsComplete: true,
  bankDetailsIssue: null,
  bankDetailsHeldUntil: null,
  history: [
    month('2026-12-01', null),
    // Put in the SEPA file at 00:30 in Paris on 3 December: still 2 December in UTC.
    month('2026-11-01', {
      amountCents: 3200,
      status: 'scheduled',
      payoutDate: '2026-12-03',
      paidAt: null,
      sentAt: '2026-12-02T23:30:00.000Z',
    }),
    // Not in a file yet (e.g. its IBAN failed the check).
    month('2026-10-01', { amountCents: 3250, status: 'scheduled', payoutDate: '2026-11-03', paidAt: null, sentAt: null }),
  ],
  kit: { status: 'none', orderUuid: null, paidAt: null, deliveryDate: null, delivered: false },
  signupUrl: 'http://localhost:3000/app/candidate-signup?affiliate=00000000-0000-0000-0000-000000000000',
};

describe('AffiliateDashboardPage', () => {
  it('asks for its figures and QR code as soon as the profile says an affiliate opens it, and the page then asks nothing more (issue 15)', async () => {
    const calls = mockApi({
      'GET /api/affiliate/dashboard/': () => jsonResponse(200, dashboard),
      'GET /api/affiliate/qrcode/': () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } }),
    });
    markSignedIn();
    await prefetch(createQueryClient(), new URL('http://localhost/app/affiliate/dashboard'), premium);
    expect(calls).toHaveLength(0);
    const queryClient = createQueryClient();
    queryClient.setQueryData(profileQueryKey, affiliate);
    await prefetch(queryClient, new URL('http://localhost/app/affiliate/dashboard'), affiliate);
    expect(calls.map((c) => c.path).sort()).toEqual(['/api/affiliate/dashboard/', '/api/affiliate/qrcode/']);
    renderRoutes([{ path: '/affiliate/dashboard', Component: AffiliateDashboardPage }], '/affiliate/dashboard', queryClient);
    await screen.findByTestId('affiliate-history');
    expect(calls).toHaveLength(2);
  });

  it('shows each payout with its amount, sent with the date it was sent (in France), or pending', async () => {
    mockApi({ 'GET /api/affiliate/dashboard/': () => jsonResponse(200, dashboard) });
    markSignedIn();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(profileQueryKey, affiliate);
    renderRoutes([{ path: '/affiliate/dashboard', Component: AffiliateDashboardPage }], '/affiliate/dashboard', queryClient);

    const history = await screen.findByTestId('affiliate-history');
    const row = (m: string) =>
      within(history)
        .getAllByTestId('affiliate-history-row')
        .find((r) => r.dataset.month === m)!;

    const sent = row('2026-11-01');
    expect(within(sent).getByTestId('affiliate-payout-amount')).toHaveTextContent(/^32,00\s€$/);
    expect(within(sent).getByTestId('affiliate-payout-sent')).toHaveTextContent('Virement envoyé le 3 décembre 2026');
    expect(within(sent).queryByTestId('affiliate-payout-pending')).toBeNull();

    const pending = row('2026-10-01');
    expect(within(pending).getByTestId('affiliate-payout-amount')).toHaveTextContent(/^32,50\s€$/);
    expect(within(pending).getByTestId('affiliate-payout-pending')).toHaveTextContent('En attente de virement');
    expect(within(pending).getByText('prévu le 3 novembre 2026')).toBeInTheDocument();
    expect(within(pending).queryByTestId('affiliate-payout-sent')).toBeNull();

    expect(within(row('2026-12-01')).queryByTestId('affiliate-payout-amount')).toBeNull();
  });

  it('says why payouts wait: a holder name a transfer cannot carry, a change of bank details held until its end (decision 116)', async () => {
    const held = { ...dashboard, bankDetailsComplete: false, payoutReady: false, bankDetailsIssue: 'account_holder_name_unusable' as const, bankDetailsHeldUntil: '2026-12-05T12:00:00.000Z' };
    mockApi({ 'GET /api/affiliate/dashboard/': () => jsonResponse(200, held) });
    markSignedIn();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(profileQueryKey, affiliate);
    renderRoutes([{ path: '/affiliate/dashboard', Component: AffiliateDashboardPage }], '/affiliate/dashboard', queryClient);
    expect(await screen.findByTestId('affiliate-bank-missing')).toHaveTextContent('Le nom du titulaire du compte ne peut pas être écrit dans un virement bancaire');
    expect(screen.getByTestId('affiliate-bank-held')).toHaveTextContent("vos virements sont suspendus jusqu'au 5 décembre 2026 à 13:00");
  });
});
