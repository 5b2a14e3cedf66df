import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client";
import { leadFailureMessage } from "./lead-failure";
import { LEAD_TEXTS_EN } from "./texts/lead-texts-en";
import { LEAD_TEXTS_FR } from "./texts/lead-texts-fr";

const EN = LEAD_TEXTS_EN.failure;

const proxyError = new ApiError("Request failed (502)", 502);
const serverError = new ApiError("Too many requests", 429, [], "Too many requests");
const networkError = new ApiError("Network error: the server could not be reached.", 0);

describe("leadFailureMessage", () => {
  it("uses SPEC's fallbacks when the server sent no message of its own", () => {
    expect(leadFailureMessage("demo", proxyError, EN)).toBe(
      "Failed to book demo: Please try again or contact us directly.",
    );
    expect(leadFailureMessage("contact", proxyError, EN)).toBe("Something went wrong. Please try again.");
  });

  it("shows the server's message when there is one", () => {
    expect(leadFailureMessage("demo", serverError, EN)).toBe("Failed to book demo: Too many requests");
    expect(leadFailureMessage("contact", serverError, EN)).toBe("Too many requests");
  });

  it("says the message was not sent when the server could not be reached", () => {
    expect(leadFailureMessage("contact", networkError, EN)).toBe("Failed to send message. Please try again.");
    expect(leadFailureMessage("demo", networkError, EN)).toBe(
      "Failed to book demo: Please try again or contact us directly.",
    );
  });
});

describe("leadFailureMessage in French", () => {
  it("says it in the dialog's language", () => {
    expect(leadFailureMessage("demo", proxyError, LEAD_TEXTS_FR.failure)).toBe(
      "La réservation de la démo a échoué\u00a0: Veuillez réessayer ou nous joindre directement.",
    );
    expect(leadFailureMessage("contact", networkError, LEAD_TEXTS_FR.failure)).toBe(
      "Le message n'a pas pu être envoyé. Veuillez réessayer.",
    );
  });
});
