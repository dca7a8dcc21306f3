import type { Place } from '@app/contracts/auth';
import { AFFILIATE_REGISTRATION_STEPS } from '@app/contracts/constants';
import { frenchPlaceSchema } from '@app/contracts/places';
import { affiliateStep2Schema } from '@app/contracts/registration';
import { APP_PATHS } from '@app/contracts/routes';
import { sanitizeSiret } from '@app/contracts/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowRight, IconBuilding, IconId, IconPhone, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { translateMessage } from '@/lib/errors';
import { PlaceField } from '../components/fields';
import { RegisterFrame } from '../components/register-frame';
import { useAffiliateDraft } from '../stores/register-store';
import '@/locales/registration';

type Values = z.input<typeof affiliateStep2Schema>;

/** /app/register-affiliate/2 (RegisterAffiliateStep2): who the affiliate is and where the kit goes. */
export function RegisterAffiliateStep2Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, secrets, update } = useAffiliateDraft();
  const [place, setPlace] = useState<Place | null>(draft.place);
  const [placeError, setPlaceError] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(affiliateStep2Schema),
    mode: 'onTouched',
    defaultValues: { company: draft.company, manager: draft.manager, phoneNumber: draft.phoneNumber, siret: draft.siret },
  });
  if (!draft.email || !secrets.password) return <Navigate to={APP_PATHS.registerAffiliateStep(1)} replace />;

  const onSubmit = handleSubmit((values) => {
    const french = place ? frenchPlaceSchema.safeParse(place).success : false;
    setPlaceError(!french);
    if (!french) return;
    update({
      company: values.company.trim(),
      manager: values.manager.trim(),
      phoneNumber: values.phoneNumber.trim(),
      siret: values.siret ?? '',
      place,
    });
    void navigate(APP_PATHS.registerAffiliateStep(3));
  });
  return (
    <RegisterFrame
      title={t('pages.RegisterAffiliateStep2.title')}
      subtitle={t('pages.RegisterAffiliateStep2.subtitle')}
      step={{ current: 2, total: AFFILIATE_REGISTRATION_STEPS }}
      back={{ to: APP_PATHS.registerAffiliateStep(1) }}
      size={760}
      testId="register-affiliate-step-2"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Text c="dimmed">{t('pages.RegisterAffiliateStep2.description')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              {...register('company')}
              label={t('views.register_affiliate.company')}
              leftSection={<IconBuilding size={18} />}
              withAsterisk
              error={translateMessage(t, errors.company?.message)}
              data-testid="affiliate-company"
            />
            <TextInput
              {...register('manager')}
              label={t('views.register_affiliate.manager')}
              placeholder={t('views.register_step_2.manager_placeholder')}
              leftSection={<IconUser size={18} />}
              autoComplete="name"
              withAsterisk
              error={translateMessage(t, errors.manager?.message)}
              data-testid="affiliate-manager"
            />
            <TextInput
              {...register('phoneNumber')}
              type="tel"
              label={t('views.register_step_2.phone')}
              description={t('views.register_step_2.phone_hint')}
              placeholder="06 12 34 56 78"
              leftSection={<IconPhone size={18} />}
              withAsterisk
              error={translateMessage(t, errors.phoneNumber?.message)}
              data-testid="affiliate-phone"
            />
            <Controller
              control={control}
              name="siret"
              render={({ field }) => (
                <TextInput
                  label={t('views.register_step_2.siret')}
                  description={t('views.register_step_2.siret_hint')}
                  leftSection={<IconId size={18} />}
                  inputMode="numeric"
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(sanitizeSiret(e.currentTarget.value))}
                  onBlur={field.onBlur}
                  error={translateMessage(t, errors.siret?.message)}
                  data-testid="affiliate-siret"
                />
              )}
            />
          </SimpleGrid>
          <PlaceField
            label={t('views.register_affiliate.delivery_address')}
            value={place}
            onChange={(next) => {
              setPlace(next);
              setPlaceError(false);
            }}
            error={placeError ? t('views.register.pick_place') : undefined}
          />
          <Group justify="flex-end" mt="sm">
            <Button type="submit" size="md" color="accent.7" rightSection={<IconArrowRight size={18} />} data-testid="register-next">
              {t('common.next')}
            </Button>
          </Group>
        </Stack>
      </form>
    </RegisterFrame>
  );
}
