ALTER TABLE "premium_orders" ADD COLUMN "report_delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "premium_orders" ADD COLUMN "report_delivered_by" text;