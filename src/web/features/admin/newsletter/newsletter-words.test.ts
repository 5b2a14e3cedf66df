import { describe, expect, it } from "vitest";
import { CAMPAIGN_EDITOR_WORDS } from "./newsletter-words";

describe('the campaign\'s words (field round five: "Send to 1 subscribers")', () => {
  it("count one subscriber as one, and several as several, in French and English", () => {
    expect(CAMPAIGN_EDITOR_WORDS.en.sendTo(1)).toBe("Send to 1 subscriber");
    expect(CAMPAIGN_EDITOR_WORDS.en.sendTo(2)).toBe("Send to 2 subscribers");
    expect(CAMPAIGN_EDITOR_WORDS.fr.sendTo(1)).toBe("Envoyer à 1\u00a0abonné");
    expect(CAMPAIGN_EDITOR_WORDS.fr.sendTo(0)).toBe("Envoyer à 0\u00a0abonné");
    expect(CAMPAIGN_EDITOR_WORDS.fr.sendTo(3)).toBe("Envoyer à 3\u00a0abonnés");
    expect(CAMPAIGN_EDITOR_WORDS.en.audience(1, "French")).toMatch(/^1 confirmed French subscriber\. /);
    expect(CAMPAIGN_EDITOR_WORDS.fr.audience(1, "français")).toMatch(/^1\u00a0abonné confirmé \(/);
    expect(CAMPAIGN_EDITOR_WORDS.en.confirm("Hi", 1, "French")).toContain("goes to the 1 confirmed French subscriber,");
    expect(CAMPAIGN_EDITOR_WORDS.fr.confirm("Hi", 1, "français")).toContain("part à l'abonné confirmé (français)");
  });
});
