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
const poster = { id: 2, code: 'additional_poster', name: 'Affiche supplémentaire', description: null, prices: [price(20, 1500)], quantity: 1 } as Product;
const sticker = { id: 3, code: 'additional_sticker', name: 'Sticker supplémentaire', description: null, prices: [price(30, 1200)], quantity: 1 } as Product;
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
  it('says what the kit includes as included, and only the extras as additional (issue 11, item 8)', () => {
    renderWithProviders(
      <KitOrderSummary products={[kit, poster, sticker]} posters={1} stickers={0} consent={false} onConsentChange={vi.fn()} onValidate={vi.fn()} />,
    );
    const summary = screen.getByTestId('kit-order-summary');
    expect(within(summary).getByText(/Affiches A4 incluses dans le kit/)).toBeInTheDocument();
    expect(within(summary).getByText(/Autocollants inclus dans le kit/)).toBeInTheDocument();
    // The one extra poster bought is the only "Affiche supplémentaire".
    expect(within(summary).getAllByText(/Affiche supplémentaire/)).toHaveLength(1);
  });
});
