import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PgColumn } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { startServer } from "../../scripts/lib/server-process";
import { openDatabase } from "../../src/server/db/client";
import { auditRequests, newsletterSubscriptions, websiteVisits } from "../../src/server/db/schema";
import { storedKeys } from "../../src/server/testing/stored-keys";
import { createScratchPostgres, databaseTargets } from "../../src/server/testing/test-database";

interface Submission {
  kind: "visit" | "audit" | "newsletter";
  key: string;
  path: string;
  body: unknown;
}

const TOTAL = 360;

function submissions(run: string): Submission[] {
  return Array.from({ length: TOTAL }, (_, i): Submission => {
    if (i % 3 === 0) {
      const key = `crash-${run}-${i}@example.com`;
      return {
        kind: "audit",
        key,
        path: "/api/audit-requests",
        body: {
          firstName: "Léa",
          lastName: `Test ${i}`,
          email: key,
          phone: "+41 79 123 45 67",
          canton: "VD",
          status: "resident",
          annualIncome: "60000-90000",
          has3aPillar: "yes",
          currentInsurance: "lamal",
          mainGoal: "all",
          wantsCallback: "no",
          consent: true,
        },
      };
    }
    if (i % 3 === 1) {
      const key = `news-${run}-${i}@example.com`;
      return { kind: "newsletter", key, path: "/api/newsletter", body: { email: key } };
    }
    const key = `crash_${run}_${i}`;
    return { kind: "visit", key, path: "/api/track-visit", body: { page_path: "/", session_id: key } };
  });
}

/** Sends every submission with at most `concurrency` in flight; resolves with the keys answered 2xx. */
async function sendAll(baseUrl: string, items: Submission[], concurrency: number, onAnswer: (count: number) => void) {
  const accepted: Submission[] = [];
  let next = 0;
  let answered = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as Submission;
      const index = next++;
      try {
        const res = await fetch(`${baseUrl}${item.path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: baseUrl,
            // A browser's user agent: bots' visits are (rightly) not stored.
            "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/142.0 Safari/537.36",
            // Distinct clients behind the proxy, so per-IP limits do not refuse them.
            "x-forwarded-for": `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
          },
          body: JSON.stringify(item.body),
        });
        if (res.ok) accepted.push(item);
      } catch {
        // The server was killed: this request was never answered.
      }
      onAnswer(++answered);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return accepted;
}

describe.each(databaseTargets())("a crash on %s", (target) => {
  it("loses nothing that was answered 2xx, and the server restarts on the same data", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "swisshack-crash-"));
    const scratch = target === "postgres" ? await createScratchPostgres() : undefined;
    const env: Record<string, string> = { TRUST_PROXY: "true", ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
    try {
      const server = await startServer({ dataDir, env });
      let killing: Promise<void> | undefined;
      const items = submissions(target);
      const accepted = await sendAll(server.baseUrl, items, 40, (answered) => {
        if (answered === Math.floor(TOTAL * 0.4)) killing = server.kill();
      });
      await killing;
      expect(accepted.length).toBeGreaterThan(50);
      expect(accepted.length).toBeLessThan(TOTAL);

      const restarted = await startServer({ dataDir, env });
      expect((await fetch(`${restarted.baseUrl}/api/health`)).status).toBe(200);
      expect(await restarted.stop()).toBe(0);

      const database = await openDatabase({ databaseUrl: scratch?.url, dataDir });
      try {
        const keys = (kind: Submission["kind"]) => accepted.filter((s) => s.kind === kind).map((s) => s.key);
        const stored = (column: PgColumn, kind: Submission["kind"]) => storedKeys(database.db, column, keys(kind));
        expect(await stored(websiteVisits.sessionId, "visit")).toEqual(new Set(keys("visit")));
        expect(await stored(auditRequests.email, "audit")).toEqual(new Set(keys("audit")));
        expect(await stored(newsletterSubscriptions.email, "newsletter")).toEqual(new Set(keys("newsletter")));
      } finally {
        await database.close();
      }
    } finally {
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
