import '@/components/styles';
import { DEFAULT_LANGUAGE, type Language } from '@app/contracts/constants';
import {
  RENDERED_SITE_PAGE_ROOT,
  RENDERED_SITE_PAGE_TITLE,
  SITE_PAGE_KEYS,
  type PrerenderedAppPageKey,
  type RenderedSitePageKey,
} from '@app/contracts/routes';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver, theme } from '@/components/ui/theme';
import { Island, IslandRenderer } from '@/features/marketing/components/island';
import { MarketingSite } from '@/features/marketing/components/marketing-site';
import { LoginIsland } from '@/features/auth/components/login-island';
import { CandidateSpaceIsland, CompanyIsland, JobsNearIsland } from '@/features/candidate-app/components/candidate-app-islands';
import { ApplyIsland } from '@/features/apply/components/apply-island';
import type { SitePageIslandProps } from '@/components/ui/candidate-island';
import { ConsentBanner } from '@/components/ui/consent-banner';
import { routeHandle } from '@/app/route-handle';
import { i18n, textsReady } from '@/lib/i18n';
import '@/locales/apply';
import '@/locales/auth';
import '@/locales/candidate-app';
import '@/locales/marketing';
import type { IslandName } from './island-loaders';
import { IslandTree, clearIslandQueries, islandIdPrefix } from './island-providers';

const renderIsland = (name: IslandName, element: React.ReactElement): string =>
  renderToString(<IslandTree>{element}</IslandTree>, { identifierPrefix: islandIdPrefix(name) });

export interface RenderedPage {
  key: (typeof SITE_PAGE_KEYS)[number] | PrerenderedAppPageKey | RenderedSitePageKey;
  title: string;
  /** The page's `<body>` class. */
  bodyClass: string;
  /** The body's content: the page's HTML, Mantine's CSS variables first. */
  html: string;
}

/**
 * The pages of the public site as HTML, rendered by React at build time (decision 096; run by
 * scripts/prerender.ts on the server build of this file), and the application's login page
 * (decision 098). Each island is rendered in a React root of its own, as the browser hydrates it.
 */
/** A page's tree: Mantine's CSS variables once for the page, each island rendered on its own. */
const renderPage = (content: React.ReactElement): string =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <IslandRenderer.Provider value={renderIsland}>{content}</IslandRenderer.Provider>
      </MantineProvider>
    </I18nextProvider>,
  );

export async function renderSite(language: Language = DEFAULT_LANGUAGE): Promise<RenderedPage[]> {
  await i18n.changeLanguage(language);
  // Every part is imported by now (this bundle holds the whole site): fetch their texts in that language.
  await textsReady();
  const site = SITE_PAGE_KEYS.map((key) => ({
    key,
    title: i18n.t(`marketing.document_title.${key}`),
    bodyClass: `site-${key}`,
    html: renderPage(<MarketingSite page={key} />),
  }));
  // The application's login page (decision 098): the application's page, with its cookie banner, as islands.
  const login: RenderedPage = {
    key: 'appLogin',
    title: i18n.t('app.document_title', { page: i18n.t('pages.Login.title') }),
    bodyClass: routeHandle('anonymous', 'none', 'Login').bodyClass,
    html: renderPage(
      <>
        <Island name="login" component={LoginIsland} props={{}} />
        <Island name="consent" component={ConsentBanner} props={{}} hidden />
      </>,
    ),
  };
  // The candidate's space and "jobs near me" (decision 159): the application's pages as islands, in
  // the candidate app (its manifest and service worker).
  const candidateSpace: RenderedPage = {
    key: 'appCandidateSpace',
    title: i18n.t('app.document_title', { page: i18n.t('views.candidate_app.title') }),
    bodyClass: routeHandle('open', 'none', undefined, 'page-candidate-space').bodyClass,
    html: renderPage(
      <>
        <Island name="candidate-space" component={CandidateSpaceIsland} props={{}} />
        <Island name="consent" component={ConsentBanner} props={{}} hidden />
      </>,
    ),
  };
  const jobsNear: RenderedPage = {
    key: 'appJobsNear',
    title: i18n.t('app.document_title', { page: i18n.t('views.jobs_near.title') }),
    bodyClass: routeHandle('open', 'none', undefined, 'page-candidate-jobs-near').bodyClass,
    html: renderPage(
      <>
        <Island name="jobs-near" component={JobsNearIsland} props={{}} />
        <Island name="consent" component={ConsentBanner} props={{}} hidden />
      </>,
    ),
  };
  // The documents of the per-site pages (decision 165): a title and a root the API fills per site.
  const perSite = (['appApply', 'appCompany'] as const).map((key) => ({
    key,
    title: RENDERED_SITE_PAGE_TITLE,
    bodyClass: routeHandle('open', 'none', undefined, SITE_PAGE_BODY_CLASS[key]).bodyClass,
    html: RENDERED_SITE_PAGE_ROOT,
  }));
  return [...site, login, candidateSpace, jobsNear, ...perSite];
}

/** The body classes of the per-site pages' routes (apps/web/src/app/router.tsx). */
const SITE_PAGE_BODY_CLASS: Record<RenderedSitePageKey, string> = { appApply: 'page-address-apply', appCompany: 'page-candidate-company' };

/**
 * The QR apply page or a site's company page of one site in one language (decision 165), rendered by
 * the API per request from this bundle, kept in the build (`dist/renderer/`): the application's own
 * page in an island, with the site's public answer as its props. Its title and body, to fill into
 * the page's document. One render at a time (the texts' language is the module's): the API queues them.
 */
export async function renderSitePage(
  key: RenderedSitePageKey,
  language: Language,
  props: SitePageIslandProps,
): Promise<{ title: string; html: string }> {
  await i18n.changeLanguage(language);
  await textsReady();
  const island =
    key === 'appApply' ? (
      <Island name="apply" component={ApplyIsland} props={props} />
    ) : (
      <Island name="company" component={CompanyIsland} props={props} />
    );
  try {
    const html = renderPage(
      <>
        {island}
        <Island name="consent" component={ConsentBanner} props={{}} hidden />
      </>,
    );
    // The title the page's `useDocumentTitle` sets.
    const page =
      key === 'appApply'
        ? i18n.t('views.apply.document_title', { name: props.page.name })
        : i18n.t('views.candidate_app.company.document_title', { name: props.page.name });
    const title = i18n.t('app.document_title', { page });
    return { title, html };
  } finally {
    clearIslandQueries();
  }
}
