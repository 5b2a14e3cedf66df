import { BLOG_IMAGE_WIDTHS, type BlogImageFormat, type BlogImageWidth } from "@shared/blog/image-urls";
import { adminError } from "@shared/schemas/admin-errors";
import { uploadedImageSchema } from "@shared/schemas/blog-post";
import type { Hono } from "hono";
import type { AppDeps } from "../context";
import { blogImages } from "../db/schema";
import type { Api } from "../lib/api";
import type { AppEnv } from "../lib/app-env";
import { adminRoute } from "../lib/route-kit";
import { ACCEPTED_IMAGES, ImageRefused, prepareUpload } from "./image-upload";
import { createVariantStore } from "./image-variants";
import { IMAGE_UPLOAD_PATH } from "./request-limits";

const uploadRoute = adminRoute({
  method: "post",
  path: IMAGE_UPLOAD_PATH.replace(/^\/api/, ""),
  summary: `Upload a post's image (${ACCEPTED_IMAGES}, at most 8 MB) as the request body`,
  description:
    "The bytes decide the type, never Content-Type: anything else is refused (415). The stored copy is upright and " +
    "without metadata; it is served resized at /blog-images/{id}/{width}.{avif|webp|jpg}.",
  request: {
    body: {
      required: true,
      content: {
        "application/octet-stream": { schema: { type: "string", contentMediaType: "application/octet-stream" } },
        "image/*": { schema: { type: "string", contentMediaType: "image/*" } },
      },
    },
  },
  responses: {
    201: { description: "Stored", content: { "application/json": { schema: uploadedImageSchema } } },
    413: { description: "Larger than 8 MB, or more than 50 megapixels" },
    415: { description: `Not a ${ACCEPTED_IMAGES} image (by its bytes), or damaged` },
  },
});

export function registerImageUploadRoute(api: Api, deps: AppDeps) {
  const { db } = deps.database;
  api.openapi(uploadRoute, async (c) => {
    try {
      const image = await prepareUpload(new Uint8Array(await c.req.arrayBuffer()));
      const [stored] = await db
        .insert(blogImages)
        .values(image)
        .returning({ id: blogImages.id, width: blogImages.width, height: blogImages.height });
      return c.json(stored as { id: string; width: number; height: number }, 201);
    } catch (error) {
      if (error instanceof ImageRefused) {
        const code = error.status === 413 ? "image-too-large" : "not-an-image";
        return c.json(adminError(code, error.message), error.status);
      }
      throw error;
    }
  });
}

const EXTENSION_FORMATS: Record<string, BlogImageFormat> = { avif: "avif", webp: "webp", jpg: "jpeg" };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IMMUTABLE = "public, max-age=31536000, immutable";

/** GET /blog-images/{id}/{width}.{avif|webp|jpg}: the resized image, cached for a year (its URL never changes). */
export function registerBlogImageRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const variants = createVariantStore(deps.database.db);
  app.get("/blog-images/:id/:file", async (c) => {
    const { id, file } = c.req.param();
    const [, widthText, extension] = /^(\d+)\.([a-z]+)$/.exec(file) ?? [];
    const width = Number(widthText) as BlogImageWidth;
    const format = extension ? EXTENSION_FORMATS[extension] : undefined;
    if (!UUID.test(id) || !BLOG_IMAGE_WIDTHS.includes(width) || !format) return c.text("Not found", 404);
    const variant = await variants.get(id.toLowerCase(), width, format);
    if (!variant) return c.text("Not found", 404);
    c.header("Cache-Control", IMMUTABLE);
    c.header("ETag", variant.etag);
    if (
      c.req
        .header("if-none-match")
        ?.split(/\s*,\s*/)
        .includes(variant.etag)
    )
      return c.body(null, 304);
    c.header("Content-Type", variant.contentType);
    return c.body(variant.bytes as Uint8Array<ArrayBuffer>, 200);
  });
}
