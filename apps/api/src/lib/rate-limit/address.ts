import { isIPv6 } from 'node:net';

/**
 * The key a per-address limit counts an IP address under. An IPv6 client holds a whole /64 (a
 * phone, a household's router), and would get a fresh allowance from each of its addresses: it is
 * counted by its /64. An IPv4 address written as IPv6 (`::ffff:192.0.2.7`) is that IPv4 address.
 * Anything else (an account's id, an IPv4 address) is its own key.
 */
export function addressKey(key: string): string {
  if (!isIPv6(key)) return key;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(key);
  if (mapped?.[1]) return mapped[1];
  const [address = ''] = key.toLowerCase().split('%');
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = key.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`64:ff9b::192.0.2.1`) is in the last 32 bits, outside the /64.
  const groups = key.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
