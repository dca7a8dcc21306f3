/**
 * Products and their prices, read from the database (prices are seeded, never written in pages):
 * the public list, and the checks that a price a client names may be bought.
 */
export { resolveDefaultPrice, resolvePrice } from './products.service.ts';
export { priceValidAt } from './products.repository.ts';
export { currentPrices, pricesChanged, validAt, type CurrentPrices } from './current-prices.ts';
