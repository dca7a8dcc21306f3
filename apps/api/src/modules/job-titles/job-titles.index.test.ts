import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSearch } from '../../db/importers/normalize.ts';
import { allowedEdits, JobTitleIndex, MAX_TOKENS, searchTokens, type JobTitle } from './job-titles.index.ts';

let nextId = 1;
const title = (name: string, extra: Partial<JobTitle> = {}): JobTitle => ({
  id: nextId++,
  uuid: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
  name,
  searchName: normalizeSearch(name),
  isMain: true,
  rarelyUsed: false,
  ...extra,
});

const catalogue = [
  title('Vendeur / Vendeuse en boulangerie-pâtisserie'),
  title('Boulanger / Boulangère'),
  title('Boulanger-pâtissier / Boulangère-pâtissière'),
  title('Boulanger industriel / Boulangère industrielle', { isMain: false }),
  title('Boulanger'),
  title('Ouvrier boulanger / Ouvrière boulangère', { rarelyUsed: true }),
  title('Coiffeur / Coiffeuse'),
  title('Coiffeur / Coiffeuse mixte'),
  title('Aide-soignant / Aide-soignante'),
  title('Agent / Agente de soins en boulangerie', { rarelyUsed: true }),
  title('Pâtissier / Pâtissière'),
  title('Serveur / Serveuse de restaurant', { isMain: false }),
  title('Serveur / Serveuse en restauration'),
  title("Agent / Agente d'entretien"),
  title('Aide à domicile'),
];
const index = new JobTitleIndex(catalogue);
const ask = (raw: string, limit = 10) => {
  const term = normalizeSearch(raw);
  const tokens = searchTokens(term);
  return index.search(term, tokens, { limit, contains: term.length >= 3, fuzzy: term.length >= 4 }).map((t) => t.name);
};

describe('JobTitleIndex', () => {
  it('puts the exact name first, then whole-name prefixes by main, common, shorter', () => {
    expect(ask('boulanger')).toEqual([
      'Boulanger',
      'Boulanger / Boulangère',
      'Boulanger-pâtissier / Boulangère-pâtissière',
      'Boulanger industriel / Boulangère industrielle',
      // Rank 2, every token at a word start: main and common, then rarely used and shorter first.
      'Vendeur / Vendeuse en boulangerie-pâtisserie',
      'Agent / Agente de soins en boulangerie',
      'Ouvrier boulanger / Ouvrière boulangère',
    ]);
  });

  it('ranks tokens at word starts, in any order, before tokens inside words', () => {
    expect(ask('boulangerie vend')).toEqual(['Vendeur / Vendeuse en boulangerie-pâtisserie']);
    // Inside words only (rank 3): main titles, then common, then shorter.
    expect(ask('oulang')).toEqual([
      'Boulanger',
      'Boulanger / Boulangère',
      'Boulanger-pâtissier / Boulangère-pâtissière',
      'Vendeur / Vendeuse en boulangerie-pâtisserie',
      'Agent / Agente de soins en boulangerie',
      'Ouvrier boulanger / Ouvrière boulangère',
      'Boulanger industriel / Boulangère industrielle',
    ]);
    expect(ask('boulangere ouvr')).toEqual(['Ouvrier boulanger / Ouvrière boulangère']);
    expect(ask('soi')[0]).toBe('Aide-soignant / Aide-soignante');
  });

  it('keeps to whole-name prefixes below 3 letters', () => {
    expect(ask('co')).toEqual(['Coiffeur / Coiffeuse', 'Coiffeur / Coiffeuse mixte']);
    expect(ask('oi')).toEqual([]);
  });

  it('answers at most the limit, best first', () => {
    expect(ask('b', 2)).toEqual(['Boulanger', 'Boulanger / Boulangère']);
    expect(ask('e', 3)).toEqual([]);
    expect(ask('boulang', 3)).toEqual(['Boulanger', 'Boulanger / Boulangère', 'Boulanger-pâtissier / Boulangère-pâtissière']);
  });

  it('finds typos only when nothing matches as typed, fewest edits first', () => {
    expect(ask('boulnager')[0]).toBe('Boulanger');
    expect(ask('coifeur')).toEqual(['Coiffeur / Coiffeuse', 'Coiffeur / Coiffeuse mixte']);
    expect(ask('patisier')[0]).toBe('Pâtissier / Pâtissière');
    expect(ask('coiffeur mitxe')).toEqual(['Coiffeur / Coiffeuse mixte']);
    expect(ask('xyzt')).toEqual([]);
    // Two edits from 7 letters, only when no title is within one edit a token.
    expect(ask('boulnagre')[0]).toBe('Boulanger');
    expect(ask('coifeus')).toEqual(['Coiffeur / Coiffeuse', 'Coiffeur / Coiffeuse mixte']);
    expect(ask('pattissiere')).toEqual(['Pâtissier / Pâtissière', 'Boulanger-pâtissier / Boulangère-pâtissière']);
    // 3 letters allow no typo.
    expect(ask('cof')).toEqual([]);
  });

  it('answers nothing from an empty catalogue', () => {
    expect(new JobTitleIndex([]).search('boulanger', ['boulanger'], { limit: 10, contains: true, fuzzy: true })).toEqual([]);
  });
});

