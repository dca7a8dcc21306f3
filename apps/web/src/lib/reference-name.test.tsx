import { REFERENCE_NAMES_EN } from '@app/contracts/reference-names';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { ALL_ENGLISH_TEXTS, ALL_TEXTS } from '@/test/texts';
import { useReferenceName } from './reference-name';

const inLanguage = (language: string) => {
  const i18n = createI18n(language, ALL_TEXTS, ALL_ENGLISH_TEXTS);
  return ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
};

describe('useReferenceName (issue 29: English pages showed "CDI", "Temps plein")', () => {
  it('says contracts, working times and remote work in English on English pages', () => {
    const { result } = renderHook(() => useReferenceName(), { wrapper: inLanguage('en') });
    expect(result.current('CDI')).toBe('Permanent (CDI)');
    expect(result.current('Temps plein')).toBe('Full time');
    expect(result.current('Télétravail partiel')).toBe('Partly remote');
    expect(result.current('Un nom inconnu')).toBe('Un nom inconnu');
  });

  it('says every other fixed list in English too: experience levels, sectors, languages, skills (decision 143)', () => {
    const { result } = renderHook(() => useReferenceName(), { wrapper: inLanguage('en') });
    expect(result.current('1 à 3 ans')).toBe('1 to 3 years');
    expect(result.current('Hôtellerie-restauration')).toBe('Hotels and restaurants');
    expect(result.current('Anglais')).toBe('English');
    expect(result.current('Courant')).toBe('Fluent');
    expect(result.current('Permis B (voiture)')).toBe('B licence (car)');
    expect(result.current('Travail en équipe')).toBe('Teamwork');
    expect(result.current('Tickets restaurant')).toBe('Meal vouchers');
  });

  it('says them in English as soon as English is chosen, before the English texts of the page arrive', () => {
    // The application fetches English texts after the switch; i18next's resolvedLanguage stays 'fr' until then.
    const i18n = createI18n('en', ALL_TEXTS);
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { result } = renderHook(() => useReferenceName(), { wrapper });
    expect(result.current('Ressources humaines et recrutement')).toBe('Human resources and recruitment');
  });

  it('keeps the reference data’s French names on French pages', () => {
    const { result } = renderHook(() => useReferenceName(), { wrapper: inLanguage('fr') });
    for (const name of Object.keys(REFERENCE_NAMES_EN)) expect(result.current(name)).toBe(name);
  });
});
