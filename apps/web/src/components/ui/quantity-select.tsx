import { QUANTITY_MAX, QUANTITY_MIN } from '@app/contracts/constants';
import { Select } from '@mantine/core';

const OPTIONS = Array.from({ length: QUANTITY_MAX - QUANTITY_MIN + 1 }, (_, i) => String(QUANTITY_MIN + i));

/** Quantity picker from 0 to 10 (spec section 9). */
export function QuantitySelect({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  onChange: (v: number) => void;
  testId: string;
}) {
  return (
    <Select
      label={label}
      data={OPTIONS}
      value={String(value)}
      onChange={(v) => onChange(Number(v ?? 0))}
      allowDeselect={false}
      w={170}
      data-testid={testId}
    />
  );
}
