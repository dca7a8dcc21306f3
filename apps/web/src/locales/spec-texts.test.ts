import { ERROR_CODES } from '@app/contracts/errors';
import { V } from '@app/contracts/validation';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { ALL_TEXTS as fr } from '@/test/texts';
import fixture from './spec-texts.fixture.json';

/** Every string value of the nested translation object (all parts of src/locales/fr). */
const values = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : Object.values(node as Record<string, unknown>).flatMap(values);

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], fr);

describe('French texts of the specification', () => {
  const i18n = createI18n('fr', fr);
  const all = values(fr);

  it.each(fixture.keys)('key %s has a French text', (key) => {
    const value = lookup(key);
    expect(typeof value).toBe('string');
    expect((value as string).trim()).not.toBe('');
    expect(i18n.t(key as never)).toBe(value);
  });

  it.each(fixture.texts)('text "%s" appears verbatim', (text) => {
    expect(all).toContain(text);
  });

  it('gives the spec texts for the keys it quotes', () => {
    expect(i18n.t('form.validation.required')).toBe('Ce champ est obligatoire');
    expect(i18n.t('form.validation.isSiret')).toBe('Votre numéro SIRET doit faire 14 caractères');
    expect(i18n.t('views.resume_filters.error')).toBe("Une erreur s'est produite lors de la récupération des filtres");
    expect(i18n.t('components.business_unit_card.delete_success')).toBe('Pôle d’activité supprimé avec succès');
    expect(i18n.t('views.login.error')).toBe('Impossible de se connecter, merci de réessayer.');
  });

  it('has a text for every error code of the API', () => {
    for (const code of ERROR_CODES) {
      const value = lookup(`errors.${code}`);
      expect(typeof value, `errors.${code} is missing from src/locales/fr`).toBe('string');
    }
  });

  it('has a text for every validation message of the shared schemas', () => {
    for (const key of Object.values(V)) {
      const value = lookup(key);
      expect(typeof value, key).toBe('string');
    }
  });

  it('interpolates single-brace placeholders, as the spec writes them', () => {
    expect(i18n.t('views.resume_shop.purchases.date_group', { date: '12/01/2026' })).toBe('Le 12/01/2026');
  });

  it('falls back to French for an unknown language', () => {
    expect(createI18n('de', fr).t('form.validation.required')).toBe('Ce champ est obligatoire');
  });
});
