import { term } from "@shared/i18n/glossary";
import { describe, expect, it } from "vitest";
import { SWISSHACK_UI_DE } from "~/i18n/catalogues/swisshack/ui-de";
import { SWISSHACK_UI_FR } from "~/i18n/catalogues/swisshack/ui-fr";
import { SWISSHACK_UI_IT } from "~/i18n/catalogues/swisshack/ui-it";

describe("the free audit's name", () => {
  it("is the pages' own word in the glossary, which emails and the pre-analysis take", () => {
    expect(SWISSHACK_UI_FR.auditCta.toLowerCase()).toBe(term("freeAudit", "fr"));
    expect(SWISSHACK_UI_DE.auditCta).toBe(term("freeAudit", "de"));
    expect(SWISSHACK_UI_IT.auditCta.toLowerCase()).toBe(term("freeAudit", "it"));
  });
});