/** Plain optimal-string-alignment distance, the reference the bounded version must agree with. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** Fewest edits from `token` to some prefix of `word` (brute force over every prefix). */
const prefixDistance = (token: string, word: string) =>
  Math.min(...Array.from({ length: word.length + 1 }, (_, j) => osa(token, word.slice(0, j))));

describe('searchTokens', () => {
  it('leaves French stop words out, elided articles included', () => {
    expect(searchTokens(normalizeSearch('Serveuse de restaurant'))).toEqual(['serveuse', 'restaurant']);
    expect(searchTokens(normalizeSearch("agent d'entretien des locaux"))).toEqual(['agent', 'entretien', 'locaux']);
    expect(searchTokens(normalizeSearch('aide à domicile pour les personnes âgées'))).toEqual(['aide', 'domicile', 'personnes', 'agees']);
    expect(searchTokens(normalizeSearch("chef de rang et l'accueil au bar"))).toEqual(['chef', 'rang', 'accueil', 'bar']);
  });

  it('keeps a term made of stop words only, distinct tokens, at most MAX_TOKENS', () => {
    expect(searchTokens('les')).toEqual(['les']);
    expect(searchTokens('de la')).toEqual(['de', 'la']);
    expect(searchTokens('vendeur vendeur de pain')).toEqual(['vendeur', 'pain']);
    expect(searchTokens('a b c d e f g h')).toHaveLength(MAX_TOKENS);
  });
});

describe('JobTitleIndex with stop words in the term', () => {
  it('never requires a stop word to match', () => {
    const restaurant = 'Serveur / Serveuse de restaurant';
    expect(ask('serveuse de restaurant')[0]).toBe(restaurant);
    expect(ask('serveuse restaurant')[0]).toBe(restaurant);
    // "en" and "la" appear nowhere in the title: they used to leave nothing to find.
    expect(ask('serveuse en restaurant')[0]).toBe(restaurant);
    expect(ask("agent de la l'entretien")[0]).toBe("Agent / Agente d'entretien");
    expect(ask('vendeuse de boulangerie')[0]).toBe('Vendeur / Vendeuse en boulangerie-pâtisserie');
  });

  it('still ranks first the whole name typed with its stop words', () => {
    expect(ask('aide a domicile')[0]).toBe('Aide à domicile');
    expect(ask('aide domicile')[0]).toBe('Aide à domicile');
    expect(ask('serveur / serveuse en')[0]).toBe('Serveur / Serveuse en restauration');
  });
});

describe('wordsNear', () => {
  it('finds exactly the words with a prefix within the allowed edits, with their distance', () => {
    const letter = fc.constantFrom('a', 'b', 'c', 'e', 'r');
    const word = fc.string({ unit: letter, minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 1, maxLength: 40 }),
        fc.string({ unit: letter, minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 3 }),
        (words, token, allowed) => {
          const small = new JobTitleIndex(words.map((w) => title(w)));
          const found = small.wordsNear(token, allowed);
          const vocabulary = (small as unknown as { words: string[] }).words;
          const expected = new Map<string, number>();
          for (const w of vocabulary) {
            const distance = allowed === 0 ? (w.startsWith(token) ? 0 : 1) : prefixDistance(token, w);
            if (distance <= allowed) expected.set(w, distance);
          }
          expect(new Map([...found].map(([id, distance]) => [vocabulary[id]!, distance]))).toEqual(expected);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('counts a swap of two neighbours as one edit', () => {
    const small = new JobTitleIndex([title('Boulanger'), title('Coiffeur'), title('Coiffeuse')]);
    const near = (token: string) =>
      Object.fromEntries([...small.wordsNear(token, 2)].map(([id, d]) => [(small as unknown as { words: string[] }).words[id], d]));
    expect(near('boulnager')).toEqual({ boulanger: 1 });
    expect(near('coifeur')).toEqual({ coiffeur: 1, coiffeuse: 2 });
  });

  it('allows no edit below 4 letters, 1 up to 6 and 2 beyond', () => {
    expect([3, 4, 6, 7, 12].map((n) => allowedEdits('x'.repeat(n)))).toEqual([0, 1, 1, 2, 2]);
  });
});
