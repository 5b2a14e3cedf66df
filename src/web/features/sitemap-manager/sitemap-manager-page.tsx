import { ADMIN_LANGUAGE_TAGS, adminLanguageOf } from "@shared/schemas/admin-language";
import { buildSitemapXml, type SitemapEntry, sitemapEntry } from "@shared/sitemap";
import { Download, ExternalLink, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { AppHeader } from "~/components/app-header";
import { SignOutButton } from "~/components/sign-out-button";
import { Button } from "~/components/ui/button";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { useAdminGuard } from "~/components/use-admin-guard";
import { useDocumentLanguageTag } from "~/i18n/document-language";
import { publicConfig } from "~/lib/public-config";
import { SitemapEntryFields } from "./sitemap-entry-fields";
import { SITEMAP_MANAGER_WORDS } from "./sitemap-manager-words";
import { useLiveSitemap } from "./use-live-sitemap";

/**
 * /sitemap-manager: starts from the live /sitemap.xml, edits entries, previews the XML and downloads it. It never
 * changes the live sitemap, which the server builds from every public page; the page says so.
 */
export function SitemapManagerPage() {
  const admin = useAdminGuard();
  const language = adminLanguageOf(admin?.adminLanguage);
  const t = SITEMAP_MANAGER_WORDS[language];
  useDocumentLanguageTag(ADMIN_LANGUAGE_TAGS[language]);
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
      <AppHeader backOffice={t.backOffice}>
        {admin && (
          <>
            <a href="/admin" className="rounded px-2 py-1 hover:underline">
              {t.admin}
            </a>
            <SignOutButton label={t.signOut} />
          </>
        )}
      </AppHeader>
      <main className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-3xl font-bold">{t.title}</h1>
        {!admin || !live.entries ? (
          <p role="status" className="mt-6 text-muted-foreground">
            {t.loading}
          </p>
        ) : (
          <>
            <p className="mt-4 max-w-3xl rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
              {t.intro(live.entries.length)}
              {live.failed && t.liveFailed}
            </p>
            <ol className="mt-6 space-y-3" aria-label={t.entries}>
              {entries.map((entry, index) => (
                <SitemapEntryFields
                  // biome-ignore lint/suspicious/noArrayIndexKey: editable rows have no identity but their position
                  key={index}
                  entry={entry}
                  position={index + 1}
                  words={t}
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
                {t.add}
              </Button>
              <Button onClick={download}>
                <Download aria-hidden="true" />
                {t.download}
              </Button>
              <Button asChild variant="outline">
                <a href="/sitemap.xml" target="_blank" rel="noopener">
                  <ExternalLink aria-hidden="true" />
                  {t.viewLive}
                </a>
              </Button>
            </div>
            <h2 className="mt-8 text-xl font-semibold">{t.preview}</h2>
            {/* One XML line per line, scrolled sideways on a phone rather than broken inside a tag. */}
            <ScrollRegion label={t.previewRegion} className="mt-2 rounded-xl bg-slate-950">
              <pre className="w-max p-4 text-xs text-slate-100">{xml}</pre>
            </ScrollRegion>
          </>
        )}
      </main>
    </>
  );
}
