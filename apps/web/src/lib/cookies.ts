import {
  ACCESS_COOKIE,
  ACCESS_COOKIE_DAYS,
  BASKET_COOKIE,
  BASKET_COOKIE_DAYS,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  REFRESH_COOKIE,
  REFRESH_COOKIE_DAYS,
  SUPPORTED_LANGUAGES,
  type Language,
} from '@app/contracts/constants';
import Cookies from 'js-cookie';

/**
 * Browser cookies of the product (spec sections 6 and 9): access token 14 days, refresh token
 * 365 days, basket 14 days, all `SameSite=Strict` and `Secure`.
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

export interface Tokens {
  access: string;
  refresh: string;
}

export const getAccessToken = (): string | undefined => Cookies.get(ACCESS_COOKIE) || undefined;
export const getRefreshToken = (): string | undefined => Cookies.get(REFRESH_COOKIE) || undefined;
export const hasAccessToken = (): boolean => getAccessToken() !== undefined;

export const setTokens = ({ access, refresh }: Tokens): void => {
  Cookies.set(ACCESS_COOKIE, access, cookieAttributes(ACCESS_COOKIE_DAYS));
  Cookies.set(REFRESH_COOKIE, refresh, cookieAttributes(REFRESH_COOKIE_DAYS));
};

export const clearTokens = (): void => {
  Cookies.remove(ACCESS_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_COOKIE, { path: '/' });
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
