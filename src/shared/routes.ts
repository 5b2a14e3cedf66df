import { closestSegment, firstSegment } from "./path-typos.ts";

/** Public marketing pages of the two sites (prerendered, listed in the sitemap). */
export const SWISSHACK_PATHS = ["/", "/premium", "/confidentialite", "/mentions-legales"] as const;
export const OPTIMAITE_PATHS = [
  "/optimaite",
  "/details",
  "/integrations",
  "/faq",
  "/privacy",
  "/legal-notice",
] as const;
export const PUBLIC_PATHS = [...SWISSHACK_PATHS, ...OPTIMAITE_PATHS] as const;

/** Application pages: prerendered as shells (not indexed), filled in the browser. */
export const APP_PATHS = ["/auth", "/admin", "/sitemap-manager", "/verify-email", "/reset-password"] as const;

/** The page an account's verification email links to: a button that POSTs (a GET never verifies). */
export const VERIFY_EMAIL_PATH = "/verify-email";
/** The page of a password reset: ask for a link, or (with the link's token) choose a new password. */
export const RESET_PASSWORD_PATH = "/reset-password";

/** Where the payment provider sends a person back after paying the Premium audit (`?order=<id>`, issue 57). */
export const PREMIUM_ORDER_PATH = "/premium/commande";

/** French application pages of SwissHack (prerendered, not indexed), each with its German and Italian copy. */
export const SWISSHACK_APP_PATHS = ["/newsletter/confirmation", PREMIUM_ORDER_PATH] as const;

/** SwissHack's blog: its index and posts, rendered by the server on request (never prerendered). */
export const BLOG_PATH = "/blog";

/** Prerendered at /404 and served with status 404 for every unknown path... */
export const NOT_FOUND_PATH = "/404";
/** ...in French for the unknown paths under SwissHack's pages ("/premium/old-offer"). */
export const FRENCH_NOT_FOUND_PATH = "/404-fr";

/** The prerendered shell (title, noindex) served for every /pre-analyse/{secret}; not a page of its own. */
export const PRE_ANALYSIS_SHELL_PATH = "/pre-analyse/shell";

/** The prerendered shell served for every /admin/pre-analyses/{id} (the admin's view of a pre-analysis). */
export const ADMIN_PRE_ANALYSIS_SHELL_PATH = "/admin/pre-analyses/shell";

/** The prerendered shell served for every /admin/audits/{id}/report (the 48-hour report's editor, issue 55). */
export const ADMIN_AUDIT_REPORT_SHELL_PATH = "/admin/audits/shell/report";

/** The prerendered shell served for every /demo/{secret} (the demo's reschedule/cancel page, issue 30). */
export const DEMO_MEETING_SHELL_PATH = "/demo/shell";

export const PRERENDERED_PATHS = [
  ...PUBLIC_PATHS,
  ...APP_PATHS,
  ...SWISSHACK_APP_PATHS,
  NOT_FOUND_PATH,
  FRENCH_NOT_FOUND_PATH,
  PRE_ANALYSIS_SHELL_PATH,
  DEMO_MEETING_SHELL_PATH,
  ADMIN_PRE_ANALYSIS_SHELL_PATH,
  ADMIN_AUDIT_REPORT_SHELL_PATH,
];

export type SiteId = "swisshack" | "optimaite";

/** Private SwissHack pages behind a link with a secret (rendered in the browser, never prerendered). */
export const SWISSHACK_PRIVATE_PREFIXES = ["/pre-analyse/"] as const;

/** Pages behind a private link: the segment after the prefix is the link's secret. */
export const PRIVATE_PAGE_PREFIXES = ["/pre-analyse/", "/demo/"] as const;

/**
 * Every private link's prefix, pages and the API paths that read them: the one list the request log, visit tracking
 * and the private-page headers (noindex, no-store) follow.
 */
export const PRIVATE_LINK_PREFIXES = [...PRIVATE_PAGE_PREFIXES, "/api/pre-analyses/", "/api/demo-meetings/"] as const;

