import { type SiteId, siteOfPath } from "../../../shared/routes";

/** A `?next=` path is followed only within this site: a path, not another origin, not the API. */
export function safeNextPath(next: string | null): string | null {
  if (!next || next.length > 200 || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\"))
    return null;
  if (next === "/auth" || next.startsWith("/auth?") || next.startsWith("/api/")) return null;
  return next;
}

/** The brand of /auth: `?site=`, else the page the visitor came from on this origin, else OptimAIte (SPEC). */
export function authSite(search: string, referrer: string, origin: string): SiteId {
  const site = new URLSearchParams(search).get("site");
  if (site === "swisshack" || site === "optimaite") return site;
  try {
    const from = new URL(referrer);
    if (from.origin === origin) return siteOfPath(from.pathname);
  } catch {
    // no referrer, or not a URL
  }
  return "optimaite";
}

/** After sign-in: the validated `?next=`, else the back office for an admin, else the home of the visitor's site. */
export function afterSignIn(next: string | null, role: string | null | undefined, site: SiteId): string {
  return safeNextPath(next) ?? (role === "admin" ? "/admin" : site === "swisshack" ? "/" : "/optimaite");
}
