import { describe, expect, it } from "vitest";
import { newsletterSchema } from "./newsletter";

describe("newsletterSchema", () => {
  it("accepts an email and trims it", () => {
    expect(newsletterSchema.parse({ email: "  lea@example.com " }).email).toBe("lea@example.com");
  });

  it.each([
    ["", "Veuillez indiquer votre adresse e-mail"],
    ["not-an-email", "Adresse e-mail invalide"],
    [`${"a".repeat(250)}@example.com`, "Adresse e-mail trop longue"],
  ])("refuses %j with a French message", (email, message) => {
    const result = newsletterSchema.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("refuses a filled honeypot", () => {
    expect(newsletterSchema.safeParse({ email: "lea@example.com", website: "x" }).success).toBe(false);
  });
});
