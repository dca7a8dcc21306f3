import type { AffiliateMonth } from '@app/contracts/affiliates';
import { Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
      <Group gap="xs" wrap="nowrap">
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
        // Scrolls sideways on a phone: reachable and scrollable with the keyboard (axe scrollable-region-focusable).
        <ScrollArea viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('views.affiliate_dashboard.history_title') }}>
          <Table striped highlightOnHover verticalSpacing="sm" miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('views.affiliate_dashboard.history_month')}</Table.Th>
                <Table.Th ta="right">{t('views.affiliate_dashboard.history_signups')}</Table.Th>
                <Table.Th ta="right">{t('views.affiliate_dashboard.history_resumes')}</Table.Th>
                <Table.Th ta="right">{t('views.affiliate_dashboard.history_earnings')}</Table.Th>
                <Table.Th>{t('views.affiliate_dashboard.history_payout')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((m) => (
                <Table.Tr key={m.month} data-testid="affiliate-history-row" data-month={m.month}>
                  <Table.Td fw={600}>{capitalize(formatMonthYear(m.month))}</Table.Td>
                  <Table.Td ta="right">{m.signUps}</Table.Td>
                  <Table.Td ta="right">{m.resumesSold}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatMoney(m.earningsCents)}
                  </Table.Td>
                  <Table.Td>{payoutText(m)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </SectionCard>
  );
}
