import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client";
import { frenchSubmitError } from "./audit-errors";

describe("frenchSubmitError on a 429 (issue 29, item 11)", () => {
  const tooMany = (seconds?: number) => new ApiError("Too many requests", 429, [], "Too many requests", seconds);

  it("says when to try again, from the server's wait, and that the answers are kept", () => {
    expect(frenchSubmitError(tooMany(240))).toBe(
      "Trop de demandes. Vos réponses sont conservées : réessayez dans 4 minutes.",
    );
    expect(frenchSubmitError(tooMany(61))).toMatch(/réessayez dans 2 minutes\.$/);
    expect(frenchSubmitError(tooMany(30))).toMatch(/réessayez dans 30 secondes\.$/);
    expect(frenchSubmitError(tooMany())).toMatch(/réessayez dans quelques minutes\.$/);
  });
});
