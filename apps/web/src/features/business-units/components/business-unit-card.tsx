import type { BusinessUnit } from '@app/contracts/business-units';
import { Badge, Card, Group, Text } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '@/components/ui/delete-button';
import { IconHeading } from '@/components/ui/icon-heading';
import '@/locales/business-units';

/** Business unit card (spec section 2): name, job count, delete button. */
export function BusinessUnitCard({ unit, onDelete }: { unit: BusinessUnit; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="business-unit-card" data-name={unit.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <IconHeading
          gap="sm"
          icon={IconBuildingCommunity}
          badge={{ size: 42, radius: 'md', variant: 'light', color: 'grape', glyph: 22 }}
          title={unit.name}
        >
          <Text size="sm" c="dimmed" data-testid="business-unit-job-count">
            {t('components.business_unit_card.jobs', { count: unit.jobs.length })}
          </Text>
        </IconHeading>
      </Group>
      {unit.jobs.length > 0 ? (
        <Group gap={6} mt="md">
          {unit.jobs.map((job) => (
            <Badge key={job.uuid} variant="light" color={job.active ? 'brand' : 'gray'} style={{ textTransform: 'none' }}>
              {job.name}
            </Badge>
          ))}
        </Group>
      ) : null}
      <Group justify="flex-end" mt="md">
        <DeleteButton onClick={onDelete} testId="business-unit-delete" />
      </Group>
    </Card>
  );
}
