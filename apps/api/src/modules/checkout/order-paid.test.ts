import { describe, expect, it } from 'vitest';
import { ORDER_KINDS } from '../../db/schema/index.ts';
import { ORDER_PAID_EFFECTS, orderPaidEffectsFor } from './order-paid.ts';

/**
 * The order in which a paid order's effects run is a rule (issue 14): the earnings point at the
 * purchase written just before them, and a subscription exists before anything else reads it.
 * The end-to-end proof (an earning holding its purchase's id) is in affiliate-earnings.test.ts.
 */
describe('the effects of a paid order, wired in one place', () => {
  it('runs them in the order they depend on each other', () => {
    expect(ORDER_PAID_EFFECTS.map((e) => e.name)).toEqual([
      'subscriptions',
      'resume purchases',
      'affiliate resume-sale earnings',
      'head-hunter premium',
    ]);
  });

  it('runs for each kind only the effects that concern it, purchases before earnings', () => {
    const names = Object.fromEntries(ORDER_KINDS.map((kind) => [kind, orderPaidEffectsFor(kind).map((e) => e.name)]));
    expect(names).toEqual({
      address: ['subscriptions'],
      products: ['subscriptions'],
      premium_headhunter: ['subscriptions', 'head-hunter premium'],
      resumes: ['subscriptions', 'resume purchases', 'affiliate resume-sale earnings'],
      affiliate_kit: ['subscriptions'],
      registration: ['subscriptions'],
    });
  });
});
