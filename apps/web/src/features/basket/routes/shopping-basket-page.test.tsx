import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '@/lib/auth';
import { browser } from '@/lib/browser';
import { getBasket, setBasket, markSignedIn } from '@/lib/cookies';
import { mockApi } from '@/test/fetch';
import * as demo from '@/test/profiles';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { ShoppingBasketPage } from './shopping-basket-page';

afterEach(() => {
  vi.unstubAllGlobals();
  setBasket([]);
});

const item = (uuid: string, firstName: string, job: string | null, extra: Record<string, unknown> = {}) => ({
  uuid,
  firstName,
  avatar: null,
  tag: null,
  searchedJobName: job,
  experienceName: 'Débutant',
  alreadyPurchased: false,
  price: 1500,
  ...extra,
});

const noRare = {
  rareGemResumesCount: 0,
  rareGemResumesAmount: 0,
  totalResumesCount: 1,
  totalResumeWithoutTaxes: 1500,
  vatAmount: 300,
  totalResumeWithTaxes: 1800,
};

function setup(checkout: 'ok' | 'fail' | 'pending' = 'ok', summaryChanges: Record<string, number> = {}) {
  markSignedIn();
  setBasket(['a', 'b', 'c', 'gone']);
  const calls = mockApi({
    'basket.summarizeBasket': () => ({
      status: 200,
      body: {
        items: [
          item('a', 'Alice', 'Vendeur'),
          item('b', 'Bruno', null, { tag: 'rare', price: 3500 }),
          item('c', 'Chloé', 'Boulanger', { alreadyPurchased: true }),
        ],
        unknown: ['gone'],
        summary: {
          totalResumesCount: 2,
          regularResumePrice: 1500,
          rareGemResumePrice: 3500,
          regularResumesCount: 1,
          regularResumesAmount: 1500,
          rareGemResumesCount: 1,
          rareGemResumesAmount: 3500,
          totalResumeWithoutTaxes: 5000,
          vatAmount: 1000,
          totalResumeWithTaxes: 6000,
          ...summaryChanges,
        },
      },
    }),
    'basket.checkOutBasket': () =>
      checkout === 'ok'
        ? { status: 200, body: { url: 'http://localhost:3000/checkout/cs_1', orderUuid: 'o1' } }
        : checkout === 'pending'
          ? {
              status: 409,
              body: { code: 'resume_payment_pending', message: 'x', fieldErrors: { 'uuids.0': ['errors.resume_payment_pending'] } },
            }
          : { status: 502, body: { code: 'payment_failed', message: 'x' } },
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(profileQueryKey, demo.headhunter);
  renderRoutes([{ path: '/shopping-basket', element: <ShoppingBasketPage /> }], '/shopping-basket', queryClient);
  return calls;
}

describe('ShoppingBasketPage', { timeout: 30_000 }, () => {
  it('groups the basket by searched job with Supprimer, and shows the order summary', async () => {
    setup();
    const groups = await screen.findAllByTestId('basket-group');
    expect(groups.map((g) => within(g).getByTestId('basket-group-title').textContent)).toEqual(['Boulanger', 'Sans emploi', 'Vendeur']);
    expect(screen.getAllByRole('button', { name: 'Supprimer' })).toHaveLength(3);
    expect(screen.getByText('Déjà acheté : non facturé')).toBeInTheDocument();
    const summary = screen.getByTestId('basket-summary');
    expect(within(summary).getByTestId('summary-total-excl-amount')).toHaveTextContent('50,00');
    expect(within(summary).getByTestId('summary-vat-amount')).toHaveTextContent('10,00');
    expect(within(summary).getByTestId('summary-total-incl-amount')).toHaveTextContent('60,00');
    await waitFor(() => expect(getBasket()).toEqual(['a', 'b', 'c']));
  });

  it('writes each price "HT" and lists only the kinds of resume the basket holds (walk of 2026-11-29: "15,00 €", "CV perle rare 0 × 35,00 €")', async () => {
    setup('ok', noRare);
    const items = await screen.findAllByTestId('basket-item');
    expect(within(items[0]!).getByText(/15,00\s€ HT/)).toBeInTheDocument();
    const summary = screen.getByTestId('basket-summary');
    expect(
      within(summary)
        .getByTestId('summary-regular')
        .textContent?.replace(/[\u202f\u00a0]/g, ' '),
    ).toContain('1 × 15,00 € HT');
    expect(within(summary).queryByTestId('summary-rare')).toBeNull();
  });

  it('removes an item with Supprimer', async () => {
    const user = userEvent.setup();
    setup();
    const items = await screen.findAllByTestId('basket-item');
    await user.click(within(items[0]!).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(getBasket()).not.toContain(items[0]!.getAttribute('data-uuid')));
  });

  it('sends to the checkout, or shows the spec error when the order fails', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    setup();
    await user.click(await screen.findByTestId('basket-validate'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/checkout/cs_1'));
  });

  it("shows 'Une erreur est survenue lors de la validation de la commande'", async () => {
    const user = userEvent.setup();
    setup('fail');
    await user.click(await screen.findByTestId('basket-validate'));
    expect(await screen.findByText('Une erreur est survenue lors de la validation de la commande')).toBeInTheDocument();
  });

  it('says so when a resume is already in an order waiting for its payment', async () => {
    const user = userEvent.setup();
    setup('pending');
    await user.click(await screen.findByTestId('basket-validate'));
    expect(await screen.findByText(/fait déjà partie d'une commande en attente de paiement/)).toBeInTheDocument();
  });
});
