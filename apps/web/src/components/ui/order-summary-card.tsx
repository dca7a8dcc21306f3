import { Button, Card, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OrderTotals, type SummaryLine } from './order-totals';
import '@/locales/shared';

export interface OrderSummaryCardProps {
  /** The order's lines; null while the price is loading (a placeholder stands in). */
  lines: SummaryLine[] | null;
  testId: string;
  payLabel: string;
  /** A submit button of the surrounding form, or a button calling `onPay`. */
  onPay?: () => void;
  disabled: boolean;
  /** Why the button is disabled, shown under it (issue 29: "Payer et activer" greyed with no reason). */
  disabledReason?: string | null;
  loading: boolean;
  /** Reassurance lines under the button (secure payment, invoice). */
  notices?: string[];
  /** Keeps the card in view while a long form scrolls. */
  sticky?: boolean;
}

/** The order summary beside a payment form: title, lines and totals, pay button, notices. */
export function OrderSummaryCard({
  lines,
  testId,
  payLabel,
  onPay,
  disabled,
  disabledReason = null,
  loading,
  notices = [],
  sticky = false,
}: OrderSummaryCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p="lg" shadow="sm" style={sticky ? { position: 'sticky', top: 24 } : undefined}>
      <Stack gap="md">
        <Title order={3} fz="lg">
          {t('components.order_summary.title')}
        </Title>
        {lines ? <OrderTotals lines={lines} testId={`${testId}-totals`} /> : <Skeleton h={120} />}
        <Button
          type={onPay ? 'button' : 'submit'}
          size="md"
          fullWidth
          leftSection={<IconLock size={16} />}
          disabled={disabled}
          loading={loading}
          onClick={onPay}
          data-testid={`${testId}-pay`}
        >
          {payLabel}
        </Button>
        {disabled && disabledReason ? (
          <Text size="sm" c="dimmed" data-testid={`${testId}-pay-reason`}>
            {disabledReason}
          </Text>
        ) : null}
        {notices.length > 0 && (
          <List size="xs" c="dimmed" spacing={4} icon={<IconShieldCheck size={14} />}>
            {notices.map((notice) => (
              <List.Item key={notice}>{notice}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
