import type { Context, MiddlewareHandler } from "hono";
import { bodySizeLimit } from "../lib/body-size-limit";
import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from "./image-upload";

// The admin's posts and images are bigger than the API's other payloads: they get limits of their own, checked
// before any middleware reads the body (app.ts), and the API-wide limit leaves them out.

export const POSTS_API_PATH = "/api/admin/posts";
export const IMAGE_UPLOAD_PATH = "/api/admin/blog-images";

/** A post's text may be 100,000 characters; each may take several bytes in JSON (an emoji, an escaped quote). */
const POST_BODY_LIMIT_BYTES = 1024 * 1024;

const isPostsPath = (path: string) => path === POSTS_API_PATH || path.startsWith(`${POSTS_API_PATH}/`);

/** Requests whose body limit is publishingBodyLimits'. */
export const hasOwnBodyLimit = (c: Context) => c.req.path === IMAGE_UPLOAD_PATH || isPostsPath(c.req.path);

/** An image's raw bytes, which may hold NUL bytes: the route reads them as binary, never as text. */
export const isBinaryUpload = (c: Context) => c.req.path === IMAGE_UPLOAD_PATH;

export function publishingBodyLimits(): MiddlewareHandler {
  const posts = bodySizeLimit(POST_BODY_LIMIT_BYTES, "The post is too long to be saved (at most 1 MB)");
  const images = bodySizeLimit(IMAGE_UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE);
  return (c, next) => {
    if (c.req.path === IMAGE_UPLOAD_PATH) return images(c, next);
    if (isPostsPath(c.req.path)) return posts(c, next);
    return next();
  };
}
