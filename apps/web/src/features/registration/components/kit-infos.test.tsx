import { screen } from '@testing-library/react';
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
});
