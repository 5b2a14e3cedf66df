import { describe, expect, it } from "vitest";
import { SWISSHACK_UI_DE } from "~/i18n/catalogues/swisshack/ui-de";
import { SWISSHACK_UI_FR } from "~/i18n/catalogues/swisshack/ui-fr";
import { ApiError } from "~/lib/api-client";
import { submitError } from "./audit-errors";

describe("submitError on a 429 (issue 29, item 11)", () => {
  const tooMany = (seconds?: number) => new ApiError("Too many requests", 429, [], "Too many requests", seconds);
  const french = (error: ApiError) => submitError(SWISSHACK_UI_FR.errors, error);

  it("says when to try again, from the server's wait, and that the answers are kept", () => {
    expect(french(tooMany(240))).toBe(
      "Trop de demandes. Vos réponses sont conservées\u00a0: réessayez dans 4 minutes.",
    );
    expect(french(tooMany(61))).toMatch(/réessayez dans 2 minutes\.$/);
    expect(french(tooMany(30))).toMatch(/réessayez dans 30 secondes\.$/);
    expect(french(tooMany())).toMatch(/réessayez dans quelques minutes\.$/);
  });

  it("says it in German on a German page", () => {
    expect(submitError(SWISSHACK_UI_DE.errors, tooMany(240))).toBe(
      "Zu viele Anfragen. Ihre Antworten bleiben erhalten: versuchen Sie es in 4 Minuten erneut.",
    );
    expect(submitError(SWISSHACK_UI_DE.errors, new ApiError("offline", 0, [], "offline"))).toMatch(
      /^Keine Verbindung\./,
    );
  });
});
