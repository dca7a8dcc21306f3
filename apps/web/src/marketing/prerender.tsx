import '@/components/styles';
import { DEFAULT_LANGUAGE, type Language } from '@app/contracts/constants';
import { SITE_PAGE_KEYS } from '@app/contracts/routes';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver, theme } from '@/components/ui/theme';
import { IslandRenderer } from '@/features/marketing/components/island';
import { MarketingSite } from '@/features/marketing/components/marketing-site';
import { i18n, textsReady } from '@/lib/i18n';
import '@/locales/marketing';
import type { IslandName } from './island-loaders';
import { IslandTree, islandIdPrefix } from './island-providers';

const renderIsland = (name: IslandName, element: React.ReactElement): string =>
  renderToString(<IslandTree>{element}</IslandTree>, { identifierPrefix: islandIdPrefix(name) });

export interface RenderedPage {
  key: (typeof SITE_PAGE_KEYS)[number];
  title: string;
  /** The body's content: the page's HTML, Mantine's CSS variables first. */
  html: string;
}

/**
 * The pages of the public site as HTML, rendered by React at build time (decision 096; run by
 * scripts/prerender.ts on the server build of this file). Each island is rendered in a React root
 * of its own, as the browser hydrates it.
 */
export async function renderSite(language: Language = DEFAULT_LANGUAGE): Promise<RenderedPage[]> {
  await i18n.changeLanguage(language);
  // Every part is imported by now (this bundle holds the whole site): fetch their texts in that language.
  await textsReady();
  return SITE_PAGE_KEYS.map((key) => ({
    key,
    title: i18n.t(`marketing.document_title.${key}`),
    html: renderToString(
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <IslandRenderer.Provider value={renderIsland}>
            <MarketingSite page={key} />
          </IslandRenderer.Provider>
        </MantineProvider>
      </I18nextProvider>,
    ),
  }));
}
