CREATE TABLE "event_daily_stats" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_daily_stats_day_name_pk" PRIMARY KEY("day","name")
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_requests" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "audit_requests" ADD COLUMN "last_touch" jsonb;--> statement-breakpoint
ALTER TABLE "audit_requests" ADD COLUMN "pipeline_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_requests" ADD COLUMN "owner_note" text;--> statement-breakpoint
ALTER TABLE "audit_requests" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "calculator_sessions" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "calculator_sessions" ADD COLUMN "last_touch" jsonb;--> statement-breakpoint
ALTER TABLE "calculator_sessions" ADD COLUMN "pipeline_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_sessions" ADD COLUMN "owner_note" text;--> statement-breakpoint
ALTER TABLE "calculator_sessions" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "contact_form" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "contact_form" ADD COLUMN "last_touch" jsonb;--> statement-breakpoint
ALTER TABLE "contact_form" ADD COLUMN "pipeline_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_form" ADD COLUMN "owner_note" text;--> statement-breakpoint
ALTER TABLE "contact_form" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "last_touch" jsonb;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "pipeline_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "owner_note" text;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "last_touch" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "pipeline_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "owner_note" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "website_visits" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "website_visits" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "website_visits" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "website_visits" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "website_visits" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "website_visits" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "website_visits" ADD COLUMN "utm_content" text;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_kind","lead_id","created_at" DESC NULLS LAST);