import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storePost } from "../testing/blog-posts";
import { createTestApp, type TestApp } from "../testing/test-app";

type Reply = { response: string; links: { href: string }[] };

describe("the assistant and the blog (issue 56: every published post is answerable)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await storePost(t.runtime.database.db, {
      locale: "de",
      slug: "beratungsbuero-lugano",
      title: "Unser Beratungsbüro in Lugano öffnet im Januar",
      excerpt: "Ab Januar empfangen wir Sie auch persönlich in unserem Büro an der Via Nassa in Lugano.",
      bodyMarkdown: "## Öffnungszeiten\n\nDas Büro in Lugano ist dienstags und donnerstags von 9 bis 17 Uhr geöffnet.",
    });
    await storePost(t.runtime.database.db, {
      locale: "de",
      slug: "entwurf-pensionskasse",
      title: "Pensionskasse einkaufen: Entwurf",
      status: "draft",
      publishedAt: null,
    });
  });
  afterAll(() => t.close());

  const ask = async (message: string) =>
    (await (await t.postJson("/api/ai-chat", { message, site: "swisshack", locale: "de" })).json()) as Reply;

  it("answers from a published post, with a link to it, in the post's language", async () => {
    const reply = await ask("Habt ihr ein Büro in Lugano?");
    expect(reply.links.map((link) => link.href)).toContain("/de/blog/beratungsbuero-lugano");
  });

  it("never from a draft", async () => {
    const reply = await ask("Pensionskasse einkaufen Entwurf");
    expect(reply.links.map((link) => link.href)).not.toContain("/de/blog/entwurf-pensionskasse");
    expect(reply.response).not.toContain("Entwurf");
  });
});
