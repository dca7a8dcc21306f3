import { askAddressFormSchema } from '@app/contracts/addresses';
import { DEFAULT_ASK_NUMBER } from '@app/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MessageField } from '@/components/ui/message-field';
import { translateMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAskAddress } from '../api/ask-address';
import '@/locales/addresses';

type Values = z.input<typeof askAddressFormSchema>;

/**
 * Ask-address form (spec section 5): number required (default 1), e-mail required and valid
 * (default the user's), message of at most 500 characters with its counter. Success closes it.
 */
export function AskAddressForm({ parentUuid, defaultEmail, onDone }: { parentUuid: string; defaultEmail: string; onDone: () => void }) {
  const { t } = useTranslation();
  const ask = useAskAddress();
  const form = useForm<Values>({
    resolver: zodResolver(askAddressFormSchema),
    mode: 'onChange',
    defaultValues: { number: DEFAULT_ASK_NUMBER, email: defaultEmail, message: '' },
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await ask.mutateAsync({ uuid: parentUuid, body: { number: values.number, email: values.email.trim(), message: values.message } });
      notifySuccess(t('components.ask_address_form.success'));
      onDone();
    } catch {
      notifyError(t('components.ask_address_form.error'));
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="ask-address-form">
      <Stack gap="md">
        <Controller
          control={form.control}
          name="number"
          render={({ field }) => (
            <NumberInput
              label={t('components.ask_address_form.number')}
              withAsterisk
              min={1}
              allowDecimal={false}
              allowNegative={false}
              value={field.value}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
              onBlur={field.onBlur}
              error={translateMessage(t, errors.number?.message)}
              data-testid="ask-address-number"
            />
          )}
        />
        <TextInput
          type="email"
          label={t('components.ask_address_form.email')}
          withAsterisk
          {...form.register('email')}
          error={translateMessage(t, errors.email?.message)}
          data-testid="ask-address-email"
        />
        <Controller
          control={form.control}
          name="message"
          render={({ field }) => (
            <MessageField
              label={t('components.ask_address_form.message')}
              placeholder={t('components.ask_address_form.message_placeholder')}
              value={field.value}
              onChange={(e) => field.onChange(e.currentTarget.value)}
              onBlur={field.onBlur}
              error={translateMessage(t, errors.message?.message)}
              data-testid="ask-address-message"
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!isValid} loading={isSubmitting} data-testid="ask-address-submit">
            {t('components.ask_address_form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
