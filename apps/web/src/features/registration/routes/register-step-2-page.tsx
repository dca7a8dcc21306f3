import type { Place } from '@app/contracts/auth';
import { REGISTRATION_STEPS } from '@app/contracts/constants';
import { registrationStep2Schema, type RegistrationStep2Values } from '@app/contracts/registration';
import { APP_PATHS } from '@app/contracts/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { CompanyFields } from '../components/company-fields';
import { CredentialsFields } from '../components/credentials-fields';
import { registrationPlaceTexts, registrationSectorTexts } from '../components/fields';
import { FormSectionTitle } from '@/components/ui/form-section-title';
import { QrAddressFields } from '@/components/ui/qr-address-fields';
import { QuantitySelect } from '@/components/ui/quantity-select';
import { LogoInput } from '../components/logo-input';
import { RegisterFrame } from '../components/register-frame';
import { StepFormFooter } from '../components/step-footer';
import { identityWithSecrets, useRecruiterDraft, type NamedChoice } from '../stores/register-store';
import '@/locales/registration';

/**
 * /app/register/2 (RegisterStep2): account and company information, with the 12-character strong
 * password of registration (spec section 5) and the address printed with the QR code.
 */
export function RegisterStep2Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, secrets, update, setSecrets } = useRecruiterDraft();
  const [sector, setSector] = useState<NamedChoice | null>(draft.activitySector);
  const [place, setPlace] = useState<Place | null>(draft.place);
  const [stickers, setStickers] = useState(draft.stickers);
  const form = useForm<RegistrationStep2Values>({
    resolver: zodResolver(registrationStep2Schema),
    mode: 'onTouched',
    defaultValues: {
      ...identityWithSecrets(draft, secrets),
      siret: draft.siret,
      addressName: draft.addressName,
      qrcodeTown: draft.qrcodeTown,
      place: (draft.place ?? undefined) as RegistrationStep2Values['place'],
      activitySector: draft.activitySector?.id ?? 0,
      logo: draft.logo,
    },
  });
  const { control } = form;

  if (!draft.job) return <Navigate to={APP_PATHS.registerStep(1)} replace />;

  const onSubmit = form.handleSubmit((values) => {
    setSecrets({ password: values.password, passwordRepeat: values.passwordRepeat });
    update({
      email: values.email.trim(),
      emailProof: values.emailProof,
      company: values.company.trim(),
      manager: values.manager.trim(),
      phoneNumber: values.phoneNumber.trim(),
      siret: values.siret ?? '',
      addressName: values.addressName.trim(),
      qrcodeTown: values.qrcodeTown.trim(),
      place,
      activitySector: sector,
      logo: values.logo ?? null,
      stickers,
    });
    void navigate(APP_PATHS.registerStep(3));
  });

  return (
    <RegisterFrame
      title={t('pages.RegisterStep2.title')}
      subtitle={t('pages.RegisterStep2.subtitle')}
      step={{ current: 2, total: REGISTRATION_STEPS }}
      back={{ to: APP_PATHS.registerStep(1) }}
      testId="register-step-2"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="lg">
          <FormSectionTitle>{t('views.register_step_2.account')}</FormSectionTitle>
          <CredentialsFields
            form={form}
            testIdPrefix="register"
            passwordHint={t('views.register_step_2.password_hint')}
            passwordsSideBySide
          />

          <Divider />
          <FormSectionTitle>{t('views.register_step_2.company_title')}</FormSectionTitle>
          <CompanyFields form={form} testIdPrefix="register" addressNameField="addressName" />

          <Divider />
          <Stack gap={2}>
            <FormSectionTitle>{t('views.register_step_2.address_title')}</FormSectionTitle>
            <Text size="sm" c="dimmed">
              {t('views.register_step_2.address_text')}
            </Text>
          </Stack>
          <QrAddressFields
            form={form}
            names={{ name: 'addressName', place: 'place' }}
            testIdPrefix="register"
            nameTestId="register-address-name"
            texts={{
              name: t('views.register_step_2.address_name'),
              qrcodeTown: t('views.register_step_2.qrcode_town'),
            }}
            place={place}
            onPlace={setPlace}
            placeField={registrationPlaceTexts(t)}
            placeError={({ failed }) => (failed ? t('views.register.pick_place') : undefined)}
            sector={sector}
            onSector={setSector}
            sectorField={registrationSectorTexts(t)}
            placeFirst
          />
          <Controller
            control={control}
            name="logo"
            render={({ field }) => (
              <LogoInput
                value={field.value ?? null}
                onChange={field.onChange}
                fallback={form.watch('addressName') || form.watch('company')}
              />
            )}
          />
          {/* QR stickers with the first address, 0 to 10 (spec section 2, "Register-address form"). */}
          <QuantitySelect label={t('views.register_step_2.stickers')} value={stickers} onChange={setStickers} testId="register-stickers" />
          <StepFormFooter />
        </Stack>
      </form>
    </RegisterFrame>
  );
}
