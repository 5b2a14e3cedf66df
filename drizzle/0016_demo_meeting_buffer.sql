-- Written by hand after drizzle-kit's ADD COLUMN (issue 40, item 4): meetings booked before keep no buffer.
ALTER TABLE "demo_meetings" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
UPDATE "demo_meetings" SET "blocked_until" = "ends_at";--> statement-breakpoint
ALTER TABLE "demo_meetings" ALTER COLUMN "blocked_until" SET NOT NULL;--> statement-breakpoint
-- The no-overlap constraint covers each meeting and the buffer after it, so two bookings made at the same moment
-- cannot both commit closer than the buffer (drizzle-kit does not model exclusion constraints).
ALTER TABLE "demo_meetings" DROP CONSTRAINT "demo_meetings_booked_no_overlap";--> statement-breakpoint
ALTER TABLE "demo_meetings" ADD CONSTRAINT "demo_meetings_booked_no_overlap" EXCLUDE USING gist (tstzrange("starts_at", "blocked_until", '[)') WITH &&) WHERE ("status" = 'booked');
