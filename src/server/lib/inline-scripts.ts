import { createHash } from "node:crypto";

// What a browser runs of a <script> without src: no type, or a JavaScript one (the short list we emit). Any other
// type (JSON-LD, JSON) is data and never runs; an unknown spelling of JavaScript stays unhashed, so blocked.
const RUNNABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** The bodies of a page's inline scripts that a browser runs, in order: external and data scripts left out. */
export function inlineJavaScript(html: string): string[] {
  const bodies: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
    if (RUNNABLE_TYPES.has((type?.slice(1).find((value) => value !== undefined) ?? "").trim().toLowerCase())) {
      bodies.push(body);
    }
  }
  return bodies;
}

/** A script's CSP source: `'sha256-…'`. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
}
