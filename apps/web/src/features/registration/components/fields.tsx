import type { Place } from '@app/contracts/auth';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PlaceField as SharedPlaceField } from '@/components/ui/place-field';
import '@/locales/registration';

interface ChoiceFieldProps<T> {
  value: T | null;
  onChange: (value: T | null) => void;
  error?: string | undefined;
  label?: string;
}

/** The job field, shared with the resume shop's first search (decision 136). */
export { JobField } from '@/components/ui/job-field';

/** The place field's texts in registration (spec section 5). */
export const registrationPlaceTexts = (t: TFunction) => ({
  label: t('views.register_step_2.place'),
  description: t('views.register_step_2.place_hint'),
  placeholder: t('views.register_step_2.place_placeholder'),
  pickMessage: t('views.register.pick_place'),
  testId: 'register-place',
});

/** The activity sector field's texts in registration. */
export const registrationSectorTexts = (t: TFunction) => ({
  label: t('views.register_step_2.activity_sector'),
  placeholder: t('views.register_step_2.activity_sector_placeholder'),
  pickMessage: t('views.register.pick_sector'),
  testId: 'register-activity-sector',
});

/** French place, worded for registration: the shared field with its texts. */
export function PlaceField({ value, onChange, error, label }: ChoiceFieldProps<Place>) {
  const { t } = useTranslation();
  const texts = registrationPlaceTexts(t);
  return <SharedPlaceField required {...texts} label={label ?? texts.label} value={value} onChange={onChange} error={error} />;
}
