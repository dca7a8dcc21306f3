import { Anchor, Badge, Button, Card, Divider, Flex, Grid, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { CandidateProfile, MatchReason as MatchReasonParts } from '@app/contracts/candidates';
import {
  IconBriefcase,
  IconDiamond,
  IconFileText,
  IconLock,
  IconMail,
  IconMapPin,
  IconPhone,
  IconSchool,
  IconUser,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { blob, saveFile } from '@/lib/http';
import { formatMonthYear, formatPercent } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { CandidateAvatar } from '@/components/ui/candidate-photo';
import { CopyLinkField } from '@/components/ui/copy-link-field';
import { MatchReason } from '@/components/ui/match-reason';
import '@/locales/shared';
import { useReferenceName } from '@/lib/reference-name';

/**
 * The candidate profile of spec section 2: profile header, profile card (contact details, public
 * and private variants) and information card. Presentational: pages pass the data and actions.
 */

export interface ContactDetails {
  lastName: string;
  email: string;
  phoneNumber: string | null;
  address: { cityName: string | null; context: string | null; streetAddress: string | null; postalCode: string | null };
  documents: { name: string; file: string }[];
}

interface ProfileHeaderProps {
  profile: CandidateProfile;
  lastName?: string | null;
  matchingPercentage?: number | null;
  /** Why that percentage (issue 29, item 7), shown under the badges. */
  matchReason?: MatchReasonParts | null;
  /** The favourite heart (clickable or not). */
  heart?: ReactNode;
  /** Buttons at the right (basket toggle...). */
  actions?: ReactNode;
  /** Lines under the name (application date, purchase date...). */
  extra?: ReactNode;
}

/** A badge whose long label wraps on a second line instead of ending in "…" (a job and its experience on a phone). */
const WRAPPING_BADGE = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', paddingBlock: 4, borderRadius: 'var(--mantine-radius-md)' },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3, textAlign: 'left' },
} as const;

export function ProfileHeader({ profile, lastName, matchingPercentage, matchReason, heart, actions, extra }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const city = profile.address.cityName;
  const rare = profile.tag === 'rare';
  return (
    <Card
      mb="lg"
      data-testid="profile-header"
      style={rare ? { borderColor: 'var(--mantine-color-accent-4)', boxShadow: '0 0 0 1px var(--mantine-color-accent-3)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
        {/* The picture above the text on a phone: beside it, the badges were cut at 390 px (issue 29). */}
        <Flex
          gap="lg"
          direction={{ base: 'column', xs: 'row' }}
          align={{ base: 'flex-start', xs: 'center' }}
          miw={0}
          style={{ flex: '1 1 20rem' }}
        >
          <CandidateAvatar avatar={profile.avatar} firstName={profile.firstName} lastName={lastName} size={88} />
          <Stack gap={6} miw={0} style={{ flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={2} fz={26} data-testid="profile-name">
                {[profile.firstName, lastName].filter(Boolean).join(' ')}
              </Title>
              {heart}
            </Group>
            <Group gap="md" c="dimmed" wrap="wrap">
              {profile.age !== null ? <Text size="sm">{t('views.candidate_profile.age', { age: profile.age })}</Text> : null}
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} />
                <Text size="sm">{city ?? t('components.application_card.no_location')}</Text>
              </Group>
            </Group>
            <Group gap="xs" wrap="wrap">
              {rare ? (
                <Badge color="accent" variant="filled" leftSection={<IconDiamond size={14} />} data-testid="profile-rare">
                  {t('components.candidate_card.rare')}
                </Badge>
              ) : null}
              {matchingPercentage !== null && matchingPercentage !== undefined ? (
                <Badge color="brand" variant="light" size="lg" tt="none" styles={WRAPPING_BADGE} data-testid="profile-match">
                  {t('views.candidate_profile.match', { percent: formatPercent(matchingPercentage) })}
                </Badge>
              ) : null}
              {profile.jobs.map((job) => (
                <Badge
                  key={job.job.id}
                  variant="outline"
                  color="gray"
                  size="lg"
                  tt="none"
                  fw={500}
                  styles={WRAPPING_BADGE}
                  leftSection={<IconBriefcase size={13} />}
                >
                  {job.experience ? `${job.job.name} · ${referenceName(job.experience.name)}` : job.job.name}
                </Badge>
              ))}
            </Group>
            {matchingPercentage !== null && matchingPercentage !== undefined ? (
              <MatchReason reason={matchReason ?? null} size="sm" />
            ) : null}
            {extra}
          </Stack>
        </Flex>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
    </Card>
  );
}

/** A card of the profile's main column: its heading, then its content. */
function HeadedCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card data-testid={testId}>
      <Title order={3} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color="brand" size="md" radius="md">
        {icon}
      </ThemeIcon>
      <Stack gap={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {children}
        </Text>
      </Stack>
    </Group>
  );
}

interface ProfileCardProps {
  contact: ContactDetails | null;
  /** Shown instead of the contact details when they are not accessible. */
  lockedText: string;
  lockedAction?: ReactNode;
}

/** Contact details when the caller may see them; otherwise a locked panel (never the data). */
export function ProfileCard({ contact, lockedText, lockedAction }: ProfileCardProps) {
  const { t } = useTranslation();
  if (!contact) {
    return (
      <Card data-testid="profile-contact-locked" bg="var(--mantine-color-gray-0)">
        <Stack gap="sm" align="flex-start">
          <Group gap="sm">
            <ThemeIcon variant="light" color="gray" radius="xl">
              <IconLock size={16} />
            </ThemeIcon>
            <Title order={3} fz="lg">
              {t('views.candidate_profile.contact_locked_title')}
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            {lockedText}
          </Text>
          {lockedAction}
        </Stack>
      </Card>
    );
  }
  const street = [contact.address.streetAddress, [contact.address.postalCode, contact.address.cityName].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <HeadedCard title={t('views.candidate_profile.contact_title')} testId="profile-contact">
      <Stack gap="md">
        <Line icon={<IconUser size={16} />} label={t('views.candidate_profile.last_name')}>
          <span data-testid="contact-last-name">{contact.lastName}</span>
        </Line>
        <Line icon={<IconMail size={16} />} label={t('views.candidate_profile.email')}>
          <Anchor href={`mailto:${contact.email}`} data-testid="contact-email">
            {contact.email}
          </Anchor>
        </Line>
        <Line icon={<IconPhone size={16} />} label={t('views.candidate_profile.phone')}>
          {contact.phoneNumber ? (
            <Anchor href={`tel:${contact.phoneNumber.replace(/\s/g, '')}`} data-testid="contact-phone">
              {contact.phoneNumber}
            </Anchor>
          ) : (
            t('views.candidate_profile.none')
          )}
        </Line>
        <Line icon={<IconMapPin size={16} />} label={t('views.candidate_profile.address')}>
          {street || t('views.candidate_profile.none')}
        </Line>
        <Divider />
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('views.candidate_profile.documents')}
        </Text>
        {contact.documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('views.candidate_profile.no_documents')}
          </Text>
        ) : (
          <Stack gap={6}>
            {contact.documents.map((doc) => (
              <DocumentButton key={doc.file} document={doc} />
            ))}
          </Stack>
        )}
      </Stack>
    </HeadedCard>
  );
}

