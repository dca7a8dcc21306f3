import type { Product } from '@app/contracts/products';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { KitOrderSummary } from './kit-order-summary';

const price = (id: number, unitAmount: number, freeProducts: Product['prices'][number]['freeProducts'] = []) => ({
  id,
  unitAmount,
  recurring: null,
  isDefault: true,
  freeProducts,
});
const poster = {
  id: 2,
  code: 'additional_poster',
  name: 'Affiche supplémentaire',
  description: null,
  prices: [price(20, 1500)],
  quantity: 1,
} as Product;
const sticker = {
  id: 3,
  code: 'additional_sticker',
  name: 'Sticker supplémentaire',
  description: null,
  prices: [price(30, 1200)],
  quantity: 1,
} as Product;
const kit = {
  id: 1,
  code: 'affiliate_kit',
  name: 'Kit affilié',
  description: null,
  prices: [
    {
      ...price(10, 29_000, [
        { offeredQuantity: 2, offeredProduct: { id: 2, code: 'additional_poster', name: 'Affiche supplémentaire', description: null } },
        { offeredQuantity: 5, offeredProduct: { id: 3, code: 'additional_sticker', name: 'Sticker supplémentaire', description: null } },
      ]),
      recurring: { interval: 'year', intervalCount: 1 },
    },
  ],
  quantity: 1,
} as Product;

describe('KitOrderSummary', () => {
  it('says once what the kit includes, and charges only the extras, said as on top of the kit (issue 11, item 8; walk of 2026-11-29, item 6)', () => {
    renderWithProviders(
      <KitOrderSummary
        products={[kit, poster, sticker]}
        posters={1}
        stickers={0}
        consent={false}
        onConsentChange={vi.fn()}
        onValidate={vi.fn()}
      />,
    );
    const summary = screen.getByTestId('kit-order-summary');
    const lines = within(summary).getAllByTestId('kit-totals-line');
    // The kit, with what it includes in its own line; no "incluses dans le kit" line beside the extras.
    expect(lines.map((l) => l.textContent?.replace(/[\u202f\u00a0]/g, ' '))).toEqual([
      'Kit affiliéAbonnement annuel · Inclus : 2 affiches A4 et 5 autocollants290,00 €',
      'Affiche supplémentaire15,00 € HT l’unité, en plus du kit15,00 €',
    ]);
    expect(summary).not.toHaveTextContent(/incluses? dans le kit|Offert/);
  });
});
