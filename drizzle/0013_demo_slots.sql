CREATE TABLE "demo_availability" (
	"id" text PRIMARY KEY DEFAULT 'team' NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demo_booking_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"manage_token_hash" text NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_meetings" ADD CONSTRAINT "demo_meetings_demo_booking_id_demo_bookings_id_fk" FOREIGN KEY ("demo_booking_id") REFERENCES "public"."demo_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_meetings_booked_slot_idx" ON "demo_meetings" USING btree ("starts_at") WHERE "demo_meetings"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "demo_meetings_manage_token_idx" ON "demo_meetings" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_meetings_booking_idx" ON "demo_meetings" USING btree ("demo_booking_id");--> statement-breakpoint
CREATE INDEX "demo_meetings_starts_at_idx" ON "demo_meetings" USING btree ("starts_at");--> statement-breakpoint
-- Written by hand (drizzle-kit does not model exclusion constraints): no two booked meetings overlap, even when the
-- slot length changed between two bookings. The unique index above covers the common case (one start, one meeting).
ALTER TABLE "demo_meetings" ADD CONSTRAINT "demo_meetings_booked_no_overlap" EXCLUDE USING gist (tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" = 'booked');
