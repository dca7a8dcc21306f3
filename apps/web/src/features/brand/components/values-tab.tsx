import { brandValuesFormSchema, type BrandValuesForm } from '@app/contracts/brand';
import { DESCRIPTION_MAX, VALUES_MAX } from '@app/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, Textarea } from '@mantine/core';
import { useImperativeHandle } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/errors';
import type { BrandTabProps } from './brand-tab';
import { SaveButton } from './save-button';
import { useBrandSave } from './use-brand-save';
import '@/locales/brand';

function Counter({ count, max, testId }: { count: number; max: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c={count > max ? 'red' : 'dimmed'} ta="right" data-testid={testId}>
      {t('components.brand_values.counter', { count, max })}
    </Text>
  );
}

/** The two texts of the tab: their labels, heights and limits. */
const FIELDS = [
  {
    name: 'description',
    label: 'components.brand_values.description_label',
    placeholder: 'components.brand_values.description_placeholder',
    rows: 7,
    max: DESCRIPTION_MAX,
    testId: 'brand-description',
  },
  {
    name: 'values',
    label: 'components.brand_values.values_label',
    placeholder: 'components.brand_values.values_placeholder',
    rows: 5,
    max: VALUES_MAX,
    testId: 'brand-values',
  },
] as const;

/**
 * Values tab (spec sections 2 and 5): description and values, each at most 2000 characters with a
 * counter; saving needs both non-blank after trimming and a change.
 */
export function ValuesTab({ address, onSaved, ref }: BrandTabProps) {
  const { t } = useTranslation();
  const form = useForm<BrandValuesForm>({
    resolver: zodResolver(brandValuesFormSchema),
    mode: 'onChange',
    defaultValues: { description: address.description ?? '', values: address.values ?? '' },
  });
  const description = form.watch('description');
  const values = form.watch('values');
  const parsed = brandValuesFormSchema.safeParse({ description, values });
  const dirty = description !== (address.description ?? '') || values !== (address.values ?? '');
  const canSave = parsed.success && dirty;
  const texts = { description, values };
  const { save } = useBrandSave(address.uuid, 'components.brand_values.save', onSaved);

  const submit = async (): Promise<boolean> => {
    if (!canSave) return false;
    const result = await save({ description: description.trim(), values: values.trim() });
    return result.ok;
  };
  useImperativeHandle(ref, () => ({ isDirty: () => dirty, canSave: () => canSave, save: submit }));

  const { errors } = form.formState;
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        {t('components.brand_values.intro')}
      </Text>
      {FIELDS.map((field) => (
        <Stack key={field.name} gap={4}>
          <Textarea
            label={t(field.label)}
            placeholder={t(field.placeholder)}
            rows={field.rows}
            resize="vertical"
            withAsterisk
            error={translateMessage(t, errors[field.name]?.message)}
            data-testid={field.testId}
            {...form.register(field.name)}
          />
          <Counter count={texts[field.name].length} max={field.max} testId={`${field.testId}-counter`} />
        </Stack>
      ))}
      <SaveButton disabled={!canSave} onConfirm={submit} testId="brand-values" />
    </Stack>
  );
}
