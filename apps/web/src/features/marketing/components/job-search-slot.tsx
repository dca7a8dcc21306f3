import { DEFAULT_REGISTRATION_TYPE, JOB_SEARCH_MIN_CHARS, JOB_SEARCH_THROTTLE_MS } from '@app/contracts/constants';
import { splitHighlight, type JobHit } from '@app/contracts/jobs';
import { APP_PATHS, appUrl } from '@app/contracts/routes';
import { Button, Combobox, Group, Loader, Paper, Text, TextInput, useCombobox } from '@mantine/core';
import { useThrottledValue } from '@mantine/hooks';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from '@/lib/browser';
import { useJobSearch } from '@/api/search-jobs';
import '@/locales/job-search';
import '@/locales/registration';

/** Registration step 1 with the chosen job and the search type (spec section 2). */
export const registrationUrl = (job: string, type: string = DEFAULT_REGISTRATION_TYPE): string =>
  `${appUrl(APP_PATHS.registerStep(1))}/?${new URLSearchParams({ job, type }).toString()}`;

/**
 * Job search box of the public site (spec section 2, "Marketing page behaviour"): suggestions
 * after 3 characters (throttled 200 ms); the user must pick one, otherwise the form is blocked;
 * choosing one goes to /app/register/1/?job=...&type=decouverte.
 */
export function JobSearchSlot() {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<JobHit | null>(null);
  const [blocked, setBlocked] = useState(false);
  const term = useThrottledValue(text, JOB_SEARCH_THROTTLE_MS);
  const enough = term.trim().length >= JOB_SEARCH_MIN_CHARS;
  const search = useJobSearch(enough ? term : '');
  const hits = enough ? (search.data ?? []) : [];

  const go = (hit: JobHit | null) => {
    if (!hit) {
      setBlocked(true);
      return;
    }
    browser.assign(registrationUrl(hit.name));
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
                rightSection={search.isFetching && enough ? <Loader size="xs" /> : null}
                placeholder={t('marketing.job_search.placeholder')}
                aria-label={t('marketing.job_search.label')}
                autoComplete="off"
                value={text}
                data-testid="job-search-input"
                onChange={(event) => {
                  const next = event.currentTarget.value;
                  setText(next);
                  setPicked(null);
                  if (next.trim().length >= JOB_SEARCH_MIN_CHARS) combobox.openDropdown();
                  else combobox.closeDropdown();
                  combobox.updateSelectedOptionIndex();
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
        <Combobox.Dropdown hidden={!enough} data-testid="job-search-suggestions">
          <Combobox.Options mah={300} style={{ overflowY: 'auto' }}>
            {hits.length === 0 ? (
              <Combobox.Empty>{search.isFetching ? t('common.loading') : t('views.register.no_suggestion')}</Combobox.Empty>
            ) : (
              hits.map((hit) => (
                <Combobox.Option value={String(hit.id)} key={hit.id} data-testid="job-search-suggestion">
                  {splitHighlight(hit._formatted.name).map((part, i) =>
                    part.match ? (
                      <Text key={i} component="span" fw={700} c="brand.8" inherit>
                        {part.text}
                      </Text>
                    ) : (
                      <span key={i}>{part.text}</span>
                    ),
                  )}
                </Combobox.Option>
              ))
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {blocked ? (
        <Text size="sm" c="red" mt={6} role="alert" data-testid="job-search-error">
          {t('components.job_search.select_suggestion')}
        </Text>
      ) : null}
    </form>
  );
}
