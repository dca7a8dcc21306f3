import { describe, expect, it } from 'vitest';
import { applicationMailTiming } from './addresses.ts';

describe('applicationMailTiming (decision 125): one rule for the API and the address form', () => {
  it('sends nothing while mails are off or there is no e-mail, whatever the frequency', () => {
    for (const frequency of ['none', 'daily', 'weekly'] as const) {
      expect(applicationMailTiming({ receiveApplicationByEmail: false, email: 'rh@site.test', frequency })).toBe('never');
      expect(applicationMailTiming({ receiveApplicationByEmail: true, email: null, frequency })).toBe('never');
      expect(applicationMailTiming({ receiveApplicationByEmail: true, email: '  ', frequency })).toBe('never');
    }
  });

  it('mails each application at once for "none" (no grouping), else one digest', () => {
    const on = { receiveApplicationByEmail: true, email: 'rh@site.test' };
    expect(applicationMailTiming({ ...on, frequency: 'none' })).toBe('each');
    expect(applicationMailTiming({ ...on, frequency: 'daily' })).toBe('daily');
    expect(applicationMailTiming({ ...on, frequency: 'weekly' })).toBe('weekly');
  });
});
