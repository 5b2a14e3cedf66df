// node --import tsx scripts/bench/geo-lookups.ts (issue 59): the resident memory of a process that makes 1,000
// geolocation lookups (half IPv4, half IPv6, public addresses from a fixed seed) with src/server/lib/geo.ts, and
// how long they take. Prints process.memoryUsage() before the first lookup and after the last.
import { memoryUsage } from "node:process";
import { createGeoLocator } from "../../src/server/lib/geo";

const LOOKUPS = 1_000;

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state;
  };
}

const next = seeded(59);
const IPV6_PREFIXES = [0x2001, 0x2003, 0x2400, 0x2405, 0x2600, 0x2607, 0x2a00, 0x2a01, 0x2a02, 0x2c0f];
const addresses = Array.from({ length: LOOKUPS }, (_, i) => {
  if (i % 2 === 0) return `${(next() % 222) + 1}.${next() % 256}.${next() % 256}.${next() % 256}`;
  const groups = Array.from({ length: 7 }, () => (next() % 0x10000).toString(16));
  return [(IPV6_PREFIXES[next() % IPV6_PREFIXES.length] ?? 0x2001).toString(16), ...groups].join(":");
});

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const show = (label: string) => {
  const m = memoryUsage();
  console.log(
    `${label}: rss ${mb(m.rss)}, heapUsed ${mb(m.heapUsed)}, external ${mb(m.external)}, arrayBuffers ${mb(m.arrayBuffers)}`,
  );
};

const geo = createGeoLocator(process.env.GEOIP_DB);
show("before the first lookup");
const started = performance.now();
let found = 0;
for (const ip of addresses) if ((await geo.lookup(ip)).country_code) found++;
const ms = performance.now() - started;
show(`after ${LOOKUPS} lookups`);
console.log(`${found} of ${LOOKUPS} found, ${(ms / LOOKUPS).toFixed(3)} ms a lookup (${Math.round(ms)} ms in all)`);
const again = performance.now();
for (const ip of addresses) await geo.lookup(ip);
console.log(`the same addresses again: ${((performance.now() - again) / LOOKUPS).toFixed(3)} ms a lookup`);
show("after them");
