/**
 * Text normalisation for search columns (`jobs.search_name`, `communes.search_name`) and for the
 * queries typed by users: both sides go through this function so that "Aide-soignant",
 * "aide soignant" and "AIDE SOIGNANT" meet, and "œnologue" is found by typing "oenologue".
 */
export function normalizeSearch(text: string): string {
  return (
    text
      // NFD splits "é" into "e" + a combining accent, which the next line removes.
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      // Ligatures have no decomposition in Unicode; French uses these two.
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      // Hyphens, underscores and apostrophes separate words: "Saint-Étienne" ~ "saint etienne".
      .replace(/[-‐‑‒–—_'’‘`´]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
