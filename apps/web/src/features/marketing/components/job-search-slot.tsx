import { Group, Paper, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * SLOT — job search box of the public site (spec section 2, "Marketing page behaviour"): queries
 * after 3 characters, the user must pick a suggestion, then /app/register/1/?job=...&type=...
 * Delivered by a later issue; this placeholder keeps its place and look in the hero.
 */
export function JobSearchSlot() {
  const { t } = useTranslation();
  return (
    <Paper p={6} radius="xl" shadow="md" withBorder data-testid="job-search-slot" maw={520}>
      <Group gap={0} wrap="nowrap">
        <TextInput
          variant="unstyled"
          size="md"
          px="md"
          style={{ flex: 1 }}
          leftSection={<IconSearch size={18} />}
          placeholder={t('marketing.job_search.placeholder')}
          aria-label={t('marketing.job_search.placeholder')}
          aria-disabled="true"
          readOnly
        />
        <Text size="xs" c="dimmed" pr="md" style={{ whiteSpace: 'nowrap' }}>
          {t('marketing.job_search.soon')}
        </Text>
      </Group>
    </Paper>
  );
}
