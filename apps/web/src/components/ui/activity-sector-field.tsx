import { IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActivitySectorList, type ActivitySector } from '@/lib/activity-sectors';
import { useReferenceName } from '@/lib/reference-name';
import { FieldController } from './field-controller';
import { SuggestField } from './suggest-field';
import '@/locales/shared';

interface ActivitySectorFieldProps {
  value: ActivitySector | null;
  onChange: (sector: ActivitySector | null) => void;
  error?: ReactNode;
  required?: boolean;
  testId?: string;
  /** The texts of the field, when a page words it its own way (registration). */
  label?: string;
  placeholder?: string;
  pickMessage?: string;
}

/**
 * Activity sector field (spec section 5; an empty query clears the choice): its whole list shows on
 * focus and narrows as one types, in the page's language (decision 143; the spec's "from 3
 * characters, 6 results" left a blank field that only answered French words).
 */
export function ActivitySectorField({
  value,
  onChange,
  error,
  required,
  testId = 'activity-sector-field',
  label,
  placeholder,
  pickMessage,
}: ActivitySectorFieldProps) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  return (
    <SuggestField<ActivitySector>
      label={label ?? t('components.activity_sector_field.label')}
      placeholder={placeholder ?? t('components.activity_sector_field.placeholder')}
      value={value}
      onChange={onChange}
      useSearch={useActivitySectorList}
      labelOf={(s) => referenceName(s.name)}
      keyOf={(s) => String(s.id)}
      minChars={0}
      openOnFocus
      throttleMs={0}
      pickMessage={pickMessage ?? t('components.activity_sector_field.pick')}
      error={error}
      required={required}
      leftSection={<IconBuildingStore size={16} />}
      testId={testId}
    />
  );
}

interface ActivitySectorFormFieldProps<T extends FieldValues & { activitySector: number }> extends Omit<
  ActivitySectorFieldProps,
  'value' | 'onChange' | 'error'
> {
  form: Pick<UseFormReturn<T>, 'control' | 'formState'>;
  /** The shown sector; the form holds its id (0 while none is chosen). */
  value: ActivitySector | null;
  onChange: (sector: ActivitySector | null) => void;
}

/** The activity sector field registered in a form as `activitySector` (the sector's id), with the form's error. */
export function ActivitySectorFormField<T extends FieldValues & { activitySector: number }>({
  form,
  value,
  onChange,
  ...field
}: ActivitySectorFormFieldProps<T>) {
  return (
    <FieldController
      form={form}
      name="activitySector"
      render={(input, error) => (
        <ActivitySectorField
          {...field}
          value={value}
          onChange={(choice) => {
            onChange(choice);
            input.onChange(choice?.id ?? 0);
          }}
          error={error}
        />
      )}
    />
  );
}
