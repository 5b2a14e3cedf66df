// npm run bench:api: starts the server on a fresh data folder (PGlite, or DATABASE_URL's PostgreSQL) and measures,
// with autocannon, in one run on one warm server:
// - GET /api/health/live (no database) alone, and at a steady rate while POST /api/track-visit is saturated: the
//   database must never hold up a request that does not need it;
// - POST /api/track-visit alone, as a ratio of the no-database route's requests/s, and that every 2xx was stored;
// - GET /api/health (readiness, answered from a check at most a second old);
// - a burst of audit refine submissions (each renders a PDF) and the page p99 before and during it;
// (the client is built first) then seeds a million visits and times the admin's reads, the cockpit's funnels and
// sources among them (cockpit-reads.ts); then seeds 10,000 booked demos and probes the demo slots endpoint
// (demo-slots.ts); then times queueing a newsletter issue to 10,000 subscribers (newsletter-queue.ts). Prints one
// table: every figure beside its target.
import path from "node:path";
import autocannon from "autocannon";
import { count } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client";
import { websiteVisits } from "../../src/server/db/schema";
import { projectRoot, run, startServer } from "../lib/server-process";
import { printTable } from "../lib/table";
import { seedVisits } from "../seed-visits";
import { timeCockpitReads } from "./cockpit-reads";
import { demoSlotsRow, measureDemoSlots, seedBookings } from "./demo-slots";
import {
  CONNECTIONS,
  DURATION_S,
  ms,
  probe,
  type Summary,
  saturate,
  TRACKING_WARM_UP_S,
  trackingLoad,
  WARM_UP_S,
} from "./load";
import { measureNewsletterQueueing, newsletterQueueRow } from "./newsletter-queue";
import { measureRefineBurst } from "./refine-burst";

const databaseUrl = process.env.DATABASE_URL || undefined;
const TARGET = {
  /** Tracking requests/s over the no-database route's: the database keeps up with a fair share of the HTTP layer. */
  ratio: databaseUrl ? 0.15 : 0.1,
  trackingP99Ms: 50,
  /** The no-database route's p99 while tracking saturates the server. */
  liveUnderLoadP99Ms: 20,
  /** A page's p99 while audits render their PDFs. */
  pageDuringRefineP99Ms: 50,
  /** The person's pre-analysis page: the refine step's answer, PDF and email in the background. */
  refineAnswerP95Ms: 1000,
  adminMs: 150,
};
/** The no-database route's steady rate while tracking is saturated (a visitor's page and asset requests). */
const PROBE_RATE = 200;
/** Visits seeded before timing the admin reads (`npm run bench:api -- --visits N`). */
const SEEDED_VISITS = Number(process.argv[process.argv.indexOf("--visits") + 1]) || 1_000_000;
const ADMIN = { email: "bench-admin@example.com", password: "bench admin passphrase" };

async function storedVisits(dataDir: string): Promise<number> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const [row] = await database.db.select({ n: count() }).from(websiteVisits);
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

interface Measures {
  live: Summary;
  readiness: Summary;
  tracking: Summary;
  trackingUnderProbe: Summary;
  liveUnderLoad: Summary;
  refine: Awaited<ReturnType<typeof measureRefineBurst>>;
  warmVisits: number;
}

async function measure(baseUrl: string): Promise<Measures> {
  const live = `${baseUrl}/api/health/live`;
  // A warm-up first (JIT, caches; longer for tracking), then everything measured on the same warm server, in turn.
  await autocannon({ url: live, connections: CONNECTIONS, duration: WARM_UP_S });
  const warmVisits = (await trackingLoad(baseUrl, TRACKING_WARM_UP_S)).ok;
  const liveAlone = await saturate(live);
  const readiness = await saturate(`${baseUrl}/api/health`, DURATION_S / 2);
  const tracking = await trackingLoad(baseUrl);
  const underLoad = await probe(live, PROBE_RATE);
  const trackingUnderProbe = await trackingLoad(baseUrl);
  const liveUnderLoad = await underLoad.stop();
  const refine = await measureRefineBurst(baseUrl);
  return { live: liveAlone, readiness, tracking, trackingUnderProbe, liveUnderLoad, refine, warmVisits };
}

const met = (ok: boolean) => (ok ? "met" : "MISSED");
const rate = (s: Summary) => [s.rps.toFixed(0), ms(s.p50), ms(s.p99), `${s.ok}`, `${s.other}`];
const noRate = ["", "", "", "", ""];

