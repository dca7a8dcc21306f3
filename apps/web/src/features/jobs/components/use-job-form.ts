import { addressJobFormSchema, type AddressJobForm } from '@app/contracts/address-jobs';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A job form (new-job form, edit-job modal) on react-hook-form with the shared schema; fields are
 * controlled components fed with `values` and `change`.
 */
export function useJobForm(defaultValues: AddressJobForm) {
  const form = useForm<AddressJobForm, unknown, z.output<typeof addressJobFormSchema>>({
    resolver: zodResolver(addressJobFormSchema),
    defaultValues,
    mode: 'onChange',
  });
  const values = form.watch();
  const change = (update: Partial<AddressJobForm>) => {
    for (const [key, value] of Object.entries(update) as [keyof AddressJobForm, AddressJobForm[keyof AddressJobForm]][]) {
      form.setValue(key, value as never, { shouldDirty: true, shouldValidate: true });
    }
  };
  return { form, values, change };
}
