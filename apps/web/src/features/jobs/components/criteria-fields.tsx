import { CRITERIA_LIMITS, withinLimit, type Criteria } from '@app/contracts/address-jobs';
import type { Skill } from '@app/contracts/reference-lists';
import { SKILL_GROUP } from '@app/contracts/reference-lists';
import { Alert, Badge, Chip, Group, MultiSelect, Paper, SegmentedControl, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBike,
  IconBus,
  IconCar,
  IconMotorbike,
  IconScooter,
  IconScooterElectric,
  IconWalk,
  IconSteeringWheel,
  type Icon,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { showChoiceError, useTouchedChoices } from '@/components/ui/choice-limits';
import { useTranslation } from 'react-i18next';
import { useCaces } from '../api/get-caces';
import { useExperiences } from '@/api/get-experiences';
import { useLanguages } from '@/api/get-languages';
import { useLicences } from '@/api/get-licences';
import { useLocomotions } from '../api/get-locomotions';
import { useSkills } from '@/api/get-skills';
import { useReferenceName } from '@/lib/reference-name';
import '@/locales/jobs';

const LOCOMOTION_ICONS: Record<string, Icon> = {
  walk: IconWalk,
  bike: IconBike,
  'kick-scooter': IconScooterElectric,
  scooter: IconScooter,
  motorbike: IconMotorbike,
  car: IconCar,
  bus: IconBus,
};

type LimitedField = keyof typeof CRITERIA_LIMITS;

/** Whether every count of the criteria is within its limits (Save is disabled otherwise). */
export const criteriaComplete = (criteria: Criteria): boolean =>
  (Object.keys(CRITERIA_LIMITS) as LimitedField[]).every((field) => withinLimit(field, new Set(criteria[field]).size));

function Section({
  title,
  subtitle,
  count,
  children,
  testId,
}: {
  title: string;
  subtitle?: string;
  count?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Stack gap={2}>
          <Title order={3} fz="md">
            {title}
          </Title>
          {subtitle ? (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {count}
      </Group>
      {children}
    </Paper>
  );
}

/** "2 / 5" badge and, past the limits, the rule in red (spec section 5, "messages with the count"). */
function CountMessage({ field, count, touched }: { field: LimitedField; count: number; touched: boolean }) {
  const { t } = useTranslation();
  const limit = CRITERIA_LIMITS[field];
  const ok = !showChoiceError(count, limit, touched);
  return (
    // Never shrunk by a long title beside it: on a phone the count read "0 CH…" (issue 29).
    <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
      <Badge variant="light" color={ok ? 'brand' : 'red'} data-testid={`count-${field}`}>
        {limit.max === null
          ? t('components.job_criteria.count_min', { count })
          : t('components.job_criteria.count', { count, max: limit.max })}
      </Badge>
    </Stack>
  );
}

function LimitError({ field, count, touched }: { field: LimitedField; count: number; touched: boolean }) {
  const { t } = useTranslation();
  const limit = CRITERIA_LIMITS[field];
  if (!showChoiceError(count, limit, touched)) return null;
  return (
    <Text size="sm" c="red" mt="xs" data-testid={`error-${field}`}>
      {limit.max !== null && count > limit.max && field in TOO_MANY
        ? t(TOO_MANY[field as keyof typeof TOO_MANY], { count, max: limit.max })
        : t(limit.key)}
    </Text>
  );
}

/** The i18n group (title, subtitle, placeholder) of each counted criterion. */
const LIMITED_TEXTS = {
  experiences: 'experiences',
  languages: 'languages',
  personalQualities: 'personal_qualities',
  professionalKnowledge: 'professional_knowledge',
  professionalSoftSkills: 'professional_soft_skills',
} as const satisfies Record<LimitedField, string>;

/**
 * A section of a counted criterion: title, subtitle and count from its i18n group, the limit error
 * under the field once the list was touched (or a save tried).
 */
function LimitedSection({
  field,
  count,
  touched,
  testId,
  children,
}: {
  field: LimitedField;
  count: number;
  touched: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const i18nKey = LIMITED_TEXTS[field];
  return (
    <Section
      title={t(`components.job_criteria.${i18nKey}.title`)}
      subtitle={t(`components.job_criteria.${i18nKey}.subtitle`)}
      count={<CountMessage field={field} count={count} touched={touched} />}
      testId={testId}
    >
      {children}
      <LimitError field={field} count={count} touched={touched} />
    </Section>
  );
}

/** A searchable list of many choices (languages, professional knowledge), labelled by its section's title. */
function SearchableChoices({
  items,
  value,
  onChange,
  field,
  testId,
}: {
  items: { id: number; name: string; suggested?: boolean }[] | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
  field: 'languages' | 'professionalKnowledge';
  testId: string;
}) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const i18nKey = LIMITED_TEXTS[field];
  const option = (item: { id: number; name: string }) => ({ value: String(item.id), label: referenceName(item.name) });
  const suggested = (items ?? []).filter((item) => item.suggested);
  // The items that fit the job come first, under their own heading (issue 29: "ASP.NET" was
  // offered first to a car salesperson, the list being alphabetical for every job).
  const data =
    suggested.length > 0
      ? [
          { group: t('components.job_criteria.suggested_for_job'), items: suggested.map(option) },
          { group: t('components.job_criteria.other_choices'), items: (items ?? []).filter((item) => !item.suggested).map(option) },
        ]
      : (items ?? []).map(option);
  return (
    <MultiSelect
      data={data}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      searchable
      placeholder={t(`components.job_criteria.${i18nKey}.placeholder`)}
      nothingFoundMessage={t('components.job_form.no_suggestion')}
      aria-label={t(`components.job_criteria.${i18nKey}.title`)}
      data-testid={testId}
    />
  );
}

/** "Too many" messages of the lists with an upper bound. */
const TOO_MANY = {
  personalQualities: 'components.job_criteria.personal_qualities.too_many',
  professionalKnowledge: 'components.job_criteria.professional_knowledge.too_many',
  professionalSoftSkills: 'components.job_criteria.professional_soft_skills.too_many',
} as const;

/** A long label ("Organiser son travail selon les priorités et les objectifs") wraps inside its chip instead of widening a phone's page. */
const WRAPPING_CHIP = {
  root: { maxWidth: '100%' },
  label: { whiteSpace: 'normal', height: 'auto', minHeight: 'var(--chip-height)', lineHeight: 1.35, paddingBlock: 4 },
} as const;

function ChipList<T extends { id: number; name: string }>({
  items,
  value,
  onChange,
  testId,
  render,
}: {
  items: T[] | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
  testId: string;
  render?: (item: T, referenceName: (name: string) => string) => ReactNode;
}) {
  const referenceName = useReferenceName();
  if (!items) {
    return (
      <Group gap="xs">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={30} w={100} radius="xl" />
        ))}
      </Group>
    );
  }
  return (
    <Chip.Group multiple value={value.map(String)} onChange={(ids) => onChange(ids.map(Number))}>
      <Group gap="xs">
        {items.map((item) => (
          <Chip key={item.id} value={String(item.id)} variant="outline" styles={WRAPPING_CHIP} data-testid={`${testId}-${item.id}`}>
            {render ? render(item, referenceName) : referenceName(item.name)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

/** A soft skill's name, with its description in a tooltip when it has one. */
const skillLabel = (skill: Skill, referenceName: (name: string) => string): ReactNode =>
  skill.description ? (
    <Tooltip label={referenceName(skill.description)} multiline w={320} withinPortal openDelay={400}>
      <span>{referenceName(skill.name)}</span>
    </Tooltip>
  ) : (
    referenceName(skill.name)
  );

/**
 * Step 3 of the wizard (spec sections 4 and 5): experience and languages (at least one each),
 * driving licences with the CACES sub-view and the means of transport, personal qualities
 * (1 to 5), professional knowledge (1 to 3) and soft skills (1 to 3), each with its count.
 */
export function CriteriaFields({
  criteria,
  onChange,
  showErrors = false,
  jobId,
}: {
  /** The job of the form: the skills and knowledge that fit it come first. */
  jobId?: number | undefined;
  criteria: Criteria;
  onChange: (update: Partial<Criteria>) => void;
  /** A save was tried: every list says what it lacks, touched or not. */
  showErrors?: boolean;
}) {
  const { t } = useTranslation();
  const experiences = useExperiences();
  const languages = useLanguages();
  const licences = useLicences();
  const caces = useCaces();
  const locomotions = useLocomotions();
  const skills = useSkills(jobId);
  const [licenceView, setLicenceView] = useState<'licences' | 'caces'>('licences');
  const group = (key: keyof typeof SKILL_GROUP): Skill[] | undefined => skills.data?.find((g) => g.id === SKILL_GROUP[key])?.skillSet;
  const failed = [experiences, languages, licences, caces, locomotions, skills].some((q) => q.isError);
  const count = (field: keyof Criteria) => new Set(criteria[field]).size;
  /** The chosen ids of a criterion and their update. */
  const { touch, touched } = useTouchedChoices();
  const bind = (field: keyof Criteria) => ({
    value: criteria[field],
    onChange: (ids: number[]) => {
      touch(field);
      onChange({ [field]: ids });
    },
  });
  /** The count and touch state of a counted list. */
  const limited = (field: LimitedField) => ({ field, count: count(field), touched: showErrors || touched(field) });

  return (
    <Stack gap="md">
      {failed ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />}>
          {t('components.job_form.error_loading_options')}
        </Alert>
      ) : null}

      <LimitedSection {...limited('experiences')} testId="criteria-experiences">
        <ChipList items={experiences.data} {...bind('experiences')} testId="experience" />
      </LimitedSection>

      <LimitedSection {...limited('languages')} testId="criteria-languages">
        <SearchableChoices items={languages.data} {...bind('languages')} field="languages" testId="languages-select" />
      </LimitedSection>

      <Section
        title={t('components.job_criteria.licences.title')}
        subtitle={t('components.job_criteria.licences.subtitle')}
        testId="criteria-licences"
      >
        <SegmentedControl
          mb="md"
          value={licenceView}
          onChange={(v) => setLicenceView(v as 'licences' | 'caces')}
          data={[
            { value: 'licences', label: t('components.job_criteria.licences.driving', { count: criteria.licences.length }) },
            { value: 'caces', label: t('components.job_criteria.licences.caces', { count: criteria.caces.length }) },
          ]}
          data-testid="licence-view"
        />
        {licenceView === 'licences' ? (
          <ChipList
            items={licences.data}
            {...bind('licences')}
            testId="licence"
            render={(l, referenceName) => (
              <Tooltip label={referenceName(l.name)} withinPortal>
                <span>{l.code}</span>
              </Tooltip>
            )}
          />
        ) : (
          <Stack gap="xs" data-testid="caces-view">
            <Text size="sm" c="dimmed">
              {t('components.job_criteria.licences.caces_hint')}
            </Text>
            <ChipList items={caces.data} {...bind('caces')} testId="caces" />
          </Stack>
        )}
        <Text size="sm" fw={600} mt="lg" mb="xs">
          {t('components.job_criteria.locomotions.title')}
        </Text>
        <ChipList
          items={locomotions.data}
          {...bind('locomotions')}
          testId="locomotion"
          render={(l, referenceName) => {
            const LocomotionIcon = LOCOMOTION_ICONS[l.icon] ?? IconSteeringWheel;
            return (
              <Group gap={6} wrap="nowrap" component="span">
                <LocomotionIcon size={16} />
                {referenceName(l.name)}
              </Group>
            );
          }}
        />
      </Section>

      <LimitedSection {...limited('personalQualities')} testId="criteria-personal-qualities">
        <ChipList items={group('personalQualities')} {...bind('personalQualities')} testId="personal-quality" />
      </LimitedSection>

      <LimitedSection {...limited('professionalKnowledge')} testId="criteria-professional-knowledge">
        <SearchableChoices
          items={group('professionalKnowledge')}
          {...bind('professionalKnowledge')}
          field="professionalKnowledge"
          testId="knowledge-select"
        />
      </LimitedSection>

      <LimitedSection {...limited('professionalSoftSkills')} testId="criteria-soft-skills">
        <ChipList items={group('professionalSoftSkills')} {...bind('professionalSoftSkills')} testId="soft-skill" render={skillLabel} />
      </LimitedSection>
    </Stack>
  );
}
