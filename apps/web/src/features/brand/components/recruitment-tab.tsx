import { BRAND_ERRORS } from '@app/contracts/brand';
import { RECRUITMENT_STEPS_MAX } from '@app/contracts/constants';
import { ActionIcon, Alert, Badge, Card, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecruitmentSteps } from '../api/get-recruitment-steps';
import type { BrandTabProps } from './brand-tab';
import { SaveButton } from './save-button';
import { useBrandSave } from './use-brand-save';
import { TabIntro } from './tab-intro';
import '@/locales/brand';
import { useReferenceName } from '@/lib/reference-name';

/** Indexes of the selectors whose step is already chosen above (spec section 5: unique steps). */
export const duplicateIndexes = (steps: readonly number[]): Set<number> =>
  new Set(steps.flatMap((id, index) => (steps.indexOf(id) < index ? [index] : [])));

/**
 * Recruitment tab (spec sections 2 and 5): up to 6 ordered steps. The selectors shown are the
 * chosen steps plus one empty; clearing or deleting one closes the gap; a step chosen twice is
 * flagged and blocks the save; the empty selector is never sent.
 */
export function RecruitmentTab({ address, onSaved, ref }: BrandTabProps) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const catalogue = useRecruitmentSteps();
  const initial = address.recruitmentSteps.map((s) => s.id);
  const [steps, setSteps] = useState<number[]>(initial);
  const { save } = useBrandSave(address.uuid, 'components.brand_recruitment.save', onSaved);

  const duplicates = duplicateIndexes(steps);
  const dirty = steps.length !== initial.length || steps.some((id, i) => id !== initial[i]);
  const canSave = dirty && duplicates.size === 0;
  const submit = async (): Promise<boolean> => (canSave ? (await save({ recruitmentSteps: steps })).ok : false);
  useImperativeHandle(ref, () => ({ isDirty: () => dirty, canSave: () => canSave, save: submit }));

  const choose = (index: number, value: string | null) =>
    setSteps((current) => {
      if (value === null) return current.filter((_, i) => i !== index);
      const next = [...current];
      next[index] = Number(value);
      return next;
    });
  const removeAt = (index: number) => setSteps((current) => current.filter((_, i) => i !== index));

  const options = (catalogue.data ?? []).map((step) => ({ value: String(step.id), label: referenceName(step.name) }));
  const slots = steps.length < RECRUITMENT_STEPS_MAX ? [...steps, null] : steps;

  return (
    <Stack gap="lg">
      <TabIntro
        intro={t('components.brand_recruitment.intro')}
        count={t('components.brand_recruitment.count', { count: steps.length, max: RECRUITMENT_STEPS_MAX })}
        countTestId="brand-steps-count"
      />
      {catalogue.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {t('common.errors.fetch_data')}
        </Alert>
      ) : catalogue.isPending ? (
        <Skeleton h={240} radius="lg" />
      ) : (
        <Card withBorder radius="lg" p="lg">
          <Stack gap="md">
            {slots.map((id, index) => (
              <Group key={`${index}-${id ?? 'empty'}`} align="flex-start" wrap="nowrap" gap="sm" data-testid="brand-step-slot">
                <Badge circle size="xl" variant={id === null ? 'outline' : 'filled'} mt={4}>
                  {index + 1}
                </Badge>
                <Select
                  flex={1}
                  aria-label={t('components.brand_recruitment.step_label', { number: index + 1 })}
                  placeholder={t('components.brand_recruitment.placeholder')}
                  data={options}
                  value={id === null ? null : String(id)}
                  onChange={(value) => choose(index, value)}
                  clearable
                  searchable
                  nothingFoundMessage={t('components.brand_recruitment.nothing_found')}
                  error={duplicates.has(index) ? t(BRAND_ERRORS.duplicates) : undefined}
                  comboboxProps={{ withinPortal: true }}
                  data-testid={`brand-step-${index + 1}`}
                />
                {id !== null ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mt={2}
                    onClick={() => removeAt(index)}
                    aria-label={t('components.brand_recruitment.remove', { number: index + 1 })}
                    data-testid={`brand-step-${index + 1}-remove`}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                ) : (
                  <div style={{ width: 34 }} />
                )}
              </Group>
            ))}
            {steps.length >= RECRUITMENT_STEPS_MAX ? (
              <Text size="xs" c="dimmed" data-testid="brand-steps-max">
                {t('components.brand_recruitment.max_reached', { max: RECRUITMENT_STEPS_MAX })}
              </Text>
            ) : null}
          </Stack>
        </Card>
      )}
      <SaveButton disabled={!canSave} onConfirm={submit} testId="brand-recruitment" />
    </Stack>
  );
}
