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
    const [mail] = auditTeamNotification("team@swisshack.example", audit);
    const text = mail?.text ?? "";
    expect(text).toContain("Statut: Résident en Suisse");
    expect(text).toContain("3e pilier: Non");
    expect(text).toContain("Objectif: Tout optimiser");
    expect(text).not.toMatch(/: (resident|no|all)$/m);
  });
});
