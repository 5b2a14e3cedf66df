// npm run bench:api: starts the server on a fresh data folder (PGlite, or DATABASE_URL's PostgreSQL) and measures,
// with autocannon (50 connections, 10 s each), GET /api/health and POST /api/track-visit in the same run; then seeds
// a million visits and times the visitors tab's first page and the overview. Prints one table: requests/s, p50, p99,
// the ratio tracking/health, stored visits against 2xx answers, the admin timings, and which targets are met.
import { randomUUID } from "node:crypto";
import autocannon, { type Request as CannonRequest, type Result } from "autocannon";
import { count } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client";
import { websiteVisits } from "../../src/server/db/schema";
import { run, startServer } from "../lib/server-process";
import { printTable } from "../lib/table";
import { seedVisits } from "../seed-visits";

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 2;
const TARGET = { ratio: 0.5, p99Ms: 50, adminMs: 150 };
/** Visits seeded before timing the admin reads (`npm run bench:api -- --visits N`). */
const SEEDED_VISITS = Number(process.argv[process.argv.indexOf("--visits") + 1]) || 1_000_000;
const ADMIN = { email: "bench-admin@example.com", password: "bench admin passphrase" };
const databaseUrl = process.env.DATABASE_URL || undefined;

const userAgents = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/142.0 Safari/537.36",
];
const paths = ["/", "/optimaite", "/details", "/integrations", "/faq", "/premium"];

/** A realistic visit from one of 20,000 visitors behind the proxy (so per-IP rate limits behave as in production). */
function trackingRequest(request: CannonRequest): CannonRequest {
  const visitor = Math.floor(Math.random() * 20_000);
  const ip = `203.0.${(visitor >> 8) & 255}.${visitor & 255}`;
  return {
    ...request,
    headers: {
      "content-type": "application/json",
      authorization: "Bearer anonymous",
      "x-forwarded-for": ip,
      "user-agent": userAgents[visitor % userAgents.length] ?? "",
    },
    body: JSON.stringify({
      page_path: paths[visitor % paths.length],
      user_agent: userAgents[visitor % userAgents.length],
      referrer: "https://www.google.com/",
      session_id: `session_${visitor}_${randomUUID().slice(0, 8)}`,
      visit_timestamp: new Date().toISOString(),
    }),
  };
}

async function storedVisits(dataDir: string): Promise<number> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const [row] = await database.db.select({ n: count() }).from(websiteVisits);
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

const summary = (r: Result) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  ok: r["2xx"],
  other: r.non2xx + r.errors + r.timeouts,
});

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

