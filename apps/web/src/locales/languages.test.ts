import { SUPPORTED_LANGUAGES } from '@app/contracts/constants';
import { describe, expect, it } from 'vitest';
import type { Texts } from '@/lib/i18n';

/**
 * Every text exists in every language, under the same key (issue 16, decision 092): a key present
 * in one language and missing from another fails here, in both directions, and so does a text whose
 * placeholders (`{count}`) or markup tags (`<terms>`) differ between languages.
 */

const load = (files: Record<string, Texts>): Record<string, Texts> =>
  Object.fromEntries(Object.entries(files).map(([file, texts]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), texts]));

const LANGUAGES: Record<string, Record<string, Texts>> = {
  fr: load(import.meta.glob<Texts>('./fr/*.json', { eager: true, import: 'default' })),
  en: load(import.meta.glob<Texts>('./en/*.json', { eager: true, import: 'default' })),
};

/** Dotted key -> text, for every leaf of a part. */
const flatten = (node: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> => {
  if (typeof node === 'string') into.set(prefix, node);
  else if (typeof node === 'object' && node !== null)
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  else into.set(prefix, `<not a text: ${String(node)}>`);
  return into;
};

/** The placeholders and tags of a text, sorted: `{count}`, `<terms>`, `</terms>`. */
const markers = (text: string): string[] => [...text.matchAll(/\{[^{}]+\}|<\/?[a-zA-Z][\w-]*\s*\/?>/g)].map(([m]) => m).sort();

describe('texts in every language', () => {
  it('has a folder per supported language, with the same parts', () => {
    expect(Object.keys(LANGUAGES).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    expect(Object.keys(LANGUAGES.en!).sort()).toEqual(Object.keys(LANGUAGES.fr!).sort());
    expect(Object.keys(LANGUAGES.fr!).length).toBeGreaterThan(1);
  });

  const pairs = Object.keys(LANGUAGES.fr!).flatMap((part) =>
    SUPPORTED_LANGUAGES.filter((l) => l !== 'fr').map((language) => [part, language] as const),
  );

  it.each(pairs)('%s: %s has exactly the French keys, in both directions', (part, language) => {
    const french = flatten(LANGUAGES.fr![part]);
    const other = flatten(LANGUAGES[language]![part]);
    expect(
      [...french.keys()].filter((key) => !other.has(key)),
      `keys missing from ${language}`,
    ).toEqual([]);
    expect(
      [...other.keys()].filter((key) => !french.has(key)),
      `keys only in ${language}`,
    ).toEqual([]);
  });

  it.each(pairs)('%s: every %s text is a text, with the placeholders and tags of the French one', (part, language) => {
    const french = flatten(LANGUAGES.fr![part]);
    const other = flatten(LANGUAGES[language]![part]);
    for (const [key, text] of other) {
      expect(text, `${language} ${key}`).not.toMatch(/^<not a text/);
      expect(text.trim(), `${language} ${key} is empty`).not.toBe('');
      const fr = french.get(key);
      if (fr !== undefined) expect(markers(text), `${language} ${key}`).toEqual(markers(fr));
    }
  });

  it('the comparison itself notices a missing key and a changed placeholder', () => {
    const french = flatten({ a: { b: 'Le {date}', c: 'x' } });
    const english = flatten({ a: { b: 'On {day}' } });
    expect([...french.keys()].filter((key) => !english.has(key))).toEqual(['a.c']);
    expect(markers(english.get('a.b')!)).not.toEqual(markers(french.get('a.b')!));
    expect(markers('J’accepte les <terms>conditions</terms> ({count})')).toEqual(
      ['(', '</terms>', '<terms>', '{count}'].filter((m) => m !== '('),
    );
  });
});

/**
 * A text never points at a side of the screen (issue 29): what is beside a form at 1280 px is under
 * it at 390 px, so "ci-contre", "à droite", "on the right" are false on a phone. "ci-dessous" /
 * "below" stay allowed where the thing follows in reading order at both sizes.
 */
describe('no text names a side that a phone moves', () => {
  const SIDES =
    /ci-contre|à droite|à gauche|sur la droite|sur la gauche|on the right|on the left|to the right|to the left|alongside|opposite/i;
  it.each(Object.keys(LANGUAGES.fr!))('%s', (part) => {
    for (const language of SUPPORTED_LANGUAGES) {
      const wrong = [...flatten(LANGUAGES[language]![part]).entries()]
        .filter(([, text]) => SIDES.test(text))
        .map(([key]) => `${language} ${key}`);
      expect(wrong).toEqual([]);
    }
  });
});
