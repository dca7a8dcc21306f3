import type { Price } from '@app/contracts/products';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/components/providers';
import { createI18n } from '@/lib/i18n';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { ALL_ENGLISH_TEXTS, ALL_TEXTS } from '@/test/texts';
import { OrderTotals } from './order-totals';
import { savingPercent, SubscriptionOffers } from './subscription-offers';

const price = (id: number, unitAmount: number, intervalCount: number, interval: 'month' | 'year' = 'month'): Price => ({
  id,
  unitAmount,
  recurring: { interval, intervalCount },
  isDefault: false,
  freeProducts: [],
});

const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\s/g, ' ');

describe('OrderTotals', () => {
  it('shows the totals excluding VAT, VAT 20 % and including VAT; offered lines count 0', () => {
    renderWithProviders(
      <OrderTotals
        testId="t"
        lines={[
          { key: 'kit', label: 'Kit affilié de base', quantity: 1, unitAmount: 29_000 },
          { key: 'free', label: 'Affiche', quantity: 2, unitAmount: 0, offered: true },
          { key: 'posters', label: 'Affiche supplémentaire', quantity: 2, unitAmount: 1500 },
          { key: 'none', label: 'Autocollant supplémentaire', quantity: 0, unitAmount: 1200 },
        ]}
      />,
    );
    expect(text('t-excl')).toBe('320,00 €');
    expect(text('t-vat')).toBe('64,00 €');
    expect(text('t-incl')).toBe('384,00 €');
    expect(screen.getByText('Offert')).toBeInTheDocument();
    expect(screen.queryByText(/Autocollant/)).toBeNull();
  });
});

describe('SubscriptionOffers', () => {
  it("titles 1 month 'Essentiel mensuel' and 12 months 'Essentiel annuel' (both were 'Essentiel'), other durations 'N mois', and shows the saving", async () => {
    const onChange = vi.fn();
    const prices = [price(1, 4900, 1), price(2, 49_000, 12), price(3, 27_000, 6)];
    renderWithProviders(<SubscriptionOffers prices={prices} value={2} onChange={onChange} />);
    expect(screen.getByText('Essentiel mensuel')).toBeInTheDocument();
    expect(screen.getByText('Essentiel annuel')).toBeInTheDocument();
    expect(screen.queryByText('Essentiel')).toBeNull();
    expect(screen.getByText('6 mois')).toBeInTheDocument();
    expect(screen.getByText('Économisez 17 %')).toBeInTheDocument();
    await userEvent.click(screen.getAllByTestId('subscription-offer')[0]!);
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('says "billed for 1 month" in English and writes the saving "Save 17%" (issue 29: "billed for 1 months", "17 %")', () => {
    document.documentElement.lang = 'en';
    try {
      const prices = [price(1, 4900, 1), price(2, 49_000, 12)];
      render(
        <Providers queryClient={createTestQueryClient()} i18n={createI18n('en', ALL_TEXTS, ALL_ENGLISH_TEXTS)} env="test">
          <SubscriptionOffers prices={prices} value={2} onChange={vi.fn()} />
        </Providers>,
      );
      expect(screen.getByText('That is €49.00 excl. VAT billed for 1 month')).toBeInTheDocument();
      expect(screen.getByText('That is €490.00 excl. VAT billed for 12 months')).toBeInTheDocument();
      expect(screen.getByText('Save 17%')).toBeInTheDocument();
    } finally {
      document.documentElement.lang = 'fr';
    }
  });

  it('computes the saving against the shortest duration, a year counting 12 months', () => {
    expect(savingPercent(price(2, 49_000, 12), [price(1, 4900, 1), price(2, 49_000, 12)])).toBe(17);
    expect(savingPercent(price(4, 49_000, 1, 'year'), [price(1, 4900, 1), price(4, 49_000, 1, 'year')])).toBe(17);
    expect(savingPercent(price(1, 4900, 1), [price(1, 4900, 1), price(2, 49_000, 12)])).toBe(0);
  });
});
