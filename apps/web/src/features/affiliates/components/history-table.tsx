import type { AffiliateMonth } from '@app/contracts/affiliates';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { SectionCard } from '@/components/ui/section-card';
import { formatLongDate, formatMoney, formatMonthYear } from '@/lib/format';
import '@/locales/affiliates';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Monthly history: sign-ups, resumes sold, earnings and the payout made for the month. */
export function HistoryTable({ history }: { history: AffiliateMonth[] }) {
  const { t } = useTranslation();
  const payoutText = (m: AffiliateMonth) => {
    const p = m.payout;
    if (!p) return <Text c="dimmed">{t('views.affiliate_dashboard.payout_none')}</Text>;
    const amount = formatMoney(p.amountCents);
    if (p.status === 'paid')
      return (
        <Badge color="brand" variant="light">
          {t('views.affiliate_dashboard.payout_paid', { amount, date: formatLongDate(p.paidAt ?? p.payoutDate) })}
        </Badge>
      );
    if (p.status === 'failed')
      return (
        <Badge color="red" variant="light">
          {t('views.affiliate_dashboard.payout_failed', { amount })}
        </Badge>
      );
    // Scheduled: sent once the transfer is in a SEPA file for the bank (decision 081), pending before.
    return (
      <Group gap="xs" justify="flex-end">
        <Text fw={600} data-testid="affiliate-payout-amount">
          {amount}
        </Text>
        {p.sentAt ? (
          <Badge color="brand" variant="light" data-testid="affiliate-payout-sent">
            {t('views.affiliate_dashboard.payout_sent', { date: formatLongDate(p.sentAt) })}
          </Badge>
        ) : (
          <>
            <Badge color="accent" variant="light" data-testid="affiliate-payout-pending">
              {t('views.affiliate_dashboard.payout_pending')}
            </Badge>
            <Text c="dimmed" fz="sm">
              {t('views.affiliate_dashboard.payout_planned', { date: formatLongDate(p.payoutDate) })}
            </Text>
          </>
        )}
      </Group>
    );
  };
  return (
    <SectionCard title={t('views.affiliate_dashboard.history_title')} gap="md" testId="affiliate-history">
      {history.length === 0 ? (
        <Text c="dimmed">{t('views.affiliate_dashboard.history_empty')}</Text>
      ) : (
        <ResponsiveTable
          label={t('views.affiliate_dashboard.history_title')}
          striped
          rows={history}
          rowKey={(m) => m.month}
          rowProps={(m) => ({ 'data-testid': 'affiliate-history-row', 'data-month': m.month })}
          columns={[
            {
              key: 'month',
              header: t('views.affiliate_dashboard.history_month'),
              role: 'title',
              cell: (m) => capitalize(formatMonthYear(m.month)),
            },
            { key: 'signups', header: t('views.affiliate_dashboard.history_signups'), align: 'right', cell: (m) => m.signUps },
            { key: 'resumes', header: t('views.affiliate_dashboard.history_resumes'), align: 'right', cell: (m) => m.resumesSold },
            {
              key: 'earnings',
              header: t('views.affiliate_dashboard.history_earnings'),
              align: 'right',
              strong: true,
              cell: (m) => formatMoney(m.earningsCents),
            },
            { key: 'payout', header: t('views.affiliate_dashboard.history_payout'), cell: payoutText },
          ]}
        />
      )}
    </SectionCard>
  );
}
