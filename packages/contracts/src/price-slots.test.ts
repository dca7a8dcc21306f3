import { describe, expect, it } from 'vitest';
import { CATALOGUE_PRICES } from './catalogue.ts';
import { fillPrices, priceFigure, priceSlot, writePrice, type SlotPrice } from './price-slots.ts';

const rows: SlotPrice[] = Object.entries(CATALOGUE_PRICES).flatMap(([code, list]) =>
  list.map((p) => ({ code, unitAmount: p.unitAmount, interval: p.interval, intervalCount: p.intervalCount })),
);
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('price slots of the pre-rendered pages (decision 160)', () => {
  it('names a price by its product and months, and computes its figures', () => {
    expect(priceFigure(rows, 'address_subscription', 1, 'year_ht')).toBe(58_800);
    expect(priceFigure(rows, 'address_subscription', 12, 'month_ht')).toBe(4083);
    expect(priceFigure(rows, 'address_subscription', 12, 'month_ttc')).toBe(4900);
    expect(priceFigure(rows, 'address_subscription', 12, 'saving')).toBe(17);
    expect(priceFigure(rows, 'additional_poster', 0, 'ttc')).toBe(1800);
    expect(priceFigure(rows, 'additional_poster', 12, 'ht')).toBeUndefined();
  });

  it('fills a page in its language, escaped, and leaves no token of a price that is gone', () => {
    const page = `<p>${priceSlot('additional_poster', 0, 'ht')}|${priceSlot('address_subscription', 12, 'saving')}|${priceSlot('rare_resume', 0, 'ht')}</p>`;
    const changed = rows
      .map((r) => (r.code === 'additional_poster' ? { ...r, unitAmount: 123_450 } : r))
      .filter((r) => r.code !== 'rare_resume');
    expect(plain(fillPrices(page, changed, 'fr', (v) => `[${v}]`))).toBe('<p>[1 234,50 €]|[17 %]|</p>');
    expect(fillPrices(page, changed, 'en', (v) => v)).toBe('<p>€1,234.50|17%|</p>');
    expect(plain(writePrice(4900, 'fr'))).toBe('49 €');
    expect(writePrice(5880, 'en')).toBe('€58.80');
  });
});
