import type { Experience } from '@app/contracts/reference-lists';
import { Select } from '@mantine/core';
import { useReferenceName } from '@/lib/reference-name';

interface ExperienceSelectProps {
  experiences: Experience[];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  onBlur: () => void;
  label: string;
  placeholder: string;
  error?: string;
  testId: string;
  /** Whether the choice is required now (the asterisk); the apply and sign-up forms always require it. */
  required?: boolean;
}

/** The candidate's experience, a choice among the reference list (required in the apply and sign-up forms). */
export function ExperienceSelect({
  experiences,
  value,
  onChange,
  onBlur,
  label,
  placeholder,
  error,
  testId,
  required = true,
}: ExperienceSelectProps) {
  const referenceName = useReferenceName();
  return (
    <Select
      size="md"
      label={label}
      placeholder={placeholder}
      withAsterisk={required}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      data={experiences.map((e) => ({ value: String(e.id), label: referenceName(e.name) }))}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      onBlur={onBlur}
      error={error}
      data-testid={testId}
    />
  );
}
