import { splitHighlight } from '@app/contracts/jobs';
import { Combobox, Text, type ComboboxStore } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A search hit's name with its matched parts (`<em>` in the search answer) in bold, rendered as text, never as HTML. */
export function HighlightedText({ formatted }: { formatted: string }) {
  return (
    <>
      {splitHighlight(formatted).map((part, i) =>
        part.match ? (
          <Text key={i} component="span" fw={700} c="brand.8" inherit>
            {part.text}
          </Text>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** Opens the suggestions of a combobox once the text is long enough to search, closes them below. */
export const followTyping = (combobox: ComboboxStore, text: string, minChars: number) => {
  if (text.trim().length >= minChars) combobox.openDropdown();
  else combobox.closeDropdown();
  combobox.updateSelectedOptionIndex();
};

interface SuggestionDropdownProps {
  /** The state of the search: hidden until the term is long enough, the hits with their highlighted names. */
  search: { enough: boolean; fetching: boolean; hits: { id: number; _formatted: { name: string } }[] };
  /** Said when the search found nothing (while it runs, "Chargement…"). */
  emptyText: string;
  maxHeight: number;
  /** The test id of each option; the dropdown's is the plural (`{testId}s`). */
  testId: string;
}

/** The dropdown of a search combobox: the hits as options (their ids as values), or what to say when there are none. */
export function SuggestionDropdown({ search, emptyText, maxHeight, testId }: SuggestionDropdownProps) {
  const { t } = useTranslation();
  return (
    <Combobox.Dropdown hidden={!search.enough} data-testid={`${testId}s`}>
      <Combobox.Options mah={maxHeight} style={{ overflowY: 'auto' }}>
        {search.hits.length === 0 ? (
          <Combobox.Empty>{search.fetching ? t('common.loading') : emptyText}</Combobox.Empty>
        ) : (
          search.hits.map((hit) => (
            <Combobox.Option value={String(hit.id)} key={hit.id} data-testid={testId}>
              <HighlightedText formatted={hit._formatted.name} />
            </Combobox.Option>
          ))
        )}
      </Combobox.Options>
    </Combobox.Dropdown>
  );
}
