import type { Place } from '@app/contracts/auth';
import { AFFILIATE_REGISTRATION_STEPS } from '@app/contracts/constants';
import { frenchPlaceSchema } from '@app/contracts/places';
import { affiliateStep2Schema } from '@app/contracts/registration';
import { APP_PATHS } from '@app/contracts/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { CompanyFields } from '../components/company-fields';
import { PlaceField } from '../components/fields';
import { RegisterFrame } from '../components/register-frame';
import { StepFormFooter } from '../components/step-footer';
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
  const form = useForm<Values>({
    resolver: zodResolver(affiliateStep2Schema),
    mode: 'onTouched',
    defaultValues: { company: draft.company, manager: draft.manager, phoneNumber: draft.phoneNumber, siret: draft.siret },
  });
  if (!draft.email || !secrets.password) return <Navigate to={APP_PATHS.registerAffiliateStep(1)} replace />;

  const onSubmit = form.handleSubmit((values) => {
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
          <CompanyFields
            form={form}
            testIdPrefix="affiliate"
            labels={{ company: t('views.register_affiliate.company'), manager: t('views.register_affiliate.manager') }}
          />
          <PlaceField
            label={t('views.register_affiliate.delivery_address')}
            value={place}
            onChange={(next) => {
              setPlace(next);
              setPlaceError(false);
            }}
            error={placeError ? t('views.register.pick_place') : undefined}
          />
          <StepFormFooter color="accent.7" />
        </Stack>
      </form>
    </RegisterFrame>
  );
}
