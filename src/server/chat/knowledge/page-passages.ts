import type { KnowledgeEntry } from "@shared/content/knowledge";

/** A passage of a page the chat may answer from: one FAQ item, one guarantee, one section of the privacy page… */
export interface Passage extends KnowledgeEntry {
  /** The section it belongs to ("Nos quatre garanties"), searched with its words. */
  section: string;
  /** The passage of a whole page under the page's own title ("Politique de confidentialité"). */
  wholePage?: true;
}

// What a content module holds besides the words a visitor reads: addresses, icons, form states, templates.
const NOT_READ = new Set([
  "href",
  "unit",
  "figure",
  "withCount",
  "textWithCount",
  "textWithoutCount",
  "placeholder",
  "submitting",
  "networkError",
  "errorTitle",
  "icon",
  "category",
  "slug",
  "logo",
  "url",
  "image",
  "priceChf",
]);
const TITLE_KEYS = ["question", "title", "heading", "feature", "name", "label", "day"] as const;
/** A template waiting for a value the page fills at render time ("{email}"): not the page's words. */
const TEMPLATE = /\{[a-zA-Z]+\}/;

const sentence = (text: string) => (/[.!?:;»"]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

type Node = unknown;
const isObject = (value: Node): value is Record<string, Node> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every string a visitor reads in a node, depth first; a comparison row says which offers include it. */
function readText(node: Node, number: (value: number) => string): string[] {
  if (typeof node === "string") return TEMPLATE.test(node) ? [] : [node];
  if (typeof node === "number") return [];
  if (Array.isArray(node)) return node.flatMap((item) => readText(item, number));
  if (!isObject(node)) return [];
  const own = Object.entries(node).filter(([key]) => !NOT_READ.has(key));
  const flags = own.filter(([, value]) => typeof value === "boolean");
  const texts = own.flatMap(([, value]) => readText(value, number));
  // {value: 2000, suffix: " – 6 000", label: "…"}: a stat as the page shows it ("10 000+ rendez-vous pris").
  if (typeof node.value === "number" && typeof node.label === "string")
    return [`${number(node.value)}${typeof node.suffix === "string" ? node.suffix : ""} ${node.label}`];
  if (flags.length > 0 && texts.length > 0)
    return [`${texts.join(" ")} (${flags.map(([key, value]) => `${key}: ${value ? "✓" : "—"}`).join(", ")})`];
  return texts;
}

const titleOf = (node: Record<string, Node>): string | undefined => {
  for (const key of TITLE_KEYS) {
    const value = node[key];
    if (typeof value === "string" && !TEMPLATE.test(value)) return value;
  }
  return undefined;
};

export interface PageSource {
  /** The content module, as the page's catalogue holds it. */
  content: Node;
  /** The page (and anchor) it is rendered on, in the site's default language ("/#faq"); per top-level key if needed. */
  path: string | ((key: string) => string);
  /** What to call the page when a section has no title of its own. */
  name: string;
  /** Top-level keys the page does not show as text. */
  skip?: readonly string[];
}

/**
 * A content module's passages, generically: each object with a title of its own (a FAQ item, a step, a guarantee, a
 * legal section) is a passage holding its words; each section (a top-level key) is also one passage holding all of
 * its words, so a question about the section as a whole finds it. Nothing is restated: the passage is the page's text.
 */
export function passagesOf(
  source: PageSource,
  site: KnowledgeEntry["site"],
  idPrefix: string,
  url: (path: string) => string,
  /** A figure as the page writes it in its language ("10 000", "10'000"). */
  number: (value: number) => string = String,
): Passage[] {
  const passages: Passage[] = [];
  const pathOf = (key: string) => (typeof source.path === "string" ? source.path : source.path(key));
  const add = (key: string, title: string, section: string, texts: string[], wholePage = false) => {
    const text = texts
      .filter((t) => t !== title)
      .map(sentence)
      .join(" ");
    if (text.length === 0 || passages.some((p) => p.title === title && p.text === text)) return;
    const id = `${idPrefix}-${passages.length + 1}`;
    passages.push({ id, site, title, text, url: url(pathOf(key)), section, ...(wholePage ? { wholePage } : {}) });
  };
  const visitItems = (key: string, section: string, node: Node) => {
    if (Array.isArray(node)) {
      for (const item of node) visitItems(key, section, item);
      return;
    }
    if (!isObject(node)) return;
    const title = titleOf(node);
    if (title) add(key, title, section, readText(node, number));
    for (const [childKey, child] of Object.entries(node))
      if (!NOT_READ.has(childKey) && typeof child === "object") visitItems(key, title ?? section, child);
  };
  const root = source.content;
  const entries: [string, Node][] = isObject(root) ? Object.entries(root) : [["", root]];
  // A module that is one page (PREMIUM, PRIVACY) is one section; a module of sections (LANDING) has one per key.
  const onePage = isObject(root) && Object.values(root).some((value) => typeof value === "string");
  if (onePage) {
    const title = isObject(root) ? (titleOf(root) ?? source.name) : source.name;
    const shown = entries.filter(([key]) => !source.skip?.includes(key) && !NOT_READ.has(key));
    add("", title, source.name, readText(Object.fromEntries(shown), number), true);
    for (const [, value] of shown) if (typeof value === "object") visitItems("", title, value);
    return passages;
  }
  for (const [key, value] of entries) {
    if (source.skip?.includes(key) || NOT_READ.has(key)) continue;
    const title = (isObject(value) && titleOf(value)) || source.name;
    add(key, title, source.name, readText(value, number));
    visitItems(key, title, value);
  }
  return passages;
}
