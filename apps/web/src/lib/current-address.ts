import type { AddressSummary, Recruiter } from '@app/contracts/auth';
import { useSyncExternalStore } from 'react';
import { useCurrentRecruiter } from './auth';

/**
 * The current address of the session (spec section 3, Session.currentAddress; section 4, "Address
 * loading"), shared by every feature: the address chosen in the store switch, kept per account in
 * localStorage so that a reload keeps it, else the account's own address, else the first.
 */
const storageKey = (recruiterUuid: string) => `qrecrute.current-address.${recruiterUuid}`;

const listeners = new Set<() => void>();
let version = 0;
const notify = () => {
  version += 1;
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('qrecrute.current-address.')) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

const readChosen = (recruiterUuid: string): string | null => {
  try {
    return window.localStorage.getItem(storageKey(recruiterUuid));
  } catch {
    return null;
  }
};

/** Chooses the current address (store switch). */
export const setCurrentAddress = (recruiterUuid: string, addressUuid: string | null): void => {
  try {
    if (addressUuid) window.localStorage.setItem(storageKey(recruiterUuid), addressUuid);
    else window.localStorage.removeItem(storageKey(recruiterUuid));
  } catch {
    // private browsing without storage: the choice lasts until the next reload
  }
  notify();
};

/** The chosen address when it still belongs to the account, else the default of spec section 4. */
export const currentAddressOf = (recruiter: Pick<Recruiter, 'uuid' | 'addresses'>, chosenUuid: string | null): AddressSummary | undefined =>
  (chosenUuid ? recruiter.addresses.find((a) => a.uuid === chosenUuid) : undefined) ??
  recruiter.addresses.find((address) => address.recruiter_uuid === recruiter.uuid) ??
  recruiter.addresses[0];

/** The current address now, outside React (a page's prefetch, before it renders). */
export const currentAddressNow = (recruiter: Pick<Recruiter, 'uuid' | 'addresses'>): AddressSummary | undefined =>
  currentAddressOf(recruiter, readChosen(recruiter.uuid));

/** The current address, re-rendering when the store switch changes it. */
export const useCurrentAddress = (): AddressSummary | undefined => {
  const recruiter = useCurrentRecruiter();
  const chosen = useSyncExternalStore(
    subscribe,
    () => `${version}:${readChosen(recruiter.uuid) ?? ''}`,
    () => '',
  );
  return currentAddressOf(recruiter, chosen.split(':').slice(1).join(':') || null);
};

/** Premium means maxAddresses > 0; a subscription counts only when its status is 'active' (spec section 4). */
export const hasActiveSubscription = (address: Pick<AddressSummary, 'subscription'>): boolean => address.subscription?.status === 'active';

/** 'subscription is over': a subscription that is not active, on an address without premium (spec section 4). */
export const isSubscriptionOver = (address: Pick<AddressSummary, 'subscription' | 'premium'>): boolean =>
  !address.premium && address.subscription !== null && address.subscription.status !== 'active';

/**
 * The QR code and its modal are offered when the address has an active subscription or is premium
 * (spec section 2), and always to a premium head-hunter, whose candidates' details are all open
 * ("unlimited free recruiting", issue 11 item 4).
 */
export const offersQrCode = (
  address: Pick<AddressSummary, 'subscription' | 'premium'>,
  recruiter?: Pick<Recruiter, 'headhunterPremium'> | null,
): boolean => Boolean(recruiter?.headhunterPremium) || address.premium || hasActiveSubscription(address);
