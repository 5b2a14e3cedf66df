import { describe, expect, it } from "vitest";
import { startServer } from "../../scripts/lib/server-process";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/142.0 Safari/537.36";

describe("graceful shutdown and logs", () => {
  it("finishes in-flight requests on SIGTERM, exits 0, and logs no personal data", async () => {
    const server = await startServer({ env: { TRUST_PROXY: "true", LOG_LEVEL: "info" }, captureOutput: true });
    const send = (i: number) =>
      fetch(`${server.baseUrl}/api/newsletter`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: server.baseUrl,
          "user-agent": browser,
          "x-forwarded-for": `198.51.100.${i}`,
          cookie: "secret-session-cookie=abc",
        },
        body: JSON.stringify({ email: `graceful-${i}@example.com` }),
      }).then((res) => res.status);

    const inFlight = Array.from({ length: 30 }, (_, i) => send(i + 1));
    await new Promise((r) => setTimeout(r, 5));
    const exitCode = server.stop();
    const statuses = await Promise.allSettled(inFlight);
    expect(await exitCode).toBe(0);
    // Every request the server accepted before SIGTERM was answered, not cut off.
    const answered = statuses.filter((s) => s.status === "fulfilled");
    expect(answered.length).toBeGreaterThan(0);
    for (const result of answered) expect((result as PromiseFulfilledResult<number>).value).toBe(202);

    const logs = server.output();
    expect(logs).toContain('"msg":"request"');
    expect(logs).toContain('"msg":"stopped"');
    for (const secret of ["198.51.100.", "example.com", "secret-session-cookie", "token="]) {
      expect(logs).not.toContain(secret);
    }
  });
});
