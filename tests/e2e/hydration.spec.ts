import { expect, test } from "./support/test";

// The pages are prerendered by React and hydrated by Preact (decision record 0024): hydration must adopt the
// prerendered document as it is, not build a second one inside it.
const PAGES = [
  { path: "/", heading: /Économisez CHF\s2\s000\sà\s6\s000\spar an/, banner: "Vos choix en matière de cookies" },
  { path: "/optimaite", heading: /Never miss another patient call/, banner: "Your cookie choices" },
];

for (const { path, heading, banner } of PAGES) {
  test(`${path} hydrates its prerendered document in place`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html, "React's streaming scripts, which only React's hydration runs").not.toContain("$RC(");

    // The client entry is held back until the prerendered heading is in hand: hydration cannot have run yet.
    let releaseEntry = () => {};
    const entryHeld = new Promise<void>((resolve) => {
      releaseEntry = resolve;
    });
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const headingElement = page.getByRole("heading", { level: 1 });
    const prerenderedHeading = await headingElement.elementHandle();
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
    expect(document.styled).toMatch(/Inter/);
    await expect(headingElement).toHaveText(heading);
    // The same element as before hydration: adopted, not replaced.
    expect(await prerenderedHeading?.evaluate((element) => element.isConnected)).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
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
