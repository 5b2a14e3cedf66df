CREATE TABLE "visit_source_daily_stats" (
	"day" date NOT NULL,
	"page_path" text NOT NULL,
	"source" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_source_daily_stats_day_page_path_source_pk" PRIMARY KEY("day","page_path","source")
);
--> statement-breakpoint
-- Backfill: the visits already stored, counted as insertVisits counts new ones (src/server/tracking/visit-writes.ts).
INSERT INTO "visit_source_daily_stats" ("day", "page_path", "source", "visits")
SELECT ("visit_timestamp" AT TIME ZONE 'Europe/Zurich')::date, "page_route",
	coalesce("utm_source", "referrer_host", 'direct'), count(*)::int
FROM "website_visits"
GROUP BY 1, 2, 3;
