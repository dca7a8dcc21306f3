import { DEFAULT_LANGUAGE } from '@app/contracts/constants';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import fr from '../locales/fr/translation.json';
import { getLanguage } from './cookies';

export const resources = {
  fr: { translation: fr },
} as const;

/**
 * Texts use single-brace placeholders, as the specification writes them ('Le {date}').
 * The language comes from the language cookie; French is the default and the fallback.
 */
export const createI18n = (language: string = getLanguage()): I18n => {
  const instance = i18next.createInstance();
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
