import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// The questions the assistant could not answer (issue 56): the owner reads them grouped in the admin so the FAQ can
// grow. Kept 90 days (privacy/retention.ts), without the visitor's address or any id, emails and phones masked.

export const chatUnansweredQuestions = pgTable(
  "chat_unanswered_questions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    site: text("site", { enum: ["swisshack", "optimaite"] }).notNull(),
    locale: text("locale").notNull(),
    /** The question as asked, emails and phone numbers masked. */
    question: text("question").notNull(),
    /** The same question lowercased, without accents or punctuation: the admin groups by it. */
    questionKey: text("question_key").notNull(),
    askedAt: timestamp("asked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_unanswered_questions_asked_at_idx").on(t.askedAt),
    index("chat_unanswered_questions_key_idx").on(t.site, t.questionKey),
  ],
);
