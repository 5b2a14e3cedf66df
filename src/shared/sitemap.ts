/** SPEC section 3: a sitemap entry, with its defaults. */
export interface SitemapEntry {
  loc: string;
  /** When the page's content last changed; left out when unknown (a wrong date misleads crawlers). */
  lastmod?: string;
  changefreq: "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";
  priority: number;
  /** The page's language versions (hreflang alternates), itself included; written as xhtml:link. */
  alternates?: { hreflang: string; href: string }[];
}

export const CHANGEFREQS: SitemapEntry["changefreq"][] = [
  "always",
  "hourly",
  "daily",
  "weekly",
  "monthly",
  "yearly",
  "never",
];

export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function sitemapEntry(
  loc: string,
  partial: Partial<Omit<SitemapEntry, "loc">> = {},
  now = new Date(),
): SitemapEntry {
  return {
    loc,
    lastmod: partial.lastmod ?? today(now),
    changefreq: partial.changefreq ?? "weekly",
    priority: partial.priority ?? 0.5,
  };
}

export const escapeXml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** A sitemaps.org 0.9 document. */
export function buildSitemapXml(entries: SitemapEntry[]): string {
  const urls = entries
    .map((entry) => {
      const alternates = (entry.alternates ?? [])
        .map(
          ({ hreflang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>\n`,
        )
        .join("");
      return `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n${entry.lastmod ? `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>\n` : ""}    <changefreq>${entry.changefreq}</changefreq>\n    <priority>${entry.priority.toFixed(1)}</priority>\n${alternates}  </url>`;
    })
    .join("\n");
  const xhtml = entries.some((entry) => entry.alternates?.length) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls}\n</urlset>\n`;
}

const unescapeXml = (value: string) =>
  value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** The entries of a sitemap document such as buildSitemapXml writes (missing fields take the defaults). */
export function parseSitemapXml(xml: string, now = new Date()): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].flatMap(([, block = ""]) => {
    const field = (name: string) => block.match(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`))?.[1]?.trim();
    const loc = field("loc");
    if (!loc) return [];
    const changefreq = field("changefreq") as SitemapEntry["changefreq"] | undefined;
    const priority = Number(field("priority"));
    return [
      sitemapEntry(
        unescapeXml(loc),
        {
          lastmod: field("lastmod")?.slice(0, 10),
          changefreq: changefreq && CHANGEFREQS.includes(changefreq) ? changefreq : undefined,
          priority: Number.isFinite(priority) ? priority : undefined,
        },
        now,
      ),
    ];
  });
}
