import type { ReactElement } from 'react';
import type { SitePageKey } from '@app/contracts/routes';
import { ConsentBanner } from '@/components/ui/consent-banner';
import { AffiliationPage } from '../routes/affiliation-page';
import { HomePage } from '../routes/home-page';
import { LegalNoticePage } from '../routes/legal-notice-page';
import { LegalPage } from '../routes/legal-page';
import { SiteNotFoundPage } from '../routes/site-not-found-page';
import { ApplyFrameModal } from './apply-frame-modal';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { APPLY_FRAME_QUERY } from '@app/contracts/apply';
import { INVITATION_QUERY } from '@app/contracts/constants';
import { Island } from './island';

const PAGES = {
  home: <HomePage />,
  affiliation: <AffiliationPage />,
  terms: <LegalPage kind="terms" />,
  privacy: <LegalPage kind="privacy" />,
  legalNotice: <LegalNoticePage />,
  notFound: <SiteNotFoundPage />,
} satisfies Record<SitePageKey | 'notFound', ReactElement>;

/**
 * A page of the public site, pre-rendered at build time (src/marketing/prerender.tsx, decision 096):
 * static HTML but for its islands (header buttons, toggle, job search, carousel, contact form,
 * cookie banner, application frame, set-password modal), which hydrate on their own.
 */
export function MarketingSite({ page }: { page: SitePageKey | 'notFound' }) {
  return (
    <>
      <SiteHeader />
      <main>{PAGES[page]}</main>
      <SiteFooter />
      <Island name="apply-frame" component={ApplyFrameModal} props={{}} trigger={`query:${APPLY_FRAME_QUERY}`} />
      {/* Nothing to show until the query opens it: rendered in the browser only (decision 097). */}
      <Island name="set-password" props={{}} trigger={`query:${INVITATION_QUERY}`} />
      <Island name="consent" component={ConsentBanner} props={{}} hidden />
    </>
  );
}
