CREATE TABLE "audit_report_drafts" (
	"audit_request_id" uuid PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_reports_sent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_request_id" uuid NOT NULL,
	"document" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sent_by" text NOT NULL,
	"sent_by_email" text NOT NULL,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"brand" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_brand_key_pk" PRIMARY KEY("brand","key")
);
--> statement-breakpoint
CREATE TABLE "site_settings_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"key" text NOT NULL,
	"previous_value" jsonb,
	"value" jsonb,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "admin_language" text;--> statement-breakpoint
ALTER TABLE "audit_report_drafts" ADD CONSTRAINT "audit_report_drafts_audit_request_id_audit_requests_id_fk" FOREIGN KEY ("audit_request_id") REFERENCES "public"."audit_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_reports_sent" ADD CONSTRAINT "audit_reports_sent_audit_request_id_audit_requests_id_fk" FOREIGN KEY ("audit_request_id") REFERENCES "public"."audit_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_reports_sent_request_idx" ON "audit_reports_sent" USING btree ("audit_request_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "site_settings_log_changed_at_idx" ON "site_settings_log" USING btree ("changed_at" DESC NULLS LAST);