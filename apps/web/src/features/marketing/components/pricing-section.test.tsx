import type { SlotPrice } from '@app/contracts/price-slots';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { priceRows as rows, servePrices } from '@/test/prices';
import { renderWithProviders } from '@/test/render';
import { PricingSection } from './pricing-section';

/** The section as served: pre-rendered with its price slots, which the API fills with the prices valid now (decision 160). */
const served = (prices: SlotPrice[], language = 'fr') => servePrices(renderWithProviders(<PricingSection />).container, prices, language);
const plain = (id: string) => screen.getByTestId(id).textContent?.replace(/[\u202f\u00a0]/g, ' ');

describe('PricingSection (issue 29: every offer on the public site, excl. and incl. VAT, a month and a year)', () => {
  it('prices every offer from the price rows the API charges', () => {
    served(rows());
    // Recruiters: the two plans, distinct, and the extra sticker.
    expect(plain('price-essential-monthly')).toContain('Essentiel mensuel');
    expect(plain('price-essential-monthly-ht')).toBe('49 € HT / mois · 588 € HT / an');
    expect(plain('price-essential-monthly-ttc')).toBe('58,80 € TTC / mois · 705,60 € TTC / an');
    expect(plain('price-essential-yearly')).toContain('Essentiel annuel');
    expect(plain('price-essential-yearly-ht')).toBe('40,83 € HT / mois · 490 € HT / an');
    expect(plain('price-essential-yearly-ttc')).toBe('49 € TTC / mois · 588 € TTC / an');
    expect(plain('price-essential-yearly')).toContain('économisez 17 %');
    expect(plain('price-sticker-ht')).toBe("12 € HT l'unité");
    expect(plain('price-sticker-ttc')).toBe("14,40 € TTC l'unité");
    // Head-hunters: both CV prices and the premium plan (was only "100 € HT / mois", 1 440 € TTC seen at checkout only).
    expect(plain('price-regular-resume-ht')).toBe("15 € HT l'unité");
    expect(plain('price-rare-resume-ttc')).toBe("42 € TTC l'unité");
    expect(plain('price-premium-ht')).toBe('100 € HT / mois · 1 200 € HT / an');
    expect(plain('price-premium-ttc')).toBe('120 € TTC / mois · 1 440 € TTC / an');
    // Affiliates: the kit with what it includes, the extra poster and sticker.
    expect(plain('price-kit-ht')).toBe('24,17 € HT / mois · 290 € HT / an');
    expect(plain('price-kit-ttc')).toBe('29 € TTC / mois · 348 € TTC / an');
    expect(plain('price-kit')).toContain('2 affiches et 2 autocollants inclus');
    expect(plain('price-poster-ht')).toBe("15 € HT l'unité");
    expect(
      within(screen.getByTestId('prices-affiliate'))
        .getByTestId('price-sticker-affiliate-ttc')
        .textContent?.replace(/[\u202f\u00a0]/g, ' '),
    ).toBe("14,40 € TTC l'unité");
  });

  it('holds slots, not amounts: a price changed by staff is the price shown', () => {
    const { container, unmount } = renderWithProviders(<PricingSection />);
    expect(container.innerHTML).toContain('%%price:premium_headhunter:12:month_ht%%');
    unmount();
    served(rows({ premium_headhunter: 144_000, address_subscription: 5900 }));
    expect(plain('price-premium-ht')).toBe('120 € HT / mois · 1 440 € HT / an');
    expect(plain('price-essential-monthly-ht')).toBe('59 € HT / mois · 708 € HT / an');
  });
});
