import { emailSchema, V } from '@app/contracts/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translateMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangeEmail } from '../api/change-email';
import { joinedFieldErrors } from './field-errors';
import '@/locales/account';

/** Spec section 5: old, new and repeat each required and a valid e-mail; repeat equals new; values trimmed. The current password is asked too (decision 073). */
export const changeEmailFormSchema = z
  .object({ oldEmail: emailSchema, newEmail: emailSchema, repeatEmail: emailSchema, password: z.string().min(1, V.required) })
  .refine((v) => v.newEmail === v.repeatEmail, { path: ['repeatEmail'], message: V.sameAsPassword });
type Values = z.input<typeof changeEmailFormSchema>;

export function ChangeEmailModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useChangeEmail();
  const form = useForm<Values>({
    resolver: zodResolver(changeEmailFormSchema),
    mode: 'onChange',
    defaultValues: { oldEmail: '', newEmail: '', repeatEmail: '', password: '' },
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ oldEmail: values.oldEmail.trim(), newEmail: values.newEmail.trim(), password: values.password });
      notifySuccess(t('components.change_email_form.success'));
      close();
    } catch (error) {
      const fields = joinedFieldErrors(t, error, ['oldEmail', 'newEmail', 'password']);
      for (const [field, text] of Object.entries(fields))
        form.setError(field as 'oldEmail' | 'newEmail' | 'password', { type: 'server', message: text });
      const texts = Object.values(fields);
      notifyError(texts.length > 0 ? texts.join(', ') : t('components.change_email_form.error'));
    }
  });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Text fw={700}>{t('components.change_email_form.title')}</Text>}
      centered
      data-testid="change-email-modal"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput
            type="email"
            label={t('components.change_email_form.old')}
            withAsterisk
            {...form.register('oldEmail')}
            error={translateMessage(t, errors.oldEmail?.message)}
            data-testid="change-email-old"
          />
          <TextInput
            type="email"
            label={t('components.change_email_form.new')}
            withAsterisk
            {...form.register('newEmail', { onChange: () => void form.trigger('repeatEmail') })}
            error={translateMessage(t, errors.newEmail?.message)}
            data-testid="change-email-new"
          />
          <TextInput
            type="email"
            label={t('components.change_email_form.repeat')}
            withAsterisk
            {...form.register('repeatEmail')}
            error={translateMessage(t, errors.repeatEmail?.message)}
            data-testid="change-email-repeat"
          />
          <PasswordInput
            label={t('components.change_email_form.password')}
            withAsterisk
            autoComplete="current-password"
            {...form.register('password')}
            error={translateMessage(t, errors.password?.message)}
            data-testid="change-email-password"
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!isValid} loading={isSubmitting} data-testid="change-email-submit">
              {t('components.change_email_form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
