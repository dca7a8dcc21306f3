import { describe, expect, it } from 'vitest';
import { normalizeSearch } from './normalize.ts';

describe('normalizeSearch', () => {
  it('lower-cases and removes accents', () => {
    expect(normalizeSearch('Saint-Étienne')).toBe('saint etienne');
    expect(normalizeSearch('ÉLECTRICIEN DU BÂTIMENT')).toBe('electricien du batiment');
    expect(normalizeSearch('Préparateur / Préparatrice de commandes')).toBe('preparateur / preparatrice de commandes');
    expect(normalizeSearch("L'Haÿ-les-Roses")).toBe('l hay les roses');
    expect(normalizeSearch('Garçon de café')).toBe('garcon de cafe');
  });

  it('expands the French ligatures', () => {
    expect(normalizeSearch('Œnologue')).toBe('oenologue');
    expect(normalizeSearch('Manœuvre du bâtiment')).toBe('manoeuvre du batiment');
    expect(normalizeSearch('Cæcilia')).toBe('caecilia');
  });

  it('treats hyphens and apostrophes as spaces and collapses spaces', () => {
    expect(normalizeSearch('  Aide‑soignant   de\tnuit ')).toBe('aide soignant de nuit');
    expect(normalizeSearch('Chef d’équipe')).toBe('chef d equipe');
    expect(normalizeSearch('aide-soignant')).toBe(normalizeSearch('AIDE SOIGNANT'));
  });

  it('is idempotent', () => {
    for (const text of ['Saint-Étienne', 'Œnologue-conseil', "Villeneuve-d'Ascq", 'Île-de-France']) {
      expect(normalizeSearch(normalizeSearch(text))).toBe(normalizeSearch(text));
    }
  });
});
