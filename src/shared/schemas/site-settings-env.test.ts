import { describe, expect, it } from "vitest";
import { checkDetailsFromEnv, detailsForTheBuild } from "./site-settings";

describe("a brand's details from the environment (decision 0042)", () => {
  it("are checked as the Settings check them, each refusal naming its variable", () => {
    const { details, problems } = checkDetailsFromEnv("optimaite", {
      OPTIMAITE_CONTACT_PHONE: "+1 514 555 0199",
      OPTIMAITE_LEGAL_IDE: "CHE-123.456.789",
      CONTACT_PHONE: "nonsense, but SwissHack's",
    });
    expect(problems).toEqual([{ name: "OPTIMAITE_LEGAL_IDE", message: expect.stringContaining("check digit") }]);
    expect(details.ide).toBeNull();
    expect(details.contactPhone).toBe("+1 514 555 0199");
  });

  it("stop the build rather than prerender a bad value into the pages", () => {
    expect(() => detailsForTheBuild("swisshack", { CONTACT_PHONE: "+41 12" })).toThrow(
      /CONTACT_PHONE: must be a phone number .*\(got "\+41 12"\)/,
    );
    expect(detailsForTheBuild("swisshack", { CONTACT_PHONE: " +41 22 555 12 34 " }).contactPhone).toBe(
      "+41 22 555 12 34",
    );
  });
});
