import { buildSitemapXml, type SitemapEntry, sitemapEntry } from "@shared/sitemap";
import { Download, ExternalLink, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { AppHeader } from "~/components/app-header";
import { SignOutButton } from "~/components/sign-out-button";
import { Button } from "~/components/ui/button";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { useAdminGuard } from "~/components/use-admin-guard";
import { publicConfig } from "~/lib/public-config";
import { SitemapEntryFields } from "./sitemap-entry-fields";
import { useLiveSitemap } from "./use-live-sitemap";

/**
 * /sitemap-manager: starts from the live /sitemap.xml, edits entries, previews the XML and downloads it. It never
 * changes the live sitemap, which the server builds from every public page; the page says so.
 */
export function SitemapManagerPage() {
  const admin = useAdminGuard();
  const live = useLiveSitemap(Boolean(admin));
  const [edited, setEntries] = useState<SitemapEntry[] | null>(null);
  const entries = edited ?? live.entries ?? [];
  const xml = useMemo(() => buildSitemapXml(entries), [entries]);
  const update = (index: number, patch: Partial<SitemapEntry>) =>
    setEntries(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));

  const download = () => {
    const url = URL.createObjectURL(new Blob([xml], { type: "application/xml" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: "sitemap.xml" });
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };

  return (
    <>
      <AppHeader>
        {admin && (
          <>
            <a href="/admin" className="rounded px-2 py-1 hover:underline">
              Admin
            </a>
            <SignOutButton />
          </>
        )}
      </AppHeader>
      <main className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-3xl font-bold">Sitemap Manager</h1>
        {!admin || !live.entries ? (
          <p role="status" className="mt-6 text-muted-foreground">
            Loading…
          </p>
        ) : (
          <>
            <p className="mt-4 max-w-3xl rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
              The live <code>/sitemap.xml</code> lists every public page of both sites ({live.entries.length} today) and
              updates itself when pages are added. This page starts from it and builds a file to download, for a search
              console or another host: your changes here are a preview and do not change the live sitemap.
              {live.failed && " The live sitemap could not be read: start from an empty list."}
            </p>
            <ol className="mt-6 space-y-3" aria-label="Sitemap entries">
              {entries.map((entry, index) => (
                <SitemapEntryFields
                  // biome-ignore lint/suspicious/noArrayIndexKey: editable rows have no identity but their position
                  key={index}
                  entry={entry}
                  position={index + 1}
                  onChange={(patch) => update(index, patch)}
                  onRemove={() => setEntries(entries.filter((_, i) => i !== index))}
                />
              ))}
            </ol>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button
                variant="outline"
                onClick={() => setEntries([...entries, sitemapEntry(`${publicConfig.siteUrl}/`)])}
              >
                <Plus aria-hidden="true" />
                Add entry
              </Button>
              <Button onClick={download}>
                <Download aria-hidden="true" />
                Download sitemap.xml
              </Button>
              <Button asChild variant="outline">
                <a href="/sitemap.xml" target="_blank" rel="noopener">
                  <ExternalLink aria-hidden="true" />
                  View live sitemap.xml
                </a>
              </Button>
            </div>
            <h2 className="mt-8 text-xl font-semibold">Preview</h2>
            {/* One XML line per line, scrolled sideways on a phone rather than broken inside a tag. */}
            <ScrollRegion label="sitemap.xml preview" className="mt-2 rounded-xl bg-slate-950">
              <pre className="w-max p-4 text-xs text-slate-100">{xml}</pre>
            </ScrollRegion>
          </>
        )}
      </main>
    </>
  );
}
