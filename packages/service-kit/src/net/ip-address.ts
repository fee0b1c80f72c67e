import { isIP } from 'node:net';

/**
 * Decides whether the page fetcher may connect to an address. Only globally routable unicast addresses pass: a
 * user-given website must never reach the machine itself, the private network it sits in, or a cloud metadata
 * endpoint (169.254.169.254). IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4) are judged by
 * the IPv4 address inside them, so `::ffff:127.0.0.1` is loopback like `127.0.0.1`.
 */
export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared'
  | 'multicast'
  | 'reserved'
  | 'invalid';

interface Range {
  bits: number[];
  prefix: number;
  kind: Exclude<AddressClass, 'public' | 'invalid'>;
}

const v4 = (cidr: string, kind: Range['kind']): Range => {
  const [addr, prefix] = cidr.split('/');
  return { bits: addr.split('.').map(Number), prefix: Number(prefix), kind };
};

// IANA special-purpose registry, the parts that are not publicly routable.
const V4_RANGES: Range[] = [
  v4('0.0.0.0/8', 'unspecified'),
  v4('10.0.0.0/8', 'private'),
  v4('100.64.0.0/10', 'shared'), // carrier-grade NAT
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.0.0/16', 'link-local'), // includes cloud metadata 169.254.169.254
  v4('172.16.0.0/12', 'private'),
  v4('192.0.0.0/24', 'reserved'),
  v4('192.0.2.0/24', 'reserved'), // documentation
  v4('192.168.0.0/16', 'private'),
  v4('198.18.0.0/15', 'reserved'), // benchmarking
  v4('198.51.100.0/24', 'reserved'),
  v4('203.0.113.0/24', 'reserved'),
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', 'reserved'), // includes 255.255.255.255
];

function inRange(bytes: number[], range: Range): boolean {
  let left = range.prefix;
  for (let i = 0; left > 0; i += 1, left -= 8) {
    const mask = left >= 8 ? 0xff : (0xff << (8 - left)) & 0xff;
    if ((bytes[i] & mask) !== (range.bits[i] & mask)) return false;
  }
  return true;
}

function classifyV4Bytes(bytes: number[]): AddressClass {
  for (const range of V4_RANGES) if (inRange(bytes, range)) return range.kind;
  return 'public';
}

function parseV4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

/** 16 bytes of an IPv6 address (with an optional dotted IPv4 tail), or null. */
export function parseV6(text: string): number[] | null {
  let s = text.toLowerCase();
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  let tail: number[] = [];
  const lastColon = s.lastIndexOf(':');
  if (s.slice(lastColon + 1).includes('.')) {
    const v4bytes = parseV4(s.slice(lastColon + 1));
    if (!v4bytes) return null;
    tail = v4bytes;
    s = s.slice(0, lastColon + 1) + '0:0';
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const groups = (h: string) => (h === '' ? [] : h.split(':'));
  const head = groups(halves[0]);
  const rest = halves.length === 2 ? groups(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (all.length !== 8 || !all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  const bytes = all.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

function classifyV6Bytes(b: number[]): AddressClass {
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zeros(0, 16)) return 'unspecified';
  if (zeros(0, 15) && b[15] === 1) return 'loopback';
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (deprecated compatible form): the IPv4 inside decides.
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return classifyV4Bytes(b.slice(12));
  if (zeros(0, 12)) return classifyV4Bytes(b.slice(12));
  // 64:ff9b::/96 NAT64 and 2002::/16 6to4 translate to the IPv4 they embed.
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return classifyV4Bytes(b.slice(12));
  if (b[0] === 0x20 && b[1] === 0x02) return classifyV4Bytes(b.slice(2, 6));
  if ((b[0] & 0xfe) === 0xfc) return 'private'; // fc00::/7 unique local
  if (b[0] === 0xfe && (b[1] & 0xc0) === 0x80) return 'link-local'; // fe80::/10
  if (b[0] === 0xfe && (b[1] & 0xc0) === 0xc0) return 'private'; // fec0::/10 site-local (deprecated)
  if (b[0] === 0xff) return 'multicast';
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return 'reserved'; // 2001:db8::/32 documentation
  if (b[0] === 0x01 && zeros(1, 8)) return 'reserved'; // 100::/64 discard
  // Global unicast is 2000::/3; anything else is unassigned.
  return (b[0] & 0xe0) === 0x20 ? 'public' : 'reserved';
}

/** The class of an IP literal (IPv4 or IPv6, brackets and zone ids allowed). */
export function classifyAddress(address: string): AddressClass {
  const a = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = isIP(a.split('%')[0]);
  if (family === 4) {
    const bytes = parseV4(a);
    return bytes ? classifyV4Bytes(bytes) : 'invalid';
  }
  if (family === 6) {
    const bytes = parseV6(a);
    return bytes ? classifyV6Bytes(bytes) : 'invalid';
  }
  return 'invalid';
}

export function isPublicAddress(address: string): boolean {
  return classifyAddress(address) === 'public';
}
