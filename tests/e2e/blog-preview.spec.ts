import { signInAsAdmin } from "./support/auth";
import { withConsentGiven } from "./support/consent";
import { expect, test } from "./support/test";

// Issue 58: the owner sees a draft as the site will show it before publishing it, and opens a published post's page
// from its editor; nobody else ever sees the draft.

test("the admin previews a draft on its own page, publishes it and opens it on the site; visitors never see the draft", async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await withConsentGiven(page);
  await signInAsAdmin(page, "en");
  await page.getByRole("tab", { name: "Posts" }).click();
  await page.getByRole("button", { name: "New post" }).click();
  const run = Date.now().toString(36);
  const title = `Verser au 3e pilier en décembre ${run}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Author").fill("Léa Martin");
  await page.getByLabel("Excerpt").fill("Pourquoi verser avant le 31 décembre.");
  await page.getByLabel("Text (Markdown)").fill("## Le plafond\n\nVersez **avant** le 31 décembre.");
  const slug = await page.getByLabel("Slug").inputValue();

  // "Save and preview" saves the draft and opens its page, in the site's frame, in a new tab.
  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Save and preview (new tab)" }).click(),
  ]);
  const previewErrors: string[] = [];
  preview.on("console", (message) => message.type() === "error" && previewErrors.push(message.text()));
  preview.on("pageerror", (error) => previewErrors.push(error.message));
  await expect(page.getByRole("status").filter({ hasText: "Status:" })).toContainText("Draft");
  await expect(preview).toHaveURL(new RegExp(`/blog/${slug}\\?preview$`));
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Le plafond" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "Retour au blog" })).toBeVisible();
  await page.screenshot({ path: "/tmp/shots-admin/editor-draft-1280.png", fullPage: true });
  await preview.screenshot({ path: "/tmp/shots-admin/preview-1280.png", fullPage: true });
  await preview.setViewportSize({ width: 375, height: 800 });
  await preview.screenshot({ path: "/tmp/shots-admin/preview-375.png", fullPage: true });
  // The page hydrates as the public one does (no mismatch: the same loader data).
  await expect(preview.locator("html")).toHaveAttribute("data-hydrated", /.*/);
  expect(previewErrors).toEqual([]);
  await preview.close();

  // Signed out, the preview link leads to the sign-in page in the post's language, never to the draft; the address
  // without the parameter is the public page, which has no such post.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/blog/${slug}?preview`);
  await expect(visitorPage).toHaveURL(/\/auth\?site=swisshack&lang=fr&next=/);
  await expect(visitorPage.getByRole("tab", { name: "Se connecter" })).toBeVisible();
  await expect(visitorPage.getByText("Le plafond")).toBeHidden();
  const publicPage = await visitorPage.goto(`/blog/${slug}`);
  expect(publicPage?.status()).toBe(404);
  await expect(visitorPage.getByText("Le plafond")).toBeHidden();
  await visitor.close();

  // The owner, signed out in another browser, opens the preview link, signs in, and is back on the preview.
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`/blog/${slug}?preview`);
  const signInForm = ownerPage.getByRole("tabpanel", { name: "Se connecter" });
  await signInForm.getByLabel("E-mail").fill(process.env.E2E_ENGLISH_ADMIN_EMAIL ?? "");
  await signInForm.getByLabel("Mot de passe").fill(process.env.E2E_ADMIN_PASSWORD ?? "");
  await signInForm.getByRole("button", { name: "Se connecter" }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`/blog/${slug}\\?preview$`));
  await expect(ownerPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await owner.close();

  // Published: the editor links to the post's public page instead.
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Status:" })).toContainText("Published");
  await expect(page.getByRole("button", { name: "Save and preview (new tab)" })).toBeHidden();
  const onSite = page.getByRole("link", { name: "View on site (new tab)" });
  await expect(onSite).toHaveAttribute("href", `/blog/${slug}`);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: "/tmp/shots-admin/editor-published-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const [live] = await Promise.all([page.waitForEvent("popup"), onSite.click()]);
  await expect(live).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(live.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("the back office in French names the two links in French", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "Articles" }).click();
  await page.getByRole("button", { name: "Nouvel article" }).click();
  await expect(page.getByRole("button", { name: "Enregistrer et prévisualiser (nouvel onglet)" })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: "/tmp/shots-admin/editor-new-fr-375.png", fullPage: true });
});
