/** Product answers of `GET /api/products/` for page tests: a recurring price, and the site subscription (49 € a month, 490 € a year, the default). */
export const monthlyPrice = (id: number, unitAmount: number, intervalCount: number, isDefault: boolean) => ({
  id,
  unitAmount,
  recurring: { interval: 'month', intervalCount },
  isDefault,
  freeProducts: [],
});

export const ADDRESS_SUBSCRIPTION_PRODUCT = {
  id: 7,
  code: 'address_subscription',
  name: 'Abonnement adresse',
  description: null,
  prices: [monthlyPrice(71, 4900, 1, false), monthlyPrice(72, 49_000, 12, true)],
  quantity: 1,
};
