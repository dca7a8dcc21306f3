import { CONTACT_SUBMIT_LOCK_MS } from '@app/contracts/constants';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
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

/** After a message is sent, its send button rests for CONTACT_SUBMIT_LOCK_MS (spec section 5). */
export function useSendLock(): { locked: boolean; lock: () => void } {
  const [locked, setLocked] = useState(false);
  const lock = useCallback(() => {
    setLocked(true);
    setTimeout(() => setLocked(false), CONTACT_SUBMIT_LOCK_MS);
  }, []);
  return { locked, lock };
}

/** A contact form's send button, at the form's end: disabled while the form is invalid or resting. */
export function ContactSendButton({
  disabled,
  loading,
  label,
  testId,
}: {
  disabled: boolean;
  loading: boolean;
  label: string;
  testId: string;
}) {
  return (
    <Group justify="flex-end">
      <Button type="submit" leftSection={<IconSend size={16} />} disabled={disabled} loading={loading} data-testid={`${testId}-submit`}>
        {label}
      </Button>
    </Group>
  );
}
