import { describe, expect, it } from 'vitest';
import { page, renewalText } from './embedded-checkout.routes.ts';

describe('embedded checkout page', () => {
  it('says how often a subscription renews in plain French (issue 29: "tous les 1 mois")', () => {
    expect(renewalText({ interval: 'month', intervalCount: 1 })).toBe('Abonnement renouvelé chaque mois');
    expect(renewalText({ interval: 'month', intervalCount: 12 })).toBe('Abonnement renouvelé chaque année');
    expect(renewalText({ interval: 'year', intervalCount: 1 })).toBe('Abonnement renouvelé chaque année');
    expect(renewalText({ interval: 'month', intervalCount: 6 })).toBe('Abonnement renouvelé tous les 6 mois');
    expect(renewalText({ interval: 'month', intervalCount: 1 }, 'en')).toBe('Subscription renewed every month');
    expect(renewalText({ interval: 'month', intervalCount: 6 }, 'en')).toBe('Subscription renewed every 6 months');
  });

  it("names the product's icon, so the browser asks for no /favicon.ico, which answered 404 (issue 29)", () => {
    expect(page('Paiement - QRecrute', '<p>x</p>')).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
  });
});
