import { kitShipment } from '@app/contracts/catalogue';
import { AFFILIATE } from '@app/contracts/constants';
import type { Product } from '@app/contracts/products';
import { Alert, Button, Collapse, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '@/locales/registration';
import { includedInKit } from './kit-order-summary';
import { formatDayOfMonth } from '@/lib/format';

/**
 * Order affiliate kit infos (spec section 2): what is shipped and when, said plainly (issue 29: the
 * contents were folded away and the delivery a bare "warning"), then a collapsible list of what the
 * kit holds. The counts are the catalogue's kit plus the extra posters and stickers ordered.
 */
export function KitInfos({ products, posters, stickers }: { products: Product[] | undefined; posters: number; stickers: number }) {
  const { t, i18n } = useTranslation();
  const included = includedInKit(products);
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Stack gap="sm" data-testid="kit-infos">
      <Alert color="accent" variant="light" icon={<IconTruckDelivery size={18} />} data-testid="kit-shipment">
        <Text size="sm">{t('components.kit_infos.shipment', { ...kitShipment(posters, stickers), days: AFFILIATE.deliveryDays })}</Text>
      </Alert>
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
          {products ? <List.Item>{t('components.kit_order_summary.included', included)}</List.Item> : null}
          <List.Item>{t('components.kit_infos.qr')}</List.Item>
          <List.Item>{t('components.kit_infos.dashboard')}</List.Item>
          <List.Item>{t('components.kit_infos.earnings', { count: AFFILIATE.profitFromResumesSold })}</List.Item>
          <List.Item>{t('components.kit_infos.payout', { day: formatDayOfMonth(AFFILIATE.paymentDayOfMonth, i18n.language) })}</List.Item>
        </List>
      </Collapse>
    </Stack>
  );
}
