import { AFFILIATE_REGISTRATION_STEPS } from '@app/contracts/constants';
import { APP_PATHS } from '@app/contracts/routes';
import { Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { OrderTotals } from '@/components/ui/order-totals';
import { useProducts } from '@/api/get-products';
import { KitInfos } from '../components/kit-infos';
import { kitLines } from '../components/kit-order-summary';
import { QuantitySelect } from '@/components/ui/quantity-select';
import { RegisterFrame } from '../components/register-frame';
import { NextStepButton } from '../components/step-footer';
import { useAffiliateDraft } from '../stores/register-store';
import '@/locales/registration';

/** /app/register-affiliate/3 (RegisterAffiliateStep3): the kit, with extra posters and stickers (0 to 10). */
export function RegisterAffiliateStep3Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, secrets, update } = useAffiliateDraft();
  const products = useProducts();
  if (!draft.email || !secrets.password) return <Navigate to={APP_PATHS.registerAffiliateStep(1)} replace />;
  if (!draft.place) return <Navigate to={APP_PATHS.registerAffiliateStep(2)} replace />;
  const kit = products.data?.find((p) => p.code === 'affiliate_kit')?.prices[0];
  return (
    <RegisterFrame
      title={t('pages.RegisterAffiliateStep3.title')}
      subtitle={t('pages.RegisterAffiliateStep3.subtitle')}
      step={{ current: 3, total: AFFILIATE_REGISTRATION_STEPS }}
      back={{ to: APP_PATHS.registerAffiliateStep(2) }}
      size={960}
      testId="register-affiliate-step-3"
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Text c="dimmed">{t('pages.RegisterAffiliateStep3.description')}</Text>
            <Group>
              <QuantitySelect
                label={t('views.register_affiliate_step_3.posters')}
                value={draft.posters}
                onChange={(posters) => update({ posters })}
                testId="affiliate-posters"
              />
              <QuantitySelect
                label={t('views.register_affiliate_step_3.stickers')}
                value={draft.stickers}
                onChange={(stickers) => update({ stickers })}
                testId="affiliate-stickers"
              />
            </Group>
            <KitInfos offered={kit?.freeProducts.map((f) => ({ quantity: f.offeredQuantity, name: f.offeredProduct.name })) ?? []} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md" p="lg">
            <Stack gap="md">
              <Title order={3} fz="lg">
                {t('components.kit_order_summary.title')}
              </Title>
              {products.data ? (
                <OrderTotals lines={kitLines(products.data, draft.posters, draft.stickers, t)} testId="kit-totals" />
              ) : (
                <Skeleton h={160} />
              )}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <Group justify="flex-end">
        <NextStepButton color="accent.7" onClick={() => void navigate(APP_PATHS.registerAffiliatePayment)} />
      </Group>
    </RegisterFrame>
  );
}
