import { orderTotals } from '@app/contracts/orders';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import '@/locales/shared';

export interface SummaryLine {
  key: string;
  label: string;
  detail?: string;
  quantity: number;
  unitAmount: number;
  /** Offered lines are shown at 0 and do not count. */
  offered?: boolean;
}

/** Order lines with the totals excluding VAT, VAT 20 % and including VAT (spec section 9). */
export function OrderTotals({ lines, testId = 'order-totals' }: { lines: SummaryLine[]; testId?: string }) {
  const { t } = useTranslation();
  const paid = lines.filter((l) => !l.offered && l.quantity > 0);
  const totals = orderTotals(paid);
  return (
    <Stack gap="xs" data-testid={testId}>
      {lines
        .filter((l) => l.quantity > 0)
        .map((l) => (
          <Group key={l.key} justify="space-between" align="flex-start" wrap="nowrap" data-testid={`${testId}-line`}>
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {l.quantity > 1 ? `${l.quantity} × ${l.label}` : l.label}
              </Text>
              {l.detail ? (
                <Text size="xs" c="dimmed">
                  {l.detail}
                </Text>
              ) : null}
            </Stack>
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }} c={l.offered ? 'brand.7' : undefined}>
              {l.offered ? t('components.order_summary.offered') : formatMoney(l.unitAmount * l.quantity)}
            </Text>
          </Group>
        ))}
      <Divider my={4} />
      <Group justify="space-between">
        <Text size="sm">{t('components.order_summary.total_excl_vat')}</Text>
        <Text size="sm" data-testid={`${testId}-excl`}>
          {formatMoney(totals.totalExclVat)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">{t('components.order_summary.vat')}</Text>
        <Text size="sm" data-testid={`${testId}-vat`}>
          {formatMoney(totals.vatAmount)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700} size="lg">
          {t('components.order_summary.total_incl_vat')}
        </Text>
        <Text fw={700} size="lg" data-testid={`${testId}-incl`}>
          {formatMoney(totals.totalInclVat)}
        </Text>
      </Group>
    </Stack>
  );
}
