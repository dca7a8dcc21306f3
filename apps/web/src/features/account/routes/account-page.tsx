import { Card, Grid, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { PageTitle } from '@/components/ui/page-title';
import { isPremium, useCurrentProfile } from '@/lib/auth';
import { useAccount } from '../api/get-account';
import { useUpdateAccount } from '../api/update-account';
import { AccountForm } from '../components/account-form';
import { AccountSecurity } from '../components/account-security';
import { DeleteAccountCard } from '../components/delete-account-card';
import { MyDataCard } from '../components/my-data-card';
import { SupportViewsCard } from '../components/support-views-card';
import { PremiumSubscriptionCard } from '../components/premium-subscription-card';
import '@/locales/account';

/** /app/account (spec section 2): account form, e-mail/password/SIRET modals, a head-hunter's premium plan (issue 29), invoices (below, from the router), data download and erasure (decision 093). */
export function AccountPage() {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  const account = useAccount();
  const update = useUpdateAccount();
  const prominent = profile.recruiter.headhunter || isPremium(profile.recruiter);
  return (
    <>
      <PageTitle title={t('pages.account.title')} subtitle={t('pages.account.subtitle')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card withBorder radius="md" p="lg">
            <Title order={3} fz="lg" mb="md">
              {t('views.account.company_title')}
            </Title>
            {account.isPending ? (
              <Stack>
                <Skeleton h={36} />
                <Skeleton h={36} />
                <Skeleton h={72} />
              </Stack>
            ) : account.isError ? (
              <FetchErrorAlert />
            ) : (
              <AccountForm key={account.dataUpdatedAt} account={account.data} onSubmit={(body) => update.mutateAsync(body)} />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            {profile.recruiter.headhunter ? <PremiumSubscriptionCard /> : null}
            <AccountSecurity email={profile.email} siret={account.data?.siret ?? profile.recruiter.siret} prominent={prominent} />
            <MyDataCard />
            <SupportViewsCard />
            <DeleteAccountCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
