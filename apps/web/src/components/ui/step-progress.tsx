import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Étape 2 sur 4" with a progress bar (registration and add-job wizards). */
export function StepProgress({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation();
  return (
    <div data-testid="step-progress">
      <Group justify="space-between" mb={6}>
        <Text size="sm" fw={600} c="brand.8">
          {t('common.step', { step, total })}
        </Text>
      </Group>
      <Progress value={(step / total) * 100} size="sm" radius="xl" aria-label={t('common.step', { step, total })} />
    </div>
  );
}
