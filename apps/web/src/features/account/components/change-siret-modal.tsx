import { changeSiretBodySchema } from '@app/contracts/account';
import { sanitizeSiret } from '@app/contracts/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormModal } from '@/components/ui/form-modal';
import { translateMessage } from '@/lib/errors';
import { useChangeSiret } from '../api/change-siret';
import { apiFieldErrors } from '@/lib/field-errors';
import { useModalForm } from '@/components/ui/use-modal-form';
import '@/locales/account';

type Values = z.input<typeof changeSiretBodySchema>;

/**
 * SIRET change (spec section 5): digits only, sanitized on keyup, exactly 14; the button waits for
 * them. The current password is asked too (decision 139), as for the e-mail change.
 */
export function ChangeSiretModal({ opened, onClose, current }: { opened: boolean; onClose: () => void; current: string | null }) {
  const { t } = useTranslation();
  const mutation = useChangeSiret();
  const { form, modal } = useModalForm<Values>({
    resolver: zodResolver(changeSiretBodySchema),
    defaultValues: { newSiret: '', password: '' },
    onClose,
    send: (values) => mutation.mutateAsync({ newSiret: values.newSiret, password: values.password }),
    successText: t('components.change_siret_form.success'),
    failureText: (error) => {
      const fields = apiFieldErrors(t, error, { fields: ['newSiret', 'password'] });
      if (fields.newSiret) form.setError('newSiret', { type: 'server', message: fields.newSiret });
      if (fields.password) form.setError('password', { type: 'server', message: fields.password });
      return fields.newSiret ?? fields.password ?? t('components.change_siret_form.error');
    },
  });
  const { errors } = form.formState;
  const field = form.register('newSiret');
  return (
    <FormModal
      {...modal}
      opened={opened}
      title={t('components.change_siret_form.title')}
      submitLabel={t('components.change_siret_form.submit')}
      testId="change-siret"
    >
      {current ? (
        <Text size="sm" c="dimmed">
          {t('components.change_siret_form.current', { siret: current })}
        </Text>
      ) : null}
      <TextInput
        label={t('components.change_siret_form.new')}
        withAsterisk
        inputMode="numeric"
        {...field}
        onKeyUp={(e) => {
          const clean = sanitizeSiret(e.currentTarget.value);
          if (clean !== e.currentTarget.value) form.setValue('newSiret', clean, { shouldValidate: true });
        }}
        error={translateMessage(t, errors.newSiret?.message)}
        data-testid="change-siret-input"
      />
      <PasswordInput
        label={t('components.change_siret_form.password')}
        withAsterisk
        autoComplete="current-password"
        {...form.register('password')}
        error={translateMessage(t, errors.password?.message)}
        data-testid="change-siret-password"
      />
    </FormModal>
  );
}
