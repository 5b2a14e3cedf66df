/** An in-memory cache of byte arrays that keeps at most `maxBytes`, forgetting the least recently used first. */
export class BoundedBytesCache<V extends { bytes: Uint8Array }> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value) {
      // Map keeps insertion order: re-inserting makes this the most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    if (value.bytes.byteLength > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.total -= previous.bytes.byteLength;
    }
    this.entries.set(key, value);
    this.total += value.bytes.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= old.bytes.byteLength;
    }
  }

  get size(): number {
    return this.total;
  }
}
