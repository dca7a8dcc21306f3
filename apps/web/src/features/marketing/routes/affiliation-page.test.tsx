import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/components/providers';
import { createI18n } from '@/lib/i18n';
import { priceRows, servePrices } from '@/test/prices';
import { createTestQueryClient } from '@/test/render';
import { ALL_ENGLISH_TEXTS, ALL_TEXTS } from '@/test/texts';
import { AffiliationPage } from './affiliation-page';

const plain = (id: string) => screen.getByTestId(id).textContent?.replace(/[\u202f\u00a0]/g, ' ');
const renderIn = (lang: 'fr' | 'en') => {
  const { container } = render(
    <Providers queryClient={createTestQueryClient()} i18n={createI18n(lang, ALL_TEXTS, ALL_ENGLISH_TEXTS)} env="test">
      <AffiliationPage />
    </Providers>,
  );
  // The kit's price is a slot the API fills when it serves the page (decision 160).
  servePrices(container, priceRows(), lang);
};

describe('/affiliation says what an affiliate earns (walk of 2026-11-29, item 2)', () => {
  it('in French: the earnings per sign-up and per resume sold, the payout rule and the kit price', () => {
    renderIn('fr');
    expect(plain('affiliation-earnings')).toContain('1,00 € par candidat inscrit et 20 % du prix HT de chaque CV vendu');
    expect(plain('affiliation-payout')).toContain('versés chaque mois, dès 10 CV vendus, par virement le 3 du mois suivant');
    expect(plain('affiliation-kit')).toBe('Le kit : 290 € HT / an (348 € TTC), 2 affiches et 2 autocollants inclus');
  });

  it('in English', () => {
    renderIn('en');
    expect(plain('affiliation-earnings')).toContain('€1.00 per candidate who signs up and 20% of the price excl. VAT of every resume sold');
    expect(plain('affiliation-payout')).toContain('paid monthly, once 10 resumes have been sold');
    expect(plain('affiliation-kit')).toContain('€290 excl. VAT / year (€348 incl. VAT)');
  });
});
