import { PRE_ANALYSIS_LINK_MESSAGES } from "@shared/pre-analysis/private-link";
import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client";
import { labelsFor } from "./labels";
import { failureOf } from "./use-pre-analysis";

describe("the private page's loading and failure states", () => {
  it("names each failure from the answer's status, never from the server's French words", () => {
    expect(failureOf(new ApiError("Network error", 0))).toBe("network");
    expect(failureOf(new TypeError("boom"))).toBe("network");
    expect(failureOf(new ApiError("bad", 400))).toBe("malformed");
    expect(failureOf(new ApiError("Cette pré-analyse n'existe pas.", 404))).toBe("unknown");
    expect(failureOf(new ApiError("Ce lien a expiré.", 410))).toBe("expired");
    expect(failureOf(new ApiError("Too many requests", 429))).toBe("tooMany");
    expect(failureOf(new ApiError("Internal error", 500))).toBe("server");
    expect(failureOf(new ApiError("Service unavailable", 503))).toBe("server");
  });

  it("says each state in German and Italian, and French as before", () => {
    const fr = labelsFor("fr");
    expect(fr.loading).toBe("Chargement de votre pré-analyse…");
    expect(fr.unavailable).toBe("Pré-analyse indisponible");
    expect(fr.retryAudit).toBe("Refaire l'audit gratuit");
    expect(fr.failure.network).toBe("Connexion impossible. Vérifiez votre connexion internet puis rechargez la page.");
    expect(fr.failure.expired).toBe(PRE_ANALYSIS_LINK_MESSAGES.fr.expiredLink);
    const de = labelsFor("de");
    expect(de.loading).toBe("Ihre Voranalyse wird geladen…");
    expect(de.failure.unknown).toBe(PRE_ANALYSIS_LINK_MESSAGES.de.unknownLink);
    expect(de.failure.expired).toBe(PRE_ANALYSIS_LINK_MESSAGES.de.expiredLink);
    expect(de.retryAudit).toContain("Gratis-Check");
    const it = labelsFor("it");
    expect(it.unavailable).toBe("Preanalisi non disponibile");
    expect(it.failure.tooMany).toMatch(/^Troppe richieste/);
    for (const labels of [fr, de, it]) {
      expect(new Set(Object.values(labels.failure)).size).toBe(6);
    }
  });
});
