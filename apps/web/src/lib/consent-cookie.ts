import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '@app/contracts/constants';
import Cookies from 'js-cookie';
import { cookieAttributes } from './cookies';

/**
 * The visitor's cookie choice as kept in the `consent` cookie (decision 089): 6 months,
 * `{"videos": bool}`. Written here only, by the banner's React store (`lib/consent.ts`) and by the
 * public site's page script, which answers "Tout refuser" and "Tout accepter" before React is there
 * (src/marketing/main.ts, issue 29): no React, so that script stays small.
 */
export interface ConsentChoice {
  videos: boolean;
}

export const writeConsentCookie = (choice: ConsentChoice): void => {
  Cookies.set(CONSENT_COOKIE, JSON.stringify({ videos: choice.videos }), cookieAttributes(CONSENT_COOKIE_DAYS));
};
