import { readFileSync } from "node:fs";
import path from "node:path";
import { alternatesOf, LOCALIZED_PUBLIC_PATHS, pageLanguageOf } from "@shared/i18n/paths";
import { buildSitemapXml, type SitemapEntry } from "@shared/sitemap";
import type { Hono } from "hono";
import type { AppDeps } from "../context";
import type { AppEnv } from "../lib/app-env";
import type { ServerBlogReader } from "../publishing/blog-reader";
import { blogSitemapEntries } from "../publishing/blog-sitemap";

const PRIORITIES: Record<string, { priority: number; changefreq: "weekly" | "monthly" }> = {
  "/": { priority: 1.0, changefreq: "weekly" },
  "/optimaite": { priority: 0.9, changefreq: "weekly" },
  "/premium": { priority: 0.8, changefreq: "monthly" },
  "/details": { priority: 0.8, changefreq: "monthly" },
  "/integrations": { priority: 0.8, changefreq: "monthly" },
  "/faq": { priority: 0.7, changefreq: "monthly" },
};

/**
 * When each page's content last changed, as the build recorded it beside the served folder
 * (scripts/build/content-dates.ts); none when the build kept no record (the server's start time is no content date).
 */
function contentDates(clientDir: string): Record<string, { lastmod?: string }> {
  try {
    return JSON.parse(readFileSync(path.join(path.dirname(clientDir), "content-dates.json"), "utf8"));
  } catch {
    return {};
  }
}

/**
 * /sitemap.xml lists every language version of every public page, each with its alternates, and the blog's live
 * posts; /robots.txt points to it and keeps crawlers out of the back office.
 */
export function registerSeoRoutes(app: Hono<AppEnv>, { env }: AppDeps, blog: ServerBlogReader) {
  const dates = contentDates(env.CLIENT_DIR);
  app.get("/sitemap.xml", async (c) => {
    const entries: SitemapEntry[] = LOCALIZED_PUBLIC_PATHS.map((page) => ({
      loc: `${env.SITE_URL}${page}`,
      lastmod: dates[page]?.lastmod,
      ...(PRIORITIES[pageLanguageOf(page).basePath] ?? { priority: 0.3, changefreq: "yearly" as const }),
      alternates: alternatesOf(page).map(({ hreflang, path }) => ({ hreflang, href: `${env.SITE_URL}${path}` })),
    }));
    entries.push(...blogSitemapEntries(await blog.allLive(), env.SITE_URL));
    c.header("Content-Type", "application/xml; charset=utf-8");
    // A post published a minute ago is listed within the next few minutes.
    c.header("Cache-Control", "public, max-age=300");
    return c.body(buildSitemapXml(entries));
  });
  app.get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /auth",
        "Disallow: /sitemap-manager",
        "Disallow: /api/",
        "",
        `Sitemap: ${env.SITE_URL}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });
}
