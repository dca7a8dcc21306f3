import { changeSiretBodySchema } from '@app/contracts/account';
import { sanitizeSiret } from '@app/contracts/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangeSiret } from '../api/change-siret';
import { joinedFieldErrors } from './field-errors';
import '@/locales/account';

type Values = z.input<typeof changeSiretBodySchema>;

/** SIRET change (spec section 5): digits only, sanitized on keyup, exactly 14; the button waits for them. */
export function ChangeSiretModal({ opened, onClose, current }: { opened: boolean; onClose: () => void; current: string | null }) {
  const { t } = useTranslation();
  const mutation = useChangeSiret();
  const form = useForm<Values>({ resolver: zodResolver(changeSiretBodySchema), mode: 'onChange', defaultValues: { newSiret: '' } });
  const { errors, isValid, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ newSiret: values.newSiret });
      notifySuccess(t('components.change_siret_form.success'));
      close();
    } catch (error) {
      const fields = joinedFieldErrors(t, error, ['newSiret']);
      if (fields.newSiret) form.setError('newSiret', { type: 'server', message: fields.newSiret });
      notifyError(fields.newSiret ?? t('components.change_siret_form.error'));
    }
  });
  const field = form.register('newSiret');
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Text fw={700}>{t('components.change_siret_form.title')}</Text>}
      centered
      data-testid="change-siret-modal"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
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
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!isValid} loading={isSubmitting} data-testid="change-siret-submit">
              {t('components.change_siret_form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
