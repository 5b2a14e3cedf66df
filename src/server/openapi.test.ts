import { createConfig, lintFromString } from "@redocly/openapi-core";
import { DEDUCTIBLES } from "@shared/pre-analysis/answers";
import { answers } from "@shared/pre-analysis/testing/test-profiles";
import { validAuditRequest } from "@shared/schemas/audit.fixture";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractAjv, createContractChecker, type OpenApiDocument } from "./testing/openapi-contract";

type Operation = OpenApiDocument["paths"][string][string];

import { createTestApp, type TestApp } from "./testing/test-app";

describe("/api/openapi.json", () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let text: string;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    text = await (await t.app.request("/api/openapi.json")).text();
    doc = JSON.parse(text) as OpenApiDocument;
  });
  afterAll(() => t.close());

  const schemaAt = (path: string, method: string) => {
    const schema = doc.paths[path]?.[method]?.requestBody?.content?.["application/json"]?.schema;
    if (!schema) throw new Error(`no request schema for ${method} ${path}`);
    return contractAjv().addSchema(doc, "openapi").compile(schema);
  };

  it("passes Redocly's recommended rules without an error", async () => {
    const config = await createConfig({ extends: ["recommended"], rules: { "security-defined": "error" } });
    const problems = await lintFromString({ source: text, absoluteRef: "openapi.json", config });
    const errors = problems
      .filter((p) => p.severity === "error")
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it("is the committed document: a change to the API shows as a change to src/server/openapi.snapshot.json", async () => {
    // After a deliberate change to a route: `npx vitest run src/server/openapi.test.ts -u` writes the new document.
    // Keys in order: where a route is declared or registered moves nothing in the document's meaning.
    await expect(`${JSON.stringify(withSortedKeys(doc), null, 2)}\n`).toMatchFileSnapshot("./openapi.snapshot.json");
  });

  it("is OpenAPI 3.1 throughout: null is a type, never 3.0's nullable", () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(text).not.toContain('"nullable"');
  });

  it("documents every deductible the refine step accepts", () => {
    const validate = schemaAt("/api/audit-requests/{id}/pre-analysis", "post");
    for (const currentDeductible of [...DEDUCTIBLES, "unknown" as const]) {
      const body = { refineToken: "secret", answers: answers({ currentDeductible }) };
      expect(validate(body), `${currentDeductible}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it("documents the optional population answers: a resident's permit, a frontalier's country of residence", () => {
    const validate = schemaAt("/api/audit-requests/{id}/pre-analysis", "post");
    const frontalier = { workCanton: "TI" as const };
    for (const body of [
      { refineToken: "secret", answers: answers({ permit: "taxed-at-source" }) },
      { refineToken: "secret", answers: answers({ permit: "swiss-or-c" }) },
      { refineToken: "secret", answers: answers({ frontalier: { ...frontalier, residenceCountry: "IT" } }) },
      { refineToken: "secret", answers: answers({ frontalier: { ...frontalier, residenceCountry: "DE" } }) },
      { refineToken: "secret", answers: answers({ frontalier: { ...frontalier, residenceCountry: "AT" } }) },
      // The shares are optional: the document says what they decide.
      { refineToken: "secret", answers: answers({ frontalier }) },
    ]) {
      expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    }
    const unknownCountry = {
      refineToken: "secret",
      answers: { ...answers(), frontalier: { ...frontalier, residenceCountry: "CH" } },
    };
    expect(validate(unknownCountry)).toBe(false);
  });

  it("gives the calculator session id a pattern that matches the ids browsers make", () => {
    const validate = schemaAt("/api/calculator-sessions", "post");
    expect(validate({ session_id: "calc_1732345678901_k3j9x2" })).toBe(true);
    expect(validate({ session_id: "not-a-session" })).toBe(false);
  });

  it("declares authentication as security schemes, not as header parameters", () => {
    const schemes = doc.components?.securitySchemes ?? {};
    const kinds = Object.values(schemes).map((s) => (s.type === "http" ? `http ${s.scheme}` : `${s.type} ${s.in}`));
    expect(kinds.sort()).toEqual(["apiKey cookie", "http bearer"]);
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation.parameters?.filter((p) => p.in === "header") ?? [], `${method} ${path}`).toEqual([]);
        if (path.startsWith("/api/admin")) expect(operation.security, `${method} ${path}`).toBeDefined();
      }
    }
    expect(doc.paths["/api/calculator-sessions/{sessionId}"]?.patch?.security).toBeDefined();
  });

  it("gives every operation a unique operationId, and a 400 wherever it validates input", () => {
    const ids: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods) as [string, Operation][]) {
        expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
        ids.push(operation.operationId as string);
        if (operation.parameters?.length || operation.requestBody) {
          expect(Object.keys(operation.responses), `${method} ${path}`).toContain("400");
        }
        for (const status of Object.keys(operation.responses).filter((s) => s.startsWith("4"))) {
          expect(operation.responses[status]?.description, `${method} ${path} ${status}`).toBeTruthy();
        }
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  const contact = { name: "Ada", email: "ada@example.com", project: "A receptionist for two clinics" };
  const visit = { page_path: "/faq", session_id: "s1" };
  const refused: [string, string, Record<string, unknown>][] = [
    ["an email without @", "/api/audit-requests", { ...validAuditRequest, email: "lea.martin.example.com" }],
    ["a phone number in letters", "/api/audit-requests", { ...validAuditRequest, phone: "call me" }],
    ["a phone number of three digits", "/api/audit-requests", { ...validAuditRequest, phone: "123" }],
    ["a first name of spaces only", "/api/audit-requests", { ...validAuditRequest, firstName: "   " }],
    ["a newsletter email without domain", "/api/newsletter", { email: "lea@" }],
    ["a contact message of whitespace only", "/api/submit-contact-form", { ...contact, project: " \n\t " }],
    ["a contact name of whitespace only", "/api/submit-contact-form", { ...contact, name: "\t" }],
    ["a demo booking email of spaces", "/api/submit-demo-booking", { ...contact, email: "   " }],
    [
      "expected costs 'amount' without the amount",
      "/api/audit-requests/00000000-0000-4000-8000-000000000000/pre-analysis",
      { refineToken: "secret", answers: { ...answers(), expectedCosts: "amount", expectedCostsAmount: undefined } },
    ],
    ["a visit dated 1999", "/api/track-visit", { ...visit, visit_timestamp: "1999-12-31T23:00:00Z" }],
    ["a first visit in the year 2999", "/api/track-visit", { ...visit, first_seen_at: "2999-01-01T00:00:00Z" }],
    ["a visit timestamp that is no date", "/api/track-visit", { ...visit, visit_timestamp: "yesterday" }],
    // Issue 43: six bodies the document accepted and the server refused.
    ["a phone number that cannot exist", "/api/audit-requests", { ...validAuditRequest, phone: "+41 00 000 00 00" }],
    [
      "a web address as a first name",
      "/api/audit-requests",
      { ...validAuditRequest, firstName: "Léa https://billing.example" },
    ],
    [
      "a national phone number without its country",
      "/api/audit-requests",
      { ...validAuditRequest, phone: "079 123 45 67", phoneCountry: "" },
    ],
    [
      "an unknown time zone",
      "/api/submit-demo-booking",
      { ...contact, slot: { start: "2026-12-01T15:00:00.000Z", timeZone: "Mars/Olympus_Mons" } },
    ],
    ["a NUL character", "/api/submit-contact-form", { ...contact, project: "Two clinics\u0000 and a spa" }],
    ["a NUL character in a path", "/api/track-visit", { ...visit, page_path: "/faq\u0000" }],
  ];

  it.each(refused)("refuses %s in the document as the server does", async (_, path, body) => {
    const template = path.replace(/[0-9a-f-]{36}/, "{id}");
    const validate = schemaAt(template, "post");
    expect(validate(JSON.parse(JSON.stringify(body))), "the document accepts it").toBe(false);
    // Each case is its own request: the forms' per-address limits are not what is tested.
    t.resetRateLimits();
    expect((await t.postJson(path, body)).status, "the server accepts it").toBe(400);
  });

  // A browser whose clock is years ahead still counts its visit: the server keeps its own time (issue 43).
  it("accepts a visit timestamp in 2099 in the document as the server does", async () => {
    const body = { ...visit, visit_timestamp: "2099-01-01T00:00:00Z", first_seen_at: "2099-01-01T00:00:00Z" };
    expect(schemaAt("/api/track-visit", "post")(body), "the document refuses it").toBe(true);
    expect((await t.postJson("/api/track-visit", body)).status, "the server refuses it").toBeLessThan(300);
  });

  it("documents the 415 of every operation that takes a body, the newsletter unsubscribe included", () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods) as [string, Operation][]) {
        if (operation.requestBody) expect(Object.keys(operation.responses), `${method} ${path}`).toContain("415");
      }
    }
    expect(doc.paths["/api/newsletter/unsubscribe"]?.post?.responses["415"]).toBeDefined();
  });

  it("documents the /api/auth routes the app uses", () => {
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining([
        "post /api/auth/sign-up/email",
        "post /api/auth/sign-in/email",
        "post /api/auth/sign-out",
        "get /api/auth/get-session",
        "get /api/auth/verify-email",
        "post /api/auth/request-password-reset",
        "post /api/auth/reset-password",
      ]),
    );
  });

  it("turns a disagreement between server and document into an error", () => {
    const check = createContractChecker(doc);
    const exchange = {
      method: "POST",
      url: new URL("http://localhost/api/calculator-sessions"),
      requestHeaders: new Headers(),
      requestBody: { session_id: "calc_1732345678901_k3j9x2" },
      status: 201,
      responseType: "application/json",
    };
    expect(check({ ...exchange, responseBody: { sessionId: "calc_1732345678901_k3j9x2", updateToken: "t" } })).toEqual(
      [],
    );
    expect(check({ ...exchange, responseBody: { sessionId: 12 } }).length).toBeGreaterThan(0);
    expect(check({ ...exchange, status: 418, responseBody: {} })).toEqual([
      "POST /api/calculator-sessions → 418: status not documented",
    ]);
  });
});

/** The same JSON value with every object's keys in alphabetical order (arrays keep theirs). */
function withSortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withSortedKeys);
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, item]) => [key, withSortedKeys(item)]));
}
