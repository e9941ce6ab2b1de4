import { expect, it } from 'vitest';
import { addressKey } from './address.ts';

it('counts an IPv6 address by its /64, however it is written', () => {
  expect(addressKey('2001:db8:a:b::1')).toBe('2001:db8:a:b::/64');
  expect(addressKey('2001:0DB8:000a:000b:ffff:1:2:3')).toBe('2001:db8:a:b::/64');
  expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
  expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(addressKey('2001:db8:a:b:c::')).toBe('2001:db8:a:b::/64');
});

it('keeps IPv4 addresses, also written as IPv6, and other keys as they are', () => {
  expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
  expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  expect(addressKey('42')).toBe('42');
});
