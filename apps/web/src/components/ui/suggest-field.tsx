import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useThrottledValue } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/shared';

export interface SuggestFieldProps<T> {
  label: string;
  placeholder?: string;
  description?: ReactNode;
  value: T | null;
  onChange: (value: T | null) => void;
  /** Search hook: suggestions for a term (nothing asked below `minChars`). */
  useSearch: (term: string) => { data?: T[] | undefined; isFetching: boolean };
  labelOf: (item: T) => string;
  keyOf: (item: T) => string;
  renderOption?: (item: T) => ReactNode;
  minChars: number;
  /** Opens the suggestions on focus, before anything is typed (a short fixed list, decision 143). */
  openOnFocus?: boolean;
  throttleMs: number;
  maxSuggestions?: number;
  /** Shown when the user typed but did not pick a suggestion. */
  pickMessage: string;
  error?: ReactNode;
  leftSection?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  testId: string;
}

/**
 * A text field whose value must be one of its suggestions (place, activity sector): the search
 * starts at `minChars`, is throttled, and emptying the field clears the choice (spec section 5).
 */
export function SuggestField<T>({
  label,
  placeholder,
  description,
  value,
  onChange,
  useSearch,
  labelOf,
  keyOf,
  renderOption,
  minChars,
  openOnFocus = false,
  throttleMs,
  maxSuggestions,
  pickMessage,
  error,
  leftSection,
  required = false,
  disabled,
  testId,
}: SuggestFieldProps<T>) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const valueLabel = value ? labelOf(value) : '';
  const [text, setText] = useState(valueLabel);
  const [touched, setTouched] = useState(false);
  const term = useThrottledValue(text, throttleMs);
  // A chosen value's label is not searched again: the field would spin after the choice (issue 29).
  const chosen = value !== null && valueLabel === text;
  const enough = !chosen && term.trim().length >= minChars;
  const search = useSearch(enough ? term : '');
  const items = enough ? (search.data ?? []).slice(0, maxSuggestions) : [];

  useEffect(() => {
    setText(valueLabel);
  }, [valueLabel]);

  const unpicked = text.trim() !== '' && (value === null || valueLabel !== text);
  const shownError = error ?? (touched && unpicked ? pickMessage : undefined);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(key) => {
        const item = items.find((i) => keyOf(i) === key);
        if (!item) return;
        setText(labelOf(item));
        onChange(item);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          description={description}
          placeholder={placeholder}
          value={text}
          withAsterisk={required}
          leftSection={leftSection}
          disabled={disabled}
          rightSection={search.isFetching && enough ? <Loader size="xs" /> : null}
          error={shownError}
          autoComplete="off"
          data-testid={testId}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            if (value !== null && next !== valueLabel) onChange(null);
            if (next.trim().length >= minChars || openOnFocus) combobox.openDropdown();
            else combobox.closeDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => {
            if ((text.trim().length >= minChars || openOnFocus) && value === null) combobox.openDropdown();
          }}
          onBlur={() => {
            setTouched(true);
            combobox.closeDropdown();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!enough} data-testid={`${testId}-suggestions`}>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {items.length === 0 ? (
            <Combobox.Empty>{search.isFetching ? t('common.loading') : t('components.suggest_field.empty')}</Combobox.Empty>
          ) : (
            items.map((item) => (
              <Combobox.Option value={keyOf(item)} key={keyOf(item)} data-testid={`${testId}-suggestion`}>
                {renderOption ? renderOption(item) : labelOf(item)}
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
