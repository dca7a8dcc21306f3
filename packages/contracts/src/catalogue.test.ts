import { describe, expect, it } from 'vitest';
import { kitShipment, orderLineText, PRODUCT_NAMES } from './catalogue.ts';
import { PRODUCT_CODE_VALUES } from './products.ts';

describe('order lines in the reader\'s language (issue 29: "Essentiel –" in an English mail)', () => {
  it('names every product in French and English', () => {
    for (const code of PRODUCT_CODE_VALUES)
      expect([PRODUCT_NAMES[code].fr.length > 0, PRODUCT_NAMES[code].en.length > 0], code).toEqual([true, true]);
  });

  it("writes the product's part in English, the site's name as its owner wrote it, and the quantity", () => {
    expect(orderLineText({ label: 'Essentiel – Boulangerie Lilas', quantity: 1, productCode: 'address_subscription' }, 'en')).toBe(
      'Essential – Boulangerie Lilas',
    );
    expect(orderLineText({ label: 'Affiche supplémentaire', quantity: 2, productCode: 'additional_poster' }, 'en')).toBe(
      '2 × Additional poster',
    );
    expect(orderLineText({ label: 'Essentiel – Boulangerie Lilas', quantity: 1, productCode: 'address_subscription' }, 'fr')).toBe(
      'Essentiel – Boulangerie Lilas',
    );
    // A label that is not the product's name (a renewal's own words, a credit note's) stays as it is.
    expect(orderLineText({ label: 'Essentielle remise', quantity: 1, productCode: 'address_subscription' }, 'en')).toBe(
      'Essentielle remise',
    );
    expect(orderLineText({ label: 'Avoir', quantity: 1, productCode: null }, 'en')).toBe('Avoir');
  });
});

describe("an affiliate kit's shipment (issue 29, item 14)", () => {
  it("ships the kit's offered posters and stickers plus the extra ones", () => {
    expect(kitShipment(0, 0)).toEqual({ posters: 2, stickers: 2 });
    expect(kitShipment(3, 1)).toEqual({ posters: 5, stickers: 3 });
  });
});
