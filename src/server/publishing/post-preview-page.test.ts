import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AdminPost } from "@shared/schemas/blog-post";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverBuildSource } from "../testing/server-build-stub";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";

// The page a stand-in build renders for a blog post: the post its loader would get, as JSON (null: no such live post).
const POST_AS_JSON = `(async () => {
  const [locale, slug] = new URL(request.url).pathname.replace(/^\\/blog\\//, "/fr/blog/").split("/blog/");
  return JSON.stringify(await loadContext.blog.post(locale.slice(1), slug));
})()`;

const draft = {
  locale: "fr",
  title: "Le brouillon du lundi",
  slug: "brouillon-du-lundi",
  excerpt: "Pas encore publié.",
  bodyMarkdown: "## Pas encore\n\nCe texte n'est pas public : pas encore.",
  coverImageId: null,
  coverImageAlt: "",
  tags: ["prévoyance"],
  author: "Léa Martin",
};

describe("a post's preview page (/blog/{slug}?preview)", () => {
  let t: TestApp;
  let buildDir = "";
  let admin = "";
  let member = "";
  const page = (url: string, cookie = "") => t.app.request(url, { headers: { cookie } });

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), "preview-build-"));
    await mkdir(path.join(buildDir, "server"), { recursive: true });
    await mkdir(path.join(buildDir, "client"), { recursive: true });
    await writeFile(path.join(buildDir, "server", "package.json"), '{ "type": "module" }');
    await writeFile(
      path.join(buildDir, "server", "index.js"),
      serverBuildSource({ blog: true, blogPost: true, document: POST_AS_JSON }),
    );
    t = await createTestApp("pglite", { BUILD_DIR: buildDir });
    admin = await signedInCookie(t, "editor@example.com", "admin");
    member = await signedInCookie(t, "reader@example.com", "user");
    const created = await t.app.request("/api/admin/posts", {
      method: "POST",
      headers: { cookie: admin, origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(draft),
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as AdminPost).status).toBe("draft");
  });
  afterAll(async () => {
    await t.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it("shows a draft on its own page to a signed-in admin, typeset as the site shows it, never kept or indexed", async () => {
    const res = await page("/blog/brouillon-du-lundi?preview", admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const post = (await res.json()) as { title: string; html: string; locale: string };
    expect(post).toMatchObject({ locale: "fr", title: "Le brouillon du lundi" });
    // French spacing, as on the live page: a no-break space before the colon.
    expect(post.html).toContain("<h2>Pas encore</h2>");
    expect(post.html).toMatch(/public[\u00a0\u202f]:/);
  });

  it("sends a signed-out owner who opens the preview link to the sign-in page in the post's language, then back", async () => {
    for (const [url, language] of [
      ["/blog/brouillon-du-lundi?preview", "fr"],
      ["/de/blog/brouillon-du-lundi?preview", "de"],
    ] as const) {
      const res = await page(url);
      expect(res.status).toBe(303);
      expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
      expect(res.headers.get("Location")).toBe(`/auth?site=swisshack&lang=${language}&next=${encodeURIComponent(url)}`);
      expect(await res.text()).not.toContain("Pas encore");
    }
  });

  it("refuses the preview to a signed-in non-admin (403), saying nothing of the post", async () => {
    const res = await page("/blog/brouillon-du-lundi?preview", member);
    expect(res.status).toBe(403);
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(await res.text()).not.toContain("Pas encore");
  });

  it("never shows the draft on the public page, to anyone, the admin included", async () => {
    for (const cookie of ["", member, admin]) {
      const res = await page("/blog/brouillon-du-lundi", cookie);
      expect(await res.text()).not.toContain("Pas encore");
    }
  });

  it("answers 404 to an admin for a post that does not exist in the page's language", async () => {
    expect((await page("/blog/no-such-post?preview", admin)).status).toBe(404);
    expect((await page("/de/blog/brouillon-du-lundi?preview", admin)).status).toBe(404);
  });
});
