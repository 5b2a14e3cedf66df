import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/test";

// The pages are prerendered by React and hydrated by Preact (decision record 0024): hydration must adopt the
// prerendered document as it is, not build a second one inside it.
/** Holds the client entry's download until the returned function is called: the page stays prerendered HTML. */
async function holdClientEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const PAGES = [
  { path: "/", heading: /Économisez CHF\s2\s000\sà\s6\s000\spar an/, banner: "Vos choix en matière de cookies" },
  { path: "/optimaite", heading: /Never miss another patient call/, banner: "Your cookie choices" },
];

for (const { path, heading, banner } of PAGES) {
  test(`${path} hydrates its prerendered document in place`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html, "React's streaming scripts, which only React's hydration runs").not.toContain("$RC(");

    // The client entry is held back until the prerendered heading is in hand: hydration cannot have run yet.
    const releaseEntry = await holdClientEntry(page);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const headingElement = page.getByRole("heading", { level: 1 });
    const prerenderedHeading = await headingElement.elementHandle();
    // The last section and the footer hydrate in later tasks than the heading (decision record 0025).
    const prerenderedLastSection = await page.locator("main section").last().elementHandle();
    const prerenderedFooter = await page.getByRole("contentinfo").elementHandle();
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window), "React Router started").toBe(false);
    releaseEntry();
    // The banner mounts after hydration: the page is now the browser's.
    await expect(page.getByRole("region", { name: banner })).toBeVisible();

    const document = await page.evaluate(() => ({
      htmlElements: window.document.querySelectorAll("html").length,
      heads: window.document.querySelectorAll("head").length,
      bodies: window.document.querySelectorAll("body").length,
      doctype: window.document.doctype?.name ?? null,
      styled: getComputedStyle(window.document.body).fontFamily,
    }));
    expect(document).toMatchObject({ htmlElements: 1, heads: 1, bodies: 1, doctype: "html" });
    expect(document.styled).toMatch(/system-ui/);
    await expect(headingElement).toHaveText(heading);
    // The same element as before hydration: adopted, not replaced.
    for (const element of [prerenderedHeading, prerenderedLastSection, prerenderedFooter]) {
      expect(await element?.evaluate((node) => node.isConnected)).toBe(true);
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    // Every reference between elements (useId values change at hydration) still points at an element.
    const dangling = await page.evaluate(() =>
      [...window.document.querySelectorAll("[aria-labelledby], [aria-describedby], [aria-controls], label[for]")]
        .flatMap((element) =>
          ["aria-labelledby", "aria-describedby", "aria-controls", "for"].flatMap((name) =>
            (element.getAttribute(name) ?? "").split(/\s+/).filter(Boolean),
          ),
        )
        .filter((id) => !window.document.getElementById(id)),
    );
    expect(dangling).toEqual([]);
  });
}

test("a page paints before its scripts download, then every part of it hydrates", async ({ page }) => {
  await page.goto("/");
  // The newsletter form is in the last section, which hydrates last: its validation runs in the browser.
  const newsletter = page.locator("#newsletter");
  await newsletter.getByRole("button", { name: /inscri/i }).click();
  await expect(newsletter.getByRole("alert").first()).toBeVisible();
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    firstScript: Math.min(
      ...performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
});

test("a form sent before the page hydrated keeps what was typed, and sends it once hydrated", async ({ page }) => {
  const releaseEntry = await holdClientEntry(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Inscription à la newsletter" });
  const email = form.getByLabel("Votre adresse e-mail");
  await email.fill("before.hydration@example.com");
  await form.getByRole("button", { name: "S'inscrire" }).click();
  // The browser did not send the form itself (a reload to /?… with the address in the URL, the field emptied).
  await expect(page).toHaveURL(/\/$/);
  await expect(email).toHaveValue("before.hydration@example.com");

  releaseEntry();
  await waitForHydration(page);
  await expect(email).toHaveValue("before.hydration@example.com");
  await form.getByRole("button", { name: "S'inscrire" }).click();
  await expect(page.getByText("Bienvenue dans SwissHack ! 🇨🇭")).toBeVisible();
});
