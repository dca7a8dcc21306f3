import { CATALOGUE_PRICES } from '@app/contracts/catalogue';
import { fillPrices, type SlotPrice } from '@app/contracts/price-slots';

/** The price rows as the API holds them (seeded from the catalogue), with some products' amounts changed as staff would. */
export const priceRows = (change: Partial<Record<string, number>> = {}): SlotPrice[] =>
  Object.entries(CATALOGUE_PRICES).flatMap(([code, list]) =>
    list.map((p) => ({ code, unitAmount: change[code] ?? p.unitAmount, interval: p.interval, intervalCount: p.intervalCount })),
  );

/**
 * A pre-rendered part as the API serves it: its price slots filled with `prices` in `language`
 * (decision 160; text here, the API escapes for HTML).
 */
export const servePrices = (container: HTMLElement, prices: SlotPrice[] = priceRows(), language = 'fr'): void => {
  // Text node by text node: the nodes stay React's, which unmounts them after the test.
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.nodeValue) node.nodeValue = fillPrices(node.nodeValue, prices, language, (v) => v);
};
