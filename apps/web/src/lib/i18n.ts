import { DEFAULT_LANGUAGE } from '@app/contracts/constants';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import core from '../locales/fr/core.json';
import { getLanguage } from './cookies';

/** Texts of one part of `src/locales/fr/` (nested objects of strings, under the spec's keys). */
export type Texts = Record<string, unknown>;

/**
 * Texts use single-brace placeholders, as the specification writes them ('Le {date}').
 * The language comes from the language cookie; French is the default and the fallback.
 *
 * The French texts are split in parts (decision 085): `core` (the shell, errors, form messages)
 * comes with the first page; every other part is added by the module that uses it
 * (`import '@/locales/jobs'`), so it loads with that module's chunk. Keys stay those of the
 * specification: a part only adds branches to the one `translation` namespace.
 */
export const createI18n = (language: string = getLanguage(), texts: Texts = core): I18n => {
  const instance = i18next.createInstance();
  // A copy: parts added to one instance never reach another (tests create their own).
  const resources: Resource = { fr: { translation: structuredClone(texts) } };
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['fr', 'en'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
    initAsync: false,
  });
  return instance;
};

export const i18n = createI18n();

/**
 * Adds a part of the French texts to the application's instance (see `src/locales/*.ts`). Parts
 * share no key (tested); overwriting lets the dev server's hot reload bring an edited text.
 */
export const addTexts = (texts: Texts): void => {
  i18n.addResourceBundle('fr', 'translation', texts, true, true);
};
