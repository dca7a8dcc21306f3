import { describe, expect, it } from 'vitest';
import { SHIPPED_REFERENCE_DATA_DIR } from '../../config.ts';
import { accentCapital, restoreCapitalAccents } from './accents.ts';
import { normalizeSearch } from './normalize.ts';
import { readRomeAppellations, readRomeKnowledge, readRomeSheets, readRomeSoftSkills } from './rome.ts';

describe('restoreCapitalAccents (decision 135)', () => {
  it('gives real ROME labels their capitals back', () => {
    expect(restoreCapitalAccents('Educateur / Educatrice spécialisé(e)')).toBe('Éducateur / Éducatrice spécialisé(e)');
    expect(restoreCapitalAccents('Electricien / Electricienne du bâtiment')).toBe('Électricien / Électricienne du bâtiment');
    expect(restoreCapitalAccents('Etre capable de travailler en équipe')).toBe('Être capable de travailler en équipe');
    expect(restoreCapitalAccents("Agent / Agente d'entretien des Ecoles")).toBe("Agent / Agente d'entretien des Écoles");
    expect(restoreCapitalAccents('Eplucheur / Eplucheuse de légumes')).toBe('Éplucheur / Éplucheuse de légumes');
    expect(restoreCapitalAccents('Ecrivain / Ecrivaine')).toBe('Écrivain / Écrivaine');
  });

  it('leaves the words French writes with a plain E, and the reviewed English ones', () => {
    for (const word of [
      'Enseignant',
      'Essayeur',
      'Extrudeur',
      'Embaumeur',
      'Enrouleur',
      'Ethnologue',
      'Ergothérapeute',
      'Esthéticien',
      'Event',
      'Energy',
    ]) {
      expect(accentCapital(word)).toBe(word);
    }
    expect(accentCapital('Ethologue')).toBe('Éthologue');
    expect(accentCapital('Equipier')).toBe('Équipier');
    expect(restoreCapitalAccents('Ingénieur / Ingénieure études')).toBe('Ingénieur / Ingénieure études');
  });

  it('keeps searching without accents: the search name is the same before and after', () => {
    expect(normalizeSearch(restoreCapitalAccents('Educateur spécialisé'))).toBe(normalizeSearch('Educateur spécialisé'));
  });
});

describe('the shipped ROME files are read with their accents', { timeout: 60_000 }, () => {
  it('job titles, sheets, domains and skills', async () => {
    const jobs = await readRomeAppellations(SHIPPED_REFERENCE_DATA_DIR);
    const names = new Set(jobs.map((j) => j.name));
    expect(names.has('Éducateur spécialisé / Éducatrice spécialisée')).toBe(true);
    expect(jobs.find((j) => j.name.startsWith('Électricien'))).toBeDefined();
    // No job title still starts a word with "E" before a consonant and a vowel, but the reviewed ones.
    const left = jobs.filter((j) => /(^|[^\p{L}])E(?:[bcdfghjlmpqrtv])[aeiouyéèê]/u.test(j.name)).map((j) => j.name);
    expect(left.filter((n) => !/\bEvent\b|\bEnergy\b/.test(n))).toEqual([]);
    const sheets = await readRomeSheets(SHIPPED_REFERENCE_DATA_DIR);
    expect(sheets.some((s) => s.label.includes('Éducation'))).toBe(true);
    expect(sheets.every((s) => !/(^|[^\p{L}])Educat/u.test(`${s.label} ${s.domainLabel ?? ''} ${s.largeDomainLabel ?? ''}`))).toBe(true);
    const soft = await readRomeSoftSkills(SHIPPED_REFERENCE_DATA_DIR);
    expect(soft.every((s) => !/(^|[^\p{L}])Etre\b/u.test(`${s.name} ${s.description ?? ''}`))).toBe(true);
    const knowledge = await readRomeKnowledge(SHIPPED_REFERENCE_DATA_DIR, ['Langages informatiques']);
    expect(knowledge.length).toBeGreaterThan(0);
  });
});
