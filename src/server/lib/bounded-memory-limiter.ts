import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/** Keys one limiter keeps at most; the least recently used go first. */
export const MEMORY_LIMITER_MAX_KEYS = 20_000;

interface Entry {
  value: number;
  /** Epoch ms, or null for no expiry. */
  expiresAt: number | null;
}

/**
 * rate-limiter-flexible's memory storage (incrby, set, get, delete) with a bound: at most `maxKeys` entries, the
 * least recently used evicted first, and no timer per key (expired entries are dropped when read or evicted).
 * Attacker-chosen keys can then cost a fixed amount of memory, never more.
 */
export class BoundedMemoryStorage {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly maxKeys: number) {}

  get size() {
    return this.#entries.size;
  }

  #live(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt !== null && entry.expiresAt <= Date.now()) return undefined;
    this.#entries.set(key, entry); // most recently used: last in the map's order
    return entry;
  }

  #result(entry: Entry, isFirstInDuration: boolean) {
    const msBeforeNext = entry.expiresAt === null ? -1 : entry.expiresAt - Date.now();
    return new RateLimiterRes(0, msBeforeNext, entry.value, isFirstInDuration);
  }

  incrby(key: string, value: number, durationSec: number) {
    const entry = this.#live(key);
    if (!entry) return this.set(key, value, durationSec);
    entry.value += value;
    return this.#result(entry, false);
  }

  set(key: string, value: number, durationSec: number) {
    const entry = { value, expiresAt: durationSec > 0 ? Date.now() + durationSec * 1000 : null };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    while (this.#entries.size > this.maxKeys) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
    return this.#result(entry, true);
  }

  get(key: string) {
    const entry = this.#live(key);
    return entry ? this.#result(entry, false) : null;
  }

  delete(key: string) {
    return this.#entries.delete(key);
  }
}

type MemoryOptions = ConstructorParameters<typeof RateLimiterMemory>[0];

/** RateLimiterMemory on a bounded storage (the library's own keeps every key, with a timer each, until it expires). */
export class BoundedRateLimiterMemory extends RateLimiterMemory {
  readonly storage: BoundedMemoryStorage;

  constructor(options: MemoryOptions, maxKeys = MEMORY_LIMITER_MAX_KEYS) {
    super(options);
    this.storage = new BoundedMemoryStorage(maxKeys);
    // The library reads its storage from this field in every operation (rate-limiter-flexible 11).
    (this as unknown as { _memoryStorage: BoundedMemoryStorage })._memoryStorage = this.storage;
  }
}
