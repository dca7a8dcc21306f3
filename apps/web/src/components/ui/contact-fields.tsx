import type { Experience } from '@app/contracts/reference-lists';
import { Checkbox, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, get, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/errors';
import { FieldController } from './field-controller';
import { ExperienceSelect } from './experience-select';

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

type CandidateValues = FieldValues & { experienceId: number; withDisability?: boolean | undefined; consent: boolean };

interface CandidateFieldProps<T extends CandidateValues> {
  form: Pick<UseFormReturn<T>, 'control' | 'formState'>;
  /** Test ids are `{prefix}-experience`, `{prefix}-disability` and `{prefix}-consent`. */
  testIdPrefix: string;
}

/** The candidate's experience on the searched job, registered as `experienceId`. */
export function ExperienceFormField<T extends CandidateValues>({
  form,
  testIdPrefix,
  experiences,
  label,
  placeholder,
}: CandidateFieldProps<T> & { experiences: Experience[]; label: string; placeholder: string }) {
  return (
    <FieldController
      form={form}
      name="experienceId"
      render={(field, error) => (
        <ExperienceSelect
          experiences={experiences}
          value={field.value as number | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          placeholder={placeholder}
          error={error}
          testId={`${testIdPrefix}-experience`}
        />
      )}
    />
  );
}

/**
 * The disability switch and the consent checkbox that close a candidate's form (apply page and
 * sign-up), registered as `withDisability` and `consent`; `consent` is the checkbox's label.
 */
export function DisabilityConsentFields<T extends CandidateValues>({
  form,
  testIdPrefix,
  disability,
  consent,
}: CandidateFieldProps<T> & { disability: { label: string; description: string }; consent: ReactNode }) {
  return (
    <>
      <Controller
        control={form.control}
        name={'withDisability' as Path<T>}
        render={({ field }) => (
          <Switch
            label={disability.label}
            description={disability.description}
            checked={(field.value as boolean | undefined) ?? false}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            data-testid={`${testIdPrefix}-disability`}
          />
        )}
      />
      <FieldController
        form={form}
        name="consent"
        render={(field, error) => (
          <Checkbox
            label={consent}
            checked={field.value as boolean}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            onBlur={field.onBlur}
            error={error}
            data-testid={`${testIdPrefix}-consent`}
          />
        )}
      />
    </>
  );
}
