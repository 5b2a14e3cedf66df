import { auditRequestSchema } from "@shared/schemas/audit";
import { validAuditRequest } from "@shared/schemas/audit.fixture";
import { describe, expect, it } from "vitest";
import { auditTeamNotification } from "./audit-emails";

describe("the team's notification of an audit", () => {
  it("words each answer as the French form does, never as an option code", () => {
    const audit = auditRequestSchema.parse({
      ...validAuditRequest,
      status: "resident",
      has3aPillar: "no",
      mainGoal: "all",
      locale: "de",
    });
    const [mail] = auditTeamNotification({ email: "team@swisshack.example", language: "fr" }, audit);
    const text = mail?.text ?? "";
    expect(mail?.subject).toBe("Nouvelle demande d'audit");
    expect(text).toContain("Statut\u00a0: Résident en Suisse");
    expect(text).toContain("3e pilier\u00a0: Non");
    expect(text).toContain("Objectif\u00a0: Tout optimiser");
    expect(text).not.toMatch(/: (resident|no|all)$/m);
  });

  it("is in English when the team's language is (TEAM_LANGUAGE=en), the answers still as the French form words them", () => {
    const audit = auditRequestSchema.parse({ ...validAuditRequest, status: "resident", wantsCallback: "no" });
    const [mail] = auditTeamNotification({ email: "team@swisshack.example", language: "en" }, audit);
    expect(mail?.subject).toBe("New audit request");
    expect(mail?.text).toContain("Status: Résident en Suisse");
    expect(mail?.text).toContain("Callback: no");
  });

  it("words the health insurance and the callback's time as the form does (field round five: 'lamal', 'evening')", () => {
    const audit = auditRequestSchema.parse({
      ...validAuditRequest,
      currentInsurance: "private",
      wantsCallback: "yes",
      callbackTime: "evening",
    });
    const [mail] = auditTeamNotification({ email: "team@swisshack.example", language: "fr" }, audit);
    expect(mail?.text).toContain("Assurance\u00a0: Assurance privée / CMU");
    expect(mail?.text).toContain("Rappel\u00a0: oui – Soir (17h – 20h)");
    expect(mail?.text).not.toMatch(/private|evening/);
  });
});
