// Shared pieces of `npm run bench:api`: the realistic tracking request, autocannon runs and their summaries.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon, { type Request as CannonRequest, type Result } from "autocannon";
import { timeOrderedHex } from "../../src/shared/time-ordered-id";

export const CONNECTIONS = 50;
export const DURATION_S = 10;
export const WARM_UP_S = 2;
/**
 * Tracking warms up longer: the write path runs the database's WebAssembly (PGlite) or the pg driver, whose fast
 * tiers arrive after seconds of load. On this 2-core machine the first 10 s of tracking after a start gave
 * ~2,050 req/s and p99 65–74 ms, the next runs 2,300–3,100 req/s and p99 40–56 ms, with either database code.
 */
export const TRACKING_WARM_UP_S = 10;

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
      // As a browser makes it (visit-tracker.tsx): time first.
      page_view_id: `pv_${timeOrderedHex()}`,
      visit_timestamp: new Date().toISOString(),
    }),
  };
}

export interface Summary {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
}

export const summary = (r: Result): Summary => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  ok: r["2xx"],
  other: r.non2xx + r.errors + r.timeouts,
});

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** Saturates one GET route: CONNECTIONS connections for `duration` seconds. */
export const saturate = (url: string, duration = DURATION_S) =>
  autocannon({ url, connections: CONNECTIONS, duration }).then(summary);

/** Saturates the tracking endpoint: CONNECTIONS connections for `duration` seconds. */
export const trackingLoad = (baseUrl: string, duration = DURATION_S) =>
  autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration,
    requests: [{ method: "POST", path: "/api/track-visit", setupRequest: trackingRequest }],
  }).then(summary);

/**
 * A visitor's view of a route while something else loads the server: a steady `rate` of requests per second (not
 * as many as possible, which would measure the probe's own queue), from its own process, until `stop` is called.
 */
export async function probe(url: string, rate: number): Promise<{ stop(): Promise<Summary> }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "probe-process.ts"), url, `${rate}`],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      lines.once("line", resolve);
      child.once("exit", (code) => reject(new Error(`the probe exited with code ${code}`)));
    });
  await next(); // "probing"
  return {
    stop: async () => {
      const result = next();
      child.kill("SIGTERM");
      return JSON.parse(await result) as Summary;
    },
  };
}
