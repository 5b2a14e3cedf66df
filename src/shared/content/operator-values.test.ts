import { describe, expect, it } from "vitest";
import { detailsFromEnv } from "../site-settings/details-from-env";
import { fillOperatorValues } from "./operator-values";

describe("fillOperatorValues", () => {
  const config = detailsFromEnv("swisshack", { CONTACT_EMAIL: "hello@swisshack.ch", LEGAL_COMPANY: "SwissHack Sàrl" });

  it("reads OptimAIte's own variables, never SwissHack's", () => {
    expect(detailsFromEnv("optimaite", { LEGAL_COMPANY: "SwissHack Sàrl" }).company).toBeNull();
    expect(detailsFromEnv("optimaite", { OPTIMAITE_LEGAL_COMPANY: "OptimAIte Inc." }).company).toBe("OptimAIte Inc.");
  });

  it("fills the operator's values", () => {
    expect(fillOperatorValues("Écrivez à {email}.", config)).toBe("Écrivez à hello@swisshack.ch.");
    expect(fillOperatorValues("{company}", config)).toBe("SwissHack Sàrl");
    expect(fillOperatorValues("Sans valeur à remplir.", config)).toBe("Sans valeur à remplir.");
  });

  it("leaves out a sentence whose value is unset, never printing brackets", () => {
    expect(fillOperatorValues("Téléphone : {phone}", config)).toBeNull();
    expect(fillOperatorValues("{host}", config)).toBeNull();
  });
});
