import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client";
import { ACCOUNT_PAGES_COPY, accountFailure } from "./account-pages-copy";
import { AUTH_COPY } from "./auth-copy";

describe("the account pages in German and Italian", () => {
  const de = ACCOUNT_PAGES_COPY.de;

  it("say the server's refusals in the page's language, by status", () => {
    const expired = new ApiError("This confirmation link is invalid or has expired.", 400);
    expect(accountFailure(de, de.verify.invalidLink, expired)).toMatch(/^Dieser Bestätigungslink ist ungültig/);
    expect(accountFailure(de, de.verify.invalidLink, new ApiError("Too many requests", 429))).toMatch(
      /^Zu viele Versuche/,
    );
    expect(accountFailure(ACCOUNT_PAGES_COPY.it, "", new ApiError("Network error", 0))).toBe(
      "Il server non risponde. Riprovi.",
    );
    expect(accountFailure(de, "", new ApiError("Internal error", 500))).toMatch(/^Etwas ist schiefgelaufen/);
  });

  it("translate every refusal /auth knows by its code, in every SwissHack language", () => {
    const codes = Object.keys(AUTH_COPY.fr.errors).sort();
    expect(Object.keys(AUTH_COPY.de.errors).sort()).toEqual(codes);
    expect(Object.keys(AUTH_COPY.it.errors).sort()).toEqual(codes);
    expect(AUTH_COPY.de.errors.INVALID_EMAIL_OR_PASSWORD).toBe("E-Mail oder Passwort ist falsch.");
    expect(AUTH_COPY.it.tooManyRequests(30)).toBe("Troppi tentativi. Riprovi tra 30 secondi.");
  });
});
