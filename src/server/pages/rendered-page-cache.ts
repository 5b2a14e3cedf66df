/**
 * The query parameters a server-rendered answer depends on: React Router's `_routes` (which loaders a `.data` request
 * runs). The pages' loaders read the path only; a parameter a page reads in the browser (after hydration) does not
 * change the HTML. Anything else (`?q=<random>`, `utm_source`) is dropped before rendering, so it can neither force a
 * render nor push real pages out of the cache.
 */
const RENDERED_PARAMETERS = ["_routes"] as const;

/** The address a page is rendered for, and kept under: its path and the parameters it reads, in a fixed order. */
export function renderedPageUrl(url: URL): URL {
  const kept = new URL(url.pathname, url.origin);
  for (const name of RENDERED_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.searchParams.set(name, value);
  }
  return kept;
}

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
