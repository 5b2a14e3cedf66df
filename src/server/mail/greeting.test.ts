import { describe, expect, it } from "vitest";
import { firstNameOf, greeting } from "./greeting";

describe("greeting", () => {
  it("skips titles written with or without a period (Quebec writes Dre, Mme)", () => {
    expect(firstNameOf("Dre Julie Tremblay")).toBe("Julie");
    expect(firstNameOf("Mme Léa Martin")).toBe("Léa");
    expect(firstNameOf("Dr. Ada Lovelace")).toBe("Ada");
    expect(firstNameOf("Dr")).toBeUndefined();
    expect(greeting("Dre Julie Tremblay", "fr")).toBe("Bonjour Julie,");
    expect(greeting("", "de")).toBe("Guten Tag");
  });
});
