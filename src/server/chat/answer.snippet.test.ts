import { describe, expect, it } from "vitest";
import { askIn } from "../testing/chat-answers";

describe("a passage quoted by its sentences keeps the sentence that goes on about the one quoted", () => {
  it.each([
    ["optimaite", "fr", "les questions que je te pose sont-tu enregistrées?", "90 jours"],
    ["optimaite", "en", "are my questions here stored?", "90 days"],
  ] as const)("%s %s: %s", (site, locale, question, continued) => {
    const answer = askIn(site, locale, question);
    expect(answer.read).toContain(continued);
  });
});
