import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (a dotted IPv4 tail becomes the last two). */
function groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key under which throttles, quotas and rate limits count a caller (`request.ip`, which
 * TRUST_PROXY makes the address the proxy saw): an IPv4 address as it is; an IPv4-mapped IPv6
 * address (`::ffff:192.0.2.1`, how a dual-stack socket shows an IPv4 client) as that IPv4; any
 * other IPv6 address by its /64, the network one subscriber gets and picks addresses from at will,
 * so a phone cannot take a fresh quota per address. Anything else is returned as it is.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const g = groups(address);
  if (g.slice(0, 5).every((group) => group === 0) && g[5] === 0xffff) {
    return [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join('.');
  }
  return `${g
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
