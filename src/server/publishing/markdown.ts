import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

// A post's or a newsletter's body: CommonMark (markdown-it's "commonmark" preset) written by the owner in the admin,
// rendered to HTML for a page or an email. The parser leaves raw HTML out (html: false) and the sanitizer then keeps
// only the tags and attributes below, so nothing typed in the editor runs on a page or in an email.

const parser = new MarkdownIt("commonmark", { html: false, linkify: false, typographer: false });

const ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "em",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
  "img",
];

const ATTRIBUTES: Readonly<Record<string, string[]>> = {
  a: ["href", "title", "rel"],
  img: ["src", "alt", "title"],
  ol: ["start"],
};

export interface RenderOptions {
  /** Relative link and image addresses made absolute from this address: a mail app or a feed reader has no page. */
  baseUrl?: string;
  /** An inline style per tag, for mail clients that drop a <style> element. */
  tagStyles?: Readonly<Record<string, string>>;
}

const SITE = "https://site.invalid";
const hasScheme = (address: string) => /^[a-z][a-z0-9+.-]*:/i.test(address);

/** A relative address that stays on this site: "//host/x" and "/\\host/x" have no scheme but name another host. */
function isSitePath(address: string): boolean {
  if (hasScheme(address)) return false;
  try {
    return new URL(address, SITE).origin === SITE;
  } catch {
    return false;
  }
}

/** An absolute address as it is; a path on this site relative (or absolute from `baseUrl`); anything else dropped. */
function resolveAddress(address: string, baseUrl: string | undefined): string | undefined {
  if (hasScheme(address)) return address;
  if (!isSitePath(address)) return undefined;
  return baseUrl ? new URL(address, baseUrl).href : address;
}

/** The attributes with `name` set to `value` in its place, or left out when `value` is undefined. */
function withAttribute(attribs: sanitizeHtml.Attributes, name: string, value: string | undefined) {
  return Object.fromEntries(
    Object.entries(attribs).flatMap(([key, old]) =>
      key !== name ? [[key, old]] : value === undefined ? [] : [[key, value]],
    ),
  );
}

function sanitizeOptions({ baseUrl, tagStyles = {} }: RenderOptions): sanitizeHtml.IOptions {
  const address = (name: "href" | "src") => (attribs: sanitizeHtml.Attributes) =>
    attribs[name] === undefined ? attribs : withAttribute(attribs, name, resolveAddress(attribs[name], baseUrl));
  return {
    allowedTags: ALLOWED_TAGS,
    // The parser writes no attribute of its own (html: false): a style comes only from tagStyles.
    allowedAttributes: Object.fromEntries(
      [...new Set([...Object.keys(ATTRIBUTES), ...Object.keys(tagStyles)])].map((tag) => [
        tag,
        [...(ATTRIBUTES[tag] ?? []), ...(tagStyles[tag] ? ["style"] : [])],
      ]),
    ),
    allowedSchemes: ["https", "http", "mailto"],
    allowedSchemesByTag: { img: ["https", "http"] },
    allowProtocolRelative: false,
    parseStyleAttributes: false,
    transformTags: {
      // A "# Title" inside the body would be a second h1 under the post's own: it becomes an h2.
      h1: "h2",
      a: (tagName, attribs) => ({ tagName, attribs: { ...address("href")(attribs), rel: "noopener" } }),
      // An image is one of the site's own (a path on this site, as the editor's uploads are): the post's page allows
      // no other (its Content-Security-Policy's img-src is 'self'), and the feed and the email keep the same rule, so
      // no mail app or feed reader fetches from a third party either.
      img: (tagName, attribs) => ({
        tagName,
        attribs: isSitePath(attribs.src ?? "") ? address("src")(attribs) : withAttribute(attribs, "src", undefined),
      }),
      "*": (tagName, attribs) => {
        const style = tagStyles[tagName];
        return { tagName, attribs: style ? { ...attribs, style } : attribs };
      },
    },
    // An image that is not the site's own leaves nothing behind.
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
    disallowedTagsMode: "discard",
  };
}

const PAGE_OPTIONS = sanitizeOptions({});

/**
 * The body's HTML, safe to place in a page, a feed or an email as it is. Addresses and styles are set inside the
 * sanitizer, on the parsed tags: rewriting its output with a regular expression let an attribute's text become markup.
 */
export function renderMarkdown(markdown: string, options?: RenderOptions): string {
  return sanitizeHtml(parser.render(markdown), options ? sanitizeOptions(options) : PAGE_OPTIONS);
}

/**
 * The body as plain text, for an email's text part or a search index. For an email (`linkAddresses`), each link keeps
 * its address beside its words (a relative one made absolute from `baseUrl`), an image its description in brackets,
 * a list its bullets or numbers, and a quotation its "> " before each line, as mail apps show them.
 */
export function markdownToPlainText(markdown: string, { linkAddresses = false, baseUrl = "" } = {}): string {
  let html = parser.render(markdown);
  if (linkAddresses) {
    html = html
      .replace(/<img src="[^"]*" alt="([^"]*)"[^>]*>/g, (_, alt: string) => (alt ? `[${alt}]` : ""))
      .replace(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (whole, href: string, label: string) => {
        const address = absolute(decodeEntities(href), baseUrl);
        return /^(https?|mailto):/i.test(address) && address !== label ? `${label} (${escapeText(address)})` : whole;
      })
      .replace(/<(ul|ol)(?: start="(\d+)")?>([\s\S]*?)<\/\1>/g, (_, kind: string, start: string, items: string) => {
        let number = Number(start ?? 1);
        return items.replace(/<li>\s*(?:<p>)?/g, () => (kind === "ol" ? `${number++}. ` : "- "));
      })
      .replace(
        /<blockquote>\s*([\s\S]*?)\s*<\/blockquote>/g,
        (_, inner: string) => `${escapeText(plainOf(inner).replace(/^/gm, "> "))}\n`,
      );
  }
  return plainOf(html);
}

function plainOf(html: string): string {
  // A block ends with a blank line; a list's items, one per line.
  const blocks = html.replace(/<\/(p|h\d|ul|ol|blockquote|pre)>/g, "$&\n").replace(/<\/li>(?!\n)/g, "$&\n");
  return decodeEntities(sanitizeHtml(blocks, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function absolute(href: string, baseUrl: string): string {
  if (!baseUrl || /^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  try {
    return new URL(href, baseUrl).href;
  } catch {
    return href;
  }
}
