import { Badge, Button, Card, Chip, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CriteriaPanelProps {
  title: string;
  description: string;
  groups: { key: string; label?: string; options: { id: number; name: string }[]; min: number; max: number | null; error: string }[];
  values: Record<string, number[]>;
  saved: boolean;
  loading?: boolean;
  onSave: (values: Record<string, number[]>) => void;
  testId: string;
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((v) => b.includes(v));

/**
 * One panel of step 3 (spec section 2: "step 3 panels each with Save"): chips to choose within the
 * limits of section 5, a counter, and a Save button enabled once the choice is valid and changed.
 */
export function CriteriaPanel({ title, description, groups, values, saved, loading, onSave, testId }: CriteriaPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<string, number[]>>(values);
  // The saved values come as a new object at each render: follow their content, not their identity.
  const savedKey = JSON.stringify(values);
  useEffect(() => setDraft(JSON.parse(savedKey) as Record<string, number[]>), [savedKey]);

  const within = (g: CriteriaPanelProps['groups'][number]) => {
    const n = (draft[g.key] ?? []).length;
    return n >= g.min && (g.max === null || n <= g.max);
  };
  const valid = groups.every(within);
  const changed = groups.some((g) => !sameSet(draft[g.key] ?? [], values[g.key] ?? []));
  const isSaved = saved && !changed;

  return (
    <Card withBorder radius="md" p="lg" data-testid={testId} bg={isSaved ? 'var(--mantine-color-brand-0)' : undefined}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={3} fz="lg">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          {isSaved ? (
            <Badge color="brand" variant="light" leftSection={<IconCheck size={12} />} data-testid={`${testId}-saved`}>
              {t('views.register_step_3.saved')}
            </Badge>
          ) : null}
        </Group>
        {groups.map((g) => {
          const count = (draft[g.key] ?? []).length;
          return (
            <Stack gap="xs" key={g.key}>
              <Group justify="space-between">
                {g.label ? (
                  <Text fw={600} size="sm">
                    {g.label}
                  </Text>
                ) : (
                  <span />
                )}
                <Text size="xs" c={within(g) ? 'dimmed' : 'red'}>
                  {g.max === null ? t('views.register_step_3.count_min', { count, min: g.min }) : t('views.register_step_3.count', { count, min: g.min, max: g.max })}
                </Text>
              </Group>
              {loading ? (
                <Skeleton h={64} radius="md" />
              ) : (
                <Chip.Group multiple value={(draft[g.key] ?? []).map(String)} onChange={(v) => setDraft({ ...draft, [g.key]: v.map(Number) })}>
                  <Group gap={8}>
                    {g.options.map((o) => (
                      <Chip key={o.id} value={String(o.id)} size="sm" variant="outline" radius="xl" wrapperProps={{ 'data-testid': `${testId}-option` }}>
                        {o.name}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              )}
              {!within(g) && count > 0 ? (
                <Text size="xs" c="red">
                  {g.error}
                </Text>
              ) : null}
            </Stack>
          );
        })}
        <Group justify="flex-end">
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            variant={isSaved ? 'light' : 'filled'}
            disabled={!valid || (!changed && saved)}
            onClick={() => onSave(draft)}
            data-testid={`${testId}-save`}
          >
            {t('views.register_step_3.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
