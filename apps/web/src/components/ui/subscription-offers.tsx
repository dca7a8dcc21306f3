import { defaultPrice, priceMonths, type Price, type Product } from '@app/contracts/products';
import { subscriptionTitleKey } from '@app/contracts/constants';
import { savingPercentOf } from '@app/contracts/catalogue';
import { Badge, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '@/lib/format';
import type { SummaryLine } from './order-totals';
import '@/locales/shared';

/** Title of a duration: 'Essentiel mensuel' (1 month), 'Essentiel annuel' (12 months), otherwise 'N mois' (spec section 9). */
export function useDurationTitle() {
  const { t } = useTranslation();
  return (months: number) => {
    const title = subscriptionTitleKey(months);
    if (title.key === 'months') return t('views.register_step_4.months', { count: title.count });
    return title.key === 'monthly' ? t('components.subscription.essential_monthly') : t('components.subscription.essential_yearly');
  };
}

interface SubscriptionOrderChoice {
  products: Product[] | undefined;
  /** The chosen price; the product's default price while none is chosen. */
  priceId: number | null;
  /** The site subscribed, named on the subscription line. */
  siteName: string;
  /** Extra QR stickers ordered with it, 0 to 10. */
  stickers: number;
}

/**
 * The order of a site's subscription (spec section 2, summary step): the subscription product and
 * the chosen price, the sticker price, and the summary lines: the subscription, what its price
 * offers, and the extra stickers.
 */
export function useSubscriptionOrder({ products, priceId, siteName, stickers }: SubscriptionOrderChoice) {
  const { t } = useTranslation();
  const durationTitle = useDurationTitle();
  const product = products?.find((p) => p.code === 'address_subscription');
  const stickerProduct = products?.find((p) => p.code === 'additional_sticker');
  const sticker = stickerProduct?.prices[0];
  const price = product?.prices.find((p) => p.id === priceId) ?? (product ? defaultPrice(product) : undefined);
  const months = price ? (priceMonths(price) ?? 1) : 1;
  const lines: SummaryLine[] = price
    ? [
        {
          key: 'subscription',
          label: `${durationTitle(months)} – ${siteName}`,
          detail: t('views.register_step_4.duration', { count: months }),
          quantity: 1,
          unitAmount: price.unitAmount,
        },
        ...price.freeProducts.map((f) => ({
          key: `free-${f.offeredProduct.id}`,
          label: f.offeredProduct.name,
          quantity: f.offeredQuantity,
          unitAmount: 0,
          offered: true,
        })),
        ...(stickerProduct && sticker && stickers > 0
          ? [{ key: 'stickers', label: stickerProduct.name, quantity: stickers, unitAmount: sticker.unitAmount }]
          : []),
      ]
    : [];
  return { product, price, sticker, lines };
}

/** Saving of a price against the shortest one, in whole percent (the save-percent offer). */
export const savingPercent = (price: Price, prices: Price[]): number => {
  const base = prices.map((p) => ({ unitAmount: p.unitAmount, months: priceMonths(p) ?? 1 })).sort((a, b) => a.months - b.months)[0];
  return base ? savingPercentOf({ unitAmount: price.unitAmount, months: priceMonths(price) ?? 1 }, base) : 0;
};

/** The subscription durations to choose from, as cards (spec section 2: summary step). */
export function SubscriptionOffers({ prices, value, onChange }: { prices: Price[]; value: number | null; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const durationTitle = useDurationTitle();
  return (
    <Radio.Group value={value === null ? null : String(value)} onChange={(v) => onChange(Number(v))}>
      <SimpleGrid cols={{ base: 1, sm: prices.length > 1 ? 2 : 1 }} spacing="md">
        {prices.map((price) => {
          const months = priceMonths(price) ?? 1;
          const saving = savingPercent(price, prices);
          return (
            <Radio.Card
              key={price.id}
              value={String(price.id)}
              radius="md"
              p="lg"
              data-testid="subscription-offer"
              style={{ position: 'relative', overflow: 'visible' }}
            >
              <Stack gap={6}>
                {saving > 0 ? (
                  <Badge color="accent" variant="filled" size="sm" style={{ position: 'absolute', top: -10, right: 12 }}>
                    {t('views.register_step_4.save_percent', { percent: formatPercent(saving) })}
                  </Badge>
                ) : null}
                <Group gap="sm" wrap="nowrap">
                  <Radio.Indicator />
                  <Text fw={700} size="lg">
                    {durationTitle(months)}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('views.register_step_4.duration', { count: months })}
                </Text>
                <Group gap={4} align="baseline">
                  <Text fw={800} fz={28} c="brand.8">
                    {formatMoney(Math.round(price.unitAmount / months))}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('views.register_step_4.per_month')}
                  </Text>
                </Group>
                <Text size="sm">{t('views.register_step_4.billed', { amount: formatMoney(price.unitAmount), count: months })}</Text>
                {price.freeProducts.length > 0 ? (
                  <Text size="xs" c="brand.8">
                    {t('views.register_step_4.offered', {
                      list: price.freeProducts.map((f) => `${f.offeredQuantity} × ${f.offeredProduct.name}`).join(', '),
                    })}
                  </Text>
                ) : null}
              </Stack>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
