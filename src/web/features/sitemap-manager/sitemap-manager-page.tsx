import { Download, ExternalLink, Plus, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { AppHeader } from "~/components/app-header";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { publicConfig } from "~/lib/public-config";
import { useAdminGuard } from "~/lib/use-admin-guard";
import {
  buildSitemapXml,
  CHANGEFREQS,
  defaultManagerEntries,
  type SitemapEntry,
  sitemapEntry,
} from "../../../shared/sitemap";

/** /sitemap-manager: edit entries, preview the XML, download sitemap.xml; the live one is served by the server. */
export function SitemapManagerPage() {
  const admin = useAdminGuard();
  const [entries, setEntries] = useState<SitemapEntry[]>(() => defaultManagerEntries(publicConfig.siteUrl));
  const xml = useMemo(() => buildSitemapXml(entries), [entries]);
  const update = (index: number, patch: Partial<SitemapEntry>) =>
    setEntries((current) => current.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));

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
        <a href="/admin" className="rounded px-2 py-1 hover:underline">
          Admin
        </a>
      </AppHeader>
      <main className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-3xl font-bold">Sitemap Manager</h1>
        {!admin ? (
          <p role="status" className="mt-6 text-muted-foreground">
            Loading…
          </p>
        ) : (
          <>
            <ScrollRegion label="Sitemap entries" className="mt-6 rounded-xl border">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Sitemap entries</caption>
                <thead className="bg-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      URL (loc)
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Last modified
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Change frequency
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Priority
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <span className="sr-only">Remove</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {entries.map((entry, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: editable rows have no identity but their position
                    <tr key={index}>
                      <td className="px-3 py-2">
                        <Input
                          aria-label={`URL of entry ${index + 1}`}
                          value={entry.loc}
                          onChange={(e) => update(index, { loc: e.target.value })}
                          className="min-w-64"
                        />
                      </td>
                      <td className="px-3 py-2">
                        <Input
                          type="date"
                          aria-label={`Last modified of entry ${index + 1}`}
                          value={entry.lastmod ?? ""}
                          onChange={(e) => update(index, { lastmod: e.target.value })}
                        />
                      </td>
                      <td className="px-3 py-2">
                        <select
                          aria-label={`Change frequency of entry ${index + 1}`}
                          value={entry.changefreq}
                          onChange={(e) => update(index, { changefreq: e.target.value as SitemapEntry["changefreq"] })}
                          className="h-10 rounded-md border border-input bg-background px-2"
                        >
                          {CHANGEFREQS.map((freq) => (
                            <option key={freq}>{freq}</option>
                          ))}
                        </select>
                      </td>
                      <td className="px-3 py-2">
                        <Input
                          type="number"
                          min={0}
                          max={1}
                          step={0.1}
                          aria-label={`Priority of entry ${index + 1}`}
                          value={entry.priority}
                          onChange={(e) =>
                            update(index, { priority: Math.min(1, Math.max(0, Number(e.target.value) || 0)) })
                          }
                          className="w-24"
                        />
                      </td>
                      <td className="px-3 py-2">
                        <Button
                          variant="ghost"
                          size="icon"
                          onClick={() => setEntries((current) => current.filter((_, i) => i !== index))}
                        >
                          <Trash2 aria-hidden="true" />
                          <span className="sr-only">Remove entry {index + 1}</span>
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button
                variant="outline"
                onClick={() => setEntries((current) => [...current, sitemapEntry(`${publicConfig.siteUrl}/`)])}
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
            <pre className="mt-2 overflow-x-auto rounded-xl bg-slate-950 p-4 text-xs text-slate-100">{xml}</pre>
          </>
        )}
      </main>
    </>
  );
}
