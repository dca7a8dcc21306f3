import { APP_PATHS, REDIRECT_QUERY } from '@app/contracts/routes';
import { Alert, Grid, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCoin, IconFileCv, IconUserPlus, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { PageTitle } from '@/components/ui/page-title';
import { LinkButton } from '@/components/ui/link-button';
import { formatLongDate, formatMoney } from '@/lib/format';
import type { PagePrefetch } from '@/lib/page-prefetch';
import { affiliateQrCodeQueryOptions } from '../api/download-affiliate-files';
import { affiliateDashboardQueryOptions, useAffiliateDashboard } from '../api/get-affiliate-dashboard';
import { FigureCard } from '../components/figure-card';
import { BankDetailsStatus, BankDetailsToDo } from '../components/bank-details-status';
import { HistoryTable } from '../components/history-table';
import { KitCard } from '../components/kit-card';
import { QrPosterCard } from '../components/qr-poster-card';
import { ThresholdCard } from '../components/threshold-card';
import '@/locales/affiliates';

/** The dashboard's calls (its figures, the QR code's picture), as soon as the profile says the user is an affiliate. */
export const prefetch: PagePrefetch = async (queryClient, _url, { recruiter }) => {
  if (!recruiter.affiliate) return;
  await Promise.all([
    queryClient.prefetchQuery(affiliateDashboardQueryOptions()),
    queryClient.prefetchQuery(affiliateQrCodeQueryOptions()),
  ]);
};

/** /app/affiliate/dashboard (spec sections 1, 2 and 9; decision 055). */
export function AffiliateDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useAffiliateDashboard();
  const d = dashboard.data;
  return (
    <>
      <PageTitle title={t('pages.affiliateDashboard.title')} subtitle={t('pages.affiliateDashboard.subtitle')} />
      {dashboard.isError ? (
        <FetchErrorAlert testId="affiliate-dashboard-error" />
      ) : !d ? (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={120} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton h={260} radius="md" />
        </Stack>
      ) : (
        <Stack gap="lg" data-testid="affiliate-dashboard">
          {/* Decision 128: without a paid kit covering today the programme gives nothing; say what to do. */}
          {!d.kit.coversToday && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={d.kit.coversUntil ? t('views.affiliate_dashboard.kit_expired_title') : t('views.affiliate_dashboard.kit_unpaid_title')}
              data-testid="affiliate-kit-unpaid"
            >
              <Text size="sm">
                {d.kit.coversUntil
                  ? t('views.affiliate_dashboard.kit_expired_text', { date: formatLongDate(d.kit.coversUntil) })
                  : t('views.affiliate_dashboard.kit_unpaid_text')}
              </Text>
              <LinkButton
                to={`${APP_PATHS.reset}?${REDIRECT_QUERY}=${encodeURIComponent(APP_PATHS.affiliateDashboard)}`}
                size="xs"
                color="red"
                mt="xs"
                data-testid="affiliate-kit-pay"
              >
                {t('views.affiliate_dashboard.kit_pay_cta')}
              </LinkButton>
            </Alert>
          )}
          {/* "À compléter" only when something is missing; details set but unusable are "à corriger" (issue 29). */}
          {!d.bankDetailsComplete && <BankDetailsToDo issue={d.bankDetailsIssue} nothingEntered={false} testId="affiliate-bank-missing" />}
          {/* A change of the bank details holds the payouts 48 hours (decision 116). */}
          <BankDetailsStatus bankDetailsIssue={null} bankDetailsHeldUntil={d.bankDetailsHeldUntil} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            <FigureCard
              testId="affiliate-signups"
              label={t('views.affiliate_dashboard.signups')}
              value={String(d.signUps.thisMonth)}
              caption={t('views.affiliate_dashboard.this_month')}
              hint={t('views.affiliate_dashboard.total', { count: d.signUps.total })}
              icon={<IconUserPlus size={20} stroke={1.6} />}
            />
            <FigureCard
              testId="affiliate-resumes-sold"
              label={t('views.affiliate_dashboard.resumes_sold')}
              value={String(d.resumesSold.thisMonth)}
              caption={t('views.affiliate_dashboard.this_month')}
              hint={t('views.affiliate_dashboard.total', { count: d.resumesSold.total })}
              icon={<IconFileCv size={20} stroke={1.6} />}
            />
            <FigureCard
              testId="affiliate-earnings-month"
              label={t('views.affiliate_dashboard.earnings_month')}
              value={formatMoney(d.earnings.thisMonthCents)}
              hint={t('views.affiliate_dashboard.earnings_sources', {
                signups: formatMoney(d.earnings.thisMonthSignUpsCents),
                sales: formatMoney(d.earnings.thisMonthResumeSalesCents),
              })}
              icon={<IconCoin size={20} stroke={1.6} />}
              color="accent"
            />
            <FigureCard
              testId="affiliate-carried-over"
              label={t('views.affiliate_dashboard.carried_over')}
              value={formatMoney(d.earnings.carriedOverCents)}
              hint={t('views.affiliate_dashboard.carried_over_hint')}
              icon={<IconWallet size={20} stroke={1.6} />}
              color="accent"
            />
          </SimpleGrid>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Stack gap="lg">
                <ThresholdCard dashboard={d} />
                <HistoryTable history={d.history} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Stack gap="lg">
                {d.kit.coversToday && <QrPosterCard signupUrl={d.signupUrl} />}
                <KitCard kit={d.kit} />
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </>
  );
}
