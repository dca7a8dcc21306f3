import { CONSENT_COOKIE } from '@app/contracts/constants';
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { writeConsentCookie, type ConsentChoice } from './consent-cookie';
import { CONSENT_OPEN_EVENT } from './consent-events';

/**
 * The visitor's cookie choice (decision 089). The product's own cookies (session, basket, language,
 * this choice) are needed for what the visitor asks and need no consent; the only optional ones
 * are third parties' in embedded videos (YouTube). Nothing optional loads before a choice.
 */
export type { ConsentChoice };

const parse = (raw: string | undefined): ConsentChoice | null => {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && typeof (value as ConsentChoice).videos === 'boolean'
      ? { videos: (value as ConsentChoice).videos }
      : null;
  } catch {
    return null;
  }
};

const listeners = new Set<() => void>();
let current: ConsentChoice | null | undefined;
let panelOpen = false;

const read = (): ConsentChoice | null => (current === undefined ? (current = parse(Cookies.get(CONSENT_COOKIE))) : current);
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Saves the choice for 6 months; the banner closes and what it allows loads. */
export function saveConsent(choice: ConsentChoice): void {
  writeConsentCookie(choice);
  current = choice;
  panelOpen = false;
  emit();
}

/** Opens the choice again (footer link "Gérer les cookies"). */
export function openConsentPanel(): void {
  panelOpen = true;
  emit();
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}

/** The choice made (null: none yet), and whether the banner is to be shown. */
export function useConsent(): { choice: ConsentChoice | null; bannerOpen: boolean } {
  const choice = useSyncExternalStore(subscribe, read, () => null);
  const open = useSyncExternalStore(
    subscribe,
    () => panelOpen,
    () => false,
  );
  return { choice, bannerOpen: open || choice === null };
}

/** Tests: forget what was read. */
export const resetConsentForTests = (): void => {
  current = undefined;
  panelOpen = false;
};
