import { index, layout, prefix, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import type { Locale } from "../shared/i18n/locales.ts";
import { localizedSlug } from "../shared/i18n/slugs.ts";
import type { SiteId } from "../shared/routes.ts";

/**
 * One language's copy of a site's pages: the same modules under ids of their own ("de/premium"), at that language's
 * words ("datenschutz" for German SwissHack's "confidentialite", src/shared/i18n/slugs.ts).
 */
function pages(site: SiteId, language: Locale, entries: [path: string | null, file: string][]): RouteConfigEntry[] {
  return entries.map(([path, file]) => {
    const id = `${language}/${path ?? "home"}`;
    if (path === null) return index(file, { id });
    return route(localizedSlug(`/${path}`, site, language).slice(1), file, { id });
  });
}

const SWISSHACK_PAGES: [string | null, string][] = [
  [null, "routes/home.tsx"],
  ["premium", "routes/premium.tsx"],
  ["confidentialite", "routes/confidentialite.tsx"],
  ["mentions-legales", "routes/mentions-legales.tsx"],
  ["newsletter/confirmation", "routes/newsletter-confirmation.tsx"],
  ["premium/commande", "routes/premium-order.tsx"],
  // Rendered by the server on request (src/server/pages/server-rendered-pages.ts), never prerendered.
  ["blog", "routes/blog.tsx"],
  ["blog/:slug", "routes/blog-post.tsx"],
];

const OPTIMAITE_PAGES: [string | null, string][] = [
  ["optimaite", "routes/optimaite.tsx"],
  ["details", "routes/details.tsx"],
  ["integrations", "routes/integrations.tsx"],
  ["faq", "routes/faq.tsx"],
  ["privacy", "routes/privacy.tsx"],
  ["legal-notice", "routes/legal-notice.tsx"],
];

/** Each language's layout only gives its pages their catalogue (loaded with them: a page carries one language). */
export default [
  layout("routes/languages/swisshack-fr.tsx", [
    ...pages("swisshack", "fr", SWISSHACK_PAGES),
    route("pre-analyse/:token", "routes/pre-analysis.tsx"),
  ]),
  layout("routes/languages/optimaite-en.tsx", [
    ...pages("optimaite", "en", OPTIMAITE_PAGES),
    // The private reschedule/cancel page, in OptimAIte's frame: its words follow the lead's language once loaded.
    route("demo/:token", "routes/demo-meeting.tsx"),
  ]),
  ...prefix("de", [
    layout("routes/languages/swisshack-de.tsx", [
      ...pages("swisshack", "de", SWISSHACK_PAGES),
      route("*", "routes/not-found.tsx", { id: "de/not-found" }),
    ]),
  ]),
  ...prefix("it", [
    layout("routes/languages/swisshack-it.tsx", [
      ...pages("swisshack", "it", SWISSHACK_PAGES),
      route("*", "routes/not-found.tsx", { id: "it/not-found" }),
    ]),
  ]),
  ...prefix("fr", [
    layout("routes/languages/optimaite-fr.tsx", [
      ...pages("optimaite", "fr", OPTIMAITE_PAGES),
      route("*", "routes/not-found.tsx", { id: "fr/not-found" }),
    ]),
  ]),
  route("auth", "routes/auth.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("admin", "routes/admin.tsx"),
  route("admin/pre-analyses/:id", "routes/admin-pre-analysis.tsx"),
  route("admin/audits/:id/report", "routes/admin-audit-report.tsx"),
  route("sitemap-manager", "routes/sitemap-manager.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
