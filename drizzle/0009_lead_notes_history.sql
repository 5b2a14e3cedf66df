CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"author_email" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_kind","lead_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_requests_email_idx" ON "audit_requests" USING btree (lower("email"),"created_at");--> statement-breakpoint
-- The notes written before the history: each lead's one note, with who wrote it and when as lead_events recorded.
INSERT INTO "lead_notes" ("lead_kind", "lead_id", "author_email", "text", "created_at")
SELECT 'contacts', l."id", coalesce(e."actor_email", 'unknown'), l."owner_note", coalesce(e."created_at", l."created_at")
FROM "contact_form" l
LEFT JOIN LATERAL (
	SELECT "actor_email", "created_at" FROM "lead_events"
	WHERE "lead_kind" = 'contacts' AND "lead_id" = l."id" AND "changes" ? 'noteChanged'
	ORDER BY "created_at" DESC LIMIT 1
) e ON true
WHERE l."owner_note" IS NOT NULL;--> statement-breakpoint
INSERT INTO "lead_notes" ("lead_kind", "lead_id", "author_email", "text", "created_at")
SELECT 'demos', l."id", coalesce(e."actor_email", 'unknown'), l."owner_note", coalesce(e."created_at", l."created_at")
FROM "demo_bookings" l
LEFT JOIN LATERAL (
	SELECT "actor_email", "created_at" FROM "lead_events"
	WHERE "lead_kind" = 'demos' AND "lead_id" = l."id" AND "changes" ? 'noteChanged'
	ORDER BY "created_at" DESC LIMIT 1
) e ON true
WHERE l."owner_note" IS NOT NULL;--> statement-breakpoint
INSERT INTO "lead_notes" ("lead_kind", "lead_id", "author_email", "text", "created_at")
SELECT 'calculator', l."id", coalesce(e."actor_email", 'unknown'), l."owner_note", coalesce(e."created_at", l."created_at")
FROM "calculator_sessions" l
LEFT JOIN LATERAL (
	SELECT "actor_email", "created_at" FROM "lead_events"
	WHERE "lead_kind" = 'calculator' AND "lead_id" = l."id" AND "changes" ? 'noteChanged'
	ORDER BY "created_at" DESC LIMIT 1
) e ON true
WHERE l."owner_note" IS NOT NULL;--> statement-breakpoint
INSERT INTO "lead_notes" ("lead_kind", "lead_id", "author_email", "text", "created_at")
SELECT 'audits', l."id", coalesce(e."actor_email", 'unknown'), l."owner_note", coalesce(e."created_at", l."created_at")
FROM "audit_requests" l
LEFT JOIN LATERAL (
	SELECT "actor_email", "created_at" FROM "lead_events"
	WHERE "lead_kind" = 'audits' AND "lead_id" = l."id" AND "changes" ? 'noteChanged'
	ORDER BY "created_at" DESC LIMIT 1
) e ON true
WHERE l."owner_note" IS NOT NULL;--> statement-breakpoint
INSERT INTO "lead_notes" ("lead_kind", "lead_id", "author_email", "text", "created_at")
SELECT 'newsletter', l."id", coalesce(e."actor_email", 'unknown'), l."owner_note", coalesce(e."created_at", l."created_at")
FROM "newsletter_subscriptions" l
LEFT JOIN LATERAL (
	SELECT "actor_email", "created_at" FROM "lead_events"
	WHERE "lead_kind" = 'newsletter' AND "lead_id" = l."id" AND "changes" ? 'noteChanged'
	ORDER BY "created_at" DESC LIMIT 1
) e ON true
WHERE l."owner_note" IS NOT NULL;
