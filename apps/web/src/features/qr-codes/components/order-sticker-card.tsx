import { QUANTITY_MAX, QUANTITY_MIN, VAT_RATE } from '@app/contracts/constants';
import { Badge, Button, Card, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconShoppingCart, IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardIntro } from '@/components/ui/card-intro';
import { browser } from '@/lib/browser';
import { formatMoney } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useCreateProductPaymentLink } from '../api/create-product-payment-link';
import { useProducts } from '@/api/get-products';
import '@/locales/addresses';
import '@/locales/qr-codes';
import '@/locales/shared';

/**
 * Order-sticker card (spec sections 2 and 5): QR stickers for the address, quantity 0 to 10, totals
 * excluding and including VAT; the pay button is disabled while the total is 0, then leads to the
 * hosted checkout.
 */
export function OrderStickerCard({ addressUuid }: { addressUuid: string }) {
  const { t } = useTranslation();
  const products = useProducts();
  const pay = useCreateProductPaymentLink();
  const [quantity, setQuantity] = useState(0);
  const sticker = products.data?.find((p) => p.code === 'additional_sticker');
  const price = sticker?.prices[0];
  const total = price ? price.unitAmount * quantity : 0;
  const vat = Math.round(total * VAT_RATE);
  const order = async () => {
    if (!price) return;
    try {
      const { url } = await pay.mutateAsync({
        lineItems: [{ price: price.id, quantity }],
        address: addressUuid,
        returnPath: '/my-qr-codes',
      });
      browser.assign(url);
    } catch {
      notifyError(t('views.addresses.add_address_products_form.error'));
    }
  };
  return (
    <Card withBorder radius="md" p="lg" data-testid="order-sticker">
      <CardIntro
        icon={<IconTag size={22} color="var(--mantine-color-accent-7)" />}
        title={t('components.order_sticker.title')}
        text={t('components.order_sticker.text')}
      />
      {products.isPending ? (
        <Skeleton h={80} />
      ) : !price ? (
        <Text size="sm" c="dimmed">
          {t('components.order_sticker.unavailable')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Select
              label={t('components.order_sticker.quantity')}
              data={Array.from({ length: QUANTITY_MAX - QUANTITY_MIN + 1 }, (_, i) => String(i + QUANTITY_MIN))}
              value={String(quantity)}
              onChange={(v) => setQuantity(Number(v ?? 0))}
              allowDeselect={false}
              w={120}
              data-testid="order-sticker-quantity"
            />
            <Badge variant="light" color="accent" size="lg">
              {t('components.order_sticker.unit', { amount: formatMoney(price.unitAmount) })}
            </Badge>
          </Group>
          <Stack gap={2}>
            <Group justify="space-between">
              <Text size="sm">{t('components.order_summary.total_excl_vat')}</Text>
              <Text size="sm" fw={600} data-testid="order-sticker-total">
                {formatMoney(total)}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('components.order_summary.vat')}
              </Text>
              <Text size="sm" c="dimmed">
                {formatMoney(vat)}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm" fw={700}>
                {t('components.order_summary.total_incl_vat')}
              </Text>
              <Text size="sm" fw={700}>
                {formatMoney(total + vat)}
              </Text>
            </Group>
          </Stack>
          <Button
            color="accent"
            leftSection={<IconShoppingCart size={16} />}
            disabled={total === 0}
            loading={pay.isPending}
            onClick={() => void order()}
            data-testid="order-sticker-pay"
          >
            {t('components.order_sticker.pay')}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
