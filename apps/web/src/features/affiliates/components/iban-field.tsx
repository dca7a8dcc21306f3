import { formatIban, IBAN_MAX_LENGTH } from '@app/contracts/iban';
import { TextInput } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import type { FocusEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/affiliates';

interface IbanFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  error?: string;
  testId?: string;
}

/**
 * IBAN input (spec section 5, IBAN-like pattern): upper case, shown in groups of 4 as the user
 * types; the shared schema checks the pattern and the mod-97 key.
 */
export function IbanField({ value, onChange, onBlur, error, testId = 'affiliate-iban' }: IbanFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('components.affiliate_bank_form.iban')}
      description={t('components.affiliate_bank_form.iban_hint')}
      withAsterisk
      value={value}
      onChange={(event) => onChange(formatIban(event.currentTarget.value))}
      onBlur={onBlur}
      error={error}
      maxLength={IBAN_MAX_LENGTH + Math.ceil(IBAN_MAX_LENGTH / 4)}
      autoComplete="off"
      spellCheck={false}
      leftSection={<IconBuildingBank size={18} stroke={1.6} />}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.04em' } }}
      data-testid={testId}
    />
  );
}
