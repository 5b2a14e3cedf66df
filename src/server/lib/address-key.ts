import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address.split("%")[0] ?? address; // zone index (fe80::1%eth0)
  // A trailing dotted IPv4 (::ffff:1.2.3.4) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
}

/**
 * What a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one subscriber's network;
 * a host picks any of its 2^64 addresses at will), an IPv4-mapped IPv6 address as its IPv4 address.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip.slice(0, 64);
  const mappedV4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mappedV4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** IPv4 addresses are shared by many people behind carrier-grade NAT; an IPv6 /64 belongs to one subscriber. */
export const isSharedIpv4 = (key: string) => isIPv4(key);
