import { strongPassword8Schema, V } from '@app/contracts/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordField } from '@/components/ui/password-field';
import { FormModal } from '@/components/ui/form-modal';
import { translateMessage } from '@/lib/errors';
import { useChangePassword } from '@/api/change-password';
import { apiFieldErrors } from '@/lib/field-errors';
import { useModalForm } from './use-modal-form';
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

/** Change of the password (spec section 5), in the account of recruiters and in the affiliate area. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const { form, modal } = useModalForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', repeatPassword: '' },
    onClose,
    send: (values) => mutation.mutateAsync({ oldPassword: values.oldPassword.trim(), newPassword: values.newPassword.trim() }),
    successText: t('components.change_password_form.success'),
    failureText: (error) => {
      const fields = apiFieldErrors(t, error, { fields: ['oldPassword'] });
      if (fields.oldPassword) form.setError('oldPassword', { type: 'server', message: fields.oldPassword });
      return fields.oldPassword ?? t('components.change_password_form.error');
    },
  });
  const { errors } = form.formState;
  return (
    <FormModal
      {...modal}
      opened={opened}
      title={t('components.change_password_form.title')}
      submitLabel={t('components.change_password_form.submit')}
      testId="change-password"
    >
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
    </FormModal>
  );
}
