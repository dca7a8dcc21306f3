import { describe, expect, it } from 'vitest';
import { forUnprovenAddress, withoutLinks } from './unproven.ts';

describe('withoutLinks (decision 141)', () => {
  it('defangs links, domains and addresses a mail client would make clickable', () => {
    expect(withoutLinks('http://evil.example/x')).toBe('http[:]//evil[.]example/x');
    expect(withoutLinks('HTTPS://www.evil.example')).toBe('HTTPS[:]//www[.]evil[.]example');
    expect(withoutLinks('evil.example')).toBe('evil[.]example');
    expect(withoutLinks('mail me: a@evil.example')).toBe('mail me: a@evil[.]example');
    expect(withoutLinks('évil．example')).toBe('évil[.]example');
    expect(withoutLinks('1.2.3.4')).toBe('1[.]2[.]3[.]4');
  });

  it('leaves ordinary names, towns and job titles as typed', () => {
    for (const text of [
      'Boulangerie St. Jean',
      'Saint-Rémy-de-Provence',
      "L'Atelier : Paris 11e",
      'Vendeur / vendeuse',
      'Fournil Central.',
    ]) {
      expect(withoutLinks(text)).toBe(text);
    }
  });
});

describe('forUnprovenAddress', () => {
  it('defangs every typed text of the props, nested ones included, but not the product link', () => {
    const props = {
      lang: 'fr',
      siteName: 'evil.example',
      siteTown: 'Lyon.evil.example',
      link: 'https://qrecrute.test/app/confirm-email?token=abc',
      days: 7,
      application: { company: 'http://evil.example', jobName: 'Vendeur evil.example', withDisability: false, phoneNumber: null },
    };
    expect(forUnprovenAddress(props)).toEqual({
      ...props,
      siteName: 'evil[.]example',
      siteTown: 'Lyon[.]evil[.]example',
      application: { company: 'http[:]//evil[.]example', jobName: 'Vendeur evil[.]example', withDisability: false, phoneNumber: null },
    });
  });
});
