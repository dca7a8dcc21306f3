import { salaryFromText } from '@app/contracts/address-jobs';
import { REGISTRATION_STEPS } from '@app/contracts/constants';
import type { RecruiterRegistrationBody } from '@app/contracts/registration';
import { APP_PATHS } from '@app/contracts/routes';
import { Card, Grid, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase, IconBuildingStore, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { OrderSummaryCard } from '@/components/ui/order-summary-card';
import { SubscriptionOffers, useSubscriptionOrder } from '@/components/ui/subscription-offers';
import { browser } from '@/lib/browser';
import { notifyError } from '@/lib/notify';
import { useProducts } from '@/api/get-products';
import { useRegisterRecruiter } from '../api/register-recruiter';
import { useRegistrationFailure } from '../components/use-registration-failure';
import { RegisterFrame } from '../components/register-frame';
import { TermsCheckbox } from '@/components/ui/terms-checkbox';
import { identityWithSecrets, useRecruiterDraft, type RecruiterDraft, type Secrets } from '../stores/register-store';
import '@/locales/registration';
import '@/locales/shared';

/** The registration draft as POST /api/recruiter/ takes it. */
export const toRegistrationBody = (draft: RecruiterDraft, secrets: Secrets, price: number | undefined): RecruiterRegistrationBody => ({
  acceptTerms: true,
  ...identityWithSecrets(draft, secrets),
  siret: draft.siret || null,
  addressName: draft.addressName,
  qrcodeTown: draft.qrcodeTown,
  place: draft.place as RecruiterRegistrationBody['place'],
  activitySector: draft.activitySector?.id ?? 0,
  logo: draft.logo,
  addressJob: {
    job: draft.job?.id ?? 0,
    monthlySalary: salaryFromText(draft.salaryText),
    contracts: draft.contracts,
    workingTime: draft.workingTime ?? 0,
    remote: draft.remote ?? 0,
    ...draft.criteria,
  },
  price,
  type: draft.type,
  stickers: draft.stickers,
});

/**
 * /app/register/4 (RegisterStep4): the subscription duration ('Essentiel' for 1 and 12 months),
 * offered products, totals excluding VAT, VAT and including VAT, then the account is created and
 * the browser goes to the checkout.
 */
export function RegisterStep4Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, secrets, update, reset } = useRecruiterDraft();
  const products = useProducts();
  const registration = useRegisterRecruiter();
  const failed = useRegistrationFailure(update, APP_PATHS.registerStep(2));
  // The terms are accepted before the first payment (issue 11, item 8); the API requires it too.
  const [terms, setTerms] = useState(false);
  const { product, price, lines } = useSubscriptionOrder({
    products: products.data,
    priceId: draft.price,
    siteName: draft.addressName,
    stickers: draft.stickers,
  });

  if (!draft.job) return <Navigate to={APP_PATHS.registerStep(1)} replace />;
  if (!draft.email || !secrets.password) return <Navigate to={APP_PATHS.registerStep(2)} replace />;
  if (draft.savedPanels.length < 3) return <Navigate to={APP_PATHS.registerStep(3)} replace />;

  const pay = () =>
    registration.mutate(toRegistrationBody(draft, secrets, price?.id), {
      onSuccess: ({ checkoutUrl }) => {
        reset();
        if (checkoutUrl) browser.assign(checkoutUrl);
        else {
          notifyError(t('common.errors.payment_link'));
          void navigate(APP_PATHS.reset, { replace: true });
        }
      },
      onError: failed,
    });

  const recap = [
    { icon: IconBriefcase, label: t('views.register_step_4.recap_job'), value: draft.job.name },
    { icon: IconBuildingStore, label: t('views.register_step_4.recap_company'), value: `${draft.company} · ${draft.addressName}` },
    { icon: IconMapPin, label: t('views.register_step_4.recap_place'), value: draft.place?.placeName ?? '' },
  ];

  return (
    <RegisterFrame
      title={t('pages.RegisterStep4.title')}
      subtitle={t('pages.RegisterStep4.subtitle')}
      step={{ current: 4, total: REGISTRATION_STEPS }}
      back={{ to: APP_PATHS.registerStep(3) }}
      size={1040}
      testId="register-step-4"
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Text c="dimmed">{t('pages.RegisterStep4.description')}</Text>
            {products.isPending ? (
              <Skeleton h={180} radius="md" />
            ) : products.isError || !product ? (
              <FetchErrorAlert />
            ) : (
              <SubscriptionOffers prices={product.prices} value={price?.id ?? null} onChange={(id) => update({ price: id })} />
            )}
            <TermsCheckbox checked={terms} onChange={setTerms} testId="register-terms" />
            <Card withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
              <Stack gap="xs">
                {recap.map(({ icon: Icon, label, value }) => (
                  <Group key={label} gap="sm" wrap="nowrap">
                    <ThemeIcon variant="light" size="md" radius="xl">
                      <Icon size={16} />
                    </ThemeIcon>
                    <Text size="sm">
                      <Text span c="dimmed" inherit>
                        {label}
                      </Text>{' '}
                      {value}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrderSummaryCard
            lines={price ? lines : null}
            testId="register"
            payLabel={t('views.register_step_4.pay')}
            onPay={pay}
            disabled={!price || !terms}
            loading={registration.isPending}
            notices={[t('views.register_step_4.secure'), t('views.register_step_4.invoice')]}
          />
        </Grid.Col>
      </Grid>
    </RegisterFrame>
  );
}
