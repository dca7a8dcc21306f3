import { addressFormSchema, type AddressFormValues, type UpdateAddressBody } from '@app/contracts/addresses';
import type { AddressSummary } from '@app/contracts/auth';
import { MAIL_FREQUENCIES } from '@app/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActivitySectorField } from '@/components/ui/activity-sector-field';
import { LogoField } from '@/components/ui/logo-field';
import { FormPlaceField } from '@/components/ui/place-field';
import { translateMessage } from '@/lib/errors';
import { changedLogo } from '@/lib/logo';
import '@/locales/addresses';

export type AddressFormAddress = Pick<
  AddressSummary,
  'name' | 'content' | 'logo' | 'activitySector' | 'receiveApplicationByEmail' | 'email' | 'frequency'
>;

interface AddressFormProps {
  address: AddressFormAddress;
  /** Sends the full form (spec section 7: name, content, receiveApplicationByEmail, email, frequency, activity sector id, logo). */
  onSubmit: (body: UpdateAddressBody, values: AddressFormValues) => Promise<unknown>;
  onCancel?: () => void;
  /** Whether the logo field shows (the completion page has none). */
  withLogo?: boolean;
  /** Messages of the API per field, already translated. */
  serverErrors?: Record<string, string>;
  submitLabel?: string;
  /** Extra content before the buttons (the completion's terms checkbox). */
  children?: React.ReactNode;
  /** Extra condition for the save button (e.g. the terms accepted). */
  canSubmit?: boolean;
  /** Address completion: the activity sector is required (spec section 5). */
  requireSector?: boolean;
  testId?: string;
}

const placeOrNull = (content: AddressSummary['content']): AddressFormValues['content'] =>
  content && content.postalCode ? (content as AddressFormValues['content']) : null;

/**
 * Address form (spec sections 2 and 5): name (35 characters), logo, location, activity sector,
 * notification e-mail and mail frequency. Save is disabled while the name or the location is empty
 * or the e-mail is not valid.
 */
export function AddressForm({
  address,
  onSubmit,
  onCancel,
  withLogo = true,
  serverErrors = {},
  submitLabel,
  children,
  canSubmit = true,
  requireSector = false,
  testId = 'address-form',
}: AddressFormProps) {
  const { t } = useTranslation();
  const [logo, setLogo] = useState<string | null>(address.logo);
  const form = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    mode: 'onChange',
    defaultValues: {
      name: address.name,
      content: placeOrNull(address.content),
      activitySector: address.activitySector,
      receiveApplicationByEmail: address.receiveApplicationByEmail,
      email: address.email ?? '',
      frequency: address.frequency,
    },
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const message = (m: string | undefined) => translateMessage(t, m);
  const receive = form.watch('receiveApplicationByEmail');
  const sectorMissing = requireSector && !form.watch('activitySector');

  const submit = form.handleSubmit(async (values) => {
    const body: UpdateAddressBody = {
      name: values.name,
      content: values.content!,
      activitySector: values.activitySector?.id ?? null,
      receiveApplicationByEmail: values.receiveApplicationByEmail,
      email: values.email,
      frequency: values.frequency,
      ...(withLogo ? changedLogo(logo, address.logo) : {}),
    };
    await onSubmit(body, values);
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid={testId}>
      <Stack gap="md">
        <TextInput
          label={t('components.address_form.name')}
          withAsterisk
          {...form.register('name')}
          error={message(errors.name?.message) ?? serverErrors.name}
          data-testid="address-name"
        />
        {withLogo ? (
          <LogoField
            label={t('components.address_form.logo')}
            value={logo}
            onChange={setLogo}
            fallback={address.name}
            error={serverErrors.logo}
            testId="address-logo"
          />
        ) : null}
        <FormPlaceField
          control={form.control}
          name="content"
          label={t('components.address_form.location')}
          serverError={serverErrors.content}
          testId="address-location"
        />
        <Controller
          control={form.control}
          name="activitySector"
          render={({ field }) => (
            <ActivitySectorField
              value={field.value ?? null}
              onChange={field.onChange}
              required={requireSector}
              error={serverErrors.activitySector}
              testId="address-activity-sector"
            />
          )}
        />
        <Stack gap="xs" p="md" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}>
          <Controller
            control={form.control}
            name="receiveApplicationByEmail"
            render={({ field }) => (
              <Switch
                checked={field.value}
                onChange={(e) => {
                  field.onChange(e.currentTarget.checked);
                  void form.trigger('email');
                }}
                label={t('components.address_form.receive_by_email')}
                data-testid="address-receive-by-email"
              />
            )}
          />
          <TextInput
            type="email"
            label={t('components.address_form.email')}
            withAsterisk={receive}
            {...form.register('email')}
            error={message(errors.email?.message) ?? serverErrors.email}
            data-testid="address-email"
          />
          {/* Shown only while mails are on: the frequency says how they go (decision 125, one rule). */}
          {receive ? (
            <Controller
              control={form.control}
              name="frequency"
              render={({ field }) => (
                <Radio.Group
                  value={field.value}
                  onChange={(v) => field.onChange(v)}
                  label={t('components.address_form.frequency')}
                  description={t('components.address_form.frequency_hint')}
                  data-testid="address-frequency"
                >
                  <Stack gap={8} mt={8}>
                    {MAIL_FREQUENCIES.map((value) => (
                      <Radio key={value} value={value} label={t(`components.address_form.frequency_${value}`)} />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            />
          ) : null}
        </Stack>
        {children}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          ) : null}
          <Button type="submit" disabled={!isValid || !canSubmit || sectorMissing} loading={isSubmitting} data-testid={`${testId}-save`}>
            {submitLabel ?? t('components.address_form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
