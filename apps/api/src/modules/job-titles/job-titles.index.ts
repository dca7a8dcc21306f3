/**
 * In-memory index of the job catalogue for the title search (decision 020). The 13,000 ROME titles
 * weigh a few megabytes; searching them in the API process costs a fraction of a millisecond,
 * where the same ranking in PostgreSQL cost about 1.8 ms of CPU per new term.
 *
 * Ranks, as the search has always answered them:
 *   1. the whole name starts with the term, the exact name first;
 *   2. every token starts a word of the name, in any order;
 *   3. every token appears inside the name;
 *   4. only when 1 to 3 found nothing: typo matches, every token within a small edit distance
 *      (letters swapped, missing, doubled or wrong) of the start of a word of the name, fewest
 *      edits first; titles within one edit a token, when there are any, else within two.
 * Within a rank: main titles before synonyms, common before rarely used, shorter first, then
 * alphabetical: the catalogue is sorted once in that order, so a scan meets the best titles first.
 * Tokens are the words of the term but French stop words (`searchTokens`): "serveuse de
 * restaurant", "serveuse en restaurant" and "serveuse restaurant" find the same titles.
 */

export interface JobTitle {
  id: number;
  uuid: string;
  name: string;
  /** `normalizeSearch(name)`: lower case, no accents, words separated by single spaces. */
  searchName: string;
  isMain: boolean;
  rarelyUsed: boolean;
}

export interface JobIndexQuery {
  limit: number;
  /** Ranks 2 and 3 (tokens inside the name); off for 1 or 2 letters, which match nearly anything. */
  contains: boolean;
  /** Rank 4 (typos). */
  fuzzy: boolean;
}

/** Tokens beyond this count are ignored (a title has few words; it bounds the work per search). */
export const MAX_TOKENS = 6;

/**
 * French words that never have to match (articles, prepositions, conjunctions), in the form
 * `normalizeSearch` gives them: "l'" and "d'" become "l" and "d", "à" becomes "a".
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'au',
  'aux',
  'avec',
  'chez',
  'd',
  'dans',
  'de',
  'des',
  'du',
  'en',
  'et',
  'l',
  'la',
  'le',
  'les',
  'ou',
  'par',
  'pour',
  'sur',
  'un',
  'une',
]);

/**
 * The distinct tokens of a normalized term, French stop words left out (they stay in the term, so
 * the whole-name prefix of rank 1 still reads "aide a domicile" as typed); a term made of stop
 * words only keeps them, so that "les" still looks for names starting with it.
 */
export function searchTokens(term: string): string[] {
  const words = [...new Set(term.split(' '))];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_TOKENS);
}

/**
 * Edits allowed between a token and the start of a word: none below 4 letters, 1 up to 6, then 2
 * (the thresholds Typesense uses by default: 2 edits in a short word find unrelated words, and
 * they multiply the words to compare).
 */
export function allowedEdits(token: string): number {
  if (token.length < 4) return 0;
  return token.length < 7 ? 1 : 2;
}

const compareTitles = (a: JobTitle, b: JobTitle): number =>
  Number(b.isMain) - Number(a.isMain) ||
  Number(a.rarelyUsed) - Number(b.rarelyUsed) ||
  a.searchName.length - b.searchName.length ||
  (a.searchName < b.searchName ? -1 : a.searchName > b.searchName ? 1 : 0) ||
  a.id - b.id;

/** True when `token` starts a word of `text` (at 0 or after a character that is not a letter or digit). */
function startsAWord(text: string, token: string): boolean {
  for (let at = text.indexOf(token); at !== -1; at = text.indexOf(token, at + 1)) {
    if (at === 0 || !isAlnum(text.charCodeAt(at - 1))) return true;
  }
  return false;
}

const isAlnum = (code: number): boolean =>
  (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || code > 127;

/** The words of a normalized name, as the typo rank compares them. */
const wordsOf = (searchName: string): string[] => searchName.split(/[^a-z0-9\u0080-\uffff]+/).filter((w) => w.length > 0);

/** Every distinct substring of `n` characters of `text`. */
function gramsOf(text: string, n: number): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + n <= text.length; i++) grams.add(text.slice(i, i + n));
  return grams;
}

