import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

/** A photo as a phone takes it: 1200 × 800 pixels, with EXIF saying where and that it lies on its side. */
const phonePhoto = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMaker", Copyright: "Léa" }, IFD3: { GPSLatitudeRef: "N" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const smallPng = (width = 600, height = 300) =>
  sharp({ create: { width, height, channels: 4, background: "#3366cc" } })
    .png()
    .toBuffer();

describe.each(databaseTargets())("blog images on %s", (target) => {
  let t: TestApp;
  let admin = "";
  const upload = (bytes: Uint8Array | string, contentType = "image/jpeg", cookie = admin) =>
    t.app.request("/api/admin/blog-images", {
      method: "POST",
      headers: { cookie, origin: TEST_ORIGIN, "content-type": contentType },
      body: bytes as BodyInit,
    });
  const uploaded = async (bytes: Uint8Array, contentType?: string) => {
    const res = await upload(bytes, contentType);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { id: string; width: number; height: number };
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signedInCookie(t, "editor@example.com", "admin");
  });
  afterAll(() => t.close());

  it("refuses an upload without an admin session or from another site", async () => {
    const png = await smallPng();
    expect((await upload(png, "image/png", "")).status).toBe(401);
    expect((await upload(png, "image/png", await signedInCookie(t, "member@example.com", "user"))).status).toBe(403);
    const crossSite = await t.app.request("/api/admin/blog-images", {
      method: "POST",
      headers: { cookie: admin, origin: "https://evil.example", "content-type": "image/png" },
      body: png,
    });
    expect(crossSite.status).toBe(403);
  });

  it.each([
    [
      "a text file declared as a PNG",
      () => "not an image at all",
      "image/png",
      "This file is not an image the blog can use. Upload a JPEG, PNG, WebP, AVIF or GIF image.",
    ],
    [
      "an SVG (it can carry scripts)",
      () => '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
      "image/svg+xml",
      "This file is not an image the blog can use. Upload a JPEG, PNG, WebP, AVIF or GIF image.",
    ],
    [
      "a TIFF",
      () =>
        sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
          .tiff()
          .toBuffer(),
      "image/tiff",
      "This file is not an image the blog can use. Upload a JPEG, PNG, WebP, AVIF or GIF image.",
    ],
    ["an empty file", () => "", "image/jpeg", "The file is empty. Upload a JPEG, PNG, WebP, AVIF or GIF image."],
  ])("refuses %s with 415 and says what to upload", async (_, bytes, contentType, message) => {
    const res = await upload(await bytes(), contentType);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: message, code: "not-an-image" });
  });

  it("refuses a file over 8 MB with 413 before reading it", async () => {
    const res = await upload(new Uint8Array(8 * 1024 * 1024 + 1), "image/jpeg");
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: "The image is larger than 8 MB: upload a smaller one (a JPEG, PNG, WebP, AVIF or GIF).",
    });
  });

  it("refuses a 400-megapixel PNG with 413, as documented, not as a file that is not an image (issue 54, 5)", async () => {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(Buffer.alloc(1024))),
      chunk("IEND", Buffer.alloc(0)),
    ]);
    const res = await upload(new Uint8Array(png), "image/png");
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: "The image has more than 50 megapixels: upload a smaller one.",
      code: "image-too-large",
    });
  });

  it("stores a photo upright and without its metadata, whatever type was declared", async () => {
    const photo = await phonePhoto();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const image = await uploaded(new Uint8Array(photo), "application/octet-stream");
    expect(image).toMatchObject({ width: 800, height: 1200 });
    const res = await t.app.request(`/blog-images/${image.id}/1600.jpg`);
    const served = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(served).toMatchObject({ format: "jpeg", width: 800, height: 1200 });
    expect(served.exif).toBeUndefined();
    expect(served.orientation).toBeUndefined();
  });

  it("keeps an animated GIF's first frame", async () => {
    const gif = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#0a0" } })
      .gif()
      .toBuffer();
    expect(await uploaded(new Uint8Array(gif), "image/gif")).toMatchObject({ width: 40, height: 20 });
  });

  it("serves each width and format resized, cached for a year with an ETag, and never upscaled", async () => {
    const image = await uploaded(new Uint8Array(await smallPng(1000, 500)), "image/png");
    for (const [file, format, width] of [
      ["400.webp", "webp", 400],
      ["800.avif", "heif", 800],
      ["1200.jpg", "jpeg", 1000],
    ] as const) {
      const res = await t.app.request(`/blog-images/${image.id}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-type")).toBe(format === "heif" ? "image/avif" : `image/${format}`);
      const etag = res.headers.get("etag") ?? "";
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format, width });
      const again = await t.app.request(`/blog-images/${image.id}/${file}`, { headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
    }
  });

  it.each([
    ["an unknown image", "00000000-0000-4000-8000-000000000000/400.webp"],
    ["a width not offered", "{id}/500.webp"],
    ["a format not offered", "{id}/400.png"],
    ["an id that is no id", "not-an-id/400.webp"],
  ])("answers 404 for %s", async (_, path) => {
    const image = await uploaded(new Uint8Array(await smallPng()), "image/png");
    const res = await t.app.request(`/blog-images/${path.replace("{id}", image.id)}`);
    expect(res.status).toBe(404);
  });
});
