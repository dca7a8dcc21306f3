import type { AffiliateKit } from '@app/contracts/affiliates';
import { AFFILIATE } from '@app/contracts/constants';
import { Alert, Badge, Card, Collapse, Group, List, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconInfoCircle, IconPackage, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@/lib/format';
import '@/locales/affiliates';

/**
 * The kit order (spec section 2, "order affiliate kit infos": collapsible list and warning):
 * payment date and announced delivery, 7 days after the payment (spec section 9).
 */
export function KitCard({ kit }: { kit: AffiliateKit }) {
  const { t } = useTranslation();
  const [opened, toggle] = useDisclosure(false);
  const badge =
    kit.status === 'paid' ? (
      <Badge color={kit.delivered ? 'brand' : 'accent'} variant="light" data-testid="affiliate-kit-status">
        {kit.delivered ? t('views.affiliate_dashboard.kit_delivered') : t('views.affiliate_dashboard.kit_on_the_way')}
      </Badge>
    ) : kit.status === 'pending' ? (
      <Badge color="yellow" variant="light" data-testid="affiliate-kit-status">
        {t('views.affiliate_dashboard.kit_pending')}
      </Badge>
    ) : (
      <Badge color="gray" variant="light" data-testid="affiliate-kit-status">
        {t('views.affiliate_dashboard.kit_none')}
      </Badge>
    );
  return (
    <Card withBorder radius="md" p="lg" data-testid="affiliate-kit">
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="md">
        <ThemeIcon variant="light" color="brand" radius="md" size={36}>
          <IconPackage size={20} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={6} align="flex-start">
          <Title order={3} fz="lg">
            {t('views.affiliate_dashboard.kit_title')}
          </Title>
          {badge}
        </Stack>
      </Group>
      {kit.status === 'paid' && kit.paidAt && kit.deliveryDate ? (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('views.affiliate_dashboard.kit_paid', { date: formatLongDate(kit.paidAt) })}
          </Text>
          <Group gap={6}>
            <IconTruckDelivery size={18} stroke={1.6} color="var(--mantine-color-brand-7)" />
            <Text fw={600} data-testid="affiliate-kit-delivery">
              {t('views.affiliate_dashboard.kit_delivery', { date: formatLongDate(kit.deliveryDate) })}
            </Text>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {kit.status === 'pending' ? t('views.affiliate_dashboard.kit_pending_text') : t('views.affiliate_dashboard.kit_none_text')}
        </Text>
      )}
      <UnstyledButton onClick={toggle.toggle} mt="md" aria-expanded={opened} data-testid="affiliate-kit-infos-toggle">
        <Group gap={4}>
          <Text size="sm" fw={600} c="brand.7">
            {t('views.affiliate_dashboard.kit_infos_toggle')}
          </Text>
          <IconChevronDown size={16} style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened}>
        <List size="sm" mt="xs" spacing={4} data-testid="affiliate-kit-infos">
          <List.Item>{t('views.affiliate_dashboard.kit_infos_posters')}</List.Item>
          <List.Item>{t('views.affiliate_dashboard.kit_infos_stickers')}</List.Item>
          <List.Item>{t('views.affiliate_dashboard.kit_infos_yearly')}</List.Item>
        </List>
      </Collapse>
      <Alert mt="md" color="yellow" variant="light" icon={<IconInfoCircle size={18} />} p="sm">
        <Text size="sm">{t('views.affiliate_dashboard.kit_warning', { days: AFFILIATE.deliveryDays })}</Text>
      </Alert>
    </Card>
  );
}
