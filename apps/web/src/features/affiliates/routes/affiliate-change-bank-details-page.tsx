import { AFFILIATE } from '@app/contracts/constants';
import { APP_PATHS } from '@app/contracts/routes';
import { maskIban } from '@app/contracts/iban';
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
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
  // Saved details are shown masked with a "Modifier" action; the form (which never shows the saved
  // IBAN whole: a new one is typed) opens on it, or at once when nothing is saved (issue 29).
  const [editing, setEditing] = useState(false);
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
            {profile.data.iban ? (
              <Stack gap={4}>
                <Text size="sm" data-testid="affiliate-current-iban">
                  {t('views.affiliate_bank_details.current', { iban: maskIban(profile.data.iban) })}
                </Text>
                {profile.data.accountHolderName ? (
                  <Text size="sm">{t('views.affiliate_profile.holder', { name: profile.data.accountHolderName })}</Text>
                ) : null}
              </Stack>
            ) : (
              <Text size="sm" data-testid="affiliate-current-iban">
                {t('views.affiliate_bank_details.none')}
              </Text>
            )}
            {profile.data.iban && !editing ? (
              <Button
                variant="light"
                leftSection={<IconPencil size={16} />}
                style={{ alignSelf: 'flex-start' }}
                onClick={() => setEditing(true)}
                data-testid="bank-details-edit"
              >
                {t('views.affiliate_bank_details.edit')}
              </Button>
            ) : (
              <BankDetailsForm
                key={profile.dataUpdatedAt}
                accountHolderName={profile.data.accountHolderName}
                iban={null}
                onSubmit={async (body) => {
                  const saved = await update.mutateAsync(body);
                  setEditing(false);
                  return saved;
                }}
              />
            )}
          </Stack>
        )}
      </Card>
    </>
  );
}
