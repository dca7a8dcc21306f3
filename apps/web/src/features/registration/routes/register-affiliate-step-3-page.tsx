import { AFFILIATE_REGISTRATION_STEPS } from '@app/contracts/constants';
import { APP_PATHS } from '@app/contracts/routes';
import { Card, Grid, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useProducts } from '@/api/get-products';
import { KitExtrasFields } from '../components/kit-extras-fields';
import { KitInfos } from '../components/kit-infos';
import { KitTotals } from '../components/kit-order-summary';
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
            <KitExtrasFields
              posters={draft.posters}
              stickers={draft.stickers}
              onPosters={(posters) => update({ posters })}
              onStickers={(stickers) => update({ stickers })}
              testIdPrefix="affiliate"
            />
            <KitInfos products={products.data} posters={draft.posters} stickers={draft.stickers} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md" p="lg">
            <Stack gap="md">
              <KitTotals products={products.data} posters={draft.posters} stickers={draft.stickers} />
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
