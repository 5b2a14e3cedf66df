export interface PdfCache<D> {
  /** The bytes for `key`, rendering `document` only when no render of it is done or under way. */
  get(key: string, document: D): Promise<Buffer>;
}

/**
 * Pre-analyses are frozen once computed, so their PDF never changes: the most recently used ones are kept up to
 * `maxBytes`, and concurrent requests for one document share a single render (single flight).
 */
export function createPdfCache<D>(render: (document: D) => Promise<Buffer>, { maxBytes }: { maxBytes: number }) {
  const done = new Map<string, Buffer>();
  const inFlight = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  const keep = (key: string, pdf: Buffer) => {
    done.set(key, pdf);
    bytes += pdf.length;
    for (const [oldest, old] of done) {
      if (bytes <= maxBytes || oldest === key) break;
      done.delete(oldest);
      bytes -= old.length;
    }
  };

  const cache: PdfCache<D> = {
    get(key, document) {
      const cached = done.get(key);
      if (cached) {
        done.delete(key);
        done.set(key, cached); // most recently used goes last
        return Promise.resolve(cached);
      }
      let pending = inFlight.get(key);
      if (!pending) {
        pending = render(document).then(
          (pdf) => {
            inFlight.delete(key);
            keep(key, pdf);
            return pdf;
          },
          (error: unknown) => {
            inFlight.delete(key);
            throw error;
          },
        );
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
  return cache;
}
