import { OPTIMAITE_FAQ } from "@shared/content/optimaite/faq";
import { OPTIMAITE_FAQ_FR } from "@shared/content/optimaite/fr/faq";
import { SWISSHACK_FAQ_DE } from "@shared/content/swisshack/de/faq";
import { describe, expect, it } from "vitest";
import { siteAnswer } from "./answer";
import { createChatRetrievers } from "./chat-packs";
import { siteKnowledge } from "./knowledge/site-knowledge";
import { createRetriever } from "./retrieval";
import { analyzerFor } from "./search/language-analyzer";

const QUESTION = "Ist SwissHack unabhängig?";
const today = new Date("2026-11-29T10:00:00Z");
const FAQ_QUESTION = "Wollen Sie mir ein Produkt verkaufen?";

/** The German assistant over the German pages, one content module replaced as a page's edit would replace it. */
const askWith = (faq: unknown) =>
  siteAnswer(
    createRetriever(siteKnowledge("swisshack", "de", { faq }), analyzerFor("de")),
    "swisshack",
    QUESTION,
    today,
    "de",
  );

describe("the assistant's answer follows the page's text (issue 56: one source of truth)", () => {
  it("answers from the FAQ item the page shows", () => {
    const answer = askWith(SWISSHACK_FAQ_DE);
    expect(answer.kind).toBe("passage");
    expect(answer.text).toContain("Wir sind unabhängig und erhalten keine Provisionen");
  });

  it("answers with the new words when the FAQ item's text changes, and no longer with the old ones", () => {
    const changed = SWISSHACK_FAQ_DE.map((item) =>
      "question" in item && item.question === FAQ_QUESTION
        ? {
            ...item,
            answer:
              "Nein. Wir sind unabhängig: Wir leben nur von den Premium-Checks, die Sie bezahlen, nie von einer Provision.",
          }
        : item,
    );
    expect(changed).not.toEqual(SWISSHACK_FAQ_DE);
    const answer = askWith(changed);
    expect(answer.text).toContain("Wir leben nur von den Premium-Checks, die Sie bezahlen");
    expect(answer.text).not.toContain("Säule-3a-Lösungen");
  });
});

describe("OptimAIte's answers to its FAQ's questions are the FAQ's words, in both languages", () => {
  const ask = (locale: "en" | "fr", question: string) =>
    siteAnswer(createChatRetrievers(), "optimaite", question, today, locale).text.replace(/\u00a0/g, " ");
  it.each([
    ["fr", "ça prend combien de temps pour être en ligne?", OPTIMAITE_FAQ_FR, 0],
    ["en", "how long until we're live?", OPTIMAITE_FAQ, 0],
    ["fr", "vos données patients sont-elles chiffrées?", OPTIMAITE_FAQ_FR, 2],
    ["en", "is patient data encrypted?", OPTIMAITE_FAQ, 2],
    ["fr", "un appel urgent, il se passe quoi?", OPTIMAITE_FAQ_FR, 3],
    ["en", "what about an urgent call?", OPTIMAITE_FAQ, 3],
  ] as const)("%s: %s", (locale, question, faq, index) => {
    const item = faq[index];
    if (!item) throw new Error(`the FAQ has no item ${index}`);
    expect(ask(locale, question)).toContain(item.answer.replace(/^(Oui|Yes)\. /, "").replace(/\u00a0/g, " "));
  });

  it("states compliance with the FAQ's own question, so that its « Oui » answers that question only", () => {
    expect(ask("fr", "êtes-vous conformes à la Loi 25?")).toContain(
      "OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? Oui.",
    );
  });
});
