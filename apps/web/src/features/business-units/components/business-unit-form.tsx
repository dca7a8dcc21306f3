import type { createBusinessUnitBodySchema } from '@app/contracts/business-units';
import { Button, Group, Paper, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '@/lib/errors';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { isHttpError } from '@/lib/http';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateBusinessUnit } from '../api/create-business-unit';
import '@/locales/business-units';

type FormSchema = typeof createBusinessUnitBodySchema;
type FormValues = z.input<FormSchema>;
const resolver = lazyZodResolver(() => import('@app/contracts/business-units').then((m) => m.createBusinessUnitBodySchema));

/** Adds a business unit to the current address (name, address id: spec section 7). */
export function BusinessUnitForm({ addressId }: { addressId: number }) {
  const { t } = useTranslation();
  const create = useCreateBusinessUnit();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, z.output<FormSchema>>({
    resolver,
    defaultValues: { name: '', address: addressId },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      notifySuccess(t('components.business_unit_form.success'));
      reset({ name: '', address: addressId });
    } catch (error) {
      const message = isHttpError(error) ? error.fieldErrors.name?.[0] : undefined;
      if (message) setError('name', { message });
      else notifyError(t('components.business_unit_form.error'));
    }
  });

  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="business-unit-form"
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          {...register('name')}
          label={t('components.business_unit_form.name')}
          placeholder={t('components.business_unit_form.placeholder')}
          error={translateMessage(t, errors.name?.message)}
          style={{ flex: 1, minWidth: 220 }}
          data-testid="business-unit-name"
        />
        <Button type="submit" mt={25} leftSection={<IconPlus size={16} />} loading={create.isPending} data-testid="business-unit-add">
          {t('components.business_unit_form.add')}
        </Button>
      </Group>
    </Paper>
  );
}
