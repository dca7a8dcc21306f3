import 'i18next';
import type fr from './locales/fr/translation.json';

/** Typed keys: `t('...')` with a key missing from the French texts does not compile. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof fr };
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}
