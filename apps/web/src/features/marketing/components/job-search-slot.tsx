import { DEFAULT_REGISTRATION_TYPE, JOB_SEARCH_MIN_CHARS } from '@app/contracts/constants';
import type { JobHit } from '@app/contracts/jobs';
import { APP_PATHS, appUrl, REGISTRATION_QUERY } from '@app/contracts/routes';
import { Button, Combobox, Group, Loader, Paper, Text, TextInput, useCombobox } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from '@/lib/browser';
import { useThrottledJobSearch } from '@/api/search-jobs';
import { SuggestionDropdown, followTyping } from '@/components/ui/suggestion-dropdown';
import '@/locales/job-search';
import '@/locales/registration';

/** Registration step 1 with the chosen job (its name and its id) and the search type (spec section 2, issue 29). */
export const registrationUrl = (job: Pick<JobHit, 'id' | 'name'>, type: string = DEFAULT_REGISTRATION_TYPE): string =>
  `${appUrl(APP_PATHS.registerStep(1))}/?${new URLSearchParams({ [REGISTRATION_QUERY.job]: job.name, [REGISTRATION_QUERY.jobId]: String(job.id), [REGISTRATION_QUERY.type]: type }).toString()}`;

/**
 * Job search box of the public site (spec section 2, "Marketing page behaviour"): suggestions
 * after 3 characters (throttled 200 ms); the user must pick one, otherwise the form is blocked;
 * choosing one goes to /app/register/1/?job=...&jobId=...&type=decouverte.
 */
export function JobSearchSlot() {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<JobHit | null>(null);
  const [blocked, setBlocked] = useState(false);
  // The chosen job's name is not searched again (issue 29: the field kept spinning after a choice).
  const search = useThrottledJobSearch(picked?.name === text ? '' : text);
  const { enough, hits, fetching } = search;

  const go = (hit: JobHit | null) => {
    if (!hit) {
      setBlocked(true);
      return;
    }
    browser.assign(registrationUrl(hit));
  };

  return (
    <form
      noValidate
      data-testid="job-search-form"
      onSubmit={(e) => {
        e.preventDefault();
        go(picked);
      }}
    >
      <Combobox
        store={combobox}
        onOptionSubmit={(id) => {
          const hit = hits.find((h) => String(h.id) === id) ?? null;
          if (!hit) return;
          setText(hit.name);
          setPicked(hit);
          setBlocked(false);
          combobox.closeDropdown();
          go(hit);
        }}
      >
        <Combobox.Target>
          <Paper p={6} radius="xl" shadow="md" withBorder data-testid="job-search-slot" maw={560}>
            <Group gap={0} wrap="nowrap">
              <TextInput
                variant="unstyled"
                size="md"
                px="md"
                style={{ flex: 1 }}
                leftSection={<IconSearch size={18} />}
                rightSection={fetching && enough ? <Loader size="xs" /> : null}
                placeholder={t('marketing.job_search.placeholder')}
                aria-label={t('marketing.job_search.label')}
                autoComplete="off"
                value={text}
                data-testid="job-search-input"
                onChange={(event) => {
                  const next = event.currentTarget.value;
                  setText(next);
                  setPicked(null);
                  followTyping(combobox, next, JOB_SEARCH_MIN_CHARS);
                }}
                onFocus={() => {
                  if (text.trim().length >= JOB_SEARCH_MIN_CHARS && !picked) combobox.openDropdown();
                }}
                onBlur={() => combobox.closeDropdown()}
              />
              <Button type="submit" radius="xl" size="md" rightSection={<IconArrowRight size={16} />} data-testid="job-search-submit">
                {t('marketing.job_search.submit')}
              </Button>
            </Group>
          </Paper>
        </Combobox.Target>
        <SuggestionDropdown search={search} emptyText={t('views.register.no_suggestion')} maxHeight={300} testId="job-search-suggestion" />
      </Combobox>
      {blocked ? (
        <Text size="sm" c="red" mt={6} role="alert" data-testid="job-search-error">
          {t('components.job_search.select_suggestion')}
        </Text>
      ) : null}
    </form>
  );
}