/** The first index of a sorted list whose string is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Depths for which the runs of words sharing their first letters are precomputed. */
const RUN_DEPTHS = 6;

const commonPrefixLength = (a: string, b: string, max: number): number => {
  let i = 0;
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
};

export class JobTitleIndex {
  /** Titles in rank order (see compareTitles); a title is known by its position here. */
  private readonly titles: JobTitle[];
  /** Normalized names in alphabetical order with their positions: rank 1 is a range of it. */
  private readonly sortedNames: string[];
  private readonly sortedPositions: Int32Array;
  /** Positions (ascending) of the titles containing each substring of 2 and of 3 characters. */
  private readonly postings = new Map<string, Int32Array>();
  /** Every distinct word in alphabetical order, with the positions of the titles holding it. */
  private readonly words: string[];
  private readonly titlesOfWord: Int32Array[];
  /** The words (indexes in `words`) of each title, by position. */
  private readonly wordsOfTitle: Int32Array[];
  /**
   * runEnds[d - 1][w]: the last index of the run of words sharing the first d letters of word w
   * (d up to RUN_DEPTHS): the typo search jumps over such runs at almost every step.
   */
  private readonly runEnds: Int32Array[];

  constructor(titles: readonly JobTitle[]) {
    this.titles = [...titles].sort(compareTitles);
    const order = this.titles.map((_, position) => position);
    order.sort((a, b) => {
      const x = this.titles[a]!.searchName;
      const y = this.titles[b]!.searchName;
      return x < y ? -1 : x > y ? 1 : a - b;
    });
    this.sortedNames = order.map((position) => this.titles[position]!.searchName);
    this.sortedPositions = Int32Array.from(order);

    const postings = new Map<string, number[]>();
    const byWord = new Map<string, number[]>();
    this.titles.forEach((title, position) => {
      for (const n of [2, 3]) {
        for (const gram of gramsOf(title.searchName, n)) {
          const list = postings.get(gram);
          if (list) list.push(position);
          else postings.set(gram, [position]);
        }
      }
      for (const word of new Set(wordsOf(title.searchName))) {
        const list = byWord.get(word);
        if (list) list.push(position);
        else byWord.set(word, [position]);
      }
    });
    for (const [gram, list] of postings) this.postings.set(gram, Int32Array.from(list));
    this.words = [...byWord.keys()].sort();
    this.titlesOfWord = this.words.map((word) => Int32Array.from(byWord.get(word)!));
    const wordIndex = new Map(this.words.map((word, index) => [word, index]));
    this.wordsOfTitle = this.titles.map((title) => Int32Array.from(new Set(wordsOf(title.searchName)), (word) => wordIndex.get(word)!));
    this.runEnds = Array.from({ length: RUN_DEPTHS }, (_, index) => {
      const d = index + 1;
      const ends = new Int32Array(this.words.length);
      for (let w = this.words.length - 1; w >= 0; w--) {
        const word = this.words[w]!;
        const next = this.words[w + 1];
        ends[w] = next !== undefined && word.length >= d && commonPrefixLength(word, next, d) === d ? ends[w + 1]! : w;
      }
      return ends;
    });
  }

  get size(): number {
    return this.titles.length;
  }

  /** Ranked titles for a normalized, non-empty term and its distinct tokens. */
  search(term: string, tokens: readonly string[], query: JobIndexQuery): JobTitle[] {
    const found = this.matchAsTyped(term, tokens, query);
    if (found.length > 0 || !query.fuzzy) return found.map((position) => this.titles[position]!);
    // One edit a token first: most typos are one letter, and two edits cost five times as much.
    let typos = this.matchWithTypos(tokens, query.limit, 1);
    if (typos.length === 0 && tokens.some((token) => allowedEdits(token) > 1)) typos = this.matchWithTypos(tokens, query.limit, 2);
    return typos.map((position) => this.titles[position]!);
  }

