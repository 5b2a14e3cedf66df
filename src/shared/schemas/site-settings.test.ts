import { describe, expect, it } from "vitest";
import { isValidIde } from "./ide-number";
import { figuresSchema, isHttpsUrl, isValidPhone, siteDetailsSchema } from "./site-settings";

const EMPTY = {
  company: null,
  address: null,
  ide: null,
  director: null,
  host: null,
  contactEmail: null,
  contactPhone: null,
  whatsappNumber: null,
  linkedin: null,
  instagram: null,
  facebook: null,
};

describe("site settings", () => {
  it("accept phone numbers libphonenumber knows, with their international code", () => {
    expect(isValidPhone("+41 22 345 67 89")).toBe(true);
    expect(isValidPhone("+41 79 123 45 67")).toBe(true);
    expect(isValidPhone("0041 79 123 45 67")).toBe(true);
    expect(isValidPhone("+33 6 12 34 56 78")).toBe(true);
    expect(isValidPhone("+1 514 555 0199")).toBe(true);
    expect(isValidPhone("+41 00 000 00 00")).toBe(false);
    expect(isValidPhone("+41 79 123")).toBe(false);
    expect(isValidPhone("079 123 45 67")).toBe(false);
    expect(isValidPhone("call me")).toBe(false);
  });

  it("check the IDE number's form and its mod-11 check digit", () => {
    // 1·5+0·4+9·3+3·2+2·7+2·6+6·5+9·4 = 130, 130 mod 11 = 9, 11 - 9 = 2
    expect(isValidIde("CHE-109.322.692")).toBe(true);
    expect(isValidIde("CHE-123.456.788")).toBe(true);
    // 11 - 0 = 11: the check digit is 0
    expect(isValidIde("CHE-116.281.710")).toBe(true);
    expect(isValidIde("CHE-109.322.695")).toBe(false);
    expect(isValidIde("CHE-123.456.789")).toBe(false);
    // 11 - 1 = 10: never issued, whatever the last digit
    for (const last of "0123456789") expect(isValidIde(`CHE-100.000.16${last}`)).toBe(false);
    expect(isValidIde("CHE109322695")).toBe(false);
    expect(isValidIde("CHE-109.322.69")).toBe(false);
  });

  it("take only https URLs for social pages", () => {
    expect(isHttpsUrl("https://www.linkedin.com/company/swisshack")).toBe(true);
    expect(isHttpsUrl("http://www.linkedin.com/company/swisshack")).toBe(false);
    expect(isHttpsUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpsUrl("linkedin.com/swisshack")).toBe(false);
  });

  it("read an empty field as unset and name each bad field", () => {
    expect(siteDetailsSchema.parse({ ...EMPTY, company: "  " }).company).toBeNull();
    const result = siteDetailsSchema.safeParse({
      ...EMPTY,
      ide: "CHE-123.456.789",
      contactPhone: "12",
      linkedin: "http://x.ch",
      contactEmail: "nope",
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(fields).toEqual([
      ["ide", "ide"],
      ["contactEmail", "email"],
      ["contactPhone", "phone"],
      ["linkedin", "url"],
    ]);
  });

  it("compute only the subscriber count", () => {
    const computed = { mode: "computed", threshold: 500, roundTo: 100 } as const;
    expect(figuresSchema.safeParse({ subscribers: computed, premiumClients: { mode: "spec" } }).success).toBe(true);
    expect(figuresSchema.safeParse({ subscribers: { mode: "spec" }, premiumClients: computed }).success).toBe(false);
    expect(figuresSchema.safeParse({ averageSaving: computed }).success).toBe(false);
    expect(figuresSchema.safeParse({ practices: computed }).success).toBe(false);
  });

  it("keep the specification's text for a figure the form leaves out", () => {
    const practices = { mode: "figure", value: 620, checkedOn: "2026-11-29" } as const;
    expect(figuresSchema.parse({ practices })).toEqual({
      subscribers: { mode: "spec" },
      premiumClients: { mode: "spec" },
      averageSaving: { mode: "spec" },
      roiMultiple: { mode: "spec" },
      practices,
    });
  });
});
