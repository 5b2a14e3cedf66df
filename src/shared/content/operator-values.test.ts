import { describe, expect, it } from "vitest";
import { publicConfigFrom } from "../public-config";
import { fillOperatorValues } from "./operator-values";

describe("fillOperatorValues", () => {
  const config = publicConfigFrom({ CONTACT_EMAIL: "hello@swisshack.ch", LEGAL_COMPANY: "SwissHack Sàrl" });

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