  /** Ranks 1 to 3, as positions. */
  private matchAsTyped(term: string, tokens: readonly string[], { limit, contains }: JobIndexQuery): number[] {
    const prefix = this.startingWith(term, limit);
    const need = limit - prefix.length;
    if (!contains || need === 0) return prefix;
    const atWordStart: number[] = [];
    const inside: number[] = [];
    for (const position of this.containingAll(tokens)) {
      const name = this.titles[position]!.searchName;
      if (name.startsWith(term) || !tokens.every((t) => name.includes(t))) continue;
      if (tokens.every((t) => startsAWord(name, t))) {
        atWordStart.push(position);
        // Titles holding the tokens elsewhere can no longer enter the answer.
        if (atWordStart.length >= need) break;
      } else if (inside.length < need) {
        inside.push(position);
      }
    }
    return [...prefix, ...atWordStart, ...inside].slice(0, limit);
  }

  /** Rank 1: the exact name first, then the best `limit` titles whose name starts with the term. */
  private startingWith(term: string, limit: number): number[] {
    const low = lowerBound(this.sortedNames, term);
    const exact: number[] = [];
    // The best `limit` other titles, kept sorted: a range may hold thousands of names (3 letters).
    const best: number[] = [];
    for (let i = low; i < this.sortedNames.length && this.sortedNames[i]!.startsWith(term); i++) {
      const position = this.sortedPositions[i]!;
      if (this.sortedNames[i] === term) exact.push(position);
      else if (best.length < limit || position < best[best.length - 1]!) {
        let at = best.length;
        while (at > 0 && best[at - 1]! > position) at--;
        best.splice(at, 0, position);
        if (best.length > limit) best.pop();
      }
    }
    exact.sort((a, b) => a - b);
    return [...exact, ...best].slice(0, limit);
  }

  /**
   * Positions, ascending, of the titles that may contain every token: the shortest list among
   * the 3-character (else 2-character) substrings of the tokens; every position if all tokens
   * are single letters. Callers check each title.
   */
  private containingAll(tokens: readonly string[]): Iterable<number> {
    let shortest: Int32Array | undefined;
    for (const token of tokens) {
      const n = Math.min(3, token.length);
      if (n < 2) continue;
      for (const gram of gramsOf(token, n)) {
        const list = this.postings.get(gram);
        if (!list) return [];
        if (!shortest || list.length < shortest.length) shortest = list;
      }
    }
    return shortest ?? this.titles.keys();
  }

  /**
   * Rank 4: every token close to the start of a word of the title (at most `most` edits, and
   * what `allowedEdits` allows); fewest edits in all first.
   */
  private matchWithTypos(tokens: readonly string[], limit: number, most: number): number[] {
    const near = tokens.map((token) => this.wordsNear(token, Math.min(most, allowedEdits(token))));
    const titleCount = (words: Map<number, number>) => {
      let count = 0;
      for (const word of words.keys()) count += this.titlesOfWord[word]!.length;
      return count;
    };
    // The token near the fewest titles gives the candidates; the others are checked on their words.
    near.sort((a, b) => titleCount(a) - titleCount(b));
    const [first, ...others] = near as [Map<number, number>, ...Map<number, number>[]];
    // Fewest edits in all by title position; NONE for titles some token is near none of the words of.
    const NONE = 255;
    const edits = new Uint8Array(this.titles.length).fill(NONE);
    const candidates: number[] = [];
    for (const [word, distance] of first) {
      for (const position of this.titlesOfWord[word]!) {
        if (edits[position] === NONE) candidates.push(position);
        if (distance < edits[position]!) edits[position] = distance;
      }
    }
    for (const words of others) {
      for (const position of candidates) {
        if (edits[position] === NONE) continue;
        let fewest = NONE;
        for (const word of this.wordsOfTitle[position]!) {
          const distance = words.get(word);
          if (distance !== undefined && distance < fewest) fewest = distance;
        }
        edits[position] = fewest === NONE ? NONE : edits[position]! + fewest;
      }
    }
    // One pass in rank order fills a list per total (at most 2 edits a token), fewest first.
    const byTotal: number[][] = Array.from({ length: 2 * tokens.length + 1 }, () => []);
    for (let position = 0; position < edits.length && byTotal[0]!.length < limit; position++) {
      const total = edits[position]!;
      if (total !== NONE && byTotal[total]!.length < limit) byTotal[total]!.push(position);
    }
    return byTotal.flat().slice(0, limit);
  }

