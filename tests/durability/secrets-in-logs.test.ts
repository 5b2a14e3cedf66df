import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { startServer } from "../../scripts/lib/server-process";
import { answers } from "../../src/shared/pre-analysis/testing/test-profiles";
import { validAuditRequest } from "../../src/shared/schemas/audit.fixture";

/** randomToken and derivedToken make 43 URL-safe characters; request ids (UUIDs) have 36. */
const ANY_TOKEN = /[A-Za-z0-9_-]{40,}/g;

/** Issue 29, item 5: the secret links of a real run never reach the server's log (decision 0009). */
describe("secret links in the server's log", () => {
  it("are redacted in every line, for the page, the document and the PDF", async () => {
    const server = await startServer({ env: { TRUST_PROXY: "true", LOG_LEVEL: "info" }, captureOutput: true });
    const post = (path: string, body: unknown) =>
      fetch(`${server.baseUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.baseUrl, "x-forwarded-for": "198.51.100.7" },
        body: JSON.stringify(body),
      });
    try {
      const audit = (await (await post("/api/audit-requests", validAuditRequest)).json()) as {
        id: string;
        refineToken: string;
      };
      const created = await post(`/api/audit-requests/${audit.id}/pre-analysis`, {
        refineToken: audit.refineToken,
        answers: answers({ frontalier: { workCanton: "GE", swissIncomeShare: 95, teleworkShare: 20 } }),
      });
      expect(created.status).toBe(201);
      const { token } = (await created.json()) as { token: string };
      for (const path of [`/pre-analyse/${token}`, `/api/pre-analyses/${token}`, `/api/pre-analyses/${token}/pdf`]) {
        await (await fetch(`${server.baseUrl}${path}`)).arrayBuffer();
      }
      // Issue 40, item 3: the demo link too, whatever follows its secret.
      const demoToken = randomBytes(32).toString("base64url");
      for (const path of [`/demo/${demoToken}.`, `/demo/${demoToken})`, `/api/demo-meetings/${demoToken}%20`]) {
        await (await fetch(`${server.baseUrl}${path}`)).arrayBuffer();
      }
      await post("/api/newsletter", { email: "secret-links@example.com" });
    } finally {
      expect(await server.stop()).toBe(0);
    }
    const log = server.output();
    expect(log).toContain("/api/pre-analyses/[redacted]/pdf");
    expect(log).toContain("/pre-analyse/[redacted]");
    expect(log).toContain('"/demo/[redacted]"');
    expect(log).toContain('"/api/demo-meetings/[redacted]"');
    expect(log.match(ANY_TOKEN) ?? []).toEqual([]);
  });
});
