import type { SiteId } from "@shared/routes";
import { UNANSWERED_RETENTION_DAYS, type UnansweredQuestionsResponse } from "@shared/schemas/chat-questions";
import { count, desc, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { chatUnansweredQuestions } from "../db/schema";
import { maskPersonalDetails, questionKey } from "./masking";

/** A question longer than this is kept cut: enough to read what was asked. */
const KEPT_LENGTH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

export const unansweredCutoff = (now: Date) => new Date(now.getTime() - UNANSWERED_RETENTION_DAYS * DAY_MS);

/** Keeps a question the assistant answered with "I don't know": masked, with no address, no id, no session. */
export async function recordUnansweredQuestion(
  db: Db,
  asked: { site: SiteId; locale: string; question: string },
  now = new Date(),
): Promise<void> {
  const question = maskPersonalDetails(asked.question.trim()).slice(0, KEPT_LENGTH);
  const key = questionKey(question);
  if (!key) return;
  await db
    .insert(chatUnansweredQuestions)
    .values({ site: asked.site, locale: asked.locale, question, questionKey: key, askedAt: now });
}

/** The kept questions grouped by their wording, the most asked first (then the latest). */
export async function unansweredQuestionGroups(
  db: Db,
  now = new Date(),
  limit = 200,
): Promise<UnansweredQuestionsResponse> {
  const since = unansweredCutoff(now);
  const rows = await db
    .select({
      site: chatUnansweredQuestions.site,
      question: sql<string>`(array_agg(${chatUnansweredQuestions.question} order by ${chatUnansweredQuestions.askedAt} desc))[1]`,
      count: count(),
      locales: sql<string[]>`array_agg(distinct ${chatUnansweredQuestions.locale})`,
      lastAskedAt: sql<Date>`max(${chatUnansweredQuestions.askedAt})`,
    })
    .from(chatUnansweredQuestions)
    .where(gte(chatUnansweredQuestions.askedAt, since))
    .groupBy(chatUnansweredQuestions.site, chatUnansweredQuestions.questionKey)
    .orderBy(desc(count()), desc(sql`max(${chatUnansweredQuestions.askedAt})`))
    .limit(limit);
  const [all] = await db
    .select({ total: count() })
    .from(chatUnansweredQuestions)
    .where(gte(chatUnansweredQuestions.askedAt, since));
  return {
    groups: rows.map((row) => ({
      ...row,
      locales: [...row.locales].sort(),
      lastAskedAt: new Date(row.lastAskedAt).toISOString(),
    })),
    total: all?.total ?? 0,
  };
}
