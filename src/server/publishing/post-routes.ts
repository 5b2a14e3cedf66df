import { z } from "@hono/zod-openapi";
import { zurichInstant } from "@shared/blog/zurich-wall-clock";
import { adminError } from "@shared/schemas/admin-errors";
import {
  type AdminPost,
  adminPostSchema,
  deletedPostSchema,
  newPostSchema,
  POST_LOCALE_NAMES,
  POST_LOCALES,
  postFieldsSchema,
  postListSchema,
  previewRequestSchema,
  previewSchema,
  publishableSchema,
  scheduleSchema,
} from "@shared/schemas/blog-post";
import type { AppDeps } from "../context";
import type { BlogPost } from "../db/schema";
import { type Api, validationError } from "../lib/api";
import { adminRoute, jsonBody, jsonResponse } from "../lib/route-kit";
import { renderMarkdown } from "./markdown";
import {
  backToDraft,
  createPost,
  deletePost,
  findPost,
  listPosts,
  PostConflict,
  publishNow,
  schedule,
  translationsOf,
  updatePost,
} from "./post-store";
import { POSTS_API_PATH } from "./request-limits";

const errorSchema = z.object({ error: z.string() });
const idParams = z.object({ id: z.uuid() });
const notFound = { 404: jsonResponse(errorSchema, "No such post") };
const conflict = {
  409: jsonResponse(errorSchema, "The slug is taken in this language, or the post already has this language"),
};
const notPublishable = {
  400: jsonResponse(
    z.object({ error: z.string(), issues: z.array(z.object({ path: z.string(), message: z.string() })).optional() }),
    "Invalid input, or a post without excerpt or text cannot be published",
  ),
};
const post = (description: string) => jsonResponse(adminPostSchema, description);
const body = <T extends z.ZodType>(schema: T) => ({ body: jsonBody(schema) });
const path = POSTS_API_PATH.replace(/^\/api/, "");

