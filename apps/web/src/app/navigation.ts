import type { Recruiter } from '@app/contracts/auth';
import { mayManageBusinessUnits, mayUseBrand, mayUseResumeShop } from '@app/contracts/roles';
import { APP_PATHS } from '@app/contracts/routes';
import { isPremium, policyCallerOf, readsApplications } from '../lib/auth';

/**
 * Main navigation of the Default layout, by role: spec section 6, table "Navigation".
 *
 * | Item                  | Shown to                                                |
 * | Resumes               | premium only                                            |
 * | Resume shop           | head-hunters                                            |
 * | Business unit         | (premium or head-hunter) and displayBusinessUnitPage    |
 * | Jobs, account, logout | everyone                                                |
 * | Brand                 | premium or head-hunter premium                          |
 * | Separator             | premium or head-hunter                                  |
 * | My QR codes           | displayQrCodePage flag                                  |
 * | Addresses             | premium and no parent                                   |
 * | Premium call-to-action| all except head-hunter premium                          |
 *
 * Two rows widened so that every landing page is in the menu (decision 121): "Resumes" (the
 * applications the QR codes bring) also for a recruiter whose site has an active subscription,
 * what that subscription buys; "Resume shop" for everyone who may use it (head-hunters and
 * recruiters without premium, decision 084), since it is their landing page.
 */
export type NavKey =
  | 'resumes'
  | 'resumesShop'
  | 'businessUnit'
  | 'jobs'
  | 'brand'
  | 'separator'
  | 'myQrCodes'
  | 'addresses'
  | 'account'
  | 'logout'
  | 'premium';

export type NavItem =
  | { key: Exclude<NavKey, 'separator' | 'logout' | 'premium'>; kind: 'link'; to: string }
  | { key: 'separator'; kind: 'separator' }
  | { key: 'logout'; kind: 'logout' }
  | { key: 'premium'; kind: 'premium' };

export type NavRecruiter = Pick<
  Recruiter,
  | 'premium'
  | 'maxAddresses'
  | 'headhunter'
  | 'headhunterPremium'
  | 'affiliate'
  | 'displayBusinessUnitPage'
  | 'displayQrCodePage'
  | 'parent'
  | 'addresses'
>;

/**
 * The caption under the menu's premium call-to-action: what the premium offer shown to this account
 * is (walk of 2026-11-29: recruiters read "unlimited recruiting" above a popup about several sites).
 */
export const premiumHintKey = (
  recruiter: NavRecruiter,
): 'navigation.premium_active_hint' | 'navigation.premium_hint' | 'navigation.premium_hint_recruiter' =>
  isPremium(recruiter)
    ? 'navigation.premium_active_hint'
    : recruiter.headhunter
      ? 'navigation.premium_hint'
      : 'navigation.premium_hint_recruiter';

export const navigationItems = (recruiter: NavRecruiter): NavItem[] => {
  // The rules of contracts/roles.ts, which the API's route policies apply (decision 146).
  const caller = policyCallerOf(recruiter);
  const { premium, headhunter, headhunterPremium } = caller;
  const items: NavItem[] = [];
  if (readsApplications(recruiter)) items.push({ key: 'resumes', kind: 'link', to: APP_PATHS.resumes });
  if (mayUseResumeShop(caller)) {
    items.push({ key: 'resumesShop', kind: 'link', to: APP_PATHS.resumesShop });
  }
  if (mayManageBusinessUnits(caller)) {
    items.push({ key: 'businessUnit', kind: 'link', to: APP_PATHS.businessUnit });
  }
  items.push({ key: 'jobs', kind: 'link', to: APP_PATHS.jobs });
  if (mayUseBrand(caller)) items.push({ key: 'brand', kind: 'link', to: APP_PATHS.brand });
  if (premium || headhunter) items.push({ key: 'separator', kind: 'separator' });
  if (recruiter.displayQrCodePage) items.push({ key: 'myQrCodes', kind: 'link', to: APP_PATHS.myQrCodes });
  if (premium && !recruiter.parent) items.push({ key: 'addresses', kind: 'link', to: APP_PATHS.addresses });
  items.push({ key: 'account', kind: 'link', to: APP_PATHS.account });
  items.push({ key: 'logout', kind: 'logout' });
  if (!headhunterPremium) items.push({ key: 'premium', kind: 'premium' });
  return items;
};

/** The header basket is for non-premium users who are not premium head-hunters (spec section 2). */
export const showsBasket = (recruiter: Pick<Recruiter, 'premium' | 'maxAddresses' | 'headhunterPremium'>): boolean =>
  !isPremium(recruiter) && !recruiter.headhunterPremium;
