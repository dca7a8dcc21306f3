import type { AddressSummary } from '@app/contracts/auth';
import { APP_PATHS } from '@app/contracts/routes';
import { hasActiveSubscription, isSubscriptionOver } from '@/lib/current-address';

/** Pages where the store switch does not open (spec section 6). */
const NOT_SWITCHABLE = new Set<string>([APP_PATHS.account, APP_PATHS.addresses]);

const stripTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether the page lets the user switch address (not on the account and addresses pages). */
export const isSwitchablePage = (pathname: string): boolean => !NOT_SWITCHABLE.has(stripTrailingSlash(pathname));

/**
 * The store switch opens (and shows its arrows) whenever the current address is a parent or the
 * account has more than one address, on every page (decision 143): on the account and addresses
 * pages too, where a choice then goes to the dashboard (spec section 4, "Address switch"). Spec
 * section 6 kept it closed there, so a recruiter back on the addresses page from paying a second
 * site saw a switch without arrows.
 */
export const canOpenStoreSwitch = (current: Pick<AddressSummary, 'isParent'> | undefined, addressCount: number): boolean =>
  current !== undefined && (current.isParent || addressCount > 1);

/** Rows of the switch modal: addresses with a subscription or premium, without children; the parent is shown apart. */
export const switchableRows = <A extends Pick<AddressSummary, 'uuid' | 'isParent' | 'childrenLength' | 'subscription' | 'premium'>>(
  addresses: A[],
  parentUuid: string | null,
): A[] => addresses.filter((a) => a.uuid !== parentUuid && !a.isParent && a.childrenLength === 0 && (a.subscription !== null || a.premium));

export type RowState = 'access' | 'no_subscription' | 'subscription_over';

/** What a row offers: Access, or a notice ('no subscription', 'subscription is over') with Pay. */
export const rowState = (address: Pick<AddressSummary, 'subscription' | 'premium'>): RowState => {
  if (address.premium || hasActiveSubscription(address)) return 'access';
  if (isSubscriptionOver(address)) return 'subscription_over';
  return 'no_subscription';
};

/** Address card notices (spec section 2): which one shows. */
export const cardNotice = (
  address: Pick<AddressSummary, 'subscription' | 'premium'>,
): 'none' | 'no_subscription' | 'subscription_over' | 'active' => {
  if (address.subscription === null) return address.premium ? 'none' : 'no_subscription';
  if (address.subscription.status === 'active') return 'active';
  return address.premium ? 'none' : 'subscription_over';
};
