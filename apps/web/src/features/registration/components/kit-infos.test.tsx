import type { Product } from '@app/contracts/products';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { KitInfos } from './kit-infos';

describe('KitInfos (issue 29, item 14)', () => {
  it('says plainly what is shipped, counting the extras, and when, without opening anything', () => {
    renderWithProviders(<KitInfos products={[]} posters={3} stickers={1} />);
    expect(screen.getByTestId('kit-shipment')).toHaveTextContent(
      'Expédiés par la poste, livrés sous 7 jours après le paiement à l’adresse indiquée : 5 affiches A4 et 3 autocollants portant votre code QR personnel.',
    );
  });

  it('says what the kit includes in one agreed sentence (walk of 2026-11-29: "2 × Affiche supplémentaire offerts")', async () => {
    const offered = (id: number, code: string, name: string, quantity: number) => ({
      offeredQuantity: quantity,
      offeredProduct: { id, code, name, description: null },
    });
    const kit = {
      id: 1,
      code: 'affiliate_kit',
      name: 'Kit affilié',
      description: null,
      prices: [
        {
          id: 10,
          unitAmount: 29_000,
          isDefault: true,
          recurring: { interval: 'year', intervalCount: 1 },
          freeProducts: [
            offered(2, 'additional_poster', 'Affiche supplémentaire', 2),
            offered(3, 'additional_sticker', 'Autocollant supplémentaire', 2),
          ],
        },
      ],
      quantity: 1,
    } as Product;
    renderWithProviders(<KitInfos products={[kit]} posters={0} stickers={0} />);
    await userEvent.click(screen.getByTestId('kit-infos-toggle'));
    const infos = screen.getByTestId('kit-infos');
    expect(infos).toHaveTextContent('Inclus : 2 affiches A4 et 2 autocollants');
    expect(infos).not.toHaveTextContent(/supplémentaire|offerts/);
  });
});
