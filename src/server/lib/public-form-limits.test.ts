import { validAuditRequest } from "@shared/schemas/audit.fixture";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

/** Each public form, with a valid body for a given email address. */
const FORMS = [
  ["/api/audit-requests", (email: string) => ({ ...validAuditRequest, email })],
  ["/api/submit-demo-booking", (email: string) => ({ name: "Ada Lovelace", email, project: "Calls" })],
  ["/api/submit-contact-form", (email: string) => ({ name: "Ada Lovelace", email, project: "Calls" })],
  ["/api/newsletter", (email: string) => ({ email })],
] as const;

/** Issue 29, items 2 and 11: per-address limits that stop one host and let a carrier's customers through. */
describe.each(FORMS)("the limits of %s", (path, body) => {
  let t: TestApp;
  let run = 0;
  const send = (email: string, from: string) => t.postJson(path, body(email), { "x-forwarded-for": from });

  beforeAll(async () => {
    t = await createTestApp("pglite", { TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  it("counts an IPv6 address by its /64: twelve requests from 2001:db8:1:2::1…12 meet a 429 (item 2)", async () => {
    run += 1;
    const statuses: number[] = [];
    for (let host = 1; host <= 12; host += 1) {
      statuses.push((await send(`person${host}-${run}@example.com`, `2001:db8:1:2::${host.toString(16)}`)).status);
    }
    expect(statuses.slice(0, 5).every((status) => status < 300)).toBe(true);
    expect(statuses.slice(5)).toEqual(new Array(7).fill(429));
    // Another subscriber's /64 is not affected.
    expect((await send(`other-${run}@example.com`, "2001:db8:1:3::1")).status).toBeLessThan(300);
  });

  it("accepts twenty different people behind one carrier's IPv4 address within ten minutes (item 11)", async () => {
    run += 1;
    for (let person = 1; person <= 20; person += 1) {
      const res = await send(`cgnat${person}-${run}@example.com`, "203.0.113.7");
      expect(res.status, `person ${person}`).toBeLessThan(300);
    }
  });

  it("throttles the same email sent five times, and says when to try again (item 11)", async () => {
    run += 1;
    const statuses: number[] = [];
    let refusal: Response | undefined;
    for (let i = 1; i <= 5; i += 1) {
      const res = await send(`same-${run}@example.com`, `198.51.100.${i}`);
      statuses.push(res.status);
      if (res.status === 429) refusal = res;
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 3).every((status) => status < 300)).toBe(true);
    const retryAfter = Number(refusal?.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await refusal?.json()).toEqual({
      error: `Too many requests. Please try again in ${retryAfter} seconds.`,
      retryAfterSeconds: retryAfter,
    });
  });
});
