import { changeEmailConfirmBodySchema } from '@app/contracts/auth';
import { emailSchema, V } from '@app/contracts/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormModal } from '@/components/ui/form-modal';
import { translateMessage } from '@/lib/errors';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/change-email';
import { apiFieldErrors } from '@/lib/field-errors';
import { useModalForm } from '@/components/ui/use-modal-form';
import '@/locales/account';

/** Spec section 5: old, new and repeat each required and a valid e-mail; repeat equals new; values trimmed. The current password is asked too (decision 073). */
export const changeEmailFormSchema = z
  .object({ oldEmail: emailSchema, newEmail: emailSchema, repeatEmail: emailSchema, password: z.string().min(1, V.required) })
  .refine((v) => v.newEmail === v.repeatEmail, { path: ['repeatEmail'], message: V.sameAsPassword });
type Values = z.input<typeof changeEmailFormSchema>;
type CodeValues = z.input<typeof changeEmailConfirmBodySchema>;

/**
 * The e-mail change in two steps (decision 118): the addresses and the password, then the code the
 * new address received. The account moves only with that code.
 */
export function ChangeEmailModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [pending, setPending] = useState<string | null>(null);
  const close = () => {
    setPending(null);
    onClose();
  };
  if (pending !== null) return <CodeStep opened={opened} newEmail={pending} onClose={close} />;
  return <AskStep opened={opened} onClose={close} onSent={setPending} />;
}

function AskStep({ opened, onClose, onSent }: { opened: boolean; onClose: () => void; onSent: (newEmail: string) => void }) {
  const { t } = useTranslation();
  const mutation = useRequestEmailChange();
  // Set once the code is sent: the modal then goes on to the code instead of closing.
  const sent = useRef<string | null>(null);
  const { form, modal } = useModalForm<Values>({
    resolver: zodResolver(changeEmailFormSchema),
    defaultValues: { oldEmail: '', newEmail: '', repeatEmail: '', password: '' },
    onClose: () => (sent.current === null ? onClose() : onSent(sent.current)),
    send: async (values) => {
      const answer = await mutation.mutateAsync({
        oldEmail: values.oldEmail.trim(),
        newEmail: values.newEmail.trim(),
        password: values.password,
      });
      sent.current = answer.newEmail;
    },
    successText: t('components.change_email_form.code_sent'),
    failureText: (error) => {
      const fields = apiFieldErrors(t, error, { fields: ['oldEmail', 'newEmail', 'password'] });
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

function CodeStep({ opened, newEmail, onClose }: { opened: boolean; newEmail: string; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useConfirmEmailChange();
  const { form, modal } = useModalForm<CodeValues>({
    resolver: zodResolver(changeEmailConfirmBodySchema),
    defaultValues: { code: '' },
    onClose,
    send: (values) => mutation.mutateAsync({ code: values.code.trim() }),
    successText: t('components.change_email_form.success'),
    failureText: (error) => {
      const fields = apiFieldErrors(t, error, { fields: ['code', 'newEmail'] });
      if (fields.code) form.setError('code', { type: 'server', message: fields.code });
      const texts = Object.values(fields);
      return texts.length > 0 ? texts.join(', ') : t('components.change_email_form.error');
    },
  });
  return (
    <FormModal
      {...modal}
      opened={opened}
      title={t('components.change_email_form.code_title')}
      submitLabel={t('components.change_email_form.code_submit')}
      testId="change-email-code"
    >
      <Text size="sm" data-testid="change-email-code-sent-to">
        {t('components.change_email_form.code_text', { email: newEmail })}
      </Text>
      <TextInput
        label={t('components.change_email_form.code')}
        withAsterisk
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.register('code')}
        error={translateMessage(t, form.formState.errors.code?.message)}
        data-testid="change-email-code-input"
      />
    </FormModal>
  );
}
