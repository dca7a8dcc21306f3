import { JOB_SEARCH_MIN_CHARS } from '@app/contracts/constants';
import { JOB_SELECT_SUGGESTION, type JobChoice } from '@app/contracts/address-jobs';
import type { JobHit } from '@app/contracts/jobs';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useThrottledJobSearch } from '@/api/search-jobs';
import { SuggestionDropdown, followTyping } from '@/components/ui/suggestion-dropdown';
import '@/locales/jobs';

interface JobTitleAutocompleteProps {
  value: JobChoice | null;
  onChange: (job: JobChoice | null) => void;
  label?: string;
  /** An error to show whatever the field thinks (the form's). */
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The form is checking the chosen job (a spinner, with an accessible label). */
  checking?: boolean;
}

/**
 * Job title field (spec section 5, "Job search"): suggestions from 3 characters, the term sent at
 * most every 200 ms, an empty field clears them; the user must pick a suggestion, otherwise the
 * field says so and the form cannot go on.
 */
export function JobTitleAutocomplete({ value, onChange, label, error, disabled, autoFocus, checking }: JobTitleAutocompleteProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value?.name ?? '');
  const [touched, setTouched] = useState(false);
  // A chosen job's name is not searched again: the field would spin after the choice (issue 29).
  const chosen = value !== null && value.name === text;
  const search = useThrottledJobSearch(chosen ? '' : text);
  const { enough, hits, fetching } = search;

  // A value set from outside (edit form, reset) shows its name.
  useEffect(() => {
    setText(value?.name ?? '');
  }, [value?.id, value?.name]);

  const unpicked = text.trim() !== '' && (value === null || value.name !== text);
  const shownError = error ?? (touched && unpicked ? t(JOB_SELECT_SUGGESTION) : undefined);

  const pick = (hit: JobHit) => {
    setText(hit.name);
    onChange({ id: hit.id, name: hit.name });
    combobox.closeDropdown();
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const hit = hits.find((h) => String(h.id) === id);
        if (hit) pick(hit);
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label ?? t('components.job_form.job')}
          placeholder={t('components.job_form.job_placeholder')}
          value={text}
          disabled={disabled}
          autoFocus={autoFocus}
          withAsterisk
          leftSection={<IconSearch size={16} />}
          rightSection={
            (fetching && enough) || checking ? (
              <Loader
                size="xs"
                aria-label={checking ? t('components.address_job_wizard.checking_job') : undefined}
                data-testid="job-title-loader"
              />
            ) : null
          }
          error={shownError}
          autoComplete="off"
          data-testid="job-title-input"
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            if (value !== null && next !== value.name) onChange(null);
            followTyping(combobox, next, JOB_SEARCH_MIN_CHARS);
          }}
          onFocus={() => {
            if (text.trim().length >= JOB_SEARCH_MIN_CHARS && value === null) combobox.openDropdown();
          }}
          onBlur={() => {
            setTouched(true);
            combobox.closeDropdown();
          }}
        />
      </Combobox.Target>
      <SuggestionDropdown search={search} emptyText={t('components.job_form.no_suggestion')} maxHeight={280} testId="job-suggestion" />
    </Combobox>
  );
}
