import { type FileHandle, open } from "node:fs/promises";
import { parseIp } from "./ip-bytes";
import { LruMap } from "./lru-map";

/**
 * A MaxMind DB (.mmdb) reader that reads the file where it lies (issue 59): the search tree and the data section are
 * read with positional reads in 4 KB pages, of which a bounded number is kept, and the last records decoded are
 * kept too. The `maxmind` package reads the whole file into memory instead (63 and 71 MB for DB-IP's city files).
 * Format: https://maxmind.github.io/MaxMind-DB/
 */
export type MmdbValue = string | number | bigint | boolean | Buffer | MmdbValue[] | { [key: string]: MmdbValue };
export type MmdbRecord = { [key: string]: MmdbValue };

export interface MmdbMetadata {
  nodeCount: number;
  recordSize: 24 | 28 | 32;
  ipVersion: 4 | 6;
  databaseType: string;
  /** Everything the file's metadata map holds, as decoded. */
  raw: MmdbRecord;
}

export interface MmdbFileOptions {
  /** 4 KB pages kept in memory (least recently used dropped first). */
  cachedPages?: number;
  /** Decoded records kept, by their place in the data section. */
  cachedRecords?: number;
  /** Addresses whose place in the data section is kept (a visitor's next pages skip the search tree). */
  cachedAddresses?: number;
}

const PAGE_SIZE = 4096;
const METADATA_MARKER = Buffer.from("\xAB\xCD\xEFMaxMind.com", "latin1");
const METADATA_MAX_SIZE = 128 * 1024;
const DATA_SECTION_SEPARATOR = 16;
const POINTER_BASE = [0, 2048, 526_336, 0];

/** Thrown by a synchronous read that needs a page not in memory: the caller loads it and tries again. */
class PageMissing {
  constructor(readonly page: number) {}
}

/** Bytes at absolute offsets; reading may throw `PageMissing`. */
interface ByteSource {
  byte(offset: number): number;
  slice(offset: number, length: number): Buffer;
}

class BufferSource implements ByteSource {
  constructor(
    private readonly buffer: Buffer,
    private readonly start: number,
  ) {}
  byte(offset: number) {
    const value = this.buffer[offset - this.start];
    if (value === undefined) throw new Error(`mmdb: offset ${offset} is outside the metadata`);
    return value;
  }
  slice(offset: number, length: number) {
    if (offset - this.start + length > this.buffer.length)
      throw new Error(`mmdb: offset ${offset} is outside the metadata`);
    return this.buffer.subarray(offset - this.start, offset - this.start + length);
  }
}

/** The file's pages: a bounded cache shared by all lookups, and the reads under way. */
class PagedFile implements ByteSource {
  private readonly cache: LruMap<number, Buffer>;
  private readonly loading = new Map<number, Promise<Buffer>>();
  /** Pages a lookup under way has loaded: kept until it ends, so that a small cache cannot make it loop. */
  pinned: Map<number, Buffer> | null = null;

  constructor(
    private readonly handle: FileHandle,
    readonly size: number,
    cachedPages: number,
  ) {
    this.cache = new LruMap(Math.max(16, cachedPages));
  }

  private page(index: number): Buffer {
    const page = this.pinned?.get(index) ?? this.cache.get(index);
    if (!page) throw new PageMissing(index);
    return page;
  }

  byte(offset: number): number {
    if (offset < 0 || offset >= this.size) throw new Error(`mmdb: offset ${offset} is outside the file`);
    return this.page(Math.floor(offset / PAGE_SIZE))[offset % PAGE_SIZE] as number;
  }

  slice(offset: number, length: number): Buffer {
    if (offset < 0 || offset + length > this.size) throw new Error(`mmdb: offset ${offset} is outside the file`);
    const first = Math.floor(offset / PAGE_SIZE);
    const last = Math.floor((offset + length - 1) / PAGE_SIZE);
    if (length === 0) return Buffer.alloc(0);
    if (first === last) {
      const start = offset % PAGE_SIZE;
      return this.page(first).subarray(start, start + length);
    }
    const pages: Buffer[] = [];
    for (let index = first; index <= last; index++) pages.push(this.page(index));
    const start = offset % PAGE_SIZE;
    return Buffer.concat(pages).subarray(start, start + length);
  }

  async load(index: number): Promise<Buffer> {
    let loading = this.loading.get(index);
    if (!loading) {
      loading = this.read(index).finally(() => this.loading.delete(index));
      this.loading.set(index, loading);
    }
    const page = await loading;
    this.cache.set(index, page);
    return page;
  }

  private async read(index: number): Promise<Buffer> {
    const position = index * PAGE_SIZE;
    const length = Math.min(PAGE_SIZE, this.size - position);
    const buffer = Buffer.allocUnsafeSlow(length);
    let done = 0;
    while (done < length) {
      const { bytesRead } = await this.handle.read(buffer, done, length - done, position + done);
      if (bytesRead === 0) throw new Error(`mmdb: the file ended at ${position + done}, expected ${this.size} bytes`);
      done += bytesRead;
    }
    return buffer;
  }
}

