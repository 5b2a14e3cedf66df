CREATE TABLE "chat_unanswered_questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"locale" text NOT NULL,
	"question" text NOT NULL,
	"question_key" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_unanswered_questions_asked_at_idx" ON "chat_unanswered_questions" USING btree ("asked_at");--> statement-breakpoint
CREATE INDEX "chat_unanswered_questions_key_idx" ON "chat_unanswered_questions" USING btree ("site","question_key");