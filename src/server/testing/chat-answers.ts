import type { Locale } from "@shared/i18n/locales";
import type { SiteId } from "@shared/routes";
import { expect } from "vitest";
import { siteAnswer } from "../chat/answer";
import { chatPack, createChatRetrievers } from "../chat/chat-packs";

const retrievers = createChatRetrievers();
const today = new Date("2026-11-23T10:00:00Z");

/** The answer as a person reads it: its text and its links' labels, with no-break spaces as spaces. */
export function askIn(site: SiteId, locale: Locale, question: string) {
  const answer = siteAnswer(retrievers.for(site, locale), site, question, today, locale);
  return {
    ...answer,
    read: [answer.text, ...answer.links.map((l) => l.label)].join("\n").replace(/[\u00a0\u202f]/g, " "),
  };
}

/** Realistic questions of one language and the facts each answer must give. */
export type GradedQuestions = readonly (readonly [question: string, facts: readonly string[]])[];

/** The questions answered on topic: every fact given, in the asked language, never the "I don't know" fallback. */
export function onTopic(site: SiteId, locale: Locale, questions: GradedQuestions) {
  const fallback = chatPack(site, locale).fallback.text;
  return questions.filter(([question, facts]) => {
    const answer = askIn(site, locale, question);
    return answer.language === locale && answer.text !== fallback && facts.every((fact) => answer.read.includes(fact));
  });
}

/** The bar every language of every site holds: at least 2/3 of 25 realistic questions answered on topic. */
export function expectCoverage(site: SiteId, locale: Locale, questions: GradedQuestions) {
  expect(questions.length).toBeGreaterThanOrEqual(25);
  const answered = onTopic(site, locale, questions).map(([question]) => question);
  const missed = questions.map(([question]) => question).filter((question) => !answered.includes(question));
  expect(answered.length / questions.length, `missed: ${missed.join(" | ")}`).toBeGreaterThanOrEqual(2 / 3);
}
