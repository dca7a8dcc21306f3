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
}

/** The candidate's experience, a required choice among the reference list (apply and sign-up forms). */
export function ExperienceSelect({ experiences, value, onChange, onBlur, label, placeholder, error, testId }: ExperienceSelectProps) {
  const referenceName = useReferenceName();
  return (
    <Select
      size="md"
      label={label}
      placeholder={placeholder}
      withAsterisk
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
