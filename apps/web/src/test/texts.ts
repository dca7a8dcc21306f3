import type { Texts } from '@/lib/i18n';

const parts = import.meta.glob<Texts>('../locales/fr/*.json', { eager: true, import: 'default' });

const merge = (target: Texts, source: Texts, path: string): Texts => {
  for (const [key, value] of Object.entries(source)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      const into = target[key];
      if (into !== undefined && (typeof into !== 'object' || into === null)) throw new Error(`${at} is both a text and a group`);
      target[key] = merge((into as Texts | undefined) ?? {}, value as Texts, at);
    } else {
      if (key in target) throw new Error(`${at} is defined in two parts of src/locales/fr`);
      target[key] = value;
    }
  }
  return target;
};

/** Every French text: all parts of `src/locales/fr/` merged (a key defined twice throws). */
export const ALL_TEXTS: Texts = Object.values(parts).reduce<Texts>((all, part) => merge(all, part, ''), {});

/** The part (file name in `src/locales/fr/`, without `.json`) of each part's texts. */
export const TEXT_PARTS: Record<string, Texts> = Object.fromEntries(
  Object.entries(parts).map(([file, texts]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), texts]),
);

const englishParts = import.meta.glob<Texts>('../locales/en/*.json', { eager: true, import: 'default' });

/** Every English text (decision 092), merged the same way: same keys as `ALL_TEXTS` (tested by `locales/languages.test.ts`). */
export const ALL_ENGLISH_TEXTS: Texts = Object.values(englishParts).reduce<Texts>((all, part) => merge(all, part, ''), {});
