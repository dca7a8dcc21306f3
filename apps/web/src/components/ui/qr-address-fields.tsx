import type { Place } from '@app/contracts/auth';
import { ADDRESS_NAME_MAX, QRCODE_TOWN_MAX } from '@app/contracts/constants';
import { frenchPlaceSchema, qrcodeTownFromPlace } from '@app/contracts/places';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  Controller,
  get,
  useWatch,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ActivitySector } from '@/lib/activity-sectors';
import { translateMessage } from '@/lib/errors';
import { ActivitySectorFormField } from './activity-sector-field';
import { PlaceField } from './place-field';
import { BELOW_INPUT } from '@/components/ui/input-order';

type QrAddressValues = FieldValues & { qrcodeTown: string; activitySector: number };

interface QrAddressFieldsProps<T extends QrAddressValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState' | 'control' | 'setValue'>;
  /** The form's names of the address name and of the parsed place. */
  names: { name: Path<T>; place: Path<T> };
  /** Test ids: `{prefix}-address-name` or `{prefix}-name` (see `nameTestId`), `{prefix}-qrcode-town`. */
  testIdPrefix: string;
  nameTestId: string;
  texts: { name: string; qrcodeTown: string };
  /** The shown place (the form holds the parsed one, or nothing while it is not French). */
  place: Place | null;
  onPlace: (place: Place | null) => void;
  /** The place field's label, texts and test id (the page's wording). */
  placeField: { label: string; description?: string; placeholder?: string; pickMessage?: string; testId: string };
  /** The place's error, from the shown place, the form's parsed one and the form's own error. */
  placeError: (state: { shown: Place | null; parsed: unknown; failed: boolean; message: string | undefined }) => ReactNode;
  sector: ActivitySector | null;
  onSector: (sector: ActivitySector | null) => void;
  sectorField: { label?: string; placeholder?: string; pickMessage?: string; testId: string };
  /** The place before the name and town (registration), or after them (new address). */
  placeFirst?: boolean;
}

/**
 * The address printed with a QR code (spec sections 2 and 5): the place (a French one, from the
 * suggestions), the address name and the town under the code (the town filled with the chosen
 * commune's official name, whole), and the activity sector; registered in the caller's form, whose
 * schema holds the rules. Nothing is cut: the count shows as the user types and a text too long
 * says so at once (decision 123). Used by the registration's step 2 and the new-address form.
 */
export function QrAddressFields<T extends QrAddressValues>(props: QrAddressFieldsProps<T>) {
  const { form, names, texts, testIdPrefix, place, onPlace, sector, onSector, placeFirst = false } = props;
  const { t } = useTranslation();
  const errorOf = (name: string) => get(form.formState.errors, name) as FieldError | undefined;
  const message = (name: string) => translateMessage(t, errorOf(name)?.message);
  // `qrcodeTown` and `activitySector` are keys of T by the constraint above; TypeScript cannot see it through `Path<T>`.
  const town = 'qrcodeTown' as Path<T>;
  const nameValue = useWatch({ control: form.control, name: names.name }) as unknown;
  const townValue = useWatch({ control: form.control, name: town }) as unknown;
  /** The count under a bounded field, and its error: too long at once, else the schema's message. */
  const bounded = (value: unknown, max: number, name: string) => {
    const length = typeof value === 'string' ? value.trim().length : 0;
    return {
      description: t('form.char_count', { length, max }),
      error: length > max ? t('form.validation.too_long', { length, max }) : message(name),
    };
  };
  const nameBound = bounded(nameValue, ADDRESS_NAME_MAX, names.name);
  const townBound = bounded(townValue, QRCODE_TOWN_MAX, 'qrcodeTown');
  const placeInput = (
    <Controller
      control={form.control}
      name={names.place}
      render={({ field }) => (
        <PlaceField
          {...props.placeField}
          required
          value={place}
          onChange={(next) => {
            onPlace(next);
            const parsed = next ? frenchPlaceSchema.safeParse(next) : null;
            field.onChange(parsed?.success ? parsed.data : undefined);
            if (next) form.setValue(town, qrcodeTownFromPlace(next) as PathValue<T, Path<T>>, { shouldValidate: true });
          }}
          error={props.placeError({
            shown: place,
            parsed: field.value,
            failed: errorOf(names.place) !== undefined,
            message: message(names.place),
          })}
        />
      )}
    />
  );
  return (
    <>
      {placeFirst ? placeInput : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          {...form.register(names.name)}
          label={texts.name}
          description={nameBound.description}
          inputWrapperOrder={BELOW_INPUT}
          withAsterisk
          error={nameBound.error}
          data-testid={props.nameTestId}
        />
        <TextInput
          {...form.register(town)}
          label={texts.qrcodeTown}
          description={townBound.description}
          inputWrapperOrder={BELOW_INPUT}
          withAsterisk
          error={townBound.error}
          data-testid={`${testIdPrefix}-qrcode-town`}
        />
      </SimpleGrid>
      {placeFirst ? null : placeInput}
      <ActivitySectorFormField form={form} {...props.sectorField} value={sector} onChange={onSector} required />
    </>
  );
}
