import { ACCESS_COOKIE, BASKET_COOKIE, LANGUAGE_COOKIE } from '@app/contracts/constants';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import {
  clearSessionCookies,
  getBasket,
  getLanguage,
  hasAccessToken,
  setBasket,
  setTokens,
  subscribeBasket,
  toggleBasketItem,
} from './cookies';

describe('session cookies', () => {
  it('stores and clears both tokens', () => {
    setTokens({ access: 'a', refresh: 'r' });
    expect(hasAccessToken()).toBe(true);
    expect(Cookies.get(ACCESS_COOKIE)).toBe('a');
    clearSessionCookies();
    expect(hasAccessToken()).toBe(false);
  });

  it('sets 14 and 365 days, secure and same-site strict', () => {
    const set = vi.spyOn(Cookies, 'set');
    setTokens({ access: 'a', refresh: 'r' });
    expect(set).toHaveBeenCalledWith('access', 'a', expect.objectContaining({ expires: 14, sameSite: 'strict', secure: true }));
    expect(set).toHaveBeenCalledWith('refresh', 'r', expect.objectContaining({ expires: 365, sameSite: 'strict', secure: true }));
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
