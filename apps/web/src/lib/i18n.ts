import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@app/contracts/constants';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import core from '../locales/fr/core.json';
import { getLanguage, setLanguage } from './cookies';

/** Texts of one part of `src/locales/<language>/` (nested objects of strings, under the spec's keys). */
export type Texts = Record<string, unknown>;

/** Fetches the English texts of one part (`() => import('./en/jobs.json')`): a chunk of its own. */
export type EnglishTexts = () => Promise<{ default: Texts }>;

/**
 * Texts use single-brace placeholders, as the specification writes them ('Le {date}').
 * The language comes from the language cookie; French is the default and the fallback.
 *
 * The French texts are split in parts (decision 085): `core` (the shell, errors, form messages)
 * comes with the first page; every other part is added by the module that uses it
 * (`import '@/locales/jobs'`), so it loads with that module's chunk. Keys stay those of the
 * specification: a part only adds branches to the one `translation` namespace.
 *
 * English (decision 092) has the same parts under the same keys, in `src/locales/en/`. A French
 * user never downloads them: each part module hands `addTexts` a loader of its English file,
 * which runs only when the language is English (at start, when the part arrives, or on a switch).
 * A key whose English has not arrived yet shows its French text (the fallback).
 */
export const createI18n = (language: string = getLanguage(), texts: Texts = core, english?: Texts): I18n => {
  const instance = i18next.createInstance();
  // A copy: parts added to one instance never reach another (tests create their own).
  const resources: Resource = { fr: { translation: structuredClone(texts) } };
  if (english) resources.en = { translation: structuredClone(english) };
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    defaultNS: 'translation',
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
    initAsync: false,
    // English parts arrive after the French ones: components render again when they do.
    react: { bindI18nStore: 'added' },
  });
  // The page's language follows the texts' (screen readers, hyphenation, the browser's translate offer).
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  return instance;
};

export const i18n = createI18n();

/** The English loaders of the parts added so far, and what each has fetched (or is fetching). */
const englishParts = new Map<EnglishTexts, Promise<void> | undefined>([[() => import('../locales/en/core.json'), undefined]]);

const fetchEnglish = (load: EnglishTexts): Promise<void> => {
  let fetched = englishParts.get(load);
  if (!fetched) {
    fetched = load().then(
      ({ default: texts }) => {
        i18n.addResourceBundle('en', 'translation', texts, true, true);
      },
      (error: unknown) => {
        // A failed fetch (network) is retried by the next call; meanwhile French shows.
        englishParts.set(load, undefined);
        throw error;
      },
    );
    englishParts.set(load, fetched);
  }
  return fetched;
};

/** Resolves once every part added so far has its texts in the current language. */
export const textsReady = async (): Promise<void> => {
  if (i18n.language === DEFAULT_LANGUAGE) return;
  await Promise.all([...englishParts.keys()].map(fetchEnglish));
};

/**
 * Adds a part of the texts to the application's instance (see `src/locales/*.ts`): its French
 * texts now, its English ones when the language is English. Parts share no key (tested);
 * overwriting lets the dev server's hot reload bring an edited text.
 */
export const addTexts = (texts: Texts, english: EnglishTexts): void => {
  i18n.addResourceBundle('fr', 'translation', texts, true, true);
  if (!englishParts.has(english)) englishParts.set(english, undefined);
  if (i18n.language !== DEFAULT_LANGUAGE) void fetchEnglish(english).catch(() => undefined);
};

/**
 * Switches the product's language: keeps the choice in the language cookie (1 year), fetches the
 * texts of the parts already loaded, then renders again in that language (`<html lang>` follows).
 * `instance` is the one the components read (`useTranslation().i18n`); tests give their own, which
 * holds every text already.
 */
export const switchLanguage = async (language: Language, instance: I18n = i18n): Promise<void> => {
  setLanguage(language);
  // `useTranslation().i18n` is a proxy of the instance (react-i18next 18): compare what it holds.
  const isApplication = instance.store === i18n.store;
  if (isApplication && language !== DEFAULT_LANGUAGE) await Promise.all([...englishParts.keys()].map(fetchEnglish));
  await instance.changeLanguage(language);
};
