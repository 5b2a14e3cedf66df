import { describe, expect, it } from "vitest";
import { CHAT_TEXTS, chatTexts } from "./chat-texts.ts";

describe("the chat widget's texts per language", () => {
  it("keeps SPEC's French and English texts", () => {
    expect(CHAT_TEXTS.optimaite.en.failureText).toBe("Failed to send message. Please try again.");
    expect(CHAT_TEXTS.swisshack.fr.name).toBe("Assistant SwissHack");
  });

  it("greets in each page's language", () => {
    expect(chatTexts("swisshack", "de").greeting).toContain("Fragen Sie mich zur Säule 3a");
    expect(chatTexts("swisshack", "it").greeting).toContain("Sono l'assistente SwissHack");
    expect(chatTexts("optimaite", "fr").greeting).toContain("Posez-moi vos questions sur notre réceptionniste IA");
    expect(chatTexts("swisshack", "de").send).toBe("Senden");
    expect(chatTexts("swisshack", "it").typing).toBe("L'assistente sta scrivendo…");
  });

  it("gives the site's default language for a language the site does not have", () => {
    expect(chatTexts("optimaite", "de")).toBe(CHAT_TEXTS.optimaite.en);
    expect(chatTexts("swisshack", "en")).toBe(CHAT_TEXTS.swisshack.fr);
    expect(chatTexts("swisshack", undefined)).toBe(CHAT_TEXTS.swisshack.fr);
  });

  it("writes Swiss German (ss, never ß) and leaves no text empty", () => {
    expect(JSON.stringify(CHAT_TEXTS.swisshack.de)).not.toContain("ß");
    const texts = Object.values(CHAT_TEXTS).flatMap((site) => Object.values(site));
    for (const text of texts.flatMap((t) => Object.values(t))) {
      if (typeof text === "string") expect(text.trim()).not.toBe("");
    }
  });
});
