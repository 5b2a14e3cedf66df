import { MANAGE_MESSAGES } from "@shared/schemas/demo-slots";
import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client";
import { DEMO_MEETING_TEXTS_EN } from "./texts/demo-meeting-texts-en";
import { DEMO_MEETING_TEXTS_FR } from "./texts/demo-meeting-texts-fr";
import { failureMessage } from "./use-managed-meeting";

const refusal = (message: string, status = 409) => new ApiError(message, status, [], message);

describe("the private demo page's failures", () => {
  it("keep their English for English leads", () => {
    expect(failureMessage(refusal(MANAGE_MESSAGES.unchangeable), DEMO_MEETING_TEXTS_EN)).toBe(
      "This demo can no longer be changed: it was cancelled or has already started.",
    );
    expect(failureMessage(new ApiError("offline", 0), DEMO_MEETING_TEXTS_EN)).toBe(
      "The server could not be reached. Check your connection, then reload the page.",
    );
    expect(failureMessage(new ApiError("bad", 400), DEMO_MEETING_TEXTS_EN)).toBe(
      "This link is not complete. Copy it whole from your email.",
    );
  });

  it("speak Quebec French to French leads, the server's refusals included", () => {
    expect(failureMessage(refusal(MANAGE_MESSAGES.unknown, 404), DEMO_MEETING_TEXTS_FR)).toBe(
      "Ce lien ne correspond à aucune démo. Vérifiez le lien dans votre courriel.",
    );
    expect(failureMessage(refusal(MANAGE_MESSAGES.unchangeable), DEMO_MEETING_TEXTS_FR)).toBe(
      "Cette démo ne peut plus être modifiée\u00a0: elle a été annulée ou elle est déjà commencée.",
    );
    expect(failureMessage(new ApiError("offline", 0), DEMO_MEETING_TEXTS_FR)).toMatch(/^Impossible de joindre/);
  });

  it("say how long to wait after too many changes, in the page's language", () => {
    const tooMany = new ApiError(
      "Too many requests",
      429,
      [],
      "Too many requests. Please try again in 42 seconds.",
      42,
    );
    expect(failureMessage(tooMany, DEMO_MEETING_TEXTS_EN)).toBe("Too many requests. Please try again in 42 seconds.");
    expect(failureMessage(tooMany, DEMO_MEETING_TEXTS_FR)).toBe(
      "Trop de demandes en peu de temps. Veuillez réessayer dans 42 secondes.",
    );
  });

  it("show a message the page does not know as the server wrote it", () => {
    expect(failureMessage(refusal("Too many requests", 429), DEMO_MEETING_TEXTS_FR)).toBe("Too many requests");
  });
});
