CREATE TABLE "pre_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_request_id" uuid NOT NULL,
	"access_token_hash" text NOT NULL,
	"answers" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_requests" ADD COLUMN "refine_token_hash" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "pre_analyses" ADD CONSTRAINT "pre_analyses_audit_request_id_audit_requests_id_fk" FOREIGN KEY ("audit_request_id") REFERENCES "public"."audit_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pre_analyses_access_token_hash_idx" ON "pre_analyses" USING btree ("access_token_hash");--> statement-breakpoint
CREATE INDEX "pre_analyses_audit_request_id_idx" ON "pre_analyses" USING btree ("audit_request_id");