import { LANGUAGE_TAGS } from "@shared/i18n/locales";
import { localizedPath } from "@shared/i18n/paths";
import { CAMPAIGN_LOCALES, type CampaignLocale } from "@shared/newsletter/campaign";
import { ZURICH } from "@shared/newsletter/tuesday";
import { and, eq, inArray } from "drizzle-orm";
import type { Hono } from "hono";
import type { AppDeps } from "../context";
import { newsletterCampaigns } from "../db/schema";
import type { AppEnv } from "../lib/app-env";
import { escapeHtml } from "../mail/email-layout";
import { markdownToPlainText, renderMarkdown } from "../publishing/markdown";
import { ownWebPath } from "./campaign-store";
import { newsletterWording } from "./wording";

/** Its own inline style, the body's images (the site's own, as the sanitizer allows), nothing else. */
export const ISSUE_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Issue {
  locale: CampaignLocale;
  subject: string;
  bodyMarkdown: string;
  startedAt: Date | null;
}

/** The web version of a newsletter-only issue: the emailed text as a page of the site, in the issue's language. */
export function issueWebPage(issue: Issue, canonicalUrl: string): string {
  const { locale } = issue;
  const wording = newsletterWording(locale).issue;
  const lang = LANGUAGE_TAGS.swisshack[locale] ?? locale;
  const description = markdownToPlainText(issue.bodyMarkdown).replace(/\s+/g, " ").slice(0, 160);
  const date = issue.startedAt
    ? new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: ZURICH }).format(issue.startedAt)
    : "";
  const home = localizedPath("/", "swisshack", locale);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(issue.subject)} – SwissHack</title>
<meta name="description" content="${escapeHtml(description)}">
<link rel="canonical" href="${escapeHtml(canonicalUrl)}">
<style>
body{margin:0;font-family:system-ui,Arial,sans-serif;color:#0f172a;background:#f1f5f9;line-height:1.6}
header{background:#fff;border-bottom:4px solid #c8102e}
header a{display:inline-block;padding:1rem;font-weight:700;font-size:1.25rem;color:#c8102e;text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
article{background:#fff;padding:1.5rem;border-radius:.5rem;overflow-wrap:anywhere}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 .25rem}
time{color:#475569}
img{max-width:100%;height:auto}
a{color:#a50d26}
blockquote{margin:0 0 1rem;padding-left:1rem;border-left:4px solid #cbd5e1;color:#475569}
pre{overflow-x:auto;background:#f1f5f9;padding:.75rem}
.subscribe{margin-top:1.5rem;text-align:center}
.subscribe a{display:inline-block;padding:.75rem 1.5rem;background:#c8102e;color:#fff;border-radius:.5rem;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #0f172a;outline-offset:2px}
</style>
</head>
<body>
<header><a href="${home}">SwissHack</a></header>
<main>
<article>
<h1>${escapeHtml(issue.subject)}</h1>
${date ? `<p><time datetime="${issue.startedAt?.toISOString()}">${date}</time></p>` : ""}
${renderMarkdown(issue.bodyMarkdown)}
</article>
<p class="subscribe"><a href="${localizedPath("/#newsletter", "swisshack", locale)}">${wording.subscribe}</a></p>
<p><a href="${home}">${wording.home}</a></p>
</main>
</body>
</html>`;
}

/**
 * /newsletter/{id}, /de/newsletter/{id}, /it/newsletter/{id}: an issue's own web version, once it has gone out (a
 * draft or a scheduled issue is not public). Anything else falls through to the site's 404 page.
 */
export function registerIssueWebPages(app: Hono<AppEnv>, deps: AppDeps) {
  const { db } = deps.database;
  for (const locale of CAMPAIGN_LOCALES) {
    app.get(localizedPath("/newsletter/:id", "swisshack", locale), async (c, next) => {
      const id = c.req.param("id") ?? "";
      if (!UUID.test(id)) return next();
      const [issue] = await db
        .select()
        .from(newsletterCampaigns)
        .where(
          and(
            eq(newsletterCampaigns.id, id),
            eq(newsletterCampaigns.locale, locale),
            inArray(newsletterCampaigns.status, ["sending", "sent"]),
          ),
        );
      if (!issue) return next();
      c.header("Content-Security-Policy", ISSUE_PAGE_POLICY);
      c.header("Cache-Control", "public, max-age=300");
      c.header("Content-Language", locale);
      return c.html(issueWebPage(issue, `${deps.env.SITE_URL}${ownWebPath(issue.id, locale)}`), 200);
    });
  }
}
