import type { ComponentType } from 'react';

/**
 * The islands of the pre-rendered public site and where each one's code is (decision 096). The
 * page's script imports one only when the island's trigger fires.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island takes its own props, read back from JSON
type Loader = () => Promise<ComponentType<any>>;

export const ISLAND_LOADERS = {
  'site-header': () => import('@/features/marketing/components/site-header').then((m) => m.SiteHeaderActions),
  'site-footer': () => import('@/features/marketing/components/site-footer').then((m) => m.ConsentManageButton),
  audience: () => import('@/features/marketing/routes/home-page').then((m) => m.AudienceToggle),
  'job-search': () => import('@/features/marketing/components/job-search-slot').then((m) => m.JobSearchSlot),
  'app-store-links': () => import('@/features/marketing/components/app-store-links').then((m) => m.AppStoreLinks),
  sectors: () => import('@/features/marketing/components/sector-carousel').then((m) => m.SectorCarousel),
  contact: () => import('@/features/marketing/components/contact-form').then((m) => m.ContactForm),
  language: () => import('@/components/ui/language-switch').then((m) => m.LanguageSwitch),
  consent: () => import('@/components/ui/consent-banner').then((m) => m.ConsentBanner),
  // The application's pre-rendered login page (decision 098).
  login: () => import('@/features/auth/components/login-island').then((m) => m.LoginIsland),
  // The candidate's space and "jobs near me", pre-rendered (decision 159).
  'candidate-space': () => import('@/features/candidate-app/components/candidate-app-islands').then((m) => m.CandidateSpaceIsland),
  'jobs-near': () => import('@/features/candidate-app/components/candidate-app-islands').then((m) => m.JobsNearIsland),
  // The QR apply page and a site's company page, rendered per site by the API (decision 165).
  apply: () => import('@/features/apply/components/apply-island').then((m) => m.ApplyIsland),
  company: () => import('@/features/candidate-app/components/candidate-app-islands').then((m) => m.CompanyIsland),
  'apply-frame': () => import('@/features/marketing/components/apply-frame-modal').then((m) => m.ApplyFrameModal),
  'set-password': () => import('@/features/marketing/components/set-password-modal').then((m) => m.SetPasswordModal),
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof ISLAND_LOADERS;
