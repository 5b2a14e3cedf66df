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

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "title"], ol: ["start"] },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  // A "# Title" inside the body would be a second h1 under the post's own: it becomes an h2.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener" } }),
  },
  disallowedTagsMode: "discard",
};
SANITIZE_OPTIONS.allowedAttributes = { ...SANITIZE_OPTIONS.allowedAttributes, a: ["href", "title", "rel"] };

/** The body's HTML, safe to place in a page or an email as it is. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(parser.render(markdown), SANITIZE_OPTIONS);
}

/**
 * The body as plain text (an email's text part, a feed's summary): Markdown is readable as it is, less its markup.
 * With `linkAddresses` (an email's text part) a link keeps its address: "the guide (https://…)".
 */
export function markdownToPlainText(markdown: string, { linkAddresses = false } = {}): string {
  let html = parser.render(markdown).replace(/<\/(p|h\d|li|blockquote|pre)>/g, "$&\n");
  if (linkAddresses) {
    html = html.replace(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (whole, href: string, label: string) =>
      /^(https?|mailto):/i.test(href) && href !== label ? `${label} (${href})` : whole,
    );
  }
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