/** Downloads a candidate document; a failure (404 once access is lost, network) shows a toast. */
function DocumentButton({ document }: { document: { name: string; file: string } }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await blob(document.file, { fallbackFilename: document.name }));
    } catch {
      notifyError(t('views.candidate_profile.document_error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      justify="flex-start"
      leftSection={<IconFileText size={16} />}
      loading={busy}
      data-testid="contact-document"
      onClick={() => void download()}
    >
      {document.name}
    </Button>
  );
}

const SKILL_GROUPS = [
  { id: 1, key: 'personal_qualities' },
  { id: 2, key: 'professional_knowledge' },
  { id: 3, key: 'soft_skills' },
] as const;

function Section({ title, children, empty }: { title: string; children: ReactNode; empty: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={8}>
      <Text fw={700} size="sm" c="brand.8">
        {title}
      </Text>
      {empty ? (
        <Text size="sm" c="dimmed">
          {t('views.candidate_profile.none')}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

const badges = (items: string[]) => (
  <Group gap={6}>
    {items.map((item) => (
      <Badge key={item} variant="light" color="gray" tt="none" fw={500} size="lg" radius="md" styles={WRAPPING_BADGE}>
        {item}
      </Badge>
    ))}
  </Group>
);

/** The profile's lists shown as badges, two by two, each under its title (`views.candidate_profile.<key>`). */
const badgeSections = (profile: CandidateProfile, referenceName: (name: string) => string) =>
  [
    {
      key: 'languages',
      items: profile.languages.map((l) => (l.level ? `${referenceName(l.name)} · ${referenceName(l.level)}` : referenceName(l.name))),
    },
    { key: 'licences', items: profile.licences.map((l) => referenceName(l.name)) },
    { key: 'locomotions', items: profile.locomotions.map((l) => referenceName(l.name)) },
    { key: 'caces', items: profile.caces.map((c) => referenceName(c.name)) },
  ] as const;

/** Degrees, languages, licences, mobility, skills and previous jobs (French month-year dates). */
export function InformationCard({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  return (
    <HeadedCard title={t('views.candidate_profile.information_title')} testId="profile-information">
      <Stack gap="lg">
        <Section title={t('views.candidate_profile.previous_jobs')} empty={profile.previousJobs.length === 0}>
          <Stack gap="sm">
            {profile.previousJobs.map((job, index) => (
              <Group key={`${job.job.name}-${index}`} gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" color="brand" radius="xl" mt={2}>
                  <IconBriefcase size={15} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={600} size="sm">
                    {job.job.name}
                    {job.company ? ` · ${job.company}` : ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {job.stillInOffice || !job.endDate
                      ? t('views.candidate_profile.since', { date: formatMonthYear(job.beginningDate) })
                      : t('views.candidate_profile.period', { from: formatMonthYear(job.beginningDate), to: formatMonthYear(job.endDate) })}
                  </Text>
                  {job.description ? <Text size="sm">{job.description}</Text> : null}
                </Stack>
              </Group>
            ))}
          </Stack>
        </Section>
        <Section title={t('views.candidate_profile.degrees')} empty={profile.degrees.length === 0}>
          <List spacing={4} size="sm" icon={<IconSchool size={15} color="var(--mantine-color-brand-7)" />}>
            {profile.degrees.map((degree, index) => (
              <List.Item key={`${degree.name}-${index}`}>
                {[degree.name, degree.school, degree.year].filter((v) => v !== null && v !== '').join(' · ')}
              </List.Item>
            ))}
          </List>
        </Section>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {badgeSections(profile, referenceName).map(({ key, items }) => (
            <Section key={key} title={t(`views.candidate_profile.${key}`)} empty={items.length === 0}>
              {badges(items)}
            </Section>
          ))}
        </SimpleGrid>
        {SKILL_GROUPS.map((group) => {
          const skills = profile.skills.filter((s) => s.groupId === group.id).map((s) => referenceName(s.name));
          return (
            <Section key={group.id} title={t(`views.candidate_profile.${group.key}`)} empty={skills.length === 0}>
              {badges(skills)}
            </Section>
          );
        })}
      </Stack>
    </HeadedCard>
  );
}

/** The copyable public profile link (spec section 2: site origin plus the query). */
export function PublicLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="public-link">
      <Text fw={700} mb={4}>
        {t('views.candidate_profile.public_link')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('views.candidate_profile.public_link_hint')}
      </Text>
      <CopyLinkField
        url={url}
        ariaLabel={t('views.candidate_profile.public_link')}
        copyLabel={t('views.candidate_profile.copy')}
        copiedLabel={t('views.candidate_profile.copied')}
        fieldTestId="public-link-url"
        buttonTestId="public-link-copy"
      />
    </Card>
  );
}

/** Two-column layout of a profile page: contact and link on the side, information in the main column. */
export function ProfileColumns({ side, main }: { side: ReactNode; main: ReactNode }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">{side}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>{main}</Grid.Col>
    </Grid>
  );
}