/** Pages whose query string carries a secret (an emailed token): only the page itself is ever kept. */
const SECRET_QUERY_PAGES = [VERIFY_EMAIL_PATH, RESET_PASSWORD_PATH];
// Issue 57: `order` reads a Premium order's state (its confirmation page), `audit` names the audit request an
// expert's payment link is for: neither is kept with a visit.
const SECRET_QUERY_PARAM = /(?:^|&)(?:[^=&]*(?:token|secret)[^=&]*|order|audit)=/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A private prefix anywhere in the text and the whole segment after it, whatever it holds (a dot, a bracket…). */
const PRIVATE_SEGMENT = new RegExp(`(${PRIVATE_LINK_PREFIXES.map(escapeRegExp).join("|")})[^/?#]*`, "g");

export const isPrivateLink = (pathname: string) => PRIVATE_LINK_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/** Every private link's secret replaced: "/demo/abc…)" -> "/demo/[private]". */
export const redactPrivateSegments = (text: string, replacement: string) =>
  text.replace(PRIVATE_SEGMENT, `$1${replacement}`);

/** A query string that carries a secret dropped with its page's known path kept: "/reset-password?token=…" -> "/reset-password". */
const withoutSecretQueries = (text: string) =>
  text.replace(/([^?#\s]*)\?([^#\s]*)/g, (whole, path: string, query: string) =>
    SECRET_QUERY_PAGES.some((page) => path.endsWith(page)) || SECRET_QUERY_PARAM.test(query) ? path : whole,
  );

/**
 * What tracking may keep of a path or an address: private links' secrets as "[private]" ("/pre-analyse/abc…" ->
 * "/pre-analyse/[private]"), and no query string that carries a token.
 */
export function redactPrivateLinks(text: string): string {
  return withoutSecretQueries(redactPrivateSegments(text, "[private]"));
}

const sectionOf = (pathname: string, sections: readonly string[]) =>
  sections.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** The first segments of each site's pages, for telling which site a mistyped path meant. */
const SWISSHACK_SEGMENTS = [...SWISSHACK_PATHS, ...SWISSHACK_APP_PATHS, BLOG_PATH, ...SWISSHACK_PRIVATE_PREFIXES]
  .map(firstSegment)
  .filter(Boolean);
const ENGLISH_PATHS = [...OPTIMAITE_PATHS, ...APP_PATHS, NOT_FOUND_PATH];
const ENGLISH_SEGMENTS = ENGLISH_PATHS.map(firstSegment);

/**
 * SwissHack is "/" and everything under its other pages; so is a path that looks like a mistyped SwissHack page
 * ("/premuim", "/confidentialité"), so that it gets the French 404. Any other path belongs to OptimAIte (SPEC's
 * English).
 */
export function siteOfPath(pathname: string): SiteId {
  if (pathname === "/") return "swisshack";
  const swisshack = [
    ...SWISSHACK_PATHS.filter((path) => path !== "/"),
    ...SWISSHACK_APP_PATHS,
    BLOG_PATH,
    FRENCH_NOT_FOUND_PATH,
  ];
  if (SWISSHACK_PRIVATE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return "swisshack";
  if (sectionOf(pathname, swisshack)) return "swisshack";
  if (sectionOf(pathname, ENGLISH_PATHS)) return "optimaite";
  const closest = closestSegment(firstSegment(pathname), [...SWISSHACK_SEGMENTS, ...ENGLISH_SEGMENTS]);
  return closest && SWISSHACK_SEGMENTS.includes(closest) ? "swisshack" : "optimaite";
}

/** The prerendered 404 page an unknown path gets: its site's. */
export function notFoundPageOf(pathname: string): string {
  return siteOfPath(pathname) === "swisshack" ? FRENCH_NOT_FOUND_PATH : NOT_FOUND_PATH;
}

/** The tracked pages of each site, as the admin's visitors tab lists them (path without its query string). */
export const VISITOR_ROUTES: Record<SiteId, readonly string[]> = {
  swisshack: [...SWISSHACK_PATHS, ...SWISSHACK_APP_PATHS, "/pre-analyse/[private]"],
  optimaite: OPTIMAITE_PATHS,
};
export const ALL_VISITOR_ROUTES = [...VISITOR_ROUTES.swisshack, ...VISITOR_ROUTES.optimaite];

/** The routes a visitors-tab filter selects: one path, or every route of a site (both sites by default). */
export function visitorRoutes(site: SiteId | "all", path?: string): string[] {
  const routes = site === "all" ? ALL_VISITOR_ROUTES : [...VISITOR_ROUTES[site]];
  return path ? routes.filter((route) => route === path) : routes;
}
