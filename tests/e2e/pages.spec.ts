import { spawnSync } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { LANGUAGE_TAGS } from "../../src/shared/i18n/locales";
import { LOCALIZED_PUBLIC_PATHS, pageLanguageOf } from "../../src/shared/i18n/paths";
import { axe } from "./support/axe";
import { htmlProblems } from "./support/html-validity";
import { expect, test } from "./support/test";

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build", "dist", "vnu.jar");
/** Every language version of every public page. */
const PUBLIC_PATHS = LOCALIZED_PUBLIC_PATHS;
const languageTagOf = (route: string) => {
  const { site, locale } = pageLanguageOf(route);
  return LANGUAGE_TAGS[site][locale];
};

for (const route of PUBLIC_PATHS) {
  test.describe(`page ${route}`, () => {
    test("is prerendered with its title, description, canonical link, lang and main heading", async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
      expect(html).toContain(`<link rel="canonical" href="`);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${route === "/" ? "/?" : route}"`));
      expect(html).toContain(`<html lang="${languageTagOf(route)}"`);
      expect(html).toMatch(/<h1[^>]*>[\s\S]+?<\/h1>/);
      expect(html).toContain('property="og:title"');
    });

    test("has a large social preview image that answers 200 as an image", async ({ request }) => {
      const html = await (await request.get(route)).text();
      const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
      const image = meta("og:image") ?? "";
      expect(image).toMatch(/^https?:\/\/[^"]+\.png$/);
      expect(meta("og:image:width")).toBe("1200");
      expect(meta("og:image:height")).toBe("630");
      expect(meta("og:image:alt")?.length).toBeGreaterThan(20);
      expect(meta("twitter:card")).toBe("summary_large_image");
      const response = await request.get(new URL(image).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^image\//);
    });

    test("has no accessibility violations and no console errors", async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      // Scan the settled page: mid-fade, text has a partial opacity and axe measures a lower contrast.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
      const results = await axe(page).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

test("every public page follows the HTML rules (html-validate, no Java needed)", async ({ request }) => {
  for (const route of PUBLIC_PATHS) {
    const html = await (await request.get(route)).text();
    expect(await htmlProblems(html), route).toEqual([]);
  }
});

const hasJava = spawnSync("java", ["-version"]).error === undefined;
if (!hasJava) {
  console.log(
    "Notice: no Java runtime, so the Nu Html Checker test is skipped (html-validate still checks every page).",
  );
}

test("every public page is valid HTML for the Nu Html Checker (where Java is present)", async ({ request }) => {
  test.skip(!hasJava, "no Java runtime for the Nu Html Checker");
  const dir = await mkdtemp(path.join(tmpdir(), "vnu-"));
  const files: string[] = [];
  for (const route of PUBLIC_PATHS) {
    const file = path.join(dir, `${route === "/" ? "home" : route.slice(1).replaceAll("/", "-")}.html`);
    await writeFile(file, await (await request.get(route)).text());
    files.push(file);
  }
  // The pages carry their stylesheet inline; the checker's CSS grammar predates what Tailwind 4 writes (@property,
  // custom properties in transition-property), so its CSS messages are left out: this checks the HTML.
  const cssMessages = ["--filterpattern", "CSS: .*"];
  const vnu = spawnSync("java", ["-jar", vnuJar, "--errors-only", ...cssMessages, "--format", "text", ...files], {
    encoding: "utf8",
  });
  expect(`${vnu.stdout}${vnu.stderr}`.trim()).toBe("Document checking completed. No errors found.");
});

test("a private pre-analysis link is served with a title, noindex and no caching", async ({ request }) => {
  const response = await request.get("/pre-analyse/Zsetz2HR38XOTLT7QNFUFhf_b7sqNb9jc27C731SgXQ");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  const html = await response.text();
  expect(html).toMatch(/<title>Votre pré-analyse – SwissHack<\/title>/);
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
});
