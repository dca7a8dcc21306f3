import { AFFILIATE } from '@app/contracts/constants';
import { APP_PATHS } from '@app/contracts/routes';
import { formatIban } from '@app/contracts/iban';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { PageTitle } from '@/components/ui/page-title';
import { useAffiliateProfile } from '../api/get-affiliate-profile';
import { useUpdateAffiliateProfile } from '../api/update-affiliate-profile';
import { BankDetailsForm } from '../components/bank-details-form';
import { BankDetailsStatus } from '../components/bank-details-status';
import '@/locales/affiliates';
import { formatDayOfMonth } from '@/lib/format';

/** /app/affiliate/change-bank-details: account holder name and IBAN (spec section 5 pattern). */
export function AffiliateChangeBankDetailsPage() {
  const { t, i18n } = useTranslation();
  const profile = useAffiliateProfile();
  const update = useUpdateAffiliateProfile();
  return (
    <>
      <PageTitle title={t('pages.affiliateChangeBankDetails.title')} subtitle={t('pages.affiliateChangeBankDetails.subtitle')} />
      <Anchor component={Link} to={APP_PATHS.affiliateProfile} size="sm" mb="md" display="inline-block" data-testid="affiliate-bank-back">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {t('views.affiliate_bank_details.back')}
        </Group>
      </Anchor>
      <Card withBorder radius="md" p="lg" maw={640}>
        <Title order={3} fz="lg" mb={4}>
          {t('views.affiliate_bank_details.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('views.affiliate_bank_details.text', { day: formatDayOfMonth(AFFILIATE.paymentDayOfMonth, i18n.language) })}
        </Text>
        {profile.isPending ? (
          <Stack>
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : profile.isError ? (
          <FetchErrorAlert />
        ) : (
          <Stack gap="md">
            <BankDetailsStatus bankDetailsIssue={profile.data.bankDetailsIssue} bankDetailsHeldUntil={profile.data.bankDetailsHeldUntil} />
            <Text size="sm" data-testid="affiliate-current-iban">
              {profile.data.iban
                ? t('views.affiliate_bank_details.current', { iban: formatIban(profile.data.iban) })
                : t('views.affiliate_bank_details.none')}
            </Text>
            <BankDetailsForm
              key={profile.dataUpdatedAt}
              accountHolderName={profile.data.accountHolderName}
              iban={profile.data.iban}
              onSubmit={(body) => update.mutateAsync(body)}
            />
          </Stack>
        )}
      </Card>
    </>
  );
}
