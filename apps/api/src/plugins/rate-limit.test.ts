import { describe, expect, it } from 'vitest';
import { clientKey } from './rate-limit.ts';

describe('clientKey: what every rate limit counts (decision 140)', () => {
  it('keeps an IPv4 address as is, and an IPv4 address mapped into IPv6 as that IPv4 address', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64 network, however they are written', () => {
    const key = clientKey('2001:db8:abcd:12::1');
    expect(key).toBe('2001:db8:abcd:12::/64');
    expect(clientKey('2001:db8:abcd:12:ffff:ffff:ffff:fffe')).toBe(key);
    expect(clientKey('2001:0DB8:ABCD:0012:0000:0000:0000:0002')).toBe(key);
    expect(clientKey('2001:db8:abcd:12::1%eth0')).toBe(key);
    expect(clientKey('2001:db8:abcd:13::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
