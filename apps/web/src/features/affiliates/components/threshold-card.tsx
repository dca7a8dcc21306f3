import type { AffiliateDashboard } from '@app/contracts/affiliates';
import { nextMonth, payoutDateOf } from '@app/contracts/affiliate-months';
import { AFFILIATE } from '@app/contracts/constants';
import { Badge, Card, Group, List, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarDue, IconCircleCheck, IconCoin, IconTrendingUp, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatLongDate, formatMoney, formatDayOfMonth, formatPercent } from '@/lib/format';
import '@/locales/affiliates';

/** The round icon of a line of the payout rules. */
function RuleIcon({ icon: RuleGlyph }: { icon: Icon }) {
  return (
    <ThemeIcon size={24} radius="xl" variant="light" color="brand">
      <RuleGlyph size={14} />
    </ThemeIcon>
  );
}

/**
 * The next transfer as the payout run will make it (the API's `nextPayout`, issue 29): its date and
 * amount, or why there is none (threshold, bank details), and when what was earned since is paid.
 */
function NextPayoutLine({ dashboard }: { dashboard: AffiliateDashboard }) {
  const { t, i18n } = useTranslation();
  const { nextPayout: next, threshold } = dashboard;
  const date = formatLongDate(next.date);
  const amount = formatMoney(next.amountCents);
  const waiting = formatMoney(next.waitingCents);
  const line = {
    scheduled: t('views.affiliate_dashboard.next_payout_scheduled', { date, amount }),
    bank_details: t('views.affiliate_dashboard.next_payout_bank', { date, amount }),
    below_threshold:
      next.waitingCents > 0
        ? t('views.affiliate_dashboard.next_payout_below', {
            amount: waiting,
            day: formatDayOfMonth(AFFILIATE.paymentDayOfMonth, i18n.language),
            count: threshold.resumesSold,
          })
        : t('views.affiliate_dashboard.next_payout_none'),
    nothing_due: t('views.affiliate_dashboard.next_payout_none'),
  }[next.status];
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} data-testid="affiliate-next-payout" data-status={next.status}>
        {line}
      </Text>
      {next.status !== 'below_threshold' && next.waitingCents > 0 && (
        <Text size="sm" c="dimmed" data-testid="affiliate-next-payout-later">
          {t('views.affiliate_dashboard.next_payout_later', {
            amount: waiting,
            date: formatLongDate(payoutDateOf(nextMonth(next.closesMonth))),
          })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Progress toward the 10 resumes sold from which profit starts, and the payout rule (spec
 * section 9: profit from 10 resumes sold, payment on the 3rd of the next month).
 */
export function ThresholdCard({ dashboard }: { dashboard: AffiliateDashboard }) {
  const { t, i18n } = useTranslation();
  const { threshold, resumesSold } = dashboard;
  const sold = Math.min(resumesSold.total, threshold.resumesSold);
  return (
    <Card withBorder radius="md" p="lg" data-testid="affiliate-threshold">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg">
          {t('views.affiliate_dashboard.threshold_title')}
        </Title>
        {threshold.reached && (
          <Badge color="brand" variant="light" leftSection={<IconCircleCheck size={14} />}>
            {t('views.affiliate_dashboard.reached_badge')}
          </Badge>
        )}
      </Group>
      <Text fw={600} data-testid="affiliate-threshold-rule">
        {t('views.affiliate_dashboard.threshold_rule', { count: threshold.resumesSold })}
      </Text>
      {/* The count alone: a percentage beside "Votre rémunération" read as a commission rate. */}
      <Text size="sm" fw={700} mt="md" mb={6} data-testid="affiliate-threshold-progress">
        {t('views.affiliate_dashboard.progress', { sold: resumesSold.total, count: threshold.resumesSold })}
      </Text>
      <Progress
        value={(sold / threshold.resumesSold) * 100}
        size="xl"
        radius="xl"
        color={threshold.reached ? 'brand' : 'accent'}
        aria-label={t('views.affiliate_dashboard.progress', { sold: resumesSold.total, count: threshold.resumesSold })}
        data-testid="affiliate-threshold-bar"
      />
      <Text size="sm" mt="xs" c={threshold.reached ? 'brand.8' : 'dimmed'} data-testid="affiliate-threshold-status">
        {threshold.reached
          ? t('views.affiliate_dashboard.reached')
          : t('views.affiliate_dashboard.remaining', { count: threshold.remaining })}
      </Text>
      <Stack gap="xs" mt="lg">
        <List spacing="xs" size="sm" center>
          <List.Item icon={<RuleIcon icon={IconCalendarDue} />}>
            <NextPayoutLine dashboard={dashboard} />
          </List.Item>
          <List.Item icon={<RuleIcon icon={IconCoin} />}>
            {t('views.affiliate_dashboard.payout_rule', { day: formatDayOfMonth(AFFILIATE.paymentDayOfMonth, i18n.language) })}
          </List.Item>
          <List.Item icon={<RuleIcon icon={IconTrendingUp} />}>
            {t('views.affiliate_dashboard.share_rule', {
              amount: formatMoney(AFFILIATE.signUpEarningCents),
              percent: formatPercent(AFFILIATE.resumeSaleShare * 100),
            })}
          </List.Item>
        </List>
      </Stack>
    </Card>
  );
}
