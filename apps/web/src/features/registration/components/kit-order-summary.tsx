import type { Product } from '@app/contracts/products';
import { SITE_PATHS } from '@app/contracts/routes';
import { Button, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { OrderTotals, type SummaryLine } from '@/components/ui/order-totals';
import { formatMoney } from '@/lib/format';
import { ExternalLink } from './register-frame';
import '@/locales/registration';

interface KitOrderSummaryProps {
  products: Product[] | undefined;
  posters: number;
  stickers: number;
  consent: boolean;
  onConsentChange: (value: boolean) => void;
  onValidate: () => void;
  /** The page may disable the button (e.g. while a step is incomplete). */
  disabled?: boolean;
  loading?: boolean;
}

/** What the kit's price includes, from the products' offered items: its posters and stickers. */
export function includedInKit(products: Product[] | undefined): { posters: number; stickers: number } {
  const free = products?.find((p) => p.code === 'affiliate_kit')?.prices[0]?.freeProducts ?? [];
  const count = (code: string) => free.filter((f) => f.offeredProduct.code === code).reduce((n, f) => n + f.offeredQuantity, 0);
  return { posters: count('additional_poster'), stickers: count('additional_sticker') };
}

/**
 * The lines of a kit order from the products: the yearly kit, saying once what it includes (walk of
 * 2026-11-29: "incluses dans le kit" lines beside the charged extras read as if the extras were
 * included), then the extras, each with its price.
 */
export function kitLines(products: Product[], posters: number, stickers: number, t: TFunction): SummaryLine[] {
  const kit = products.find((p) => p.code === 'affiliate_kit');
  const poster = products.find((p) => p.code === 'additional_poster');
  const sticker = products.find((p) => p.code === 'additional_sticker');
  const kitPrice = kit?.prices[0];
  const lines: SummaryLine[] = [];
  if (kit && kitPrice) {
    lines.push({
      key: 'kit',
      label: kit.name,
      detail: `${t('components.kit_order_summary.yearly')} · ${t('components.kit_order_summary.included', includedInKit(products))}`,
      quantity: 1,
      unitAmount: kitPrice.unitAmount,
    });
  }
  const extras = [
    { key: 'posters', product: poster, quantity: posters },
    { key: 'stickers', product: sticker, quantity: stickers },
  ];
  for (const { key, product, quantity } of extras) {
    const price = product?.prices[0];
    if (product && price) {
      lines.push({
        key,
        label: product.name,
        detail: t('components.kit_order_summary.extra', { amount: formatMoney(price.unitAmount) }),
        quantity,
        unitAmount: price.unitAmount,
      });
    }
  }
  return lines;
}

/** The title and the price lines of a kit order; a placeholder while the products load. */
export function KitTotals({ products, posters, stickers }: Pick<KitOrderSummaryProps, 'products' | 'posters' | 'stickers'>) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={3} fz="lg">
        {t('components.kit_order_summary.title')}
      </Title>
      {products ? <OrderTotals lines={kitLines(products, posters, stickers, t)} testId="kit-totals" /> : <Skeleton h={160} />}
    </>
  );
}

/**
 * Affiliate kit order summary (spec section 2): price lines, terms consent switch, links to the
 * contributor contract and the terms, and the Validate order button.
 */
export function KitOrderSummary({
  products,
  posters,
  stickers,
  consent,
  onConsentChange,
  onValidate,
  disabled,
  loading,
}: KitOrderSummaryProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="kit-order-summary">
      <KitTotals products={products} posters={posters} stickers={stickers} />
      <Switch
        checked={consent}
        onChange={(e) => onConsentChange(e.currentTarget.checked)}
        data-testid="kit-consent"
        label={
          <Text size="sm" component="span">
            <Trans
              i18nKey="components.kit_order_summary.consent"
              components={{
                contract: <ExternalLink href={SITE_PATHS.contributorContract}>{''}</ExternalLink>,
                terms: <ExternalLink href={SITE_PATHS.terms}>{''}</ExternalLink>,
              }}
            />
          </Text>
        }
      />
      <Group justify="flex-end">
        <Button
          size="md"
          color="accent.7"
          leftSection={<IconLock size={16} />}
          disabled={disabled || !consent || !products}
          loading={loading}
          onClick={onValidate}
          data-testid="kit-validate"
        >
          {t('components.kit_order_summary.validate')}
        </Button>
      </Group>
    </Stack>
  );
}
