DROP INDEX "website_visits_path_timestamp_idx";--> statement-breakpoint
ALTER TABLE "website_visits" ADD COLUMN "page_view_id" text;--> statement-breakpoint
ALTER TABLE "website_visits" ADD COLUMN "page_route" text GENERATED ALWAYS AS (coalesce(nullif(split_part(page_path, '?', 1), ''), '/')) STORED;--> statement-breakpoint
CREATE INDEX "website_visits_route_timestamp_idx" ON "website_visits" USING btree ("page_route","visit_timestamp" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "website_visits_page_view_id_idx" ON "website_visits" USING btree ("page_view_id");