import { describe, expect, it } from "vitest";
import { SWISSHACK_UI_DE } from "~/i18n/catalogues/swisshack/ui-de";
import { SWISSHACK_UI_FR } from "~/i18n/catalogues/swisshack/ui-fr";
import { SWISSHACK_UI_IT } from "~/i18n/catalogues/swisshack/ui-it";
import { ApiError } from "~/lib/api-client";
import { submitError } from "./audit-errors";
import { refineError } from "./refine-error";
import { translatedMessage } from "./texts/audit-texts";
import { AUDIT_TEXTS_DE } from "./texts/audit-texts-de";
import { AUDIT_TEXTS_IT } from "./texts/audit-texts-it";

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

describe("refineError: the second step's failures in the dialog's language", () => {
  const notFound = new ApiError("Demande d'audit introuvable", 404, [], "Demande d'audit introuvable");

  it("says in German and Italian that the request is gone, never the server's French", () => {
    expect(refineError(SWISSHACK_UI_DE.errors, "de", notFound)).toMatch(
      /^Wir finden Ihre Anfrage für den Gratis-Check nicht mehr/,
    );
    expect(refineError(SWISSHACK_UI_IT.errors, "it", notFound)).toMatch(/^Non troviamo più la sua richiesta/);
    expect(refineError(SWISSHACK_UI_FR.errors, "fr", notFound)).toBe(
      "Demande d'audit introuvable : recommencez l'audit depuis le formulaire.",
    );
  });

  it("says everything else as any form does (rate limit, offline, server)", () => {
    const tooMany = new ApiError("Too many requests", 429, [], undefined, 120);
    expect(refineError(SWISSHACK_UI_IT.errors, "it", tooMany)).toBe(submitError(SWISSHACK_UI_IT.errors, tooMany));
    expect(refineError(SWISSHACK_UI_DE.errors, "de", new ApiError("x", 500))).toBe(SWISSHACK_UI_DE.errors.server);
  });

  it("shows the server's field messages in the dialog's language", () => {
    expect(translatedMessage(AUDIT_TEXTS_DE, "Veuillez choisir votre canton de travail")).toBe(
      "Bitte wählen Sie Ihren Arbeitskanton",
    );
    expect(translatedMessage(AUDIT_TEXTS_IT, "Veuillez choisir votre canton de travail")).toMatch(/cantone di lavoro/);
  });
});
