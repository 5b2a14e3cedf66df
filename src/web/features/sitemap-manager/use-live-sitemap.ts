import { parseSitemapXml, type SitemapEntry } from "@shared/sitemap";
import { useEffect, useState } from "react";

/** The entries of the live /sitemap.xml, to start editing from what crawlers see today (null while loading). */
export function useLiveSitemap(enabled: boolean): { entries: SitemapEntry[] | null; failed: boolean } {
  const [state, setState] = useState<{ entries: SitemapEntry[] | null; failed: boolean }>({
    entries: null,
    failed: false,
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetch("/sitemap.xml", { signal: controller.signal })
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(String(res.status)))))
      .then((xml) => setState({ entries: parseSitemapXml(xml), failed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ entries: [], failed: true });
      });
    return () => controller.abort();
  }, [enabled]);
  return state;
}
