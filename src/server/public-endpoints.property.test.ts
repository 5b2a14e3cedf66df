import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditRequests,
  calculatorSessions,
  contactForm,
  demoBookings,
  newsletterSubscriptions,
  websiteVisits,
} from "./db/schema";
import { createTestApp, type TestApp } from "./testing/test-app";

/** Values no schema expects: wrong types, huge and odd strings, SQL and HTML fragments, pollution keys. */
const junkString = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.string({ unit: "binary", maxLength: 50 }),
  fc.constantFrom(
    "' OR 1=1; --",
    "'); DROP TABLE audit_requests; --",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "\u0000\u0001\u202e",
    "😀🇨🇭",
    "x".repeat(20_000),
  ),
);
const junkValue = fc.oneof(
  junkString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.nat(), { maxLength: 3 }),
);

/** JSON bodies: schema-shaped records of junk, the same with prototype-pollution keys, or any JSON value. */
function payloadFor(keys: string[], valid: Record<string, unknown>) {
  const fields = Object.fromEntries(
    keys.map((key) => [key, fc.option(fc.oneof(junkValue, fc.constant(valid[key])), { nil: undefined })]),
  );
  const record = fc.record(fields, { requiredKeys: [] });
  return fc.oneof(
    record.map((body) => JSON.stringify(body)),
    record.map((body) =>
      JSON.stringify(body).replace(
        /^\{/,
        '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},',
      ),
    ),
    fc.jsonValue().map((body) => JSON.stringify(body)),
  );
}

const endpoints: { path: string; table: PgTable; valid: Record<string, unknown> }[] = [
  {
    path: "/api/audit-requests",
    table: auditRequests,
    valid: {
      firstName: "Léa",
      lastName: "Martin",
      email: "lea@example.com",
      phone: "+41791234567",
      canton: "GE",
      status: "frontalier",
      annualIncome: "<60000",
      has3aPillar: "no",
      currentInsurance: "lamal",
      mainGoal: "all",
      wantsCallback: "no",
      consent: true,
    },
  },
  { path: "/api/newsletter", table: newsletterSubscriptions, valid: { email: "news@example.com" } },
  { path: "/api/track-visit", table: websiteVisits, valid: { page_path: "/", session_id: "s1" } },
  {
    path: "/api/submit-demo-booking",
    table: demoBookings,
    valid: {
      name: "Ada",
      email: "ada@example.com",
      project: "Calls",
      hearAbout: "referral",
      estimatedROI: { monthlyROI: 1, annualROI: 12, recoveredRevenue: 1, laborSavings: 0 },
    },
  },
  {
    path: "/api/submit-contact-form",
    table: contactForm,
    valid: { name: "Bo", email: "bo@example.com", project: "Hi" },
  },
  { path: "/api/calculator-sessions", table: calculatorSessions, valid: { session_id: "calc_1795362000000_abc123" } },
  // The chat stores nothing: the check is that it never answers 5xx.
  { path: "/api/ai-chat", table: contactForm, valid: { message: "Which platforms do you integrate with?" } },
];

describe("public endpoints under random input", () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp("pglite", { TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  /** Headers of a new client, so that the per-IP limits never answer instead of the validation. */
  const newClient = () => {
    ip += 1;
    return {
      "x-forwarded-for": `10.9.${(ip >> 8) & 255}.${ip & 255}`,
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0",
    };
  };
  const rows = async (table: PgTable) => (await t.runtime.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  for (const endpoint of endpoints) {
    it(`${endpoint.path}: never a 5xx, never a stored row on a 4xx`, async () => {
      await fc.assert(
        fc.asyncProperty(payloadFor(Object.keys(endpoint.valid), endpoint.valid), async (payload) => {
          const before = await rows(endpoint.table);
          const res = await t.postJson(endpoint.path, payload, newClient());
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) {
            expect(await rows(endpoint.table)).toBe(before);
            expect(typeof ((await res.json()) as { error?: unknown }).error).toBe("string");
          }
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: 60 },
      );
    });

    it(`${endpoint.path}: a NUL character anywhere is a 400, never a database error`, async () => {
      const res = await t.postJson(endpoint.path, JSON.stringify({ ...endpoint.valid, extra: "a\u0000b" }));
      expect(res.status).toBe(400);
    });

    const textFields = Object.keys(endpoint.valid).filter((key) => typeof endpoint.valid[key] === "string");

    it(`${endpoint.path}: a NUL in any text field is a 400 whatever the case of the Content-Type`, async () => {
      for (const contentType of ["application/JSON", "Application/Json; charset=UTF-8"]) {
        for (const field of textFields) {
          const body = JSON.stringify({ ...endpoint.valid, [field]: "a\u0000b" });
          const res = await t.postJson(endpoint.path, body, { ...newClient(), "content-type": contentType });
          expect(res.status, `${contentType} ${field}`).toBe(400);
        }
      }
    });

    it(`${endpoint.path}: a lone UTF-16 surrogate in any text field is a 400`, async () => {
      for (const field of textFields) {
        const before = await rows(endpoint.table);
        const res = await t.postJson(endpoint.path, { ...endpoint.valid, [field]: "a\uD800b" }, newClient());
        expect(res.status, field).toBe(400);
        expect(await rows(endpoint.table)).toBe(before);
      }
    });

    it(`${endpoint.path}: malformed JSON is a 400 with a JSON error`, async () => {
      for (const body of ["{", "[1,", "nul", '{"a":}', "\u0000"]) {
        const res = await t.postJson(endpoint.path, body);
        expect(res.status).toBe(400);
        expect(typeof ((await res.json()) as { error?: unknown }).error).toBe("string");
      }
    });
  }
});
