import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4, in either notation', () => {
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(clientKey('0:0:0:0:0:ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('groups IPv6 addresses by /64, however they are written', () => {
    const key = '2001:db8:a:b::/64';
    for (const ip of ['2001:db8:a:b::1', '2001:DB8:A:B:ffff:ffff:ffff:fffe', '2001:0db8:000a:000b:0:0:0:1', '2001:db8:a:b:1::1.2.3.4']) {
      expect(clientKey(ip), ip).toBe(key);
    }
    expect(clientKey('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('::')).toBe('0:0:0:0::/64');
  });

  it('returns what is not an address as it is', () => {
    expect(clientKey('')).toBe('');
    expect(clientKey('no-es-una-ip')).toBe('no-es-una-ip');
  });
});
