import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../db/schema";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

describe.each(databaseTargets())("account sessions on %s (pentest #13.9)", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  it("store neither the IP address nor the full user agent", async () => {
    await signedInCookie(t, "private@example.com", "user");
    const res = await t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: TEST_ORIGIN,
        "x-forwarded-for": "203.0.113.9",
        "user-agent":
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
      },
      body: JSON.stringify({ email: "private@example.com", password: "a long test passphrase" }),
    });
    expect(res.status).toBe(200);
    const rows = await t.runtime.database.db
      .select({ ipAddress: session.ipAddress, userAgent: session.userAgent })
      .from(session);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.ipAddress).toBeNull();
      expect(row.userAgent === null || row.userAgent === "Chrome").toBe(true);
    }
  });
});
