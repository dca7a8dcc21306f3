import { SITE_PATHS } from '@app/contracts/routes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentBanner } from '@/components/ui/consent-banner';
import { AffiliationPage } from '../routes/affiliation-page';
import { HomePage } from '../routes/home-page';
import { LegalPage } from '../routes/legal-page';
import { SiteNotFoundPage } from '../routes/site-not-found-page';
import { ApplyFrameModal } from './apply-frame-modal';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import '@/locales/marketing';

const normalize = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The page of the public site for a pathname (one bundle, pages chosen by path). */
export const sitePage = (pathname: string) => {
  switch (normalize(pathname)) {
    case SITE_PATHS.home:
    case '/index.html':
      return { key: 'home', element: <HomePage /> } as const;
    case SITE_PATHS.affiliation:
      return { key: 'affiliation', element: <AffiliationPage /> } as const;
    case SITE_PATHS.terms:
      return { key: 'terms', element: <LegalPage kind="terms" /> } as const;
    case SITE_PATHS.privacy:
      return { key: 'privacy', element: <LegalPage kind="privacy" /> } as const;
    default:
      return { key: 'notFound', element: <SiteNotFoundPage /> } as const;
  }
};

export function MarketingSite({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const page = sitePage(pathname);
  useEffect(() => {
    document.title = t(`marketing.document_title.${page.key}`);
    document.body.classList.add(`site-${page.key}`);
  }, [page.key, t]);
  useEffect(() => {
    // The browser cannot scroll to /#contact before the page exists.
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return (
    <>
      <SiteHeader />
      <main>{page.element}</main>
      <SiteFooter />
      <ApplyFrameModal />
      <ConsentBanner />
    </>
  );
}
