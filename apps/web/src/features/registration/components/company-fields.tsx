import { ADDRESS_NAME_MAX } from '@app/contracts/constants';
import { sanitizeSiret } from '@app/contracts/validation';
import { SimpleGrid, TextInput } from '@mantine/core';
import { IconBuilding, IconId, IconPhone, IconUser } from '@tabler/icons-react';
import { Controller, get, type FieldError, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/errors';
import '@/locales/registration';
import { BELOW_INPUT } from '@/components/ui/input-order';

type CompanyName = 'company' | 'manager' | 'phoneNumber';
type CompanyValues = FieldValues & Record<CompanyName, string> & { siret?: string | null | undefined };

interface CompanyFieldsProps<T extends CompanyValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState' | 'control' | 'getValues' | 'setValue'>;
  /** Test ids are `{prefix}-company`, `{prefix}-manager`, `{prefix}-phone` and `{prefix}-siret`. */
  testIdPrefix: string;
  /** The labels of the company and manager fields, when the page words them its own way (affiliate). */
  labels?: { company: string; manager: string };
  /** The form's address name, filled from the company name when left empty (recruiter step 2). */
  addressNameField?: Path<T>;
}

/**
 * Company, manager, phone and SIRET of a new account (spec section 2, "Register-address form" and
 * the affiliate's step 2), registered in the caller's form; rules and messages are its schema's.
 */
export function CompanyFields<T extends CompanyValues>({ form, testIdPrefix, labels, addressNameField }: CompanyFieldsProps<T>) {
  const { t } = useTranslation();
  const field = (name: CompanyName | 'siret') => {
    // `name` is a key of T by the constraint above; TypeScript cannot see it through `Path<T>`.
    const path = name as Path<T>;
    const error = get(form.formState.errors, name) as FieldError | undefined;
    return { path, error: translateMessage(t, error?.message), testId: `${testIdPrefix}-${name === 'phoneNumber' ? 'phone' : name}` };
  };
  const company = field('company');
  const manager = field('manager');
  const phone = field('phoneNumber');
  const siret = field('siret');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        {...form.register(company.path, {
          onBlur: (e: { target: { value: string } }) => {
            // A company name that fits is offered as the site's name; a longer one is never cut (decision 123).
            const name = e.target.value.trim();
            if (addressNameField && !form.getValues(addressNameField) && name.length <= ADDRESS_NAME_MAX)
              form.setValue(addressNameField, name as PathValue<T, Path<T>>);
          },
        })}
        label={labels?.company ?? t('views.register_step_2.company')}
        leftSection={<IconBuilding size={18} />}
        autoComplete="organization"
        withAsterisk
        error={company.error}
        data-testid={company.testId}
      />
      <TextInput
        {...form.register(manager.path)}
        label={labels?.manager ?? t('views.register_step_2.manager')}
        placeholder={t('views.register_step_2.manager_placeholder')}
        leftSection={<IconUser size={18} />}
        autoComplete="name"
        withAsterisk
        error={manager.error}
        data-testid={manager.testId}
      />
      <TextInput
        {...form.register(phone.path)}
        type="tel"
        label={t('views.register_step_2.phone')}
        description={t('views.register_step_2.phone_hint')}
        inputWrapperOrder={BELOW_INPUT}
        placeholder="06 12 34 56 78"
        leftSection={<IconPhone size={18} />}
        autoComplete="tel"
        withAsterisk
        error={phone.error}
        data-testid={phone.testId}
      />
      <Controller
        control={form.control}
        name={siret.path}
        render={({ field: input }) => (
          <TextInput
            label={t('views.register_step_2.siret')}
            description={t('views.register_step_2.siret_hint')}
            inputWrapperOrder={BELOW_INPUT}
            leftSection={<IconId size={18} />}
            inputMode="numeric"
            value={(input.value as string | null | undefined) ?? ''}
            onChange={(e) => input.onChange(sanitizeSiret(e.currentTarget.value))}
            onBlur={input.onBlur}
            error={siret.error}
            data-testid={siret.testId}
          />
        )}
      />
    </SimpleGrid>
  );
}
