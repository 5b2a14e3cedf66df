/** A page as rendered once, served again until it is older than the cache's time to live. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: Uint8Array;
}

const MAX_PAGES = 500;

/** A small per-instance cache of rendered pages, oldest dropped first when full. */
export class RenderedPageCache {
  private readonly pages = new Map<string, { page: RenderedPage; expires: number }>();

  constructor(private readonly ttlMs: number) {}

  get(key: string): RenderedPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.page;
    this.pages.delete(key);
    return undefined;
  }

  set(key: string, page: RenderedPage): void {
    if (this.ttlMs <= 0) return;
    this.pages.delete(key);
    if (this.pages.size >= MAX_PAGES) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(key, { page, expires: Date.now() + this.ttlMs });
  }
}
