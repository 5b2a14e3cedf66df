import { UNANSWERED_RETENTION_DAYS } from "@shared/schemas/chat-questions";
import { describe, expect, it } from "vitest";
import { OPTIMAITE_PRIVACY_FR } from "./optimaite/fr/privacy";
import { OPTIMAITE_PRIVACY } from "./optimaite/privacy";
import { PRIVACY_DE } from "./swisshack/de/privacy";
import { PRIVACY_IT } from "./swisshack/it/privacy";
import { PRIVACY } from "./swisshack/privacy";

const PAGES = {
  "SwissHack fr": [PRIVACY, /assistant/i, /masqués/],
  "SwissHack de": [PRIVACY_DE, /Assistent/, /unkenntlich/],
  "SwissHack it": [PRIVACY_IT, /assistente/i, /mascherati/],
  "OptimAIte en": [OPTIMAITE_PRIVACY, /assistant/i, /masked/],
  "OptimAIte fr": [OPTIMAITE_PRIVACY_FR, /assistant/i, /masqués/],
} as const;

describe("the privacy pages (issue 56)", () => {
  it.each(Object.entries(PAGES))("%s says the assistant's unanswered questions are kept 90 days, masked", (_, page) => {
    const [content, assistant, masked] = page;
    const said = content.sections.flatMap((section) => section.paragraphs).find((text) => assistant.test(text));
    expect(said).toMatch(new RegExp(`${UNANSWERED_RETENTION_DAYS}\\s`));
    expect(said).toMatch(masked);
  });
});
