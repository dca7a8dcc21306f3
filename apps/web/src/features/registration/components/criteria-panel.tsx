import { Badge, Button, Card, Chip, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconDeviceFloppy, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showChoiceError, useTouchedChoices, withinChoiceLimit } from '@/components/ui/choice-limits';
import '@/locales/registration';
import { useReferenceName } from '@/lib/reference-name';

interface CriteriaPanelProps {
  title: string;
  description: string;
  groups: {
    key: string;
    label?: string;
    options: { id: number; name: string; suggested?: boolean }[];
    min: number;
    max: number | null;
    error: string;
  }[];
  values: Record<string, number[]>;
  saved: boolean;
  loading?: boolean;
  onSave: (values: Record<string, number[]>) => void;
  testId: string;
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((v) => b.includes(v));

/** Longer lists show this many chips at most: the suggested ones (or the first), plus the chosen. */
export const CHIPS_MAX = 16;

/** The chips of a list: all of a short one; of a long one, the suggested (else the first) and the chosen. */
export function shownOptions<T extends { id: number; suggested?: boolean }>(options: T[], chosen: number[]): T[] {
  if (options.length <= CHIPS_MAX) return options;
  const suggested = options.filter((o) => o.suggested);
  const base = suggested.length > 0 ? suggested : options.slice(0, CHIPS_MAX - 4);
  return [...base, ...options.filter((o) => chosen.includes(o.id) && !base.includes(o))];
}

/**
 * One panel of step 3 (spec section 2: "step 3 panels each with Save"): chips to choose within the
 * limits of section 5, a counter, and a Save button enabled once the choice is valid and changed.
 */
export function CriteriaPanel({ title, description, groups, values, saved, loading, onSave, testId }: CriteriaPanelProps) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const [draft, setDraft] = useState<Record<string, number[]>>(values);
  // The saved values come as a new object at each render: follow their content, not their identity.
  const savedKey = JSON.stringify(values);
  useEffect(() => setDraft(JSON.parse(savedKey) as Record<string, number[]>), [savedKey]);

  const { touch, touched } = useTouchedChoices();
  const within = (g: CriteriaPanelProps['groups'][number]) => withinChoiceLimit((draft[g.key] ?? []).length, g);
  /** Red only once the list was touched (issue 29): an untouched panel is not a mistake. */
  const inError = (g: CriteriaPanelProps['groups'][number]) => showChoiceError((draft[g.key] ?? []).length, g, touched(g.key));
  const choose = (key: string, ids: number[]) => {
    touch(key);
    setDraft({ ...draft, [key]: ids });
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
          const shown = shownOptions(g.options, draft[g.key] ?? []);
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
                <Text size="xs" c={inError(g) ? 'red' : 'dimmed'} data-testid={`${testId}-count`}>
                  {g.max === null
                    ? t('views.register_step_3.count_min', { count, min: g.min })
                    : t('views.register_step_3.count', { count, min: g.min, max: g.max })}
                </Text>
              </Group>
              {loading ? (
                <Skeleton h={64} radius="md" />
              ) : (
                <>
                  <Chip.Group multiple value={(draft[g.key] ?? []).map(String)} onChange={(v) => choose(g.key, v.map(Number))}>
                    <Group gap={8}>
                      {shown.map((o) => (
                        <Chip
                          key={o.id}
                          value={String(o.id)}
                          size="sm"
                          variant="outline"
                          radius="xl"
                          wrapperProps={{ 'data-testid': `${testId}-option` }}
                        >
                          {referenceName(o.name)}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                  {g.options.length > CHIPS_MAX ? (
                    // The rest of a long list through search, never a wall of chips (issue 11, item 9).
                    <Select
                      searchable
                      clearable
                      value={null}
                      placeholder={t('views.register_step_3.search_more')}
                      aria-label={t('views.register_step_3.search_more')}
                      nothingFoundMessage={t('views.register.no_suggestion')}
                      data={g.options.filter((o) => !shown.includes(o)).map((o) => ({ value: String(o.id), label: referenceName(o.name) }))}
                      onChange={(v) => v && choose(g.key, [...(draft[g.key] ?? []), Number(v)])}
                      leftSection={<IconSearch size={16} />}
                      data-testid={`${testId}-search`}
                      maw={420}
                    />
                  ) : null}
                </>
              )}
              {inError(g) ? (
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