/** Decodes the data section's values (https://maxmind.github.io/MaxMind-DB/#output-data-section). */
class Decoder {
  constructor(
    private readonly source: ByteSource,
    /** Where pointers count from: the data section's start, or the metadata's. */
    private readonly pointerBase: number,
  ) {}

  decode(offset: number): { value: MmdbValue; next: number } {
    const control = this.source.byte(offset++);
    let type = control >> 5;
    if (type === 1) {
      const { target, next } = this.pointer(control, offset);
      return { value: this.decode(target).value, next };
    }
    if (type === 0) {
      type = 7 + this.source.byte(offset++);
      if (type < 8) throw new Error(`mmdb: invalid extended type at ${offset - 1}`);
    }
    let size = control & 0x1f;
    if (size === 29) size = 29 + this.source.byte(offset++);
    else if (size === 30) {
      size = 285 + this.uint(offset, 2);
      offset += 2;
    } else if (size === 31) {
      size = 65_821 + this.uint(offset, 3);
      offset += 3;
    }
    return this.decodeType(type, size, offset);
  }

  private decodeType(type: number, size: number, offset: number): { value: MmdbValue; next: number } {
    const next = offset + size;
    switch (type) {
      case 2:
        return { value: size === 0 ? "" : this.source.slice(offset, size).toString("utf8"), next };
      case 3:
        if (size !== 8) throw new Error(`mmdb: a double of ${size} bytes at ${offset}`);
        return { value: this.source.slice(offset, 8).readDoubleBE(0), next };
      case 4:
        return { value: Buffer.from(this.source.slice(offset, size)), next };
      case 5:
      case 6:
        if (size > 4) throw new Error(`mmdb: an unsigned integer of ${size} bytes at ${offset}`);
        return { value: this.uint(offset, size), next };
      case 7: {
        const map: MmdbRecord = {};
        let at = offset;
        for (let i = 0; i < size; i++) {
          const key = this.decode(at);
          const value = this.decode(key.next);
          map[String(key.value)] = value.value;
          at = value.next;
        }
        return { value: map, next: at };
      }
      case 8:
        if (size > 4) throw new Error(`mmdb: a signed integer of ${size} bytes at ${offset}`);
        return { value: size === 4 ? this.source.slice(offset, 4).readInt32BE(0) : this.uint(offset, size), next };
      case 9:
      case 10: {
        if (size > 16) throw new Error(`mmdb: an unsigned integer of ${size} bytes at ${offset}`);
        let value = 0n;
        for (let i = 0; i < size; i++) value = (value << 8n) | BigInt(this.source.byte(offset + i));
        return { value, next };
      }
      case 11: {
        const array: MmdbValue[] = [];
        let at = offset;
        for (let i = 0; i < size; i++) {
          const item = this.decode(at);
          array.push(item.value);
          at = item.next;
        }
        return { value: array, next: at };
      }
      case 14:
        return { value: size !== 0, next: offset };
      case 15:
        if (size !== 4) throw new Error(`mmdb: a float of ${size} bytes at ${offset}`);
        return { value: this.source.slice(offset, 4).readFloatBE(0), next };
      default:
        throw new Error(`mmdb: unknown type ${type} at ${offset}`);
    }
  }

  private pointer(control: number, offset: number): { target: number; next: number } {
    const size = (control >> 3) & 3;
    const packed =
      size === 3 ? this.uint(offset, 4) : (control & 7) * 2 ** (8 * (size + 1)) + this.uint(offset, size + 1);
    return { target: this.pointerBase + (POINTER_BASE[size] as number) + packed, next: offset + size + 1 };
  }

  private uint(offset: number, size: number): number {
    let value = 0;
    for (let i = 0; i < size; i++) value = value * 256 + this.source.byte(offset + i);
    return value;
  }
}

export class MmdbFile {
  private readonly records: LruMap<number, MmdbRecord | null>;
  private readonly addresses: LruMap<string, number | null>;
  private readonly nodeByteSize: number;
  private readonly searchTreeSize: number;
  private readonly decoder: Decoder;
  private ipv4Start = 0;

  private constructor(
    private readonly file: PagedFile,
    private readonly handle: FileHandle,
    readonly metadata: MmdbMetadata,
    options: MmdbFileOptions,
  ) {
    this.records = new LruMap(Math.max(1, options.cachedRecords ?? 1_000));
    this.addresses = new LruMap(Math.max(1, options.cachedAddresses ?? 1_000));
    this.nodeByteSize = metadata.recordSize / 4;
    this.searchTreeSize = this.nodeByteSize * metadata.nodeCount;
    this.decoder = new Decoder(file, this.searchTreeSize + DATA_SECTION_SEPARATOR);
  }

