import type { ReactElement } from 'react';
import {
  Controller,
  get,
  type ControllerRenderProps,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/errors';

interface FieldControllerProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'control' | 'formState'>;
  /** A key of T that the caller's constraint on T guarantees; TypeScript cannot see it through `Path<T>`. */
  name: string;
  /** The input, given the form's field and its validation message (translated), if any. */
  render: (field: ControllerRenderProps<T, Path<T>>, error: string | undefined) => ReactElement;
}

/** A controlled input of a react-hook-form form, shown with its field's translated error. */
export function FieldController<T extends FieldValues>({ form, name, render }: FieldControllerProps<T>) {
  const { t } = useTranslation();
  const path = name as Path<T>;
  const error = get(form.formState.errors, path) as FieldError | undefined;
  return <Controller control={form.control} name={path} render={({ field }) => render(field, translateMessage(t, error?.message))} />;
}
