import { contactBodySchema } from '@app/contracts/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Card, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ContactMessageFields, ContactSendButton, useSendLock } from '@/components/ui/contact-message-fields';
import { rateLimitedMinutes } from '@/lib/errors';
import { useSendContact } from '../api/send-contact';
import { CaptchaField, type CaptchaHandle } from './captcha-field';
import '@/locales/marketing';

const formSchema = contactBodySchema.omit({ altcha: true });
type ContactValues = z.infer<typeof formSchema>;

/**
 * The site's contact form (spec sections 2 and 5): e-mail, message of 500 characters at most with
 * its counter, and the captcha; send disabled while invalid, and for 3 seconds after a success.
 * Posts to /contact/; shows 'Message envoyé avec succès' or 'Erreur pendant l'envoi du formulaire'.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContact();
  const captcha = useRef<CaptchaHandle>(null);
  const { locked, lock } = useSendLock();
  const [outcome, setOutcome] = useState<'success' | 'error' | null>(null);
  // The error's text: too many messages (how long to wait when the API says), or the spec's generic one.
  const [errorMessage, setErrorMessage] = useState('');
  const form = useForm<ContactValues>({ resolver: zodResolver(formSchema), mode: 'onChange', defaultValues: { email: '', message: '' } });
  const { isValid, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const altcha = (await captcha.current?.answer()) ?? undefined;
      await send.mutateAsync({ ...values, altcha });
      setOutcome('success');
      form.reset({ email: values.email, message: '' });
      lock();
    } catch (error) {
      const minutes = rateLimitedMinutes(error);
      setErrorMessage(
        minutes === undefined
          ? t('marketing.contact.error')
          : minutes === null
            ? t('marketing.contact.rate_limited')
            : t('marketing.contact.rate_limited_wait', { count: minutes }),
      );
      setOutcome('error');
    } finally {
      // A challenge serves once: the next message gets a new one.
      captcha.current?.reset();
    }
  });
  return (
    <Card shadow="sm" p="xl" radius="md" data-testid="contact-form-card">
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="contact-form">
        <Stack gap="md">
          <ContactMessageFields
            form={form}
            emailLabel={t('marketing.contact.email')}
            messageLabel={t('marketing.contact.message')}
            testId="contact"
          />
          <CaptchaField ref={captcha} />
          {outcome && (
            <Alert
              color={outcome === 'success' ? 'teal' : 'red'}
              role={outcome === 'success' ? 'status' : 'alert'}
              data-testid={`contact-${outcome}`}
            >
              {outcome === 'success' ? t('marketing.contact.success') : errorMessage}
            </Alert>
          )}
          <ContactSendButton disabled={!isValid || locked} loading={isSubmitting} label={t('marketing.contact.submit')} testId="contact" />
        </Stack>
      </form>
    </Card>
  );
}
