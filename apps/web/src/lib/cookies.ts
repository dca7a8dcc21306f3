import {
  ACCESS_COOKIE,
  BASKET_COOKIE,
  BASKET_COOKIE_DAYS,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  REFRESH_COOKIE,
  REFRESH_TOKEN_TTL_SECONDS,
  SIGNED_IN_COOKIE,
  CANDIDATE_SIGNED_IN_COOKIE,
  SUPPORT_VIEW_COOKIE,
  SUPPORTED_LANGUAGES,
  type Language,
} from '@app/contracts/constants';
import Cookies from 'js-cookie';

/**
 * Browser cookies of the product (spec sections 6 and 9): basket 14 days, language, consent, all
 * `SameSite=Strict` and `Secure`. The session's tokens are not here: the API keeps them in
 * HttpOnly cookies no script can read (decision 117); the app only reads `signed_in`, a hint
 * without secret that a session may exist.
 *
 * Browsers treat loopback hosts as secure contexts and keep `Secure` cookies set over plain
 * http there, so `Secure` is only dropped on a plain-http non-loopback host (a LAN dev box),
 * where the browser would otherwise refuse the cookie and nobody could log in.
 */
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
const isSecureContextHost = (): boolean => window.location.protocol === 'https:' || LOOPBACK.test(window.location.hostname);

export const cookieAttributes = (days: number): Cookies.CookieAttributes => ({
  expires: days,
  path: '/',
  sameSite: 'strict',
  secure: isSecureContextHost(),
});

/** Whether a candidate's session may exist (the API's hint, issue 33): the candidate's space asks who is signed in then. */
export const hasCandidateSession = (): boolean => Cookies.get(CANDIDATE_SIGNED_IN_COOKIE) === '1';

/** Whether this page is the support's read-only view of the account (the API's hint, decision 161). */
export const isSupportView = (): boolean => Cookies.get(SUPPORT_VIEW_COOKIE) === '1';

/** Whether a session may exist (the API's `signed_in` hint): the guards load the profile then. */
export const hasSession = (): boolean => Cookies.get(SIGNED_IN_COOKIE) === '1';

/**
 * Notes that the API opened a session. The API sets the same hint with the session's HttpOnly
 * cookies; the app sets it too after a successful answer, so that a proxy or browser that dropped
 * it does not leave a signed-in user in front of the login page.
 */
export const markSignedIn = (): void => {
  Cookies.set(SIGNED_IN_COOKIE, '1', cookieAttributes(REFRESH_TOKEN_TTL_SECONDS / 86_400));
};

/**
 * Forgets the session in this page: the hint, and the token cookies this app wrote itself before
 * decision 117 (readable by scripts). The HttpOnly ones are cleared by the API's sign-out.
 */
export const clearTokens = (): void => {
  for (const name of [SIGNED_IN_COOKIE, ACCESS_COOKIE, REFRESH_COOKIE]) Cookies.remove(name, { path: '/' });
};

// ---------------------------------------------------------------------------------------------
// Basket: a JSON list of candidate uuids (spec section 3, "Shopping basket").

type Listener = () => void;
const basketListeners = new Set<Listener>();

const parseBasket = (raw: string | undefined): string[] => {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string'))] : [];
  } catch {
    return [];
  }
};

let basketSnapshot: { raw: string | undefined; items: string[] } = { raw: undefined, items: [] };
let basketCookies: string | undefined;

/** The basket's uuids; the same array is returned while the cookie is unchanged (for useSyncExternalStore). */
export const getBasket = (): string[] => {
  // Read at every render of every card: the cookies are parsed again only when they have changed.
  const all = typeof document === 'undefined' ? undefined : document.cookie;
  if (all !== undefined && all === basketCookies) return basketSnapshot.items;
  basketCookies = all;
  const raw = Cookies.get(BASKET_COOKIE);
  if (raw !== basketSnapshot.raw) basketSnapshot = { raw, items: parseBasket(raw) };
  return basketSnapshot.items;
};

const notifyBasket = (): void => basketListeners.forEach((listener) => listener());

export const setBasket = (uuids: readonly string[]): void => {
  const unique = [...new Set(uuids)];
  if (unique.length === 0) Cookies.remove(BASKET_COOKIE, { path: '/' });
  else Cookies.set(BASKET_COOKIE, JSON.stringify(unique), cookieAttributes(BASKET_COOKIE_DAYS));
  notifyBasket();
};

/** Adds the uuid when absent, removes it when present (spec section 4, "Basket toggle"). */
export const toggleBasketItem = (uuid: string): string[] => {
  const current = getBasket();
  setBasket(current.includes(uuid) ? current.filter((u) => u !== uuid) : [...current, uuid]);
  return getBasket();
};

export const clearBasket = (): void => setBasket([]);

export const subscribeBasket = (listener: Listener): (() => void) => {
  basketListeners.add(listener);
  return () => basketListeners.delete(listener);
};

// ---------------------------------------------------------------------------------------------
// Language: from a cookie, default and fallback French (spec section 6).

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

export const getLanguage = (): Language => {
  const value = Cookies.get(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
};

export const setLanguage = (language: Language): void => {
  Cookies.set(LANGUAGE_COOKIE, language, cookieAttributes(LANGUAGE_COOKIE_DAYS));
};

/** Ends the browser session: tokens and basket go; the language choice stays. */
export const clearSessionCookies = (): void => {
  clearTokens();
  clearBasket();
};
