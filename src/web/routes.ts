import { index, layout, prefix, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

/** One language's copy of a site's pages: the same modules under ids of their own ("de/premium"). */
function pages(language: string, entries: [path: string | null, file: string][]): RouteConfigEntry[] {
  return entries.map(([path, file]) => {
    const id = `${language}/${path ?? "home"}`;
    return path === null ? index(file, { id }) : route(path, file, { id });
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
    ...pages("fr", SWISSHACK_PAGES),
    route("pre-analyse/:token", "routes/pre-analysis.tsx"),
  ]),
  layout("routes/languages/optimaite-en.tsx", [
    ...pages("en", OPTIMAITE_PAGES),
    // The private reschedule/cancel page, in OptimAIte's frame: its words follow the lead's language once loaded.
    route("demo/:token", "routes/demo-meeting.tsx"),
  ]),
  ...prefix("de", [
    layout("routes/languages/swisshack-de.tsx", [
      ...pages("de", SWISSHACK_PAGES),
      route("*", "routes/not-found.tsx", { id: "de/not-found" }),
    ]),
  ]),
  ...prefix("it", [
    layout("routes/languages/swisshack-it.tsx", [
      ...pages("it", SWISSHACK_PAGES),
      route("*", "routes/not-found.tsx", { id: "it/not-found" }),
    ]),
  ]),
  ...prefix("fr", [
    layout("routes/languages/optimaite-fr.tsx", [
      ...pages("fr", OPTIMAITE_PAGES),
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