  /** Opens the file and reads its metadata; rejects when it is missing or not a MaxMind DB. */
  static async open(path: string, options: MmdbFileOptions = {}): Promise<MmdbFile> {
    const handle = await open(path, "r");
    try {
      const { size } = await handle.stat();
      const metadata = await readMetadata(handle, size);
      const file = new PagedFile(handle, size, options.cachedPages ?? 512);
      const reader = new MmdbFile(file, handle, metadata, options);
      if (metadata.ipVersion === 6) {
        reader.ipv4Start = await reader.withPages(() => {
          let node = 0;
          for (let i = 0; i < 96 && node < metadata.nodeCount; i++) node = reader.readRecord(node, 0);
          return node;
        });
      }
      return reader;
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /**
   * The record for an address, or null when the database has none (or the address is IPv6 and the database
   * IPv4 only). Throws when the address is not one.
   */
  async get(ip: string): Promise<MmdbRecord | null> {
    let offset = this.addresses.get(ip);
    if (offset === undefined) {
      const address = parseIp(ip);
      if (!address) throw new Error(`mmdb: ${JSON.stringify(ip)} is not an IP address`);
      const pointer =
        address.length === 16 && this.metadata.ipVersion === 4
          ? null
          : await this.withPages(() => this.findInTree(address));
      offset = pointer === null ? null : pointer - this.metadata.nodeCount + this.searchTreeSize;
      this.addresses.set(ip, offset);
    }
    if (offset === null) return null;
    const cached = this.records.get(offset);
    if (cached !== undefined) return cached;
    const at = offset;
    const value = await this.withPages(() => this.decoder.decode(at).value);
    const record = typeof value === "object" && !Array.isArray(value) && !Buffer.isBuffer(value) ? value : null;
    this.records.set(offset, record);
    return record;
  }

  async close(): Promise<void> {
    await this.handle.close();
  }

  /** Runs `read` over the pages in memory, loading each missing page and running it again until it completes. */
  private async withPages<T>(read: () => T): Promise<T> {
    const pinned = new Map<number, Buffer>();
    for (;;) {
      let missing: number;
      this.file.pinned = pinned;
      try {
        return read();
      } catch (error) {
        if (!(error instanceof PageMissing)) throw error;
        missing = error.page;
      } finally {
        this.file.pinned = null;
      }
      pinned.set(missing, await this.file.load(missing));
    }
  }

  private findInTree(address: Uint8Array): number | null {
    const { nodeCount } = this.metadata;
    const bits = address.length * 8;
    let node = address.length === 4 ? this.ipv4Start : 0;
    for (let depth = 0; depth < bits && node < nodeCount; depth++) {
      const bit = ((address[depth >> 3] as number) >> (7 - (depth & 7))) & 1;
      node = this.readRecord(node, bit);
    }
    return node > nodeCount ? node : null;
  }

  private readRecord(node: number, bit: number): number {
    const at = node * this.nodeByteSize;
    const b = (i: number) => this.file.byte(at + i);
    switch (this.metadata.recordSize) {
      case 24:
        return bit ? b(3) * 0x10000 + b(4) * 0x100 + b(5) : b(0) * 0x10000 + b(1) * 0x100 + b(2);
      case 28:
        return bit
          ? (b(3) & 0x0f) * 0x1000000 + b(4) * 0x10000 + b(5) * 0x100 + b(6)
          : (b(3) >> 4) * 0x1000000 + b(0) * 0x10000 + b(1) * 0x100 + b(2);
      default:
        return bit
          ? b(4) * 0x1000000 + b(5) * 0x10000 + b(6) * 0x100 + b(7)
          : b(0) * 0x1000000 + b(1) * 0x10000 + b(2) * 0x100 + b(3);
    }
  }
}

async function readMetadata(handle: FileHandle, size: number): Promise<MmdbMetadata> {
  const length = Math.min(size, METADATA_MAX_SIZE);
  const start = size - length;
  const tail = Buffer.alloc(length);
  await handle.read(tail, 0, length, start);
  const marker = tail.lastIndexOf(METADATA_MARKER);
  if (marker < 0) throw new Error("mmdb: no MaxMind DB metadata at the end of the file");
  const metadataStart = start + marker + METADATA_MARKER.length;
  const decoded = new Decoder(new BufferSource(tail, start), metadataStart).decode(metadataStart).value;
  if (typeof decoded !== "object" || Array.isArray(decoded) || Buffer.isBuffer(decoded)) {
    throw new Error("mmdb: the metadata is not a map");
  }
  const raw = decoded as MmdbRecord;
  const { node_count: nodeCount, record_size: recordSize, ip_version: ipVersion } = raw;
  if (typeof nodeCount !== "number" || nodeCount <= 0) throw new Error("mmdb: the metadata has no node count");
  if (recordSize !== 24 && recordSize !== 28 && recordSize !== 32) {
    throw new Error(`mmdb: record size ${String(recordSize)} is not supported`);
  }
  if (ipVersion !== 4 && ipVersion !== 6) throw new Error(`mmdb: IP version ${String(ipVersion)} is not supported`);
  return {
    nodeCount,
    recordSize,
    ipVersion,
    databaseType: typeof raw.database_type === "string" ? raw.database_type : "",
    raw,
  };
}
