import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.js';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 per /64, however the address is written', () => {
    const key = addressKey('2001:db8:0:1::1');
    expect(key).toBe('2001:db8:0:1::/64');
    for (const same of ['2001:db8:0:1:ffff:ffff:ffff:ffff', '2001:0DB8:0000:0001:0:0:0:2', '2001:db8::1:abcd:0:0:9', '2001:db8:0:1::1%eth0']) {
      expect(addressKey(same), same).toBe(key);
    }
    expect(addressKey('2001:db8:0:2::1')).not.toBe(key);
  });

  it('reads the :: shorthand at the start, the end and with an IPv4 tail', () => {
    const keys = { '::1': '0:0:0:0::/64', '2001:db8::': '2001:db8:0:0::/64', '64:ff9b::192.0.2.33': '64:ff9b:0:0::/64', 'fe80::1%eth0': 'fe80:0:0:0::/64' };
    for (const [address, key] of Object.entries(keys)) expect(addressKey(address), address).toBe(key);
  });

  it('leaves anything else alone', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
