import type { Place } from '@app/contracts/auth';
import { ADDRESS_LOOKUP_MAX_SUGGESTIONS, ADDRESS_LOOKUP_MIN_CHARS, ADDRESS_LOOKUP_THROTTLE_MS } from '@app/contracts/constants';
import { Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/errors';
import { usePlaceSearch } from '@/lib/places';
import { SuggestField } from './suggest-field';
import '@/locales/shared';

interface PlaceFieldProps {
  label: string;
  value: Place | null;
  onChange: (place: Place | null) => void;
  error?: ReactNode;
  required?: boolean;
  description?: ReactNode;
  testId?: string;
  /** The texts of the field, when a page words it its own way (registration). */
  placeholder?: string;
  pickMessage?: string;
}

/**
 * Address with autocomplete (spec sections 5 and 9): French places only, from 3 characters,
 * throttled 1 s, 5 suggestions; the chosen place object is stored as is.
 */
export function PlaceField({
  label,
  value,
  onChange,
  error,
  required,
  description,
  testId = 'place-field',
  placeholder,
  pickMessage,
}: PlaceFieldProps) {
  const { t } = useTranslation();
  return (
    <SuggestField<Place>
      label={label}
      description={description}
      placeholder={placeholder ?? t('components.place_field.placeholder')}
      value={value}
      onChange={onChange}
      useSearch={usePlaceSearch}
      labelOf={(p) => p.placeName}
      keyOf={(p) => `${p.inseeCode ?? ''}|${p.postalCode ?? ''}|${p.placeName}`}
      renderOption={(p) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {p.placeName}
          </Text>
          <Text size="xs" c="dimmed">
            {p.context}
          </Text>
        </Stack>
      )}
      minChars={ADDRESS_LOOKUP_MIN_CHARS}
      throttleMs={ADDRESS_LOOKUP_THROTTLE_MS}
      maxSuggestions={ADDRESS_LOOKUP_MAX_SUGGESTIONS}
      pickMessage={pickMessage ?? t('components.place_field.pick')}
      error={error}
      required={required}
      leftSection={<IconMapPin size={16} />}
      testId={testId}
    />
  );
}

interface FormPlaceFieldProps<V extends FieldValues> {
  control: Control<V>;
  /** The form's field holding the chosen place. */
  name: Path<V>;
  label: string;
  /** The API's message for the field, shown while the form has none. */
  serverError?: string;
  testId: string;
}

/**
 * A required place field of a form: the form's message, or "pick a suggestion" when the place
 * typed was not picked; the API's message otherwise.
 */
export function FormPlaceField<V extends FieldValues>({ control, name, label, serverError, testId }: FormPlaceFieldProps<V>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PlaceField
          label={label}
          required
          value={(field.value as Place | null | undefined) ?? null}
          onChange={field.onChange}
          error={fieldState.error ? (translateMessage(t, fieldState.error.message) ?? t('components.place_field.pick')) : serverError}
          testId={testId}
        />
      )}
    />
  );
}
