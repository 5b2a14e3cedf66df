import { describe, expect, it } from "vitest";
import {
  ANNUAL_INCOMES,
  auditRequestSchema,
  CALLBACK_TIMES,
  CANTONS,
  HAS_3A_OPTIONS,
  INSURANCE_OPTIONS,
  MAIN_GOALS,
  STATUSES,
} from "./audit";
import { validAuditRequest } from "./audit.fixture";

const validAudit = validAuditRequest;

/** The first message per field, as the form shows it. */
const issues = (input: unknown) => {
  const result = auditRequestSchema.safeParse(input);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join(".")] ??= issue.message;
  return messages;
};

describe("auditRequestSchema", () => {
  it("accepts a complete request", () => {
    expect(auditRequestSchema.parse(validAudit)).toMatchObject({ canton: "GE", callbackTime: "evening" });
  });

  it.each([
    ["canton", CANTONS],
    ["status", STATUSES],
    ["annualIncome", ANNUAL_INCOMES],
    ["has3aPillar", HAS_3A_OPTIONS],
    ["currentInsurance", INSURANCE_OPTIONS],
    ["mainGoal", MAIN_GOALS],
    ["callbackTime", CALLBACK_TIMES],
  ] as const)("accepts every option of %s", (field, options) => {
    for (const option of options) expect(issues({ ...validAudit, [field]: option })).toEqual({});
  });

  it("has exactly the options of the specification", () => {
    // Issue 39: all 26 cantons; "other" stays for the audits stored before.
    expect(CANTONS).toHaveLength(27);
    expect(CANTONS).toEqual(expect.arrayContaining(["GE", "VD", "VS", "NE", "JU", "FR", "ZH", "BE", "other"]));
    expect(CANTONS).toEqual(expect.arrayContaining(["BS", "BL", "AG", "SG", "TI", "GR"]));
    expect(ANNUAL_INCOMES).toEqual(["<60000", "60000-90000", "90000-120000", "120000-150000", "150000+"]);
    expect(MAIN_GOALS).toEqual(["reduce-taxes", "optimize-retirement", "compare-insurance", "all"]);
  });

  it.each([
    ["firstName", "Veuillez indiquer votre prénom"],
    ["lastName", "Veuillez indiquer votre nom"],
    ["email", "Veuillez indiquer votre adresse e-mail"],
    ["phone", "Veuillez indiquer votre numéro de téléphone"],
    ["canton", "Veuillez choisir votre canton"],
    ["status", "Veuillez choisir votre statut"],
    ["annualIncome", "Veuillez choisir votre revenu annuel"],
    ["has3aPillar", "Veuillez indiquer si vous avez un 3e pilier"],
    ["currentInsurance", "Veuillez choisir votre assurance maladie"],
    ["mainGoal", "Veuillez choisir votre objectif principal"],
    ["wantsCallback", "Veuillez indiquer si vous souhaitez être rappelé"],
  ])("requires %s with a French message", (field, message) => {
    expect(issues({ ...validAudit, [field]: "" })[field]).toBe(message);
  });

  it("requires consent", () => {
    expect(issues({ ...validAudit, consent: false }).consent).toMatch(/Veuillez accepter/);
  });

  it.each([
    ["+41 79 123 45 67", undefined, "+41791234567"],
    ["079 123 45 67", "CH", "+41791234567"],
    ["0041791234567", undefined, "+41791234567"],
    ["022-123-45-67", "CH", "+41221234567"],
    ["+33 6 12 34 56 78", undefined, "+33612345678"],
    ["0033 6 12 34 56 78", undefined, "+33612345678"],
    ["06 12 34 56 78", "FR", "+33612345678"],
    ["0151 23456789", "DE", "+4915123456789"],
    ["347 123 4567", "IT", "+393471234567"],
    ["+49 151 23456789", "FR", "+4915123456789"],
    ["+39 347 123 4567", undefined, "+393471234567"],
    ["+43 664 1234567", "other", "+436641234567"],
    ["+1 (415) 555-2671", undefined, "+14155552671"],
  ])("accepts the phone %s (country %s) and stores it as %s", (phone, phoneCountry, e164) => {
    expect(issues({ ...validAudit, phone, phoneCountry })).toEqual({});
    expect(auditRequestSchema.parse({ ...validAudit, phone, phoneCountry }).phone).toBe(e164);
  });

  it("never reads a French mobile as a Swiss number: a national number needs its country", () => {
    // "06 12 34 56 78" read as Swiss would be +41 61 234 56 78, a Basel landline.
    expect(issues({ ...validAudit, phone: "06 12 34 56 78" }).phone).toMatch(/pays/);
    expect(issues({ ...validAudit, phone: "06 12 34 56 78", phoneCountry: "other" }).phone).toMatch(/indicatif/);
    expect(auditRequestSchema.parse({ ...validAudit, phone: "06 12 34 56 78", phoneCountry: "FR" }).phone).toBe(
      "+33612345678",
    );
  });

  it("keeps a frontalier's country of residence, and only a frontalier's (issue 39)", () => {
    expect(
      auditRequestSchema.parse({ ...validAudit, status: "frontalier", residenceCountry: "DE" }).residenceCountry,
    ).toBe("DE");
    expect(
      auditRequestSchema.parse({ ...validAudit, status: "frontalier", residenceCountry: "" }).residenceCountry,
    ).toBe(undefined);
    expect(
      auditRequestSchema.parse({ ...validAudit, status: "resident", residenceCountry: "IT" }).residenceCountry,
    ).toBe(undefined);
    // A frontalier lives abroad: "Switzerland" is not their answer (the form does not offer it to them).
    expect(
      auditRequestSchema.parse({ ...validAudit, status: "frontalier", residenceCountry: "CH" }).residenceCountry,
    ).toBe(undefined);
    expect(issues({ ...validAudit, residenceCountry: "ES" }).residenceCountry).toBeDefined();
    // Basel, Aargau, St. Gallen, Ticino: every canton can be named; "other" still reads for stored audits.
    for (const canton of ["BS", "AG", "SG", "TI", "other"]) expect(issues({ ...validAudit, canton })).toEqual({});
  });

  it("keeps a self-employed person's country, Switzerland included (issue 53)", () => {
    for (const residenceCountry of ["CH", "FR", "IT"] as const) {
      expect(
        auditRequestSchema.parse({ ...validAudit, status: "independant", residenceCountry }).residenceCountry,
      ).toBe(residenceCountry);
    }
    expect(
      auditRequestSchema.parse({ ...validAudit, status: "independant", residenceCountry: "" }).residenceCountry,
    ).toBe(undefined);
  });

  it.each(["12345", "079 123 45 6", "téléphone", "+41 79 123 45 67 89", "+49 12"])("refuses the phone %s", (phone) => {
    expect(issues({ ...validAudit, phone, phoneCountry: "CH" }).phone).toMatch(/Numéro de téléphone invalide/);
  });

  it.each(["lea", "lea@", "@example.com", "lea martin@example.com"])("refuses the email %s", (email) => {
    expect(issues({ ...validAudit, email }).email).toBe("Adresse e-mail invalide");
  });

  it("keeps callbackTime only when a callback is wanted, and it stays optional", () => {
    expect(auditRequestSchema.parse({ ...validAudit, wantsCallback: "no" }).callbackTime).toBeUndefined();
    expect(issues({ ...validAudit, callbackTime: undefined })).toEqual({});
    expect(issues({ ...validAudit, callbackTime: "midnight" }).callbackTime).toBeDefined();
  });

  it("refuses a filled honeypot", () => {
    expect(issues({ ...validAudit, website: "http://spam.example" }).website).toBe("Invalid submission");
  });
});
