// How the chat evaluation decides that an answer is right: see Pattern and Expectation in case-types.ts.
import { type Expectation, I_DONT_KNOW, type Pattern } from "./case-types";

export interface ChatReply {
  response: string;
  links: readonly { label: string; href: string }[];
}

/** Lowercase, no accents, no-break spaces as spaces, typographic apostrophes and dashes as ASCII. */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u00a0\u202f\u2009\u2007]/g, " ")
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u2010\u2011\u2012]/g, "-")
    .toLowerCase();
}

/** The answer as a person reads it: its text, then each link's label and address. */
export function readAnswer(reply: ChatReply): string {
  return normalize([reply.response, ...reply.links.map((link) => `${link.label} ${link.href}`)].join("\n"));
}

function matches(read: string, pattern: Pattern): boolean {
  if (typeof pattern === "string") return read.includes(normalize(pattern));
  const flags = pattern.flags.includes("i") ? pattern.flags : `${pattern.flags}i`;
  return new RegExp(pattern.source, flags.replace("g", "")).test(read);
}

/** "https://x.ch/de/premium?a" → "/de/premium?a"; a path stays as it is. */
function pathOf(href: string): string {
  const match = /^https?:\/\/[^/]+(\/.*)?$/.exec(href.trim());
  return match ? (match[1] ?? "/") : href.trim();
}

/** The page itself, or an anchor or query on it; "/de" also accepts the pages under "/de/". */
function linksTo(href: string, expected: string): boolean {
  const path = pathOf(href);
  if (path === expected || path.startsWith(`${expected}#`) || path.startsWith(`${expected}?`)) return true;
  if (expected === "/" && path.startsWith("/#")) return true;
  return expected !== "/" && !expected.includes("#") && path.startsWith(`${expected}/`);
}

/** The addresses written in the text: absolute URLs and paths starting with "/" after a space or a bracket. */
function addressesInText(text: string): string[] {
  return [...text.matchAll(/(?:^|[\s(«"])((?:https?:\/\/[^\s)»"]+)|(?:\/[^\s)»",;]*))/g)].map((m) =>
    (m[1] ?? "").replace(/[.:!?]+$/, ""),
  );
}

export interface Verdict {
  right: boolean;
  /** What failed, for the list of misses ("none of any", "has: …", "no link to …"). */
  reasons: string[];
}

const show = (pattern: Pattern) => (typeof pattern === "string" ? JSON.stringify(pattern) : String(pattern));

export function grade(reply: ChatReply, expect: Expectation): Verdict {
  const read = readAnswer(reply);
  const reasons: string[] = [];
  // Every case has a right answer on the pages: an "I don't know" reply is never one.
  const dontKnow = Object.values(I_DONT_KNOW).find((pattern) => pattern.test(read));
  if (dontKnow) reasons.push(`is an "I don't know" reply (${dontKnow})`);
  for (const pattern of expect.all ?? []) if (!matches(read, pattern)) reasons.push(`lacks ${show(pattern)}`);
  if (expect.any?.length && !expect.any.some((pattern) => matches(read, pattern)))
    reasons.push(`lacks any of ${expect.any.map(show).join(" | ")}`);
  for (const pattern of expect.none ?? []) if (matches(read, pattern)) reasons.push(`has ${show(pattern)}`);
  if (expect.link !== undefined) {
    const wanted = typeof expect.link === "string" ? [expect.link] : expect.link;
    const hrefs = [...reply.links.map((link) => link.href), ...addressesInText(reply.response)];
    if (!wanted.some((path) => hrefs.some((href) => linksTo(href, path))))
      reasons.push(`no link to ${wanted.join(" or ")}`);
  }
  return { right: reasons.length === 0, reasons };
}

/** What the case expects, in one line, for the list of misses. */
export function describeExpectation(expect: Expectation): string {
  const parts: string[] = [];
  if (expect.all?.length) parts.push(`all: ${expect.all.map(show).join(", ")}`);
  if (expect.any?.length) parts.push(`any: ${expect.any.map(show).join(" | ")}`);
  if (expect.none?.length) parts.push(`none: ${expect.none.map(show).join(", ")}`);
  if (expect.link !== undefined) parts.push(`link: ${[expect.link].flat().join(" or ")}`);
  return parts.join("; ");
}
