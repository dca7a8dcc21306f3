import { SimpleGrid, TextInput } from '@mantine/core';
import { get, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/errors';

/** Names of the contact fields in the forms that use them (candidate apply and sign-up). */
export type ContactFieldName = 'firstName' | 'lastName' | 'email' | 'phoneNumber';

/** Texts of the fields, translated by the form with its own keys. */
export interface ContactFieldLabels {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phonePlaceholder: string;
}

interface ContactFieldsProps<T extends FieldValues & Record<ContactFieldName, string>> {
  /** Only `register` and the errors are read, so the caller's form re-renders on nothing more. */
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  labels: ContactFieldLabels;
  /** Test ids are `{prefix}-first-name`, `{prefix}-last-name`, `{prefix}-email` and `{prefix}-phone`. */
  testIdPrefix: string;
}

/**
 * First and last name side by side, e-mail and French phone number, all required, registered in
 * the caller's react-hook-form form; its schema's messages (i18n keys) show under each field.
 */
export function ContactFields<T extends FieldValues & Record<ContactFieldName, string>>({
  form,
  labels,
  testIdPrefix,
}: ContactFieldsProps<T>) {
  const { t } = useTranslation();
  const field = (name: ContactFieldName) => {
    // `name` is a key of T by the constraint above; TypeScript cannot see it through `Path<T>`.
    const path = name as Path<T>;
    const error = get(form.formState.errors, name) as FieldError | undefined;
    return { ...form.register(path), error: translateMessage(t, error?.message) };
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={labels.firstName}
          autoComplete="given-name"
          withAsterisk
          {...field('firstName')}
          data-testid={`${testIdPrefix}-first-name`}
        />
        <TextInput
          label={labels.lastName}
          autoComplete="family-name"
          withAsterisk
          {...field('lastName')}
          data-testid={`${testIdPrefix}-last-name`}
        />
      </SimpleGrid>
      <TextInput
        type="email"
        inputMode="email"
        autoComplete="email"
        label={labels.email}
        withAsterisk
        {...field('email')}
        data-testid={`${testIdPrefix}-email`}
      />
      <TextInput
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        label={labels.phone}
        placeholder={labels.phonePlaceholder}
        withAsterisk
        {...field('phoneNumber')}
        data-testid={`${testIdPrefix}-phone`}
      />
    </>
  );
}
