// An IP address as the bytes a MaxMind-format database is searched with (its tree is walked bit by bit).

/** An address's bytes (4 or 16), or null when it is not one; an IPv6 zone (`%eth0`) is ignored. */
export function parseIp(ip: string): Uint8Array | null {
  if (!ip.includes(":")) return parseIpv4(ip);
  let text = ip.split("%", 1)[0] as string;
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (tail.includes(".")) {
    // An IPv4 tail (`::ffff:1.2.3.4`) is the last two groups.
    const v4 = parseIpv4(tail);
    if (!v4) return null;
    const group = (high: number, low: number) => (((v4[high] as number) << 8) | (v4[low] as number)).toString(16);
    text = `${text.slice(0, lastColon + 1)}${group(0, 1)}:${group(2, 3)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = parseGroups(halves[0] as string);
  const rest = halves.length === 2 ? parseGroups(halves[1] as string) : [];
  if (!head || !rest) return null;
  const given = head.length + rest.length;
  if (halves.length === 2 ? given > 7 : given !== 8) return null;
  const groups = [...head, ...new Array<number>(8 - given).fill(0), ...rest];
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    bytes[i * 2] = group >> 8;
    bytes[i * 2 + 1] = group & 0xff;
  });
  return bytes;
}

function parseGroups(part: string): number[] | null {
  if (part === "") return [];
  const groups: number[] = [];
  for (const group of part.split(":")) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return null;
    groups.push(Number.parseInt(group, 16));
  }
  return groups;
}

function parseIpv4(ip: string): Uint8Array | null {
  const parts = ip.split(".");
  if (parts.length !== 4) return null;
  const bytes = new Uint8Array(4);
  for (const [i, part] of parts.entries()) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes[i] = value;
  }
  return bytes;
}
