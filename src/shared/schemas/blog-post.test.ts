import { describe, expect, it } from "vitest";
import { zurichWallClock } from "../blog/zurich-wall-clock";
import { newPostSchema, postFieldsSchema, publishableSchema, SLUG_MESSAGE, scheduleSchema } from "./blog-post";

const post = {
  locale: "fr" as const,
  title: "Le 3e pilier en 2026",
  slug: "pilier-3a-2026",
  excerpt: "Combien verser, et quand.",
  bodyMarkdown: "## Plafond\n\nCHF 7258.",
  coverImageId: null,
  coverImageAlt: "",
  tags: ["prévoyance", "impôts"],
  author: "Léa Martin",
};

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join("."), issue.message]));

describe("newPostSchema", () => {
  it("accepts a complete post and tidies its one-line fields", () => {
    const parsed = newPostSchema.parse({ ...post, title: "  Le 3e\npilier  ", author: " Léa\tMartin " });
    expect(parsed.title).toBe("Le 3e pilier");
    expect(parsed.author).toBe("Léa Martin");
  });

  it("drops the characters XML forbids, which would spoil the language's whole feed (issue 54, 3)", () => {
    const parsed = newPostSchema.parse({
      ...post,
      title: "Le 3e pilier\uFFFE",
      excerpt: "Combien\uFFFF verser",
      tags: ["prévoyance\uFFFE"],
      author: "Léa\u0001 Martin",
      bodyMarkdown: "Collé\u000B d'un traitement\u0001 de texte\u001B.\n\tCode\r\n",
    });
    expect(parsed).toMatchObject({
      title: "Le 3e pilier",
      excerpt: "Combien verser",
      tags: ["prévoyance"],
      author: "Léa Martin",
      bodyMarkdown: "Collé d'un traitement de texte.\n\tCode\r\n",
    });
  });

  it.each([
    ["an empty title", { title: "   " }, "title", "Give the post a title"],
    ["a slug with spaces", { slug: "mon article" }, "slug", SLUG_MESSAGE],
    ["a slug with capitals", { slug: "Mon-Article" }, "slug", SLUG_MESSAGE],
    ["a slug with accents", { slug: "prévoyance" }, "slug", SLUG_MESSAGE],
    ["a slug with a double hyphen", { slug: "a--b" }, "slug", SLUG_MESSAGE],
    ["an empty slug", { slug: "" }, "slug", "Give the post a slug: the end of its address"],
    [
      "an excerpt of 301 characters",
      { excerpt: "a".repeat(301) },
      "excerpt",
      "The excerpt is too long: at most 300 characters",
    ],
    ["eleven tags", { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, "tags", "At most 10 tags"],
    ["a tag twice", { tags: ["Impôts", "impôts"] }, "tags", "Each tag only once, please"],
    ["an empty tag", { tags: [" "] }, "tags.0", "A tag cannot be empty"],
    ["no author", { author: "" }, "author", "Name the author"],
    [
      "a cover without description",
      { coverImageId: "0196a1c4-3a5e-7000-8000-000000000000" },
      "coverImageAlt",
      "Describe the cover image for people who cannot see it",
    ],
    ["a NUL in the text", { bodyMarkdown: "a\u0000b" }, "bodyMarkdown", "Contains characters that cannot be stored"],
    ["a lone surrogate in the title", { title: "a\ud800" }, "title", "Contains characters that cannot be stored"],
    ["another language", { locale: "en" }, "locale", "Choose French, German or Italian"],
  ])("refuses %s with a clear message", (_, change, path, message) => {
    expect(messages(newPostSchema.safeParse({ ...post, ...change }))[path]).toBe(message);
  });

  it("lets a draft leave its excerpt and text empty, but not a post being published", () => {
    expect(postFieldsSchema.safeParse({ ...post, excerpt: "", bodyMarkdown: "" }).success).toBe(true);
    expect(messages(publishableSchema.safeParse({ excerpt: " ", bodyMarkdown: "" }))).toEqual({
      excerpt: "Write an excerpt before publishing: it is the post's description on the blog",
      bodyMarkdown: "Write the post's text before publishing",
    });
  });
});

describe("scheduleSchema", () => {
  const inZurich = (msFromNow: number) => zurichWallClock(new Date(Date.now() + msFromNow));

  it("accepts a Zurich time in the future", () => {
    expect(scheduleSchema.safeParse({ publishAt: inZurich(3 * 3_600_000) }).success).toBe(true);
  });

  it.each([
    ["a time in the past", () => inZurich(-3 * 60_000), "This time is in the past: pick a later one"],
    [
      "the hour the clocks skip",
      () => "2099-03-29T02:30",
      "This time does not exist in Zurich: the clocks skip that hour",
    ],
    ["no time", () => "2099-03-29", "Pick a date and a time"],
  ])("refuses %s", (_, publishAt, message) => {
    expect(messages(scheduleSchema.safeParse({ publishAt: publishAt() })).publishAt).toBe(message);
  });
});
