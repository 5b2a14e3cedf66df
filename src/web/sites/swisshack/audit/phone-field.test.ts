import { toE164 } from "@shared/schemas/phone";
import { describe, expect, it } from "vitest";
import { defaultPhoneCountry } from "./phone-field";

/** Issue 39: the phone's country follows what the person said, never France (or Switzerland) by default. */
describe("the phone number's country before the person picks one", () => {
  it.each([
    // A frontalier: the country of residence given in the first step.
    ["frontalier", "IT", "333 123 4567", "+393331234567"],
    ["frontalier", "DE", "0151 23456789", "+4915123456789"],
    ["frontalier", "AT", "0664 1234567", "+436641234567"],
    ["frontalier", "FR", "06 12 34 56 78", "+33612345678"],
    // Living in Switzerland: Switzerland.
    ["resident", undefined, "079 123 45 67", "+41791234567"],
    ["independant", undefined, "079 123 45 67", "+41791234567"],
  ])("%s living in %s: %s reads as %s", (status, residence, typed, e164) => {
    expect(toE164(typed, defaultPhoneCountry(status, residence))).toBe(e164);
  });

  it("reads no national number before the person said where they live", () => {
    // "06 12 34 56 78" typed before the status was shown as "+41 61 234 56 78", a Basel landline.
    expect(defaultPhoneCountry("")).toBe("");
    expect(toE164("06 12 34 56 78", defaultPhoneCountry(""))).toBeNull();
    // A frontalier who did not say the country (or another one) picks it, or writes the +code.
    expect(defaultPhoneCountry("frontalier")).toBe("");
    expect(defaultPhoneCountry("frontalier", "other")).toBe("other");
    expect(toE164("+39 333 123 4567", defaultPhoneCountry("frontalier"))).toBe("+393331234567");
  });
});