async function main() {
  // The page measured during the refine burst is the built, prerendered one.
  await run(path.join(projectRoot, "node_modules", ".bin", "react-router"), ["build"]);
  const server = await startServer({
    env: { TRUST_PROXY: "1", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  const before = databaseUrl ? await storedVisits(server.dataDir) : 0;
  let m: Measures;
  try {
    m = await measure(server.baseUrl);
  } finally {
    await server.stop();
  }
  const stored = (await storedVisits(server.dataDir)) - before - m.warmVisits;
  const admin = await timeAdminReads(server.dataDir);
  await seedBookings(server.dataDir, databaseUrl);
  const slots = demoSlotsRow(await measureDemoSlots(server.dataDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {}));
  const newsletter = newsletterQueueRow(await measureNewsletterQueueing(databaseUrl));
  const ratio = m.tracking.rps / m.live.rps;
  const answered = m.tracking.ok + m.trackingUnderProbe.ok;

  // Every answered visit must be stored; rows beyond that are requests still in flight when autocannon stopped
  // (after the warm-up and after each measured run: at most one per connection each time).
  const inFlight = 3 * CONNECTIONS;
  const rows: { cells: string[]; target?: string; ok?: boolean }[] = [
    { cells: ["GET /api/health/live (no database)", ...rate(m.live)] },
    {
      cells: [`GET /api/health/live at ${PROBE_RATE}/s, tracking saturated`, ...rate(m.liveUnderLoad)],
      target: `p99 < ${TARGET.liveUnderLoadP99Ms} ms`,
      ok: m.liveUnderLoad.p99 < TARGET.liveUnderLoadP99Ms && m.liveUnderLoad.other === 0,
    },
    { cells: ["GET /api/health (readiness, cached 1 s)", ...rate(m.readiness)] },
    {
      cells: ["POST /api/track-visit", ...rate(m.tracking)],
      target: `p99 < ${TARGET.trackingP99Ms} ms, all 2xx`,
      ok: m.tracking.p99 < TARGET.trackingP99Ms && m.tracking.other === 0,
    },
    { cells: ["POST /api/track-visit, with the probe", ...rate(m.trackingUnderProbe)] },
    {
      cells: ["ratio tracking / no-database route", ...noRate, ratio.toFixed(2)],
      target: `>= ${TARGET.ratio}`,
      ok: ratio >= TARGET.ratio,
    },
    {
      cells: ["visits stored / 2xx answers", ...noRate, `${stored} / ${answered}`],
      target: `2xx .. 2xx + ${inFlight} in flight`,
      ok: stored >= answered && stored <= answered + inFlight,
    },
    { cells: ["refine submissions (PDF each) per second", ...noRate, m.refine.perSecond.toFixed(1)] },
    {
      cells: ["refine answer (the pre-analysis page), p95", ...noRate, ms(m.refine.answerP95Ms)],
      target: `< ${TARGET.refineAnswerP95Ms} ms`,
      ok: m.refine.answerP95Ms < TARGET.refineAnswerP95Ms,
    },
    {
      cells: ["refine answer, the first after start", ...noRate, ms(m.refine.firstAnswerMs)],
      target: `< ${TARGET.refineAnswerP95Ms} ms`,
      ok: m.refine.firstAnswerMs < TARGET.refineAnswerP95Ms,
    },
    { cells: ["GET / at 50/s, before the refine burst", ...rate(m.refine.pageAlone)] },
    {
      cells: ["GET / at 50/s, during the refine burst", ...rate(m.refine.pageDuring)],
      target: `p99 < ${TARGET.pageDuringRefineP99Ms} ms`,
      ok: m.refine.pageDuring.p99 < TARGET.pageDuringRefineP99Ms && m.refine.pageDuring.other === 0,
    },
    {
      cells: ["GET /api/admin/records/visitors, page 1", ...noRate, ms(admin.visitorsMs)],
      target: `< ${TARGET.adminMs} ms`,
      ok: admin.visitorsMs < TARGET.adminMs,
    },
    {
      cells: ["GET /api/admin/overview", ...noRate, ms(admin.overviewMs)],
      target: `< ${TARGET.adminMs} ms`,
      ok: admin.overviewMs < TARGET.adminMs,
    },
    { cells: [...slots.cells, ...rate(slots.summary)], target: slots.target, ok: slots.ok },
    { cells: [...newsletter.cells, ...noRate, ms(newsletter.queueMs)], target: newsletter.target, ok: newsletter.ok },
    ...admin.cockpit.map((row) => ({
      cells: [row.figure, ...noRate, ms(row.ms)],
      target: row.target,
      ok: row.result === "✓",
    })),
  ];
  console.log(
    `\n${databaseUrl ? "PostgreSQL" : "PGlite"}: ${CONNECTIONS} connections, ${DURATION_S} s each; admin reads (median of 5) ` +
      `after seeding ${SEEDED_VISITS.toLocaleString("en-US")} more visits in ${(admin.seedMs / 1000).toFixed(0)} s\n`,
  );
  printTable(
    ["measure", "req/s", "p50", "p99", "2xx", "other", "value", "target", "result"],
    rows.map(({ cells, target, ok }) => [
      ...cells,
      ...Array(7 - cells.length).fill(""),
      target ?? "",
      ok === undefined ? "" : met(ok),
    ]),
  );
  if (rows.some((row) => row.ok === false)) {
    console.log("\nTargets missed.");
    process.exit(1);
  }
  console.log("\nAll targets met.");
}

/** Seeds visits, restarts the server with an admin, and times the visitors tab's first page, the overview and the cockpit. */
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
      cockpit: await timeCockpitReads(time),
    };
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
