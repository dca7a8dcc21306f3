import { advantageNameSchema, type CustomAdvantage } from '@app/contracts/brand';
import { ADVANTAGE_NAME_MAX } from '@app/contracts/constants';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useImperativeHandle, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/errors';
import { isHttpError } from '@/lib/http';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateAdvantage } from '../api/create-advantage';
import { useDeleteAdvantage } from '../api/delete-advantage';
import { useAdvantages } from '../api/get-advantages';
import { AdvantageIcon } from './advantage-icon';
import type { BrandTabProps } from './brand-tab';
import { SaveButton } from './save-button';
import { useBrandSave } from './use-brand-save';
import { TabIntro } from './tab-intro';
import { TitledCard } from './titled-card';
import '@/locales/brand';
import { useReferenceName } from '@/lib/reference-name';

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) => a.size === b.size && [...a].every((id) => b.has(id));

/**
 * Advantages tab (spec sections 2 and 5): the catalogue grouped by category with toggles, saved
 * together; the free-form 'other' list is added to and deleted from at once (POST/DELETE
 * /api/advantages/), each new name required and at most 50 characters.
 */
export function AdvantagesTab({ address, onSaved, ref }: BrandTabProps) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const catalogue = useAdvantages();
  const initial = useMemo(() => new Set(address.advantages.filter((a) => a.category !== null).map((a) => a.id)), [address]);
  const [selected, setSelected] = useState<Set<number>>(() => new Set(initial));
  const [custom, setCustom] = useState<CustomAdvantage[]>(() =>
    address.advantages.filter((a) => a.category === null).map((a) => ({ id: a.id, name: a.name, icon: null, category: null })),
  );
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateAdvantage();
  const remove = useDeleteAdvantage();
  const { save } = useBrandSave(address.uuid, 'components.brand_advantages.save', onSaved);

  const dirty = !sameSet(selected, initial);
  const submit = async (): Promise<boolean> => {
    if (!dirty) return false;
    return (await save({ advantages: [...selected, ...custom.map((a) => a.id)] })).ok;
  };
  useImperativeHandle(ref, () => ({ isDirty: () => dirty, canSave: () => dirty, save: submit }));

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const add = () => {
    const parsed = advantageNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(translateMessage(t, parsed.error.issues[0]?.message) ?? null);
      return;
    }
    create.mutate(
      { name: parsed.data, address: address.id },
      {
        onSuccess: (advantage) => {
          setCustom((list) => [...list, advantage]);
          setName('');
          setNameError(null);
          notifySuccess(t('components.brand_advantages.add.success'));
        },
        onError: (error) => {
          const field = isHttpError(error) ? error.fieldErrors.name?.[0] : undefined;
          if (field) setNameError(translateMessage(t, field) ?? null);
          notifyError(t('components.brand_advantages.add.error'));
        },
      },
    );
  };

  const deleteCustom = (advantage: CustomAdvantage) =>
    remove.mutate(advantage.id, {
      onSuccess: () => {
        setCustom((list) => list.filter((a) => a.id !== advantage.id));
        notifySuccess(t('components.brand_advantages.delete.success'));
      },
      onError: () => notifyError(t('components.brand_advantages.delete.error')),
    });

  const tooLong = name.length > ADVANTAGE_NAME_MAX;
  return (
    <Stack gap="lg">
      <TabIntro
        intro={t('components.brand_advantages.intro')}
        count={t('components.brand_advantages.selected', { count: selected.size + custom.length })}
        countTestId="brand-advantages-count"
      />
      {catalogue.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {t('common.errors.fetch_data')}
        </Alert>
      ) : catalogue.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={180} radius="lg" />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {catalogue.data.map((category) => (
            <Card key={category.id} withBorder radius="lg" p="lg" data-testid="brand-advantage-category">
              <Title order={3} fz="md" mb="sm">
                {referenceName(category.name)}
              </Title>
              <Stack gap="xs">
                {category.advantages.map((advantage) => (
                  <Group key={advantage.id} justify="space-between" wrap="nowrap" gap="sm">
                    <Group gap="sm" wrap="nowrap">
                      <ThemeIcon variant="light" radius="md" size={32} color={selected.has(advantage.id) ? 'brand' : 'gray'}>
                        <AdvantageIcon icon={advantage.icon} />
                      </ThemeIcon>
                      <Text size="sm">{referenceName(advantage.name)}</Text>
                    </Group>
                    <Switch
                      checked={selected.has(advantage.id)}
                      onChange={(event) => toggle(advantage.id, event.currentTarget.checked)}
                      aria-label={referenceName(advantage.name)}
                      data-testid={`brand-advantage-${advantage.id}`}
                    />
                  </Group>
                ))}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}

      <TitledCard
        testId="brand-other-advantages"
        title={t('components.brand_advantages.other_title')}
        hint={t('components.brand_advantages.other_hint')}
      >
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            flex={1}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            placeholder={t('components.brand_advantages.add_placeholder')}
            aria-label={t('components.brand_advantages.add_placeholder')}
            error={nameError ?? (tooLong ? translateMessage(t, 'form.validation.max_length') : undefined)}
            description={t('components.brand_advantages.add_counter', { count: name.length, max: ADVANTAGE_NAME_MAX })}
            inputWrapperOrder={['input', 'error', 'description']}
            data-testid="brand-advantage-name"
          />
          <Button
            leftSection={<IconPlus size={16} />}
            variant="light"
            onClick={add}
            loading={create.isPending}
            disabled={tooLong}
            data-testid="brand-advantage-add"
          >
            {t('components.brand_advantages.add_button')}
          </Button>
        </Group>
        {custom.length === 0 ? (
          <Text size="sm" c="dimmed" mt="md" data-testid="brand-other-empty">
            {t('components.brand_advantages.other_empty')}
          </Text>
        ) : (
          <Stack gap={6} mt="md">
            {custom.map((advantage) => (
              <Group key={advantage.id} justify="space-between" wrap="nowrap" data-testid="brand-other-advantage">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" radius="md" size={32}>
                    <AdvantageIcon icon={null} />
                  </ThemeIcon>
                  <Text size="sm">{advantage.name}</Text>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => deleteCustom(advantage)}
                  loading={remove.isPending && remove.variables === advantage.id}
                  aria-label={t('components.brand_advantages.delete_label', { name: advantage.name })}
                  data-testid="brand-other-delete"
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
      </TitledCard>
      <SaveButton disabled={!dirty} onConfirm={submit} testId="brand-advantages" />
    </Stack>
  );
}
