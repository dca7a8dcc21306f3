import type { ShoppingOrderResume } from '@app/contracts/basket';
import { Button, Card, Divider, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import '@/locales/basket';

interface BasketSummaryCardProps {
  summary: ShoppingOrderResume;
  onValidate: () => void;
  validating: boolean;
}

function Row({
  label,
  detail,
  amount,
  strong,
  testId,
}: {
  label: string;
  detail?: string;
  amount: number;
  strong?: boolean;
  testId: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={testId}>
      <Stack gap={0}>
        <Text fw={strong ? 700 : 500} size={strong ? 'md' : 'sm'}>
          {label}
        </Text>
        {detail ? (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        ) : null}
      </Stack>
      <Text fw={strong ? 800 : 600} size={strong ? 'lg' : 'sm'} style={{ whiteSpace: 'nowrap' }} data-testid={`${testId}-amount`}>
        {formatMoney(amount)}
      </Text>
    </Group>
  );
}

/**
 * Order summary of the basket (spec sections 2 and 3, "Shopping order resume"): regular and
 * rare-gem counts with unit prices and amounts, totals excluding VAT, VAT and including VAT, the
 * security and confirmation notices, and the button that sends to the checkout.
 */
export function BasketSummaryCard({ summary, onValidate, validating }: BasketSummaryCardProps) {
  const { t } = useTranslation();
  const nothing = summary.totalResumesCount === 0;
  // Regular and rare-gem resumes: count, unit price and amount of each.
  const kinds = [
    {
      testId: 'summary-regular',
      label: t('views.shopping_basket.regular_line'),
      count: summary.regularResumesCount,
      price: summary.regularResumePrice,
      amount: summary.regularResumesAmount,
    },
    {
      testId: 'summary-rare',
      label: t('views.shopping_basket.rare_line'),
      count: summary.rareGemResumesCount,
      price: summary.rareGemResumePrice,
      amount: summary.rareGemResumesAmount,
    },
  ];
  return (
    <Card padding="xl" data-testid="basket-summary" style={{ position: 'sticky', top: 88 }}>
      <Title order={2} fz="xl" mb="lg">
        {t('views.shopping_basket.summary_title')}
      </Title>
      <Stack gap="sm">
        {/* A kind the basket holds none of is no line ("CV perle rare 0 × 35,00 €", walk of 2026-11-29). */}
        {kinds
          .filter((kind) => kind.count > 0)
          .map((kind) => (
            <Row
              key={kind.testId}
              testId={kind.testId}
              label={kind.label}
              detail={t('views.shopping_basket.quantity', { count: kind.count, price: formatMoney(kind.price) })}
              amount={kind.amount}
            />
          ))}
        <Divider my={4} />
        <Row testId="summary-total-excl" label={t('views.shopping_basket.total_excl_vat')} amount={summary.totalResumeWithoutTaxes} />
        <Row testId="summary-vat" label={t('views.shopping_basket.vat')} amount={summary.vatAmount} />
        <Divider my={4} />
        <Row testId="summary-total-incl" label={t('views.shopping_basket.total_incl_vat')} amount={summary.totalResumeWithTaxes} strong />
      </Stack>
      <Button mt="xl" size="md" fullWidth onClick={onValidate} loading={validating} disabled={nothing} data-testid="basket-validate">
        {t('views.shopping_basket.validate')}
      </Button>
      {nothing ? (
        <Text size="xs" c="dimmed" mt="xs" ta="center">
          {t('views.shopping_basket.nothing_to_pay')}
        </Text>
      ) : null}
      <Stack gap="sm" mt="lg">
        {[
          { icon: IconLock, text: t('views.shopping_basket.security'), testId: 'basket-security' },
          { icon: IconMailCheck, text: t('views.shopping_basket.confirmation'), testId: 'basket-confirmation' },
        ].map(({ icon: NoticeIcon, text, testId }) => (
          <Group key={testId} gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" radius="xl" size="md">
              <NoticeIcon size={15} />
            </ThemeIcon>
            <Text size="xs" c="dimmed" data-testid={testId}>
              {text}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
