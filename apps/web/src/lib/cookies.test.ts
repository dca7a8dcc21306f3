import { ACCESS_COOKIE, BASKET_COOKIE, LANGUAGE_COOKIE, REFRESH_COOKIE, SIGNED_IN_COOKIE } from '@app/contracts/constants';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import {
  clearSessionCookies,
  getBasket,
  getLanguage,
  hasSession,
  markSignedIn,
  setBasket,
  subscribeBasket,
  toggleBasketItem,
} from './cookies';

describe('session cookies (decision 117)', () => {
  it('keeps only a signed-in hint readable by scripts, never a token, and clears it with the former token cookies', () => {
    Cookies.set(ACCESS_COOKIE, 'legacy-access');
    Cookies.set(REFRESH_COOKIE, 'legacy-refresh');
    markSignedIn();
    expect(hasSession()).toBe(true);
    clearSessionCookies();
    expect(hasSession()).toBe(false);
    expect(Cookies.get()).toEqual({});
  });

  it('sets the hint for a year, secure and same-site strict', () => {
    const set = vi.spyOn(Cookies, 'set');
    markSignedIn();
    expect(set).toHaveBeenCalledWith(SIGNED_IN_COOKIE, '1', expect.objectContaining({ expires: 365, sameSite: 'strict', secure: true }));
  });
});

describe('basket cookie', () => {
  it('keeps a JSON list of uuids and toggles items', () => {
    expect(getBasket()).toEqual([]);
    toggleBasketItem('a');
    toggleBasketItem('b');
    expect(JSON.parse(Cookies.get(BASKET_COOKIE)!)).toEqual(['a', 'b']);
    toggleBasketItem('a');
    expect(getBasket()).toEqual(['b']);
  });

  it('ignores a malformed cookie', () => {
    Cookies.set(BASKET_COOKIE, '{not json');
    expect(getBasket()).toEqual([]);
    Cookies.set(BASKET_COOKIE, JSON.stringify(['x', 3, 'x']));
    expect(getBasket()).toEqual(['x']);
  });

  it('notifies subscribers and keeps a stable snapshot', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeBasket(listener);
    setBasket(['u1']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getBasket()).toBe(getBasket());
    unsubscribe();
    setBasket([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('language cookie', () => {
  it('defaults and falls back to French', () => {
    expect(getLanguage()).toBe('fr');
    Cookies.set(LANGUAGE_COOKIE, 'de');
    expect(getLanguage()).toBe('fr');
    Cookies.set(LANGUAGE_COOKIE, 'en');
    expect(getLanguage()).toBe('en');
  });
});
