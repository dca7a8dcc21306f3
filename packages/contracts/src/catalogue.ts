import { VAT_RATE } from './constants.ts';
import type { ProductCodeValue } from './products.ts';

/**
 * What the product sells, with the prices it was launched at (issue 29, decision 122). Amounts are
 * cents excluding VAT. The API seeds its products and prices from it (db/seed/reference-data.ts);
 * since decision 160 the price rows, with their validity dates, are the prices: staff change them in
 * the back office, and the API serves them (`GET /api/products/`, which the app's popups, order
 * summaries and checkouts read) and fills the public pages' price slots with them (`price-slots.ts`).
 * What stays read from here: which products and periods the public pages show, and what the kit
 * includes. Zod-free: the site's pre-renderer reads it.
 */
export interface CataloguePrice {
  unitAmount: number;
  interval: 'month' | 'year' | null;
  intervalCount: number | null;
  isDefault: boolean;
  /** Products offered with this price. */
  freeProducts?: readonly { code: ProductCodeValue; quantity: number }[];
}

/**
 * Each product's name in each language (issue 29: "Essentiel –" in an English mail). The French is
 * the name the API seeds and writes on order lines and invoices (a French invoice names what was
 * sold in French); a mail or page in English names it in English (`productNameIn`).
 */
export const PRODUCT_NAMES: { readonly [code in ProductCodeValue]: { readonly fr: string; readonly en: string } } = {
  regular_resume: { fr: 'CV candidat', en: 'Candidate resume' },
  rare_resume: { fr: 'CV perle rare', en: 'Rare-find resume' },
  additional_poster: { fr: 'Affiche supplémentaire', en: 'Additional poster' },
  additional_sticker: { fr: 'Autocollant supplémentaire', en: 'Additional sticker' },
  premium_headhunter: { fr: 'Abonnement chasseur de têtes premium', en: 'Premium head-hunter subscription' },
  address_subscription: { fr: 'Essentiel', en: 'Essential' },
  affiliate_kit: { fr: 'Kit affilié de base', en: 'Basic affiliate kit' },
};

/**
 * An order line's label in a reader's language: lines are labelled "<product's French name>" or
 * "<product's French name> – <site>" (registration, e-commerce, renewals); in English the product's
 * part is its English name, the site's name stays as its owner wrote it.
 */
export const lineLabelIn = (label: string, code: string, language: 'fr' | 'en'): string => {
  const names = (PRODUCT_NAMES as Readonly<Record<string, { fr: string; en: string } | undefined>>)[code];
  if (!names) return label;
  const ours = label === names.fr || label.startsWith(`${names.fr} – `);
  return language === 'en' && ours ? `${names.en}${label.slice(names.fr.length)}` : label;
};

/** An order line as a mail lists it, in the reader's language: "Essential – Lilas", "2 × Additional poster". */
export const orderLineText = (line: { label: string; quantity: number; productCode: string | null }, language: 'fr' | 'en'): string => {
  const label = line.productCode ? lineLabelIn(line.label, line.productCode, language) : line.label;
  return line.quantity > 1 ? `${line.quantity} × ${label}` : label;
};

export const CATALOGUE_PRICES: { readonly [code in ProductCodeValue]: readonly CataloguePrice[] } = {
  regular_resume: [{ unitAmount: 1500, interval: null, intervalCount: null, isDefault: true }],
  rare_resume: [{ unitAmount: 3500, interval: null, intervalCount: null, isDefault: true }],
  additional_poster: [{ unitAmount: 1500, interval: null, intervalCount: null, isDefault: true }],
  additional_sticker: [{ unitAmount: 1200, interval: null, intervalCount: null, isDefault: true }],
  // 100 euros excl. VAT a month, billed annually (spec section 1).
  premium_headhunter: [{ unitAmount: 120_000, interval: 'year', intervalCount: 1, isDefault: true }],
  // The 12-month price is the save-percent offer and the default; it comes second (spec section 3:
  // "default is the second when none set").
  address_subscription: [
    { unitAmount: 4900, interval: 'month', intervalCount: 1, isDefault: false },
    { unitAmount: 49_000, interval: 'month', intervalCount: 12, isDefault: true },
  ],
  affiliate_kit: [
    {
      unitAmount: 29_000,
      interval: 'year',
      intervalCount: 1,
      isDefault: true,
      freeProducts: [
        { code: 'additional_poster', quantity: 2 },
        { code: 'additional_sticker', quantity: 2 },
      ],
    },
  ],
};

/** VAT in cents of an amount excluding VAT, rounded to the cent (VAT_RATE, 20 %). */
export const vatOf = (amountExclVat: number): number => Math.round((amountExclVat * Math.round(VAT_RATE * 10_000)) / 10_000);

/** An amount excluding VAT with its VAT added: what is charged. */
export const withVat = (amountExclVat: number): number => amountExclVat + vatOf(amountExclVat);

/** Months a recurring price covers (year x 12), null for a single good. */
export const catalogueMonths = (price: Pick<CataloguePrice, 'interval' | 'intervalCount'>): number | null =>
  price.interval ? (price.interval === 'year' ? 12 : 1) * (price.intervalCount ?? 1) : null;

/**
 * Saving of a recurring price against the shortest one of the same product, in whole percent (the
 * save-percent offer of spec section 9): 490 € for 12 months against 49 € a month saves 17 %.
 */
export const savingPercentOf = (
  price: { unitAmount: number; months: number },
  shortest: { unitAmount: number; months: number },
): number => {
  if (shortest.months >= price.months) return 0;
  const full = (shortest.unitAmount / shortest.months) * price.months;
  return Math.max(0, Math.round((1 - price.unitAmount / full) * 100));
};

/**
 * What an affiliate's kit order ships (issue 29: step 3 and the kit mail did not say it plainly):
 * the posters and stickers the kit offers (this catalogue's kit price), plus the extra ones ordered.
 */
export const kitShipment = (extraPosters: number, extraStickers: number): { posters: number; stickers: number } => {
  const offered = (code: ProductCodeValue) => CATALOGUE_PRICES.affiliate_kit[0]?.freeProducts?.find((f) => f.code === code)?.quantity ?? 0;
  return { posters: offered('additional_poster') + extraPosters, stickers: offered('additional_sticker') + extraStickers };
};
