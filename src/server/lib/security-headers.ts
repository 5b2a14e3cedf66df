import type { MiddlewareHandler } from "hono";

/** The policy of an HTML page: only our own files, plus the inline scripts the build emits, by hash (build-scripts.ts). */
export function pageContentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Radix and sonner set inline style attributes and a style element at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

/** The headers every answer carries whatever it is, also those Node writes itself (400, 408, 431). */
export function baseSecurityHeaders(siteUrl: string): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(siteUrl.startsWith("https://") ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** The headers of an answer that is not an HTML page (an HTML page sets its own CSP, with its script hashes). */
export function nonPageSecurityHeaders(siteUrl: string): Record<string, string> {
  return { "Content-Security-Policy": API_POLICY, ...baseSecurityHeaders(siteUrl) };
}

/**
 * Headers every response carries. HTML pages set their own CSP (with their script hashes) when they are served;
 * everything else gets a deny-all policy.
 */
export function securityHeaders(siteUrl: string): MiddlewareHandler {
  const base = Object.entries(baseSecurityHeaders(siteUrl));
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", API_POLICY);
    for (const [name, value] of base) headers.set(name, value);
  };
}
