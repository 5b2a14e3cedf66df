import { describe, expect, it } from "vitest";
import { OPTIMAITE_KNOWLEDGE } from "../../shared/content/optimaite/knowledge";
import { SWISSHACK_KNOWLEDGE } from "../../shared/content/swisshack/knowledge";
import { FALLBACK, retrievalAnswer } from "./answer";
import { createRetriever, isFrench } from "./retrieval";

const retriever = createRetriever([...OPTIMAITE_KNOWLEDGE, ...SWISSHACK_KNOWLEDGE]);
const ask = (question: string) => retrievalAnswer(retriever, question).text;

describe("retrieval answers", () => {
  it.each([
    ["Which booking platforms do you integrate with?", ["Fresha", "Vagaro", "Mindbody", "Calendly", "Google Calendar"]],
    ["Can you connect to my scheduling software?", ["Fresha", "Janeapp"]],
    ["How long does implementation take?", ["3 days", "1-2 weeks"]],
    ["Is it HIPAA compliant?", ["Business Associate"]],
    ["What happens with urgent calls?", ["transferred to your team"]],
    ["How much does it cost?", ["$21,955"]],
    ["L'audit est-il vraiment gratuit ?", ["490 CHF", "0 CHF"]],
    ["Combien coûte l'audit premium ?", ["CHF 590"]],
    ["Que faites-vous de mes données ?", ["12 mois"]],
  ])("%s", (question, facts) => {
    const answer = ask(question);
    for (const fact of facts) expect(answer).toContain(fact);
  });

  it("answers French questions in French and English ones in English", () => {
    expect(isFrench("Combien de temps prend l'audit ?")).toBe(true);
    expect(isFrench("How long does it take?")).toBe(false);
    expect(ask("Combien de temps cela prend-il ?")).toContain("5 minutes");
  });

  it.each([
    ["What's the weather in Paris tomorrow?", FALLBACK.en],
    ["Quelle est la météo à Paris demain ?", FALLBACK.fr],
    ["!!!", FALLBACK.en],
  ])("falls back politely for %s", (question, fallback) => {
    expect(ask(question)).toBe(fallback);
  });
});
