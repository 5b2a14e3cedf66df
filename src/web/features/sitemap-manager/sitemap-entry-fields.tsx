import { CHANGEFREQS, type SitemapEntry } from "@shared/sitemap";
import { Trash2 } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import type { SITEMAP_MANAGER_WORDS } from "./sitemap-manager-words";

/** One sitemap entry's fields: a card on a phone, a row from 768 px. */
export function SitemapEntryFields({
  entry,
  position,
  words: t,
  onChange,
  onRemove,
}: {
  entry: SitemapEntry;
  position: number;
  words: (typeof SITEMAP_MANAGER_WORDS)["en"];
  onChange: (patch: Partial<SitemapEntry>) => void;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <li className="grid gap-3 rounded-xl border p-3 md:grid-cols-[minmax(0,1fr)_10rem_9rem_6rem_auto] md:items-end">
      <div className="min-w-0 space-y-1">
        <Label htmlFor={`${id}-loc`}>{t.loc}</Label>
        <Input id={`${id}-loc`} value={entry.loc} onChange={(e) => onChange({ loc: e.target.value })} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-lastmod`}>{t.lastmod}</Label>
        <Input
          id={`${id}-lastmod`}
          type="date"
          value={entry.lastmod}
          onChange={(e) => onChange({ lastmod: e.target.value })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-changefreq`}>{t.changefreq}</Label>
        <select
          id={`${id}-changefreq`}
          value={entry.changefreq}
          onChange={(e) => onChange({ changefreq: e.target.value as SitemapEntry["changefreq"] })}
          className="h-10 w-full rounded-md border border-input bg-background px-2"
        >
          {CHANGEFREQS.map((freq) => (
            <option key={freq}>{freq}</option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-priority`}>{t.priority}</Label>
        <Input
          id={`${id}-priority`}
          type="number"
          min={0}
          max={1}
          step={0.1}
          value={entry.priority}
          onChange={(e) => onChange({ priority: Math.min(1, Math.max(0, Number(e.target.value) || 0)) })}
        />
      </div>
      <Button variant="ghost" onClick={onRemove} className="justify-self-start md:justify-self-auto">
        <Trash2 aria-hidden="true" />
        <span className="md:sr-only">{t.remove}</span>
        <span className="sr-only">{t.entry(position)}</span>
      </Button>
    </li>
  );
}
