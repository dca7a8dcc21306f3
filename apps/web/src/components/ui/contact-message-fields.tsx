import { TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/errors';
import { MessageField } from './message-field';

/** What a contact form asks (spec section 5): the sender's e-mail and a message of 500 characters at most. */
export interface ContactMessageValues {
  email: string;
  message: string;
}

/**
 * The e-mail and message fields of the contact forms (the site's and the QR codes page's), with their
 * translated errors; `testId` prefixes their test ids (`<testId>-email`, `<testId>-message`).
 */
export function ContactMessageFields({
  form,
  emailLabel,
  messageLabel,
  testId,
}: {
  form: UseFormReturn<ContactMessageValues>;
  emailLabel: string;
  messageLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
      <TextInput
        type="email"
        autoComplete="email"
        label={emailLabel}
        withAsterisk
        {...form.register('email')}
        error={translateMessage(t, errors.email?.message)}
        data-testid={`${testId}-email`}
      />
      <Controller
        control={form.control}
        name="message"
        render={({ field }) => (
          <MessageField
            label={messageLabel}
            withAsterisk
            value={field.value}
            onChange={(e) => field.onChange(e.currentTarget.value)}
            onBlur={field.onBlur}
            error={translateMessage(t, errors.message?.message)}
            data-testid={`${testId}-message`}
          />
        )}
      />
    </>
  );
}
