import { catalogueMonths, savingPercentOf, withVat } from './catalogue.ts';
import { writePercent } from './percent.ts';
import type { ProductCodeValue } from './products.ts';

/**
 * Prices on the pre-rendered public pages (issue 34 item 3, decision 160): a staff member changes a
 * price in the API's rows at any time, the pages are built once. The pre-renderer writes one token
 * a figure (`priceSlot`) where a page shows a price; the API fills them when it serves the page,
 * from the price rows valid at that moment (`fillPrices`), so the page and the checkout say the same
 * amount without a rebuild. Prices stay out of the islands: nothing in the browser re-renders them.
 * Zod-free: the site's pre-renderer reads it.
 */

/** What a slot shows of a price: the price itself, a month of it, a year of it (HT or TTC), or its saving in percent. */
export type PriceFigure = 'ht' | 'ttc' | 'month_ht' | 'month_ttc' | 'year_ht' | 'year_ttc' | 'saving';

/** A price row as the slots read it: its product and period (0 months: a single good). */
export interface SlotPrice {
  code: string;
  unitAmount: number;
  interval: 'month' | 'year' | null;
  intervalCount: number | null;
}

const MONTHS_A_YEAR = 12;

/** A price's months, 0 for a single good. */
const monthsOf = (price: Pick<SlotPrice, 'interval' | 'intervalCount'>): number => catalogueMonths(price) ?? 0;

/** What the pre-rendered page holds where the figure of a product's price of `months` months (0: a single good) goes. */
export const priceSlot = (code: ProductCodeValue, months: number, figure: PriceFigure): string => `%%price:${code}:${months}:${figure}%%`;

const TOKEN = /%%price:(\w+):(\d+):(\w+)%%/g;

/** Whether a page has price slots to fill. */
export const hasPriceSlots = (html: string): boolean => html.includes('%%price:');

/**
 * A figure in cents (a percent for `saving`) of the price of `code` for `months` among `prices`
 * (the rows valid now); undefined when there is no such price. A month of a price is the price over
 * its months, rounded to the cent; a year is the 12-month price itself, else 12 of its months; the
 * saving is against the product's shortest price (the save-percent offer of spec section 9).
 */
export function priceFigure(prices: readonly SlotPrice[], code: string, months: number, figure: PriceFigure): number | undefined {
  const own = prices.filter((p) => p.code === code);
  const price = own.find((p) => monthsOf(p) === months);
  if (!price) return undefined;
  const month = months > 0 ? Math.round(price.unitAmount / months) : price.unitAmount;
  const year = months === MONTHS_A_YEAR ? price.unitAmount : month * MONTHS_A_YEAR;
  switch (figure) {
    case 'ht':
      return price.unitAmount;
    case 'ttc':
      return withVat(price.unitAmount);
    case 'month_ht':
      return month;
    case 'month_ttc':
      return withVat(month);
    case 'year_ht':
      return year;
    case 'year_ttc':
      return withVat(year);
    case 'saving': {
      const shortest = own.filter((p) => monthsOf(p) > 0).sort((a, b) => monthsOf(a) - monthsOf(b))[0];
      return shortest
        ? savingPercentOf({ unitAmount: price.unitAmount, months }, { unitAmount: shortest.unitAmount, months: monthsOf(shortest) })
        : 0;
    }
    default:
      return undefined;
  }
}

const priceFormats = new Map<string, Intl.NumberFormat>();
/** The locale of a language: British English for 'en', else French. */
const tagOf = (language: string): string => (language === 'en' ? 'en-GB' : 'fr-FR');

/**
 * A price as a customer reads it, in a language: whole euros without cents ('49 €', '€49'), else
 * with them ('58,80 €', '€58.80'). The one rule of the web app's `formatPrice` and the filled pages.
 */
export function writePrice(cents: number, language: string): string {
  const whole = cents % 100 === 0;
  const id = `${tagOf(language)}|${whole ? 0 : 2}`;
  let format = priceFormats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(tagOf(language), { style: 'currency', currency: 'EUR', ...(whole ? { maximumFractionDigits: 0 } : {}) });
    priceFormats.set(id, format);
  }
  return format.format(cents / 100);
}

/**
 * The page with each price slot replaced by its figure written in `language` and escaped for HTML by
 * `escape`. A slot without a price valid now (a product withdrawn) is left empty rather than showing
 * a stale amount or the token.
 */
export const fillPrices = (html: string, prices: readonly SlotPrice[], language: string, escape: (value: string) => string): string =>
  html.replace(TOKEN, (_token, code: string, months: string, figure: string) => {
    const value = priceFigure(prices, code, Number(months), figure as PriceFigure);
    if (value === undefined) return '';
    return escape(figure === 'saving' ? writePercent(value, language === 'en' ? 'en' : 'fr') : writePrice(value, language));
  });