async function main() {
  const server = await startServer({
    env: { TRUST_PROXY: "true", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  const before = databaseUrl ? await storedVisits(server.dataDir) : 0;
  let health: ReturnType<typeof summary>;
  let tracking: ReturnType<typeof summary>;
  let warmVisits = 0;
  try {
    // A short warm-up first (JIT, caches), then both measured on the same warm server, one after the other.
    await autocannon({ url: `${server.baseUrl}/api/health`, connections: CONNECTIONS, duration: WARM_UP_S });
    warmVisits = (
      await autocannon({
        url: server.baseUrl,
        connections: CONNECTIONS,
        duration: WARM_UP_S,
        requests: [{ method: "POST", path: "/api/track-visit", setupRequest: trackingRequest }],
      })
    )["2xx"];
    health = summary(
      await autocannon({ url: `${server.baseUrl}/api/health`, connections: CONNECTIONS, duration: DURATION_S }),
    );
    tracking = summary(
      await autocannon({
        url: server.baseUrl,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: [{ method: "POST", path: "/api/track-visit", setupRequest: trackingRequest }],
      }),
    );
  } finally {
    await server.stop();
  }
  const stored = (await storedVisits(server.dataDir)) - before - warmVisits;
  const admin = await timeAdminReads(server.dataDir);
  const ratio = tracking.rps / health.rps;

  // Every answered visit must be stored; rows beyond that are requests still in flight when autocannon stopped
  // (after the warm-up and after the measured run: at most one per connection each time).
  const inFlight = 2 * CONNECTIONS;
  const allStored = stored >= tracking.ok && stored <= tracking.ok + inFlight;
  const checks = {
    p99: tracking.p99 < TARGET.p99Ms && tracking.other === 0,
    ratio: ratio >= TARGET.ratio,
    visitors: admin.visitorsMs < TARGET.adminMs,
    overview: admin.overviewMs < TARGET.adminMs,
  };
  const met = (ok: boolean) => (ok ? "met" : "MISSED");
  console.log(
    `\n${databaseUrl ? "PostgreSQL" : "PGlite"}: ${CONNECTIONS} connections, ${DURATION_S} s each; admin reads (median of 5) ` +
      `after seeding ${SEEDED_VISITS.toLocaleString("en-US")} more visits in ${(admin.seedMs / 1000).toFixed(0)} s\n`,
  );
  printTable(
    ["measure", "req/s", "p50", "p99", "2xx", "other", "value", "target", "result"],
    [
      ["GET /api/health", health.rps.toFixed(0), ms(health.p50), ms(health.p99), `${health.ok}`, `${health.other}`],
      [
        "POST /api/track-visit",
        tracking.rps.toFixed(0),
        ms(tracking.p50),
        ms(tracking.p99),
        `${tracking.ok}`,
        `${tracking.other}`,
        "",
        `p99 < ${TARGET.p99Ms} ms, all 2xx`,
        met(checks.p99),
      ],
      ["ratio tracking/health", "", "", "", "", "", ratio.toFixed(2), `>= ${TARGET.ratio}`, met(checks.ratio)],
      [
        "visits stored / 2xx answers",
        "",
        "",
        "",
        "",
        "",
        `${stored} / ${tracking.ok}`,
        `2xx .. 2xx + ${inFlight} in flight`,
        met(allStored),
      ],
      [
        "GET /api/admin/records/visitors, page 1",
        "",
        "",
        "",
        "",
        "",
        ms(admin.visitorsMs),
        `< ${TARGET.adminMs} ms`,
        met(checks.visitors),
      ],
      [
        "GET /api/admin/overview",
        "",
        "",
        "",
        "",
        "",
        ms(admin.overviewMs),
        `< ${TARGET.adminMs} ms`,
        met(checks.overview),
      ],
    ],
  );
  if (!allStored || Object.values(checks).includes(false)) {
    console.log("\nTargets missed.");
    process.exit(1);
  }
  console.log("\nAll targets met.");
}

/** Seeds visits, restarts the server with an admin, and times the visitors tab's first page and the overview. */
async function timeAdminReads(dataDir: string) {
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const database = await openDatabase({ databaseUrl, dataDir });
  const seedStarted = performance.now();
  try {
    await seedVisits(database.db, SEEDED_VISITS, () => {});
  } finally {
    await database.close();
  }
  const seedMs = performance.now() - seedStarted;
  await run(
    process.execPath,
    ["--import", "tsx", "scripts/admin-create.ts", "--email", ADMIN.email, "--password", ADMIN.password],
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
  );
  const server = await startServer({ dataDir, env });
  try {
    const signIn = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseUrl },
      body: JSON.stringify(ADMIN),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const time = async (path: string) => {
      const samples: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const started = performance.now();
        const res = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
        if (!res.ok) throw new Error(`${path} answered ${res.status}`);
        await res.arrayBuffer();
        if (i > 0) samples.push(performance.now() - started); // the first request warms caches
      }
      return samples.sort((a, b) => a - b)[2] ?? Number.NaN;
    };
    return {
      seedMs,
      visitorsMs: await time("/api/admin/records/visitors"),
      overviewMs: await time("/api/admin/overview"),
    };
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
