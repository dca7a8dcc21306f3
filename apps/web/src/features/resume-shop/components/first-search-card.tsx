import type { Place } from '@app/contracts/auth';
import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobField, type JobChoice } from '@/components/ui/job-field';
import { PlaceField } from '@/components/ui/place-field';
import { notifyError } from '@/lib/notify';
import { useCreateFirstSite } from '../api/create-first-site';
import '@/locales/registration';
import '@/locales/resume-shop';

/**
 * The resume shop of a head-hunter account without any site (registered before decision 121):
 * instead of placeholders forever, the registration's first search (job and place), which the API
 * turns into the same free site (decision 136); the shop then shows its candidates.
 */
export function FirstSearchCard() {
  const { t } = useTranslation();
  const create = useCreateFirstSite();
  const [job, setJob] = useState<JobChoice | null>(null);
  const [place, setPlace] = useState<Place | null>(null);
  // The place field suggests French places only, which all carry a postal code.
  const postalCode = place?.postalCode;
  const ready = job !== null && place !== null && Boolean(postalCode);
  const submit = () => {
    if (!job || !place || !postalCode) return;
    create.mutate(
      { job: job.id, place: { ...place, postalCode } },
      { onError: () => notifyError(t('views.resume_shop.first_search.error')) },
    );
  };
  return (
    <Card padding="xl" maw={560} data-testid="shop-first-search">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconSearch size={24} />
          </ThemeIcon>
          <Title order={2} fz="xl">
            {t('views.resume_shop.first_search.title')}
          </Title>
          <Text c="dimmed">{t('views.resume_shop.first_search.text')}</Text>
          <JobField label={t('views.register_headhunter.job')} value={job} onChange={setJob} testId="first-search-job" />
          <PlaceField
            required
            label={t('views.register_headhunter.place')}
            placeholder={t('views.register_step_2.place_placeholder')}
            pickMessage={t('views.register.pick_place')}
            value={place}
            onChange={setPlace}
            testId="first-search-place"
          />
          <Text size="sm" c="dimmed">
            {t('views.resume_shop.first_search.free')}
          </Text>
          <Button type="submit" disabled={!ready} loading={create.isPending} data-testid="first-search-submit">
            {t('views.resume_shop.first_search.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
