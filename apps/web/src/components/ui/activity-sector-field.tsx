import { ACTIVITY_SECTOR_MIN_CHARS, ACTIVITY_SECTOR_PAGE_SIZE } from '@app/contracts/constants';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivitySectorSearch, type ActivitySector } from '@/lib/activity-sectors';
import { SuggestField } from './suggest-field';
import '@/locales/shared';

interface ActivitySectorFieldProps {
  value: ActivitySector | null;
  onChange: (sector: ActivitySector | null) => void;
  error?: ReactNode;
  required?: boolean;
  testId?: string;
}

/** Activity sector search (spec section 5: from 3 characters, 6 results; an empty query clears the choice). */
export function ActivitySectorField({ value, onChange, error, required, testId = 'activity-sector-field' }: ActivitySectorFieldProps) {
  const { t } = useTranslation();
  return (
    <SuggestField<ActivitySector>
      label={t('components.activity_sector_field.label')}
      placeholder={t('components.activity_sector_field.placeholder')}
      value={value}
      onChange={onChange}
      useSearch={useActivitySectorSearch}
      labelOf={(s) => s.name}
      keyOf={(s) => String(s.id)}
      minChars={ACTIVITY_SECTOR_MIN_CHARS}
      throttleMs={300}
      maxSuggestions={ACTIVITY_SECTOR_PAGE_SIZE}
      pickMessage={t('components.activity_sector_field.pick')}
      error={error}
      required={required}
      leftSection={<IconBuildingStore size={16} />}
      testId={testId}
    />
  );
}
