import { AFFILIATE } from '@app/contracts/constants';
import { APP_PATHS } from '@app/contracts/routes';
import { maskIban } from '@app/contracts/iban';
import { Button, Card, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingBank, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordModal } from '@/components/ui/change-password-modal';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { PageTitle } from '@/components/ui/page-title';
import { LinkButton } from '@/components/ui/link-button';
import { useCurrentProfile } from '@/lib/auth';
import { useAffiliateProfile } from '../api/get-affiliate-profile';
import { useUpdateAffiliateProfile } from '../api/update-affiliate-profile';
import { AffiliateProfileForm } from '../components/affiliate-profile-form';
import { BankDetailsStatus, BankDetailsToDo } from '../components/bank-details-status';
import '@/locales/affiliates';
import { formatDayOfMonth } from '@/lib/format';

/** /app/affiliate/profile (spec section 2): contact details, the bank details on file (changed on their own page), the password. */
export function AffiliateProfilePage() {
  const { t, i18n } = useTranslation();
  const session = useCurrentProfile();
  const profile = useAffiliateProfile();
  const update = useUpdateAffiliateProfile();
  // The same source as the layout's warning dot.
  const holderMissing = !session.recruiter.accountHolderName;
  const bankIssue = profile.data ? profile.data.bankDetailsIssue : holderMissing ? 'account_holder_name_missing' : null;
  const [passwordOpened, passwordModal] = useDisclosure(false);
  return (
    <>
      <PageTitle title={t('pages.affiliateProfile.title')} subtitle={t('pages.affiliateProfile.subtitle')} />
      <Stack gap="lg">
        {bankIssue && (
          // One alert for what keeps the payouts waiting (walk of 2026-11-29: a red and a yellow one for one missing holder).
          <BankDetailsToDo
            issue={bankIssue}
            nothingEntered={Boolean(profile.data && !profile.data.accountHolderName && !profile.data.iban)}
            testId="affiliate-bank-todo"
          />
        )}
        {profile.data && <BankDetailsStatus bankDetailsIssue={null} bankDetailsHeldUntil={profile.data.bankDetailsHeldUntil} />}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Card withBorder radius="md" p="lg">
              <Title order={3} fz="lg" mb="md">
                {t('views.affiliate_profile.contact_title')}
              </Title>
              {profile.isPending ? (
                <Stack>
                  <Skeleton h={36} />
                  <Skeleton h={36} />
                  <Skeleton h={36} />
                </Stack>
              ) : profile.isError ? (
                <FetchErrorAlert />
              ) : (
                <AffiliateProfileForm key={profile.dataUpdatedAt} profile={profile.data} onSubmit={(body) => update.mutateAsync(body)} />
              )}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Card withBorder radius="md" p="lg">
              <Title order={3} fz="lg" mb="xs">
                {t('views.affiliate_profile.bank_title')}
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                {t('views.affiliate_profile.payout_info', {
                  day: formatDayOfMonth(AFFILIATE.paymentDayOfMonth, i18n.language),
                  count: AFFILIATE.profitFromResumesSold,
                })}
              </Text>
              {/* What is on file; it is changed on its own page only (issue 29: the IBAN form was on both). */}
              {profile.data && (
                <Stack gap={2} mb="md" data-testid="affiliate-bank-summary">
                  <Text size="sm">
                    {t('views.affiliate_profile.holder', { name: profile.data.accountHolderName ?? t('views.affiliate_profile.not_set') })}
                  </Text>
                  <Text size="sm">
                    {t('views.affiliate_profile.iban', {
                      iban: profile.data.iban ? maskIban(profile.data.iban) : t('views.affiliate_profile.not_set'),
                    })}
                  </Text>
                </Stack>
              )}
              <LinkButton
                to={APP_PATHS.affiliateChangeBankDetails}
                variant="light"
                leftSection={<IconBuildingBank size={18} />}
                fullWidth
                h="auto"
                py="xs"
                styles={{ label: { whiteSpace: 'normal' } }}
                data-testid="affiliate-change-bank-link"
              >
                {t('views.affiliate_profile.change_bank_details')}
              </LinkButton>
            </Card>
            <Card withBorder radius="md" p="lg" mt="lg" data-testid="affiliate-security">
              <Title order={3} fz="lg" mb="md">
                {t('views.affiliate_profile.security_title')}
              </Title>
              <Button
                variant="light"
                leftSection={<IconLock size={18} />}
                fullWidth
                onClick={passwordModal.open}
                data-testid="open-change-password"
              >
                {t('views.affiliate_profile.change_password')}
              </Button>
            </Card>
            <ChangePasswordModal opened={passwordOpened} onClose={passwordModal.close} />
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
