import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/components/providers';
import { createI18n } from '@/lib/i18n';
import { createTestQueryClient } from '@/test/render';
import { ALL_ENGLISH_TEXTS, ALL_TEXTS } from '@/test/texts';
import { PosterLanguageNote } from './poster-language-note';

const inLanguage = (language: 'fr' | 'en') =>
  render(
    <Providers queryClient={createTestQueryClient()} i18n={createI18n(language, ALL_TEXTS, ALL_ENGLISH_TEXTS)} env="test">
      <PosterLanguageNote testId="note" />
    </Providers>,
  );

describe('the poster stays French, the page around it says so (issue 29, item 12; decision 147)', () => {
  it('tells an English page that the printed text is French, for candidates in France', () => {
    inLanguage('en');
    expect(screen.getByTestId('note')).toHaveTextContent('The text printed on the poster and the sticker is in French');
  });

  it('says nothing on a French page', () => {
    inLanguage('fr');
    expect(screen.queryByTestId('note')).toBeNull();
  });
});
