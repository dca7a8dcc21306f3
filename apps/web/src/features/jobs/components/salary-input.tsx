import { V } from '@app/contracts/validation';
import { salaryFromText, salaryTextSchema } from '@app/contracts/address-jobs';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatSalary } from '@/lib/format';
import '@/locales/jobs';

interface SalaryInputProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string;
}

/** Whether a typed salary has only digits and spaces (spec section 5, "Monthly salary"). */
export const isSalaryText = (value: string): boolean => salaryTextSchema.safeParse(value).success;

/**
 * Monthly salary: digits and spaces only ('entrez un format de salaire correct' otherwise), shown
 * with French thousands grouping once the field is left, stored as an integer; disabled until a
 * job is chosen.
 */
export function SalaryInput({ value, onChange, disabled, error }: SalaryInputProps) {
  const { t } = useTranslation();
  const valid = isSalaryText(value);
  return (
    <TextInput
      label={t('components.job_form.salary')}
      description={t('components.job_form.salary_hint')}
      placeholder="2 000"
      inputMode="numeric"
      value={value}
      disabled={disabled}
      rightSection={<span style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>€</span>}
      error={error ?? (valid ? undefined : t(V.salary))}
      data-testid="salary-input"
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => {
        const amount = valid ? salaryFromText(value) : null;
        if (amount !== null) onChange(formatSalary(amount));
      }}
    />
  );
}
