/**
 * France Travail's ROME files write capitals without their accent: "Educateur spécialisé",
 * "Etre capable de...", "Electricien / Electricienne du bâtiment" (about 2,000 rows of the files:
 * job titles, sheets, domains, skills). Decision 135 restores the accent of a word's first letter
 * once, where the files are read, by the rule French spelling follows: a word that starts with "E"
 * followed by one consonant sound (a consonant, or ch, ph, th, qu, gu) and a vowel, or by a
 * consonant and l or r then a vowel ("Écrivain", "Éplucheur"), writes "é" in lower case.
 * Words that start with a doubled consonant, "ex", "es" or "en", "em" before a consonant keep their
 * plain "E" ("Enseignant", "Essayeur", "Extrudeur", "Embaumeur"); the rule reads them so.
 *
 * The files themselves confirm it: of the 201 words it changes in the ROME v460 files, 113 also
 * appear in lower case with their accent ("éducateur", "électricien"); the 88 others were
 * reviewed one by one (decision 135), and the only two the rule gets wrong are English words,
 * listed below.
 */

const VOWEL = 'aeiouyàâäéèêëîïôöûùüœæ';
const OPENS_WITH_E_ACUTE = new RegExp(`^E(?:(?:[bcdfgptv]|ch|ph|th)[lr]|ch|ph|th|qu|gu|[bcdfghjklmnpqrtvwz])[${VOWEL}]`);

/** Words the rule would accent wrongly (reviewed on the ROME v460 files). */
const KEPT_AS_WRITTEN: ReadonlySet<string> = new Set(['Energy', 'Event']);

/**
 * Capitals whose accent is not "é": the files' only such word in lower case is "être" (101 times;
 * "ère" and "ème" never start a capitalised word there).
 */
const WORDS_WITH_CIRCUMFLEX: Readonly<Record<string, string>> = { Etre: 'Être' };

/** One word with its capital's accent restored: "Educateur" -> "Éducateur", "Enseignant" unchanged. */
export function accentCapital(word: string): string {
  if (KEPT_AS_WRITTEN.has(word) || !OPENS_WITH_E_ACUTE.test(word)) return word;
  return `É${word.slice(1)}`;
}

/**
 * A ROME label with the accents of its capitals restored: "Electricien / Electricienne" ->
 * "Électricien / Électricienne", "Etre capable" -> "Être capable". Applied where the files are read
 * (rome.ts) and, once, to the rows of a database imported before (decision 135).
 */
export function restoreCapitalAccents(text: string): string;
export function restoreCapitalAccents(text: string | null): string | null;
export function restoreCapitalAccents(text: string | null): string | null {
  if (text === null) return null;
  return text.replace(/\p{L}+/gu, (word) => WORDS_WITH_CIRCUMFLEX[word] ?? accentCapital(word));
}
