import type { EmailBrand, EmailMessage } from "./email-message";

const BRANDS: Record<EmailBrand, { name: string; colour: string; lang: string }> = {
  swisshack: { name: "SwissHack", colour: "#c8102e", lang: "fr-CH" },
  optimaite: { name: "OptimAIte", colour: "#1d4ed8", lang: "en" },
};

export const brandName = (brand: EmailBrand) => BRANDS[brand].name;

export const escapeHtml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/**
 * Escapes a line and turns the template's own addresses (`links`) into links; any other address, which can only
 * come from what a visitor typed, stays plain text (the text part shows the same address).
 */
function inline(line: string, colour: string, links: ReadonlySet<string>): string {
  let html = "";
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0];
    if (!links.has(url)) continue;
    html += escapeHtml(line.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" style="color:${colour};text-decoration:underline;word-break:break-all">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/** Paragraphs from blank-line separated blocks; a run of "- " lines becomes a list. */
function blocks(text: string, colour: string, links: ReadonlySet<string>): string {
  const runs: { list: boolean; lines: string[] }[] = [];
  for (const block of text.trim().split(/\n\s*\n/)) {
    let previous: { list: boolean; lines: string[] } | undefined;
    for (const line of block.split("\n")) {
      const list = line.startsWith("- ");
      if (previous?.list !== list) {
        previous = { list, lines: [] };
        runs.push(previous);
      }
      previous.lines.push(list ? line.slice(2) : line);
    }
  }
  return runs
    .map(({ list, lines }) =>
      list
        ? `<ul style="margin:0 0 16px;padding-left:24px">${lines.map((l) => `<li>${inline(l, colour, links)}</li>`).join("")}</ul>`
        : `<p style="margin:0 0 16px">${lines.map((l) => inline(l, colour, links)).join("<br>")}</p>`,
    )
    .join("\n");
}

export interface EmailLayoutOptions {
  lang?: string;
  /** The addresses the template itself wrote: only these become links. Visitor text is never linkified. */
  links?: readonly string[];
  /**
   * HTML placed before the blocks made from the text: only the sanitized output of renderMarkdown (a newsletter's
   * body, publishing/markdown.ts), never anything else typed by a person.
   */
  bodyHtml?: string;
}

/**
 * The HTML part of every email, built from its text part: one column, system fonts, the brand's colour on the
 * name and the template's links, no remote images (nothing to block, nothing that tracks).
 */
export function renderEmailHtml(
  brand: EmailBrand,
  subject: string,
  text: string,
  { lang = BRANDS[brand].lang, links = [], bodyHtml = "" }: EmailLayoutOptions = {},
): string {
  const { name, colour } = BRANDS[brand];
  return [
    "<!doctype html>",
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f1f5f9">',
    `<div role="article" aria-label="${escapeHtml(subject)}" style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;color:#0f172a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">`,
    `<p style="margin:0 0 24px;padding-bottom:12px;border-bottom:4px solid ${colour};font-size:22px;font-weight:bold;color:${colour}">${name}</p>`,
    bodyHtml,
    blocks(text, colour, new Set(links)),
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");
}

/**
 * A message sent under `brand`: its HTML part is laid out from the text, in the brand's language unless told, with
 * `options.links` (the template's own addresses) as its only links.
 */
export function brandedEmail(
  brand: EmailBrand,
  message: Omit<EmailMessage, "brand" | "html">,
  options: EmailLayoutOptions = {},
): EmailMessage {
  return { ...message, brand, html: renderEmailHtml(brand, message.subject, message.text, options) };
}
