import { sql } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./schema-columns";

// The blog (issue 42): posts written in the admin, per language, and the images uploaded for them. Both live in
// the database so that every instance reads the same ones without a shared disk (decision 0035).

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

export const POST_LOCALES = ["fr", "de", "it"] as const;
export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** An uploaded image, as uploaded (the server serves it resized, in modern formats). */
export const blogImages = pgTable("blog_images", {
  id: id(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: createdAt(),
});

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
