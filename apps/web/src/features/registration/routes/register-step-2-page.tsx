import type { Place } from '@app/contracts/auth';
import { ADDRESS_NAME_REGISTER_MAX, QRCODE_TOWN_MAX, REGISTRATION_STEPS } from '@app/contracts/constants';
import { frenchPlaceSchema, qrcodeTownFromPlace } from '@app/contracts/places';
import { registrationStep2Schema, type RegistrationStep2Values } from '@app/contracts/registration';
import { APP_PATHS } from '@app/contracts/routes';
import { sanitizeSiret } from '@app/contracts/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconBuilding, IconId, IconPhone, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { translateMessage } from '@/lib/errors';
import { CredentialsFields } from '../components/credentials-fields';
import { ActivitySectorField, PlaceField } from '../components/fields';
import { QuantitySelect } from '@/components/ui/quantity-select';
import { LogoInput } from '../components/logo-input';
import { RegisterFrame } from '../components/register-frame';
import { useRecruiterDraft, type NamedChoice } from '../stores/register-store';
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
      email: draft.email,
      emailProof: draft.emailProof,
      password: secrets.password,
      passwordRepeat: secrets.passwordRepeat,
      company: draft.company,
      manager: draft.manager,
      phoneNumber: draft.phoneNumber,
      siret: draft.siret,
      addressName: draft.addressName,
      qrcodeTown: draft.qrcodeTown,
      place: (draft.place ?? undefined) as RegistrationStep2Values['place'],
      activitySector: draft.activitySector?.id ?? 0,
      logo: draft.logo,
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const error = (message: string | undefined) => translateMessage(t, message);

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
          <Title order={3} fz="md" c="brand.8">
            {t('views.register_step_2.account')}
          </Title>
          <CredentialsFields
            form={form}
            testIdPrefix="register"
            passwordHint={t('views.register_step_2.password_hint')}
            passwordsSideBySide
          />

          <Divider />
          <Title order={3} fz="md" c="brand.8">
            {t('views.register_step_2.company_title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              {...register('company', {
                onBlur: (e: { target: { value: string } }) => {
                  if (!form.getValues('addressName'))
                    form.setValue('addressName', e.target.value.trim().slice(0, ADDRESS_NAME_REGISTER_MAX));
                },
              })}
              label={t('views.register_step_2.company')}
              leftSection={<IconBuilding size={18} />}
              autoComplete="organization"
              withAsterisk
              error={error(errors.company?.message)}
              data-testid="register-company"
            />
            <TextInput
              {...register('manager')}
              label={t('views.register_step_2.manager')}
              placeholder={t('views.register_step_2.manager_placeholder')}
              leftSection={<IconUser size={18} />}
              autoComplete="name"
              withAsterisk
              error={error(errors.manager?.message)}
              data-testid="register-manager"
            />
            <TextInput
              {...register('phoneNumber')}
              type="tel"
              label={t('views.register_step_2.phone')}
              description={t('views.register_step_2.phone_hint')}
              placeholder="06 12 34 56 78"
              leftSection={<IconPhone size={18} />}
              autoComplete="tel"
              withAsterisk
              error={error(errors.phoneNumber?.message)}
              data-testid="register-phone"
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
                  error={error(errors.siret?.message)}
                  data-testid="register-siret"
                />
              )}
            />
          </SimpleGrid>

          <Divider />
          <Stack gap={2}>
            <Title order={3} fz="md" c="brand.8">
              {t('views.register_step_2.address_title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('views.register_step_2.address_text')}
            </Text>
          </Stack>
          <Controller
            control={control}
            name="place"
            render={({ field }) => (
              <PlaceField
                value={place}
                onChange={(next) => {
                  setPlace(next);
                  const parsed = next ? frenchPlaceSchema.safeParse(next) : null;
                  field.onChange(parsed?.success ? parsed.data : undefined);
                  if (next) form.setValue('qrcodeTown', qrcodeTownFromPlace(next, QRCODE_TOWN_MAX), { shouldValidate: true });
                }}
                error={errors.place ? t('views.register.pick_place') : undefined}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              {...register('addressName')}
              label={t('views.register_step_2.address_name')}
              description={t('views.register_step_2.max_chars', { max: ADDRESS_NAME_REGISTER_MAX })}
              maxLength={ADDRESS_NAME_REGISTER_MAX}
              withAsterisk
              error={error(errors.addressName?.message)}
              data-testid="register-address-name"
            />
            <TextInput
              {...register('qrcodeTown')}
              label={t('views.register_step_2.qrcode_town')}
              description={t('views.register_step_2.max_chars', { max: QRCODE_TOWN_MAX })}
              maxLength={QRCODE_TOWN_MAX}
              withAsterisk
              error={error(errors.qrcodeTown?.message)}
              data-testid="register-qrcode-town"
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="activitySector"
            render={({ field }) => (
              <ActivitySectorField
                value={sector}
                onChange={(choice) => {
                  setSector(choice);
                  field.onChange(choice?.id ?? 0);
                }}
                error={error(errors.activitySector?.message)}
              />
            )}
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
          <Group justify="flex-end" mt="sm">
            <Button type="submit" size="md" rightSection={<IconArrowRight size={18} />} data-testid="register-next">
              {t('common.next')}
            </Button>
          </Group>
        </Stack>
      </form>
    </RegisterFrame>
  );
}
