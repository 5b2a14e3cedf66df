import { CHAT_TEXTS } from "@shared/content/chat-texts";
import { term } from "@shared/i18n/glossary";
import { describe, expect, it } from "vitest";
import { SWISSHACK_INTENTS_DE } from "./intents/swisshack-intents.de";
import { SWISSHACK_DE } from "./packs/swisshack-de";

describe("SwissHack's German chat", () => {
  it(`names the offer as the German pages do (${term("freeAudit", "de")}), never "Audit"`, () => {
    const said = JSON.stringify([CHAT_TEXTS.swisshack.de, SWISSHACK_INTENTS_DE, SWISSHACK_DE]);
    expect(said).toContain(term("freeAudit", "de"));
    expect(said.match(/\w*Audit\w*/g) ?? []).toEqual([]);
  });
});