  /**
   * The words (by index in `words`) that some prefix of turns into `token` with at most `allowed`
   * edits (insertion, deletion, substitution, swap of two neighbours: optimal string alignment),
   * with that smallest number of edits.
   *
   * Row j of the table holds the distances between the first j letters of the word and each
   * prefix of the token. The words are in alphabetical order, so a word reuses the rows of the
   * letters it shares with the previous one (a walk of the words' prefix tree). Once a row's
   * smallest cell exceeds `allowed`, or the word is `allowed` letters longer than the token, no
   * further letter changes the answer: every word sharing those letters gets the same distance
   * and the walk jumps past them.
   */
  wordsNear(token: string, allowed: number): Map<number, number> {
    const m = token.length;
    const near = new Map<number, number>();
    if (allowed === 0) {
      const first = lowerBound(this.words, token);
      if (first < this.words.length && this.words[first]!.startsWith(token)) {
        const last = this.runEnd(first, token.length);
        for (let w = first; w <= last; w++) near.set(w, 0);
      }
      return near;
    }
    // Beyond m + allowed letters of the word, the distance to the whole token only grows.
    const cap = m + allowed;
    const OUT = allowed + 1;
    const rows = Array.from({ length: cap + 1 }, () => new Int32Array(m + 1));
    const best = new Int32Array(cap + 1);
    for (let i = 0; i <= m; i++) rows[0]![i] = i;
    best[0] = m;
    let previous = '';
    let depth = 0;
    let w = 0;
    while (w < this.words.length) {
      const word = this.words[w]!;
      let j = commonPrefixLength(previous, word, depth);
      previous = word;
      let dead = false;
      const end = Math.min(word.length, cap);
      while (j < end && !dead) {
        j++;
        const row = rows[j]!;
        const above = rows[j - 1]!;
        const b = word.charCodeAt(j - 1);
        // Only cells within `allowed` of the diagonal can hold `allowed` or less: the band
        // [lo, hi] is computed, the cells bordering it read as out of reach.
        const lo = Math.max(1, j - allowed);
        const hi = Math.min(m, j + allowed);
        row[0] = j;
        row[lo - 1] = lo === 1 ? j : OUT;
        if (hi === j + allowed) above[hi] = OUT;
        let rowMin = OUT;
        for (let i = lo; i <= hi; i++) {
          const a = token.charCodeAt(i - 1);
          let cell = above[i - 1]! + (a === b ? 0 : 1);
          if (above[i]! + 1 < cell) cell = above[i]! + 1;
          if (row[i - 1]! + 1 < cell) cell = row[i - 1]! + 1;
          if (i > 1 && j > 1 && a === word.charCodeAt(j - 2) && token.charCodeAt(i - 2) === b && rows[j - 2]![i - 2]! + 1 < cell) {
            cell = rows[j - 2]![i - 2]! + 1;
          }
          row[i] = cell;
          if (cell < rowMin) rowMin = cell;
        }
        best[j] = m <= hi && row[m]! < best[j - 1]! ? row[m]! : best[j - 1]!;
        dead = rowMin > allowed;
      }
      depth = j;
      const distance = best[depth]!;
      // Past a dead row or the cap, every word sharing these letters has the same distance:
      // settle them all and jump past them.
      const last = dead || depth === cap ? this.runEnd(w, depth) : w;
      if (distance <= allowed) for (let k = w; k <= last; k++) near.set(k, distance);
      w = last + 1;
    }
    return near;
  }

  /** The last index of the alphabetical run of words sharing the first `d` letters of word `from`. */
  private runEnd(from: number, d: number): number {
    if (d <= RUN_DEPTHS) return this.runEnds[d - 1]![from]!;
    const prefix = this.words[from]!.slice(0, d);
    let low = from;
    let high = this.words.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.words[middle]!.startsWith(prefix)) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
