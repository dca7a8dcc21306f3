import type { AddressSummary } from '@app/contracts/auth';
import { describe, expect, it } from 'vitest';
import { canOpenStoreSwitch, cardNotice, isSwitchablePage, rowState, switchableRows } from './address-rules';

const sub = (status: string) => ({
  status,
  plan: { id: 1, product: 1 },
  currentPeriodEnd: '2030-01-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
});
const address = (uuid: string, overrides: Partial<AddressSummary> = {}): AddressSummary => ({
  id: 1,
  uuid,
  name: uuid,
  content: null,
  logo: null,
  activitySector: null,
  qrcodeTown: null,
  siret: null,
  active: true,
  recruiter_uuid: 'r',
  isParent: false,
  parent: null,
  parentUuid: null,
  childrenLength: 0,
  subscription: null,
  premium: false,
  receiveApplicationByEmail: false,
  email: null,
  frequency: 'none',
  freeApplication: false,
  ...overrides,
});

describe('store switch rules (spec section 6)', () => {
  it('opens on every page for a parent or several addresses (decision 143); a choice on the account or addresses page goes to the dashboard', () => {
    const parent = address('p', { isParent: true, childrenLength: 2 });
    const single = address('s');
    expect(canOpenStoreSwitch(parent, 1)).toBe(true);
    expect(canOpenStoreSwitch(single, 2)).toBe(true);
    expect(canOpenStoreSwitch(single, 1)).toBe(false);
    expect(canOpenStoreSwitch(undefined, 3)).toBe(false);
    expect(isSwitchablePage('/addresses/add')).toBe(true);
    expect(isSwitchablePage('/addresses/')).toBe(false);
    expect(isSwitchablePage('/account')).toBe(false);
  });

  it('lists addresses with a subscription or premium and no children; the parent apart', () => {
    const rows = switchableRows(
      [
        address('parent', { isParent: true, childrenLength: 2, premium: true }),
        address('child-active', { subscription: sub('active') }),
        address('child-over', { subscription: sub('past_due') }),
        address('child-premium', { premium: true }),
        address('none'),
        address('with-children', { childrenLength: 1, subscription: sub('active') }),
      ],
      'parent',
    );
    expect(rows.map((r) => r.uuid)).toEqual(['child-active', 'child-over', 'child-premium']);
  });

  it("rows offer Access, or say 'no subscription' / 'subscription is over' with Pay", () => {
    expect(rowState(address('a', { subscription: sub('active') }))).toBe('access');
    expect(rowState(address('a', { premium: true, subscription: sub('canceled') }))).toBe('access');
    expect(rowState(address('a', { subscription: sub('canceled') }))).toBe('subscription_over');
    expect(rowState(address('a'))).toBe('no_subscription');
  });
});

describe('address card notices (spec sections 2 and 4)', () => {
  it('no subscription without premium; over when the status is not active; the stop link when active', () => {
    expect(cardNotice(address('a'))).toBe('no_subscription');
    expect(cardNotice(address('a', { premium: true }))).toBe('none');
    expect(cardNotice(address('a', { subscription: sub('incomplete') }))).toBe('subscription_over');
    expect(cardNotice(address('a', { subscription: sub('active') }))).toBe('active');
  });
});
