ALTER TABLE "email_outbox" ADD COLUMN "brand" text DEFAULT 'swisshack' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;