import { referenceNameIn } from '@app/contracts/reference-names';
import { useTranslation } from 'react-i18next';

/**
 * The name of a reference list's entry (experience level, sector, contract, working time, language,
 * licence, skill, advantage...) in the page's language: the API sends the French names, and their
 * English labels have one place, `@app/contracts/reference-names` (decision 143; issue 29: English
 * pages showed "CDI", "Temps plein", "1 à 3 ans"). Any other name is shown as it is.
 */
export function useReferenceName(): (name: string) => string {
  const { i18n } = useTranslation();
  // The language chosen (not `resolvedLanguage`, which stays French while the English texts of a page load).
  const language = (i18n.language ?? 'fr').slice(0, 2);
  return (name) => referenceNameIn(name, language);
}
