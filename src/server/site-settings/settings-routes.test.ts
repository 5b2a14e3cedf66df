import { validAuditRequest } from "@shared/schemas/audit.fixture";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

const DETAILS = {
  company: "SwissHack Sàrl",
  address: "Rue du Rhône 1, 1204 Genève",
  ide: "CHE-109.322.692",
  director: "Anne Martin",
  host: "Infomaniak, Genève",
  contactEmail: "hello@swisshack.example",
  contactPhone: "+41 22 345 67 89",
  whatsappNumber: "+41 79 123 45 67",
  linkedin: "https://www.linkedin.com/company/swisshack",
  instagram: null,
  facebook: "",
};
const FIGURES = { subscribers: { mode: "spec" }, premiumClients: { mode: "spec" } };

describe.each(databaseTargets())("the brands' settings on %s", (target) => {
  let t: TestApp;
  let admin = "";
  const request = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
    t.app.request(path, {
      method: init.method ?? "GET",
      headers: { cookie: init.cookie ?? admin, origin: "http://localhost:3000", "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  type Brands = {
    brands: { brand: string; details: Record<string, string | null>; sources: Record<string, string> }[];
  };
  const read = async () => ((await (await request("/api/admin/site-settings")).json()) as Brands).brands;

  beforeAll(async () => {
    t = await createTestApp(target, {
      TRUST_PROXY: "true",
      CONTACT_PHONE: "+41 22 000 00 00",
      OPTIMAITE_LEGAL_COMPANY: "OptimAIte Inc.",
    });
    admin = await signedInCookie(t, "owner@example.com", "admin");
  });
  afterAll(() => t.close());

  it("start from each brand's environment variables", async () => {
    const [swisshack, optimaite] = await read();
    expect(swisshack?.details.contactPhone).toBe("+41 22 000 00 00");
    expect(swisshack?.sources.contactPhone).toBe("environment");
    expect(swisshack?.details.company).toBeNull();
    expect(optimaite?.details.company).toBe("OptimAIte Inc.");
    expect(optimaite?.details.contactPhone).toBeNull();
  });

  it("save one brand's values, log who changed what, and leave the other brand alone", async () => {
    const saved = await request("/api/admin/site-settings/swisshack", {
      method: "PUT",
      body: { details: DETAILS, figures: FIGURES },
    });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as { details: Record<string, string | null>; sources: Record<string, string> };
    expect(body.details.contactPhone).toBe("+41 22 345 67 89");
    expect(body.details.facebook).toBeNull();
    expect(body.sources.contactPhone).toBe("saved");
    const [, optimaite] = await read();
    expect(optimaite?.details.company).toBe("OptimAIte Inc.");

    const log = (await (await request("/api/admin/site-settings/log")).json()) as {
      changes: { brand: string; key: string; previousValue: unknown; value: unknown; changedBy: string }[];
    };
    const phone = log.changes.find((change) => change.key === "contactPhone");
    expect(phone).toMatchObject({
      brand: "swisshack",
      previousValue: "+41 22 000 00 00",
      value: "+41 22 345 67 89",
      changedBy: "owner@example.com",
    });
    // Saving the same values again changes nothing.
    await request("/api/admin/site-settings/swisshack", {
      method: "PUT",
      body: { details: DETAILS, figures: FIGURES },
    });
    const again = (await (await request("/api/admin/site-settings/log")).json()) as { changes: unknown[] };
    expect(again.changes).toHaveLength(log.changes.length);
  });

  it("refuse a bad IDE number, phone or URL, naming the field, and anyone but an admin", async () => {
    const bad = await request("/api/admin/site-settings/optimaite", {
      method: "PUT",
      body: {
        details: { ...DETAILS, ide: "CHE-123.456.789", contactPhone: "123", linkedin: "http://x.ch" },
        figures: FIGURES,
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(/ide[\s\S]*contactPhone[\s\S]*linkedin/);
    expect((await request("/api/admin/site-settings", { cookie: "" })).status).toBe(401);
  });
  it("answer a SwissHack email's replies at the contact address saved in Settings, at once", async () => {
    const contactEmail = "owner@swisshack.example";
    const saved = await request("/api/admin/site-settings/swisshack", {
      method: "PUT",
      body: { details: { ...DETAILS, contactEmail }, figures: FIGURES },
    });
    expect(saved.status).toBe(200);
    const res = await t.postJson("/api/audit-requests", validAuditRequest, { "x-forwarded-for": "192.0.2.90" });
    expect(res.status).toBe(201);
    const email = (await t.sentEmails()).find((e) => e.to === validAuditRequest.email.toLowerCase());
    expect(email?.mail.replyTo?.value[0]?.address).toBe(contactEmail);
  });
});