const routes = {
  list: adminRoute({
    method: "get",
    path,
    summary: "Every post of every language (or of one), newest change first, with its status",
    request: { query: z.object({ locale: z.enum(POST_LOCALES).optional() }) },
    responses: { 200: jsonResponse(postListSchema, "Posts") },
  }),
  create: adminRoute({
    method: "post",
    path,
    summary: "Write a new post, as a draft",
    request: body(newPostSchema),
    responses: { 201: post("The draft"), ...conflict },
  }),
  get: adminRoute({
    method: "get",
    path: `${path}/{id}`,
    summary: "A post with its text and its translations (the editor, a newsletter prefilled from it)",
    request: { params: idParams },
    responses: { 200: post("The post"), ...notFound },
  }),
  update: adminRoute({
    method: "put",
    path: `${path}/{id}`,
    summary: "Save a post's fields (its status and language stay)",
    request: { params: idParams, ...body(postFieldsSchema) },
    responses: { 200: post("Saved"), ...notPublishable, ...notFound, ...conflict },
  }),
  remove: adminRoute({
    method: "delete",
    path: `${path}/{id}`,
    summary: "Delete a post (its translations stay)",
    request: { params: idParams },
    responses: { 200: jsonResponse(deletedPostSchema, "Deleted"), ...notFound },
  }),
  translate: adminRoute({
    method: "post",
    path: `${path}/{id}/translations`,
    summary: "Write the post in another language: a new draft, linked to it (one per language)",
    request: { params: idParams, ...body(newPostSchema) },
    responses: { 201: post("The translation, a draft"), ...notFound, ...conflict },
  }),
  publish: adminRoute({
    method: "post",
    path: `${path}/{id}/publish`,
    summary: "Publish now (a post already published keeps its date)",
    request: { params: idParams },
    responses: { 200: post("Published"), ...notPublishable, ...notFound },
  }),
  schedule: adminRoute({
    method: "post",
    path: `${path}/{id}/schedule`,
    summary: "Publish at a future time, given on Zurich's clock; hidden from visitors until then",
    request: { params: idParams, ...body(scheduleSchema) },
    responses: { 200: post("Scheduled"), ...notPublishable, ...notFound },
  }),
  draft: adminRoute({
    method: "post",
    path: `${path}/{id}/draft`,
    summary: "Back to draft: hidden from visitors, schedule cancelled",
    request: { params: idParams },
    responses: { 200: post("A draft again"), ...notFound },
  }),
  preview: adminRoute({
    method: "post",
    path: `${path}/preview`,
    summary: "The HTML a post's Markdown becomes on the page (the editor's live preview), sanitized",
    request: body(previewRequestSchema),
    responses: { 200: jsonResponse(previewSchema, "HTML") },
  }),
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

function summaryOf(row: BlogPost) {
  return {
    id: row.id,
    locale: row.locale,
    translationKey: row.translationKey,
    slug: row.slug,
    title: row.title,
    author: row.author,
    status: row.status,
    publishAt: iso(row.publishAt),
    publishedAt: iso(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Posts and their editor's endpoints (issue 42); registered after requireAdmin covers /admin/*. */
export function registerPostRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;

  const withTranslations = async (row: BlogPost): Promise<AdminPost> => ({
    ...summaryOf(row),
    excerpt: row.excerpt,
    bodyMarkdown: row.bodyMarkdown,
    coverImageId: row.coverImageId,
    coverImageAlt: row.coverImageAlt,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    translations: await translationsOf(db, row),
  });
  const unpublishable = (row: Pick<BlogPost, "excerpt" | "bodyMarkdown">) => {
    const check = publishableSchema.safeParse(row);
    return check.success ? undefined : validationError(check.error.issues);
  };

  api.openapi(routes.list, async (c) => {
    const rows = await listPosts(db, c.req.valid("query").locale);
    return c.json({ posts: rows.map(summaryOf) }, 200);
  });

  api.openapi(routes.create, async (c) => {
    try {
      return c.json(await withTranslations(await createPost(db, c.req.valid("json"))), 201);
    } catch (error) {
      if (error instanceof PostConflict) return c.json(adminError(error.code, error.message), 409);
      throw error;
    }
  });

  api.openapi(routes.get, async (c) => {
    const row = await findPost(db, c.req.valid("param").id);
    if (!row) return c.json(adminError("no-such-post"), 404);
    return c.json(await withTranslations(row), 200);
  });

  api.openapi(routes.update, async (c) => {
    const existing = await findPost(db, c.req.valid("param").id);
    if (!existing) return c.json(adminError("no-such-post"), 404);
    const fields = c.req.valid("json");
    // A post visitors read (or soon will) keeps what its page needs.
    const refusal = existing.status === "draft" ? undefined : unpublishable(fields);
    if (refusal) return c.json(refusal, 400);
    try {
      const updated = await updatePost(db, existing, fields);
      if (!updated) return c.json(adminError("no-such-post"), 404);
      return c.json(await withTranslations(updated), 200);
    } catch (error) {
      if (error instanceof PostConflict) return c.json(adminError(error.code, error.message), 409);
      throw error;
    }
  });

  api.openapi(routes.remove, async (c) => {
    const { id } = c.req.valid("param");
    if (!(await deletePost(db, id))) return c.json(adminError("no-such-post"), 404);
    return c.json({ id }, 200);
  });

  api.openapi(routes.translate, async (c) => {
    const source = await findPost(db, c.req.valid("param").id);
    if (!source) return c.json(adminError("no-such-post"), 404);
    const translation = c.req.valid("json");
    if (translation.locale === source.locale) {
      const english = `This post is already in ${POST_LOCALE_NAMES[source.locale]}: pick another language.`;
      return c.json(adminError("post-same-language", english), 409);
    }
    try {
      return c.json(await withTranslations(await createPost(db, translation, source.translationKey)), 201);
    } catch (error) {
      if (error instanceof PostConflict) return c.json(adminError(error.code, error.message), 409);
      throw error;
    }
  });

  api.openapi(routes.publish, async (c) => {
    const { id } = c.req.valid("param");
    const existing = await findPost(db, id);
    if (!existing) return c.json(adminError("no-such-post"), 404);
    const refusal = unpublishable(existing);
    if (refusal) return c.json(refusal, 400);
    const row = await publishNow(db, id);
    if (!row) return c.json(adminError("no-such-post"), 404);
    return c.json(await withTranslations(row), 200);
  });

  api.openapi(routes.schedule, async (c) => {
    const { id } = c.req.valid("param");
    const existing = await findPost(db, id);
    if (!existing) return c.json(adminError("no-such-post"), 404);
    const refusal = unpublishable(existing);
    if (refusal) return c.json(refusal, 400);
    const at = zurichInstant(c.req.valid("json").publishAt) as Date;
    const row = await schedule(db, id, at);
    if (!row) return c.json(adminError("no-such-post"), 404);
    return c.json(await withTranslations(row), 200);
  });

  api.openapi(routes.draft, async (c) => {
    const row = await backToDraft(db, c.req.valid("param").id);
    if (!row) return c.json(adminError("no-such-post"), 404);
    return c.json(await withTranslations(row), 200);
  });

  api.openapi(routes.preview, (c) => c.json({ html: renderMarkdown(c.req.valid("json").markdown) }, 200));
}
