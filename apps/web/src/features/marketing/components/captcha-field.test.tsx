import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/components/providers';
import { createI18n } from '@/lib/i18n';
import { createTestQueryClient } from '@/test/render';
import { ALL_ENGLISH_TEXTS, ALL_TEXTS } from '@/test/texts';
import { CaptchaField } from './captcha-field';

// The widget's code and worker are the browser's (the journeys solve a real challenge); here, which texts it gets.
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('altcha/external', () => ({}));
vi.mock('altcha/altcha.css', () => ({}));
vi.mock('altcha/workers/sha?worker', () => ({ default: class {} }));
vi.mock('altcha/i18n/fr-fr', () => {
  loaded.push('fr-fr');
  return {};
});
vi.mock('altcha/i18n/en', () => {
  loaded.push('en');
  return {};
});
Object.assign(globalThis, { $altcha: { algorithms: new Map() } });

describe('CaptchaField', () => {
  it.each([
    ['fr', 'fr-fr'],
    ['en', 'en'],
  ])('speaks the page’s language (%s): ALTCHA’s %s texts (issue 29: English pages had a French captcha)', async (language, altcha) => {
    render(
      <Providers queryClient={createTestQueryClient()} i18n={createI18n(language, ALL_TEXTS, ALL_ENGLISH_TEXTS)} env="test">
        <CaptchaField />
      </Providers>,
    );
    await waitFor(() => expect(screen.getByTestId('contact-captcha').querySelector('altcha-widget')).not.toBeNull());
    expect(screen.getByTestId('contact-captcha').querySelector('altcha-widget')?.getAttribute('language')).toBe(altcha);
    expect(loaded).toContain(altcha);
  });
});
