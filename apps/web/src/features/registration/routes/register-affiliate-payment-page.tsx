import { APP_PATHS } from '@app/contracts/routes';
import { Card, Grid, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMapPin, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { browser } from '@/lib/browser';
import { useProducts } from '@/api/get-products';
import { useRegisterAffiliate } from '../api/register-affiliate';
import { KitInfos } from '../components/kit-infos';
import { KitOrderSummary } from '../components/kit-order-summary';
import { useRegistrationFailure } from '../components/use-registration-failure';
import { RegisterFrame } from '../components/register-frame';
import { identityWithSecrets, useAffiliateDraft } from '../stores/register-store';
import '@/locales/registration';

/**
 * /app/register-affiliate-payment (RegisterAffiliatePayment): the kit order summary, the terms
 * consent and Validate order, which creates the account and opens the checkout.
 */
export function RegisterAffiliatePaymentPage() {
  const { t } = useTranslation();
  const { draft, secrets, update, reset } = useAffiliateDraft();
  const products = useProducts();
  const registration = useRegisterAffiliate();
  const failed = useRegistrationFailure(update, APP_PATHS.registerAffiliateStep(1));
  const [consent, setConsent] = useState(false);
  if (!draft.email || !secrets.password) return <Navigate to={APP_PATHS.registerAffiliateStep(1)} replace />;
  if (!draft.place) return <Navigate to={APP_PATHS.registerAffiliateStep(2)} replace />;

  const validate = () =>
    registration.mutate(
      {
        ...identityWithSecrets(draft, secrets),
        siret: draft.siret || null,
        place: draft.place as never,
        posters: draft.posters,
        stickers: draft.stickers,
        useCondition: true,
      },
      {
        onSuccess: ({ checkoutUrl }) => {
          reset();
          browser.assign(checkoutUrl ?? '/app/recruiter/reset');
        },
        onError: failed,
      },
    );

  return (
    <RegisterFrame
      title={t('pages.RegisterAffiliatePayment.title')}
      subtitle={t('pages.RegisterAffiliatePayment.subtitle')}
      back={{ to: APP_PATHS.registerAffiliateStep(3) }}
      size={960}
      testId="register-affiliate-payment"
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Text c="dimmed">{t('pages.RegisterAffiliatePayment.description')}</Text>
            <Card withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
              <Stack gap="xs">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" color="accent" radius="xl">
                    <IconUser size={16} />
                  </ThemeIcon>
                  <Text size="sm">
                    {draft.manager} · {draft.company} · {draft.email}
                  </Text>
                </Group>
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" color="accent" radius="xl">
                    <IconMapPin size={16} />
                  </ThemeIcon>
                  <Text size="sm">{t('views.register_affiliate.delivered_to', { place: draft.place.placeName })}</Text>
                </Group>
              </Stack>
            </Card>
            <KitInfos products={products.data} posters={draft.posters} stickers={draft.stickers} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md" p="lg" shadow="sm">
            <KitOrderSummary
              products={products.data}
              posters={draft.posters}
              stickers={draft.stickers}
              consent={consent}
              onConsentChange={setConsent}
              onValidate={validate}
              loading={registration.isPending}
            />
          </Card>
        </Grid.Col>
      </Grid>
    </RegisterFrame>
  );
}
