import type { AffiliateDashboard } from '@app/contracts/affiliates';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '@/lib/auth';
import { clearSessionCookies, markSignedIn } from '@/lib/cookies';
import { mockApi } from '@/test/fetch';
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
  earnings: {
    thisMonthCents: 0,
    thisMonthSignUpsCents: 0,
    thisMonthResumeSalesCents: 0,
    carriedOverCents: 0,
    unpaidCents: 0,
    totalCents: 9600,
  },
  threshold: { resumesSold: 10, reached: true, remaining: 0 },
  nextPayout: { status: 'nothing_due', date: '2027-01-03', closesMonth: '2026-12-01', amountCents: 0, waitingCents: 0 },
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
  kit: {
    status: 'paid',
    orderUuid: 'o1',
    paidAt: '2026-06-01T10:00:00.000Z',
    deliveryDate: '2026-06-08',
    delivered: true,
    coversToday: true,
    coversUntil: '2027-06-01T10:00:00.000Z',
  },
  signupUrl: 'http://localhost:3000/app/candidate-signup?affiliate=00000000-0000-0000-0000-000000000000',
};

describe('AffiliateDashboardPage', () => {
  it('asks for its figures and QR code as soon as the profile says an affiliate opens it, and the page then asks nothing more (issue 15)', async () => {
    const calls = mockApi({
      'affiliates.getDashboard': () => ({ status: 200, body: dashboard }),
      'affiliates.getQrCode': () => ({
        raw: new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } }),
      }),
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
    mockApi({
      'affiliates.getDashboard': () => ({ status: 200, body: dashboard }),
    });
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
    const held = {
      ...dashboard,
      bankDetailsComplete: false,
      bankDetailsIssue: 'account_holder_name_unusable' as const,
      bankDetailsHeldUntil: '2026-12-05T12:00:00.000Z',
    };
    mockApi({
      'affiliates.getDashboard': () => ({ status: 200, body: held }),
    });
    markSignedIn();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(profileQueryKey, affiliate);
    renderRoutes([{ path: '/affiliate/dashboard', Component: AffiliateDashboardPage }], '/affiliate/dashboard', queryClient);
    expect(await screen.findByTestId('affiliate-bank-missing')).toHaveTextContent(
      'Le nom du titulaire du compte ne peut pas être écrit dans un virement bancaire',
    );
    expect(screen.getByTestId('affiliate-bank-held')).toHaveTextContent("vos virements attendent jusqu'au 5 décembre 2026 à 13:00");
    // Details set but unusable are to correct, not "à compléter" (issue 29).
    expect(screen.getByTestId('affiliate-bank-missing')).toHaveTextContent('Coordonnées bancaires à corriger');
    expect(screen.getByTestId('affiliate-bank-missing')).not.toHaveTextContent('à compléter');
  });

  it('says "à compléter" when the bank details are missing', async () => {
    const missing = { ...dashboard, bankDetailsComplete: false, bankDetailsIssue: 'iban_missing' as const };
    mockApi({ 'affiliates.getDashboard': () => ({ status: 200, body: missing }) });
    markSignedIn();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(profileQueryKey, affiliate);
    renderRoutes([{ path: '/affiliate/dashboard', Component: AffiliateDashboardPage }], '/affiliate/dashboard', queryClient);
    expect(await screen.findByTestId('affiliate-bank-missing')).toHaveTextContent('Coordonnées bancaires à compléter');
  });

  const render = async (d: AffiliateDashboard) => {
    mockApi({
      'affiliates.getDashboard': () => ({ status: 200, body: d }),
    });
    markSignedIn();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(profileQueryKey, affiliate);
    renderRoutes([{ path: '/affiliate/dashboard', Component: AffiliateDashboardPage }], '/affiliate/dashboard', queryClient);
    return screen.findByTestId('affiliate-dashboard');
  };

  it('an expired or unpaid kit says what to do and shows no QR code (decision 128)', async () => {
    const expired = await render({ ...dashboard, kit: { ...dashboard.kit, coversToday: false, coversUntil: '2026-06-01T10:00:00.000Z' } });
    expect(within(expired).getByTestId('affiliate-kit-unpaid')).toHaveTextContent("Votre kit couvrait jusqu'au 1er juin 2026");
    expect(within(expired).getByTestId('affiliate-kit-pay')).toHaveAttribute('href', expect.stringContaining('/recruiter/reset'));
    expect(within(expired).queryByTestId('affiliate-qr')).toBeNull();
  });

  it('a kit never paid says so', async () => {
    const unpaid = await render({
      ...dashboard,
      kit: {
        status: 'pending',
        orderUuid: 'o2',
        paidAt: null,
        deliveryDate: null,
        delivered: false,
        coversToday: false,
        coversUntil: null,
      },
    });
    expect(within(unpaid).getByTestId('affiliate-kit-unpaid')).toHaveTextContent("Votre kit n'est pas payé");
  });

  it('below the threshold announces no transfer: what waits and when it will be paid (was "Encore 7 CV…" beside "Prochain virement le 3 décembre · 28,00 €")', async () => {
    await render({
      ...dashboard,
      resumesSold: { thisMonth: 1, total: 3 },
      earnings: {
        thisMonthCents: 1400,
        thisMonthSignUpsCents: 300,
        thisMonthResumeSalesCents: 1100,
        carriedOverCents: 1400,
        unpaidCents: 2800,
        totalCents: 2800,
      },
      threshold: { resumesSold: 10, reached: false, remaining: 7 },
      nextPayout: { status: 'below_threshold', date: '2026-12-03', closesMonth: '2026-11-01', amountCents: 0, waitingCents: 2800 },
    });
    expect(screen.getByTestId('affiliate-threshold-status')).toHaveTextContent('Encore 7 CV vendus avant votre premier virement.');
    // Progress is a count: a "30 %" beside "Votre rémunération" read as a commission rate (walk, decision 164).
    expect(within(screen.getByTestId('affiliate-threshold')).queryByText(/^\d+\s?%$/)).toBeNull();
    const next = screen.getByTestId('affiliate-next-payout');
    expect(next).toHaveTextContent(
      /^28,00\s€ gagnés vous attendent : ils seront versés le 3 du mois qui suit celui où vous atteindrez 10 CV vendus\.$/,
    );
    expect(next).not.toHaveTextContent('Prochain virement');
    // The month's tile is captioned by what makes it up (was "1,00 € par inscription" under 14,00 €).
    expect(screen.getByTestId('affiliate-earnings-month-value')).toHaveTextContent(/^14,00\s€$/);
    expect(screen.getByTestId('affiliate-earnings-month-hint')).toHaveTextContent(/^3,00\s€ d'inscriptions · 11,00\s€ de CV vendus$/);
  });

  it('a scheduled transfer shows its date and amount, and when what was earned after it is paid; missing bank details say what to do', async () => {
    const next = { status: 'scheduled' as const, date: '2026-12-03', closesMonth: '2026-11-01', amountCents: 3200, waitingCents: 500 };
    await render({ ...dashboard, nextPayout: next });
    expect(screen.getByTestId('affiliate-next-payout')).toHaveTextContent(/^Prochain virement le 3 décembre 2026 · 32,00\s€$/);
    expect(screen.getByTestId('affiliate-next-payout-later')).toHaveTextContent(
      /^5,00\s€ gagnés depuis seront versés le 3 janvier 2027\.$/,
    );
  });

  it('bank details that cannot carry the transfer: the amount, the date, and what to do', async () => {
    await render({
      ...dashboard,
      nextPayout: { status: 'bank_details', date: '2026-12-03', closesMonth: '2026-11-01', amountCents: 3200, waitingCents: 0 },
    });
    expect(screen.getByTestId('affiliate-next-payout')).toHaveTextContent(
      /^Virement de 32,00\s€ prévu le 3 décembre 2026 : complétez vos coordonnées bancaires avant cette date pour le recevoir\.$/,
    );
    expect(screen.queryByTestId('affiliate-next-payout-later')).toBeNull();
  });
});
