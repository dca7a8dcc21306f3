import { strongPassword8Schema, V } from '@app/contracts/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordField } from '@/components/ui/password-field';
import { translateMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';
import { joinedFieldErrors } from './field-errors';
import '@/locales/account';

/** Spec section 5: old required; new at least 8 characters; repeat equals new; trimmed. */
export const changePasswordFormSchema = z
  .object({
    oldPassword: z.string().trim().min(1, V.required),
    newPassword: z.string().trim().pipe(strongPassword8Schema),
    repeatPassword: z.string().trim().min(1, V.required),
  })
  .refine((v) => v.newPassword === v.repeatPassword, { path: ['repeatPassword'], message: V.sameAsPassword });
type Values = z.input<typeof changePasswordFormSchema>;

export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onChange',
    defaultValues: { oldPassword: '', newPassword: '', repeatPassword: '' },
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ oldPassword: values.oldPassword.trim(), newPassword: values.newPassword.trim() });
      notifySuccess(t('components.change_password_form.success'));
      close();
    } catch (error) {
      const fields = joinedFieldErrors(t, error, ['oldPassword']);
      if (fields.oldPassword) form.setError('oldPassword', { type: 'server', message: fields.oldPassword });
      notifyError(fields.oldPassword ?? t('components.change_password_form.error'));
    }
  });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Text fw={700}>{t('components.change_password_form.title')}</Text>}
      centered
      data-testid="change-password-modal"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <PasswordField
            label={t('components.change_password_form.old')}
            withAsterisk
            {...form.register('oldPassword')}
            error={translateMessage(t, errors.oldPassword?.message)}
            data-testid="change-password-old"
          />
          <PasswordField
            label={t('components.change_password_form.new')}
            withAsterisk
            {...form.register('newPassword', { onChange: () => void form.trigger('repeatPassword') })}
            error={translateMessage(t, errors.newPassword?.message)}
            data-testid="change-password-new"
          />
          <PasswordField
            label={t('components.change_password_form.repeat')}
            withAsterisk
            {...form.register('repeatPassword')}
            error={translateMessage(t, errors.repeatPassword?.message)}
            data-testid="change-password-repeat"
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!isValid} loading={isSubmitting} data-testid="change-password-submit">
              {t('components.change_password_form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
