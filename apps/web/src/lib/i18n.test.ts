import { LANGUAGE_COOKIE } from '@app/contracts/constants';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addTexts, createI18n, i18n, switchLanguage, textsReady, type EnglishTexts } from './i18n';

/** The language choice (issue 16, decision 092): cookie -> language, French default and fallback, English fetched lazily. */

const FR = { demo: { hello: 'Bonjour {name}', only_fr: 'Seulement en français' } };
const EN = { demo: { hello: 'Hello {name}' } };

afterEach(async () => {
  Cookies.remove(LANGUAGE_COOKIE, { path: '/' });
  await i18n.changeLanguage('fr');
});

describe('createI18n', () => {
  it('shows the texts of the language asked, and French for a key English lacks', () => {
    const english = createI18n('en', FR, EN);
    expect(english.t('demo.hello' as never, { name: 'Ada' })).toBe('Hello Ada');
    expect(english.t('demo.only_fr' as never)).toBe('Seulement en français');
  });

  it('falls back to French for a language the product does not have', () => {
    const german = createI18n('de', FR, EN);
    expect(german.t('demo.hello' as never, { name: 'Ada' })).toBe('Bonjour Ada');
  });

  it('reads the language cookie when no language is given', () => {
    Cookies.set(LANGUAGE_COOKIE, 'en');
    expect(createI18n(undefined, FR, EN).t('demo.hello' as never, { name: 'Ada' })).toBe('Hello Ada');
    Cookies.set(LANGUAGE_COOKIE, 'xx');
    expect(createI18n(undefined, FR, EN).t('demo.hello' as never, { name: 'Ada' })).toBe('Bonjour Ada');
  });
});

describe('switchLanguage', () => {
  it('keeps the choice a year in the cookie, switches the texts and <html lang>', async () => {
    const set = vi.spyOn(Cookies, 'set');
    const instance = createI18n('fr', FR, EN);
    await switchLanguage('en', instance);
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('en');
    expect(set).toHaveBeenCalledWith(LANGUAGE_COOKIE, 'en', expect.objectContaining({ expires: 365, path: '/', sameSite: 'strict' }));
    expect(instance.t('demo.hello' as never, { name: 'Ada' })).toBe('Hello Ada');
    expect(document.documentElement.lang).toBe('en');
    await switchLanguage('fr', instance);
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    set.mockRestore();
  });
});

describe("the application's instance", () => {
  it('fetches a part in English only once English is chosen, then each new part as it is added', async () => {
    expect(i18n.language).toBe('fr');
    const first = vi.fn<EnglishTexts>(async () => ({ default: { demo_first: { title: 'First part' } } }));
    addTexts({ demo_first: { title: 'Première partie' } }, first);
    await textsReady();
    // A French user downloads no English.
    expect(first).not.toHaveBeenCalled();
    expect(i18n.t('demo_first.title' as never)).toBe('Première partie');

    // As the components call it: with `useTranslation().i18n`, a proxy of the instance.
    await switchLanguage('en', new Proxy(i18n, {}));
    expect(first).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('en');
    expect(i18n.t('demo_first.title' as never)).toBe('First part');
    // The core texts came too.
    expect(i18n.t('footer.terms')).toBe('Terms and conditions');

    const second = vi.fn<EnglishTexts>(async () => ({ default: { demo_second: { title: 'Second part' } } }));
    addTexts({ demo_second: { title: 'Seconde partie' } }, second);
    await textsReady();
    expect(second).toHaveBeenCalledTimes(1);
    expect(i18n.t('demo_second.title' as never)).toBe('Second part');

    // Back to French: nothing fetched again, French texts shown.
    await switchLanguage('fr');
    expect(i18n.t('demo_first.title' as never)).toBe('Première partie');
    await switchLanguage('en');
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('retries a part whose English failed to arrive, showing French meanwhile', async () => {
    let fail = true;
    const flaky = vi.fn<EnglishTexts>(async () => {
      if (fail) throw new Error('offline');
      return { default: { demo_flaky: { title: 'Flaky' } } };
    });
    addTexts({ demo_flaky: { title: 'Instable' } }, flaky);
    await expect(switchLanguage('en')).rejects.toThrow('offline');
    expect(i18n.t('demo_flaky.title' as never)).toBe('Instable');
    fail = false;
    await switchLanguage('en');
    expect(i18n.t('demo_flaky.title' as never)).toBe('Flaky');
  });
});
