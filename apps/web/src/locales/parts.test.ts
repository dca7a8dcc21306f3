import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXT_PARTS } from '@/test/texts';

/**
 * The French texts are split in parts (decision 085): `core` comes with the first page, every other
 * part loads with the modules that import it (`import '@/locales/<part>'`). A module that uses a
 * key of a part must import that part, or the text would be missing on a page that loads the
 * module before any other user of the part; and a module imports no part it does not use, or its
 * page would download texts for nothing.
 */

const SRC = path.resolve(__dirname, '..');
const PART_IMPORT = /^import '@\/locales\/([a-z-]+)';$/gm;

/** Each dotted path of the texts (groups and keys) -> the parts holding it. */
const partsOf = new Map<string, Set<string>>();
const walk = (part: string, node: unknown, prefix: string) => {
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    const at = prefix ? `${prefix}.${key}` : key;
    partsOf.set(at, (partsOf.get(at) ?? new Set()).add(part));
    walk(part, value, at);
  }
};
for (const [part, texts] of Object.entries(TEXT_PARTS)) walk(part, texts, '');

const tops = [...new Set(Object.values(TEXT_PARTS).flatMap((texts) => Object.keys(texts)))];
/** String literals that start like a key: `'views.login.error'`, or a prefix `'views.resume_shop.sections.'`. */
const KEY_LITERAL = new RegExp(`['"\`]((?:${tops.join('|')})(?:\\.[A-Za-z0-9_]+)*)`, 'g');

/** The one part a key (or key prefix) belongs to; null when it is no key or is shared by several parts. */
const partOfKey = (key: string): string | null => {
  // A plural key is written without its suffix: `t('x.remaining', { count })` reads `x.remaining_one`, `x.remaining_other`.
  const parts = partsOf.get(key) ?? partsOf.get(`${key}_other`);
  return parts?.size === 1 ? [...parts][0]! : null;
};

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'locales'].includes(entry.name) && dir === SRC ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe('parts of the French texts', () => {
  it('has a module for each part but core, which lib/i18n.ts loads', () => {
    const modules = fs
      .readdirSync(__dirname)
      .filter((f) => /^[a-z-]+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(modules.sort()).toEqual(
      Object.keys(TEXT_PARTS)
        .filter((p) => p !== 'core')
        .sort(),
    );
  });

  it.each(sourceFiles(SRC).map((file) => [path.relative(SRC, file), file]))('%s imports the parts of the texts it uses', (_name, file) => {
    const source = fs.readFileSync(file, 'utf8');
    const used = new Set<string>();
    for (const [, key] of source.matchAll(KEY_LITERAL)) {
      const part = partOfKey(key!);
      if (part && part !== 'core') used.add(part);
    }
    const imported = new Set([...source.matchAll(PART_IMPORT)].map(([, part]) => part!));
    expect([...imported].sort(), 'parts imported').toEqual([...used].sort());
  });
});
