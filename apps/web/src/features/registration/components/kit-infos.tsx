import { AFFILIATE } from '@app/contracts/constants';
import type { Product } from '@app/contracts/products';
import { Alert, Button, Collapse, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '@/locales/registration';
import { formatDayOfMonth } from '@/lib/format';

/** Order affiliate kit infos (spec section 2): a collapsible list of what the kit holds (its offered products first), and a warning. */
export function KitInfos({ products }: { products: Product[] | undefined }) {
  const { t, i18n } = useTranslation();
  const kit = products?.find((p) => p.code === 'affiliate_kit')?.prices[0];
  const offered = kit?.freeProducts.map((f) => ({ quantity: f.offeredQuantity, name: f.offeredProduct.name })) ?? [];
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Stack gap="sm" data-testid="kit-infos">
      <Button
        variant="subtle"
        px={0}
        w="fit-content"
        onClick={toggle}
        rightSection={opened ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
        data-testid="kit-infos-toggle"
      >
        {t('components.kit_infos.toggle')}
      </Button>
      <Collapse expanded={opened}>
        <List size="sm" spacing={4}>
          {offered.map((o) => (
            <List.Item key={o.name}>{t('components.kit_infos.offered', { count: o.quantity, name: o.name })}</List.Item>
          ))}
          <List.Item>{t('components.kit_infos.qr')}</List.Item>
          <List.Item>{t('components.kit_infos.dashboard')}</List.Item>
          <List.Item>{t('components.kit_infos.earnings', { count: AFFILIATE.profitFromResumesSold })}</List.Item>
          <List.Item>{t('components.kit_infos.payout', { day: formatDayOfMonth(AFFILIATE.paymentDayOfMonth, i18n.language) })}</List.Item>
        </List>
      </Collapse>
      <Alert color="accent" variant="light" icon={<IconTruckDelivery size={18} />}>
        <Text size="sm">{t('components.kit_infos.warning', { days: AFFILIATE.deliveryDays })}</Text>
      </Alert>
    </Stack>
  );
}
