import { qrCodeContactBodySchema, type QrCodeContactBody } from '@app/contracts/qr-codes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContactMessageFields, ContactSendButton, useSendLock } from '@/components/ui/contact-message-fields';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSendQrCodeContact } from '../api/send-qr-code-contact';
import '@/locales/qr-codes';

/** Contact form about QR codes (spec section 5): e-mail required and valid, message required, 500 characters at most; send disabled while invalid. */
export function QrCodeContactForm({ defaultEmail }: { defaultEmail: string }) {
  const { t } = useTranslation();
  const send = useSendQrCodeContact();
  const { locked, lock } = useSendLock();
  const form = useForm<QrCodeContactBody>({
    resolver: zodResolver(qrCodeContactBodySchema),
    mode: 'onChange',
    defaultValues: { email: defaultEmail, message: '' },
  });
  const { isValid, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      notifySuccess(t('components.qrcode_contact_form.success'));
      form.reset({ email: values.email, message: '' });
      lock();
    } catch {
      notifyError(t('components.qrcode_contact_form.error'));
    }
  });
  return (
    <Card withBorder radius="md" p="lg" data-testid="qr-code-contact">
      <Stack gap="xs" mb="md">
        <Title order={3} fz="lg">
          {t('components.qrcode_contact_form.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('components.qrcode_contact_form.text')}
        </Text>
      </Stack>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="qr-code-contact-form">
        <Stack gap="md">
          <ContactMessageFields
            form={form}
            emailLabel={t('components.qrcode_contact_form.email')}
            messageLabel={t('components.qrcode_contact_form.message')}
            testId="qr-contact"
          />
          <ContactSendButton
            disabled={!isValid || locked}
            loading={isSubmitting}
            label={t('components.qrcode_contact_form.submit')}
            testId="qr-contact"
          />
        </Stack>
      </form>
    </Card>
  );
}
