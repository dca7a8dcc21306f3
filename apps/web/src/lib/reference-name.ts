import { REFERENCE_NAME_KEYS } from '@app/contracts/reference-names';
import { useTranslation } from 'react-i18next';

/**
 * The name of a contract, working time or remote-work choice in the page's language (the API sends
 * the reference data's French names; issue 29: English pages showed "CDI", "Temps plein"). Texts
 * under `reference.<key>` of the core part; any other name is shown as it is.
 */
export function useReferenceName(): (name: string) => string {
  const { t } = useTranslation();
  return (name) => {
    const key = REFERENCE_NAME_KEYS[name];
    return key ? (t as unknown as (key: string, options: { defaultValue: string }) => string)(`reference.${key}`, { defaultValue: name }) : name;
  };
}
