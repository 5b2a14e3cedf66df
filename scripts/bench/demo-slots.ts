// The demo slots endpoint among 10,000 booked demos (issue 30): seeds the bookings and their meetings into the data
// folder, starts the server on it and probes GET /api/demo-slots at a steady rate. Part of `npm run bench:api`; on
// its own: `node --import tsx scripts/bench/demo-slots.ts` (PGlite in a fresh folder, or DATABASE_URL's PostgreSQL).
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../src/server/db/client";
import { demoBookings, demoMeetings } from "../../src/server/db/schema";
import { startServer } from "../lib/server-process";
import { printTable } from "../lib/table";
import { ms, probe, type Summary } from "./load";

export const DEMO_SLOTS_TARGET_P99_MS = 50;
export const SEEDED_BOOKINGS = 10_000;
const PROBE_RATE = 50;
const PROBE_S = 10;
const HALF_HOUR = 30 * 60_000;
const BATCH = 1_000;

/**
 * `count` booked demos: one every hour over the next 21 days (half of the default hours' slots taken, the worst
 * case for the busy-time query), the rest every half hour in the past, as a year of history would leave them.
 */
export async function seedBookings(dataDir: string, databaseUrl: string | undefined, count = SEEDED_BOOKINGS) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const firstHour = Math.ceil(Date.now() / (2 * HALF_HOUR)) * 2 * HALF_HOUR;
    const future = 21 * 24;
    const starts = Array.from({ length: count }, (_, i) =>
      i < future ? firstHour + i * 2 * HALF_HOUR : firstHour - (i - future + 1) * HALF_HOUR,
    );
    for (let from = 0; from < starts.length; from += BATCH) {
      const batch = starts.slice(from, from + BATCH);
      const bookings = await database.db
        .insert(demoBookings)
        .values(
          batch.map((_, i) => ({ name: `Bench ${from + i}`, email: `bench${from + i}@example.com`, project: "Bench" })),
        )
        .returning({ id: demoBookings.id });
      await database.db.insert(demoMeetings).values(
        batch.map((start, i) => ({
          demoBookingId: bookings[i]?.id as string,
          startsAt: new Date(start),
          endsAt: new Date(start + HALF_HOUR),
          blockedUntil: new Date(start + HALF_HOUR),
          timeZone: "Europe/Zurich",
          status: start > Date.now() ? ("booked" as const) : ("done" as const),
          uid: `bench-${from + i}@example.com`,
          manageTokenHash: `bench-${from + i}`,
        })),
      );
    }
  } finally {
    await database.close();
  }
}

/** Starts the server on a seeded folder and probes the slots endpoint at a steady rate (latency, not queueing). */
export async function measureDemoSlots(dataDir: string, env: Record<string, string>): Promise<Summary> {
  const server = await startServer({ dataDir, env });
  try {
    const url = `${server.baseUrl}/api/demo-slots?timeZone=Asia/Tokyo`;
    for (let i = 0; i < 20; i += 1) await (await fetch(url)).arrayBuffer(); // warm-up
    const probing = await probe(url, PROBE_RATE);
    await new Promise((resolve) => setTimeout(resolve, PROBE_S * 1000));
    return await probing.stop();
  } finally {
    await server.stop();
  }
}

/** The bench:api row of the slots endpoint. */
export const demoSlotsRow = (summary: Summary) => ({
  cells: [`GET /api/demo-slots at ${PROBE_RATE}/s, ${SEEDED_BOOKINGS.toLocaleString("en-US")} demos booked`],
  summary,
  target: `p99 < ${DEMO_SLOTS_TARGET_P99_MS} ms, all 2xx`,
  ok: summary.p99 < DEMO_SLOTS_TARGET_P99_MS && summary.other === 0,
});

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), "swisshack-slots-"));
  await seedBookings(dataDir, databaseUrl);
  const summary = await measureDemoSlots(dataDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const row = demoSlotsRow(summary);
  printTable(
    ["measure", "req/s", "p50", "p99", "2xx", "other", "target", "result"],
    [
      [
        ...row.cells,
        summary.rps.toFixed(0),
        ms(summary.p50),
        ms(summary.p99),
        `${summary.ok}`,
        `${summary.other}`,
        row.target,
        row.ok ? "met" : "MISSED",
      ],
    ],
  );
  process.exit(row.ok ? 0 : 1);
}

if (process.argv[1]?.endsWith("demo-slots.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
