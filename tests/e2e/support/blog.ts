import { expect, type Page } from "@playwright/test";
import sharp from "sharp";

export interface PostToWrite {
  language: "French" | "German" | "Italian";
  title: string;
  excerpt: string;
  markdown: string;
  tags: string;
  author: string;
  cover?: { description: string; colour: { r: number; g: number; b: number } };
}

/** A plain JPEG of one colour, as a phone's photo would be uploaded. */
export const coverJpeg = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** In the admin's Posts tab (signed in, on /admin): writes a post and publishes it now; answers its slug. */
export async function writeAndPublishPost(page: Page, post: PostToWrite): Promise<string> {
  await page.getByRole("tab", { name: "Posts" }).click();
  await page.getByRole("button", { name: "New post" }).click();
  await page.getByLabel("Language").selectOption({ label: post.language });
  await page.getByLabel("Title").fill(post.title);
  await page.getByLabel("Author").fill(post.author);
  await page.getByLabel("Excerpt").fill(post.excerpt);
  await page.getByLabel("Tags").fill(post.tags);
  await page.getByLabel("Text (Markdown)").fill(post.markdown);
  if (post.cover) {
    const buffer = await coverJpeg(post.cover.colour);
    await page.getByLabel("Upload an image").setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer });
    await page.getByLabel("Image description (alt text)").fill(post.cover.description);
    await expect(page.getByRole("img", { name: post.cover.description })).toHaveJSProperty("naturalWidth", 400);
  }
  const slug = await page.getByLabel("Slug").inputValue();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Status:" })).toContainText("Published");
  await page.getByRole("button", { name: "Back to the posts" }).click();
  return slug;
}

/**
 * Opens `path` until it shows `text`: the server keeps a rendered page up to 20 s per instance (decision 0037), so
 * a page seen before the post was published shows it at the latest then.
 */
export async function openUntilShown(page: Page, path: string, text: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 40_000 });
}
