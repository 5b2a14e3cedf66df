// @ts-expect-error jsdom ships no type declarations here (a test reads HTML and XML back with it)
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { buildAtomFeed } from "./atom-feed";

const post = {
  locale: "fr" as const,
  slug: "pilier",
  title: "Titre\uFFFE",
  excerpt: "Résumé\uFFFF",
  tags: ["tag\u0001"],
  author: "Léa\u001B",
  publishedAt: "2026-11-01T08:00:00.000Z",
  publishedOn: "1 novembre 2026",
  updatedAt: "2026-11-01T08:00:00.000Z",
  cover: null,
  html: "<p>Collé d'un traitement de texte\u000B, \u0001 et \u001B.</p>",
};

/** A French feed of these posts, made at 07:55 on 29 November 2026. */
const feedOf = (posts: (typeof post)[]) =>
  buildAtomFeed({
    siteUrl: "https://swisshack.ch",
    locale: "fr",
    title: "Blog",
    subtitle: "",
    posts,
    renderedAt: "2026-11-29T07:55:00.000Z",
  });

describe("buildAtomFeed", () => {
  it("writes well-formed XML when a post holds characters XML forbids (issue 54, 3)", () => {
    const xml = feedOf([post]);
    const document = new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml");
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(document.querySelector("entry > title")?.textContent).toBe("Titre");
    expect(document.querySelector("entry > content")?.textContent).toBe("<p>Collé d'un traitement de texte,  et .</p>");
  });

  it("dates an empty feed when it was made, not 1970 (field round five)", () => {
    const xml = feedOf([]);
    expect(xml).toContain("<updated>2026-11-29T07:55:00.000Z</updated>");
    expect(xml).not.toContain("1970");
  });

  it("dates a feed with posts by its latest change", () => {
    const xml = feedOf([post]);
    expect(xml).toMatch(
      /<id>https:\/\/swisshack\.ch\/blog\/feed\.xml<\/id>\n {2}<updated>2026-11-01T08:00:00\.000Z<\/updated>/,
    );
  });
});
