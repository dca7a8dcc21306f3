import { JOB_HIGHLIGHT } from '@app/contracts/jobs';
import { escapeHtml } from '../../lib/html.ts';

/**
 * Highlighting of job search hits (`_formatted.name`). The matched parts of the name are wrapped in
 * `<em>`/`</em>`; the rest is HTML-escaped, so the answer is safe to render even as HTML.
 *
 * The name is folded character by character the way `normalizeSearch` folds text (accents off,
 * lower case, ligatures spelled out, hyphens and apostrophes as spaces), keeping for each folded
 * character the position of the original one, so that a match in the folded text maps back to the
 * original letters ("etienne" highlights "Étienne").
 */

const SEPARATORS = new Set(['-', '‐', '‑', '‒', '–', '—', '_', "'", '’', '‘', '`', '´']);

/** Folded form of one character; ASCII letters take the fast path, others are memoized. */
const foldedChars = new Map<string, string>();
function foldChar(char: string): string {
  const code = char.charCodeAt(0);
  if (char.length === 1 && code < 128) {
    if (code >= 65 && code <= 90) return String.fromCharCode(code + 32);
    return SEPARATORS.has(char) ? ' ' : char;
  }
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    folded = char
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase();
    if (SEPARATORS.has(folded)) folded = ' ';
    folded = folded.replace(/œ/g, 'oe').replace(/æ/g, 'ae');
    if (foldedChars.size < 10_000) foldedChars.set(char, folded);
  }
  return folded;
}

interface Folded {
  text: string;
  /** Start (inclusive) and end (exclusive) in the original string of each folded character. */
  starts: number[];
  ends: number[];
}

function fold(name: string): Folded {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of name) {
    const folded = foldChar(char);
    for (let k = 0; k < folded.length; k++) {
      starts.push(index);
      ends.push(index + char.length);
    }
    text += folded;
    index += char.length;
  }
  return { text, starts, ends };
}

/** Letters and digits (after folding, any non-ASCII character left is a letter of another script). */
const isWordChar = (c: string | undefined): boolean => {
  if (c === undefined) return false;
  const code = c.charCodeAt(0);
  return (
    (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 128 && /[\p{L}\p{N}]/u.test(c))
  );
};

/**
 * Edit distances with adjacent transpositions (optimal string alignment) between `a` and each
 * prefix of `b`: `result[j]` is the distance from `a` to `b.slice(0, j)`. One table per word.
 */
export function prefixDistances(a: string, b: string): number[] {
  const cols = b.length + 1;
  let prev2: number[] = [];
  let prev: number[] = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row: number[] = new Array<number>(cols);
    row[0] = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      row[j] = v;
    }
    prev2 = prev;
    prev = row;
  }
  return prev;
}

/** Edit distance with adjacent transpositions between two strings. */
export const typoDistance = (a: string, b: string): number => prefixDistances(a, b)[b.length]!;

/** Typos tolerated in a token of this length (1 from 4 letters, 2 from 8). */
export const allowedTypos = (length: number): number => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

type Range = [number, number];

/** Ranges of the folded text matched by one token: word starts, else anywhere, else a typo match. */
function tokenRanges(text: string, token: string): Range[] {
  const ranges: Range[] = [];
  let anywhere: Range | null = null;
  for (let i = text.indexOf(token); i !== -1; i = text.indexOf(token, i + 1)) {
    if (!isWordChar(text[i - 1])) ranges.push([i, i + token.length]);
    else anywhere ??= [i, i + token.length];
  }
  if (ranges.length > 0) return ranges;
  if (anywhere) return [anywhere];

  // Typo: the word whose beginning is closest to the token.
  let best: { range: Range; distance: number } | null = null;
  const words = text.matchAll(/[\p{L}\p{N}]+/gu);
  for (const word of words) {
    const start = word.index;
    const distances = prefixDistances(token, word[0].slice(0, token.length + 1));
    for (let len = Math.max(1, token.length - 1); len < distances.length; len++) {
      const distance = distances[len]!;
      if (!best || distance < best.distance) best = { range: [start, start + len], distance };
    }
  }
  return best && best.distance <= Math.max(1, allowedTypos(token.length)) ? [best.range] : [];
}

/** The name with the parts matched by the (normalized) tokens between `<em>` and `</em>`. */
export function highlight(name: string, tokens: readonly string[]): string {
  const folded = fold(name);
  const ranges: Range[] = [];
  for (const token of tokens) {
    if (!token) continue;
    for (const [s, e] of tokenRanges(folded.text, token)) ranges.push([folded.starts[s]!, folded.ends[e - 1]!]);
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  let out = '';
  let at = 0;
  for (const [s, e] of merged) {
    out += escapeHtml(name.slice(at, s)) + JOB_HIGHLIGHT.pre + escapeHtml(name.slice(s, e)) + JOB_HIGHLIGHT.post;
    at = e;
  }
  return out + escapeHtml(name.slice(at));
}
