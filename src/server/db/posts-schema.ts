import { BLOG_IMAGE_FORMATS } from "@shared/blog/image-urls";
import { POST_LOCALES, POST_STATUSES, type PostStatus } from "@shared/schemas/blog-post";
import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./schema-columns";

// The blog (issue 42): posts written in the admin, per language, and the images uploaded for them. Both live in
// the database so that every instance reads the same ones without a shared disk (decision 0035).

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

export { POST_LOCALES, POST_STATUSES, type PostStatus };

/** An uploaded image, as uploaded (the server serves it resized, in modern formats). */
export const blogImages = pgTable("blog_images", {
  id: id(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: createdAt(),
});

/**
 * A resized, re-encoded image as served at /blog-images/{id}/{width}.{ext}: encoded once by whichever instance is
 * asked first, then read by all (encoding is CPU work; reading a row is not).
 */
export const blogImageVariants = pgTable(
  "blog_image_variants",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => blogImages.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format", { enum: BLOG_IMAGE_FORMATS }).notNull(),
    bytes: bytea("bytes").notNull(),
    etag: text("etag").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width, t.format] })],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    locale: text("locale", { enum: POST_LOCALES }).notNull(),
    /** Shared by the translations of one post (at most one per language): their hreflang alternates. */
    translationKey: uuid("translation_key").notNull().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    coverImageId: uuid("cover_image_id").references(() => blogImages.id, { onDelete: "set null" }),
    coverImageAlt: text("cover_image_alt"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    author: text("author").notNull(),
    status: text("status", { enum: POST_STATUSES }).notNull().default("draft"),
    /** When a scheduled post goes live (Europe/Zurich in the editor, stored as an instant). */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** When it went live: the page's and the feed's date. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("blog_posts_locale_slug_idx").on(t.locale, t.slug),
    uniqueIndex("blog_posts_translation_locale_idx").on(t.translationKey, t.locale),
    index("blog_posts_published_idx").on(t.locale, t.publishedAt.desc()).where(sql`${t.status} = 'published'`),
  ],
);

export type BlogPost = typeof blogPosts.$inferSelect;
