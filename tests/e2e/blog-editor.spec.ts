import sharp from "sharp";
import { signInAsAdmin } from "./support/auth";
import { withConsentGiven } from "./support/consent";
import { expect, test } from "./support/test";

const cover = () =>
  sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 200, g: 16, b: 46 } } })
    .jpeg()
    .toBuffer();

for (const width of [375, 1280]) {
  test(`at ${width} px, the admin writes a French post with a cover image, sees the preview and publishes it`, async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    // The public pages visited later do not ask about cookies (the back office never does, decision 0044).
    await withConsentGiven(page);
    await signInAsAdmin(page, "en");
    await page.getByRole("tab", { name: "Posts" }).click();
    await page.getByRole("button", { name: "New post" }).click();
    await expect(page.getByRole("heading", { name: "New post" })).toBeFocused();

    // Nothing typed yet: the form says what is missing next to each field, and nothing is sent.
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByText("Give the post a title")).toBeVisible();
    await expect(page.getByLabel("Title")).toBeFocused();

    const title = `Le 3e pilier : verser avant le 31 décembre (${width})`;
    await page.getByLabel("Title").fill(title);
    await expect(page.getByText("Give the post a title")).toBeHidden();
    await expect(page.getByLabel("Slug")).toHaveValue(`le-3e-pilier-verser-avant-le-31-decembre-${width}`);
    await expect(page.getByText(`/blog/le-3e-pilier-verser-avant-le-31-decembre-${width}`)).toBeVisible();
    await page.getByLabel("Author").fill("Léa Martin");
    await page.getByLabel("Excerpt").fill("Le plafond 2026, et pourquoi verser en une fois.");
    await page.getByLabel("Tags").fill("prévoyance, impôts");
    await page
      .getByLabel("Text (Markdown)")
      .fill("## Plafond 2026\n\nVersez **avant** le 31 décembre.\n\n- salarié : 7258 CHF\n\n<script>alert(1)</script>");
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: "Plafond 2026" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("avant");
    await expect(preview.getByText("<script>alert(1)</script>")).toBeVisible();

    // A file that is not an image is refused with what to upload instead.
    const upload = page.getByLabel("Upload an image");
    await upload.setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not an image") });
    await expect(page.getByText("This file is not an image the blog can use.")).toBeVisible();
    await upload.setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: await cover() });
    const altText = page.getByLabel("Image description (alt text)");
    await expect(altText).toBeVisible();
    await altText.fill("Un bocal de pièces de monnaie suisses");
    const thumbnail = page.getByRole("img", { name: "Un bocal de pièces de monnaie suisses" });
    await expect(thumbnail).toHaveJSProperty("naturalWidth", 400);

    await page.screenshot({ path: testInfo.outputPath(`post-editor-${width}.png`), fullPage: true });
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status:" })).toContainText("Published");
    await expect(page.getByRole("heading", { name: `Edit “${title}”` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Back to draft" })).toBeVisible();

    await page.getByRole("button", { name: "Back to the posts" }).click();
    const item = page.getByRole("tabpanel", { name: "Posts" }).getByRole("listitem").filter({ hasText: title });
    await expect(item).toContainText("French · Published");
    await expect(item).toContainText("Léa Martin");
    await expect(page.getByRole("button", { name: "New post" })).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath(`post-list-${width}.png`), fullPage: true });
  });
}
