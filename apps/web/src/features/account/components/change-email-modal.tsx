import { emailSchema, V } from '@app/contracts/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormModal } from '@/components/ui/form-modal';
import { translateMessage } from '@/lib/errors';
import { useChangeEmail } from '../api/change-email';
import { joinedFieldErrors } from './field-errors';
import { useModalForm } from './use-modal-form';
import '@/locales/account';

/** Spec section 5: old, new and repeat each required and a valid e-mail; repeat equals new; values trimmed. The current password is asked too (decision 073). */
export const changeEmailFormSchema = z
  .object({ oldEmail: emailSchema, newEmail: emailSchema, repeatEmail: emailSchema, password: z.string().min(1, V.required) })
  .refine((v) => v.newEmail === v.repeatEmail, { path: ['repeatEmail'], message: V.sameAsPassword });
type Values = z.input<typeof changeEmailFormSchema>;

export function ChangeEmailModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useChangeEmail();
  const { form, modal } = useModalForm<Values>({
    resolver: zodResolver(changeEmailFormSchema),
    defaultValues: { oldEmail: '', newEmail: '', repeatEmail: '', password: '' },
    onClose,
    send: (values) =>
      mutation.mutateAsync({ oldEmail: values.oldEmail.trim(), newEmail: values.newEmail.trim(), password: values.password }),
    successText: t('components.change_email_form.success'),
    failureText: (error) => {
      const fields = joinedFieldErrors(t, error, ['oldEmail', 'newEmail', 'password']);
      for (const [field, text] of Object.entries(fields))
        form.setError(field as 'oldEmail' | 'newEmail' | 'password', { type: 'server', message: text });
      const texts = Object.values(fields);
      return texts.length > 0 ? texts.join(', ') : t('components.change_email_form.error');
    },
  });
  const { errors } = form.formState;
  return (
    <FormModal
      {...modal}
      opened={opened}
      title={t('components.change_email_form.title')}
      submitLabel={t('components.change_email_form.submit')}
      testId="change-email"
    >
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
    </FormModal>
  );
}
