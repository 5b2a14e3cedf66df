CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premium_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"audit_request_id" uuid,
	"amount_centimes" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"receipt_number" integer,
	"paid_at" timestamp with time zone,
	"report_due_on" date,
	"refund_requested_at" timestamp with time zone,
	"refund_requested_by" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_orders_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "premium_orders_receipt_number_unique" UNIQUE("receipt_number")
);
--> statement-breakpoint
CREATE TABLE "premium_receipt_numbers" (
	"number" serial PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "premium_orders" ADD CONSTRAINT "premium_orders_audit_request_id_audit_requests_id_fk" FOREIGN KEY ("audit_request_id") REFERENCES "public"."audit_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "premium_orders_status_idx" ON "premium_orders" USING btree ("status","created_at" DESC NULLS LAST);