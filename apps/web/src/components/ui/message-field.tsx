import { MESSAGE_MAX } from '@app/contracts/constants';
import { Group, Text, Textarea, type TextareaProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/shared';

/** A message of at most 500 characters with its remaining-characters counter (spec section 5). */
export const MessageField = forwardRef<HTMLTextAreaElement, TextareaProps & { value: string }>(function MessageField(
  { value, ...props },
  ref,
) {
  const { t } = useTranslation();
  const remaining = MESSAGE_MAX - value.length;
  return (
    <Textarea
      ref={ref}
      rows={5}
      value={value}
      description={
        <Group justify="space-between" gap="xs" component="span">
          <span>{t('common.max_500')}</span>
          <Text span size="xs" c={remaining < 0 ? 'red' : 'dimmed'} data-testid="message-counter">
            {remaining >= 0
              ? t('components.message_field.remaining', { count: remaining })
              : t('components.message_field.over', { count: -remaining })}
          </Text>
        </Group>
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
    />
  );
});
