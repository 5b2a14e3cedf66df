// npm run bench:memory (issue 59): one instance's resident memory and start time, on the embedded database (PGlite)
// and on PostgreSQL (TEST_DATABASE_URL or DATABASE_URL, into a database made for the run and dropped after it). For
// each, twice: started on a fresh data folder (a new database) and restarted on it. Each start prints the time from
// the process's start to its first healthy answer (and the processor time the process spent on it, all threads
// together: what the machine's other work does not lengthen), the resident set after start, after 1,000 page views
// and after 1,000 tracked visits (public addresses, so the geolocation database is read), and the process's peak
// resident set. Exits 1 when a figure misses its budget. Needs a build (`npm run build`).
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import pg from "pg";
import { compileServerOnce, type ServerProcess, startServer } from "../lib/server-process";
import { printTable } from "../lib/table";

const BUDGET = {
  pgliteMb: 350,
  postgresMb: 200,
  firstHealthyS: 3,
};
const PAGES = ["/", "/de", "/it", "/premium", "/optimaite", "/fr/optimaite"];
const VIEWS = 1_000;
const VISITS = 1_000;
// A browser's: fetch's own user agent ("node") is a bot's, whose visits are neither located nor stored.
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";

/** The server process's resident set now (VmRSS) or its peak so far (VmHWM), its threads included. */
function residentMb(server: ServerProcess, field: "VmRSS" | "VmHWM" = "VmRSS"): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

async function inBatches(count: number, request: (index: number) => Promise<unknown>) {
  for (let start = 0; start < count; start += 20) {
    await Promise.all(Array.from({ length: Math.min(20, count - start) }, (_, i) => request(start + i)));
  }
}

/** The processor time the server process has spent (user and system, all its threads), from /proc/<pid>/stat. */
function processorSeconds(server: ServerProcess): number {
  const stat = readFileSync(`/proc/${server.child.pid}/stat`, "utf8");
  // The fields after the command's name, which is in parentheses and may hold spaces: utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Figures {
  run: string;
  startS: number;
  startCpuS: number;
  afterStartMb: number;
  afterViewsMb: number;
  afterVisitsMb: number;
  peakMb: number;
  budgetMb: number;
}

async function pageViews(server: ServerProcess) {
  await inBatches(VIEWS, (i) =>
    fetch(`${server.baseUrl}${PAGES[i % PAGES.length]}`, { headers: { "user-agent": BROWSER_UA } }).then(async (r) => {
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`a page view was answered ${r.status}`);
    }),
  );
}

async function trackedVisits(server: ServerProcess) {
  await inBatches(VISITS, (i) =>
    fetch(`${server.baseUrl}/api/track-visit`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": BROWSER_UA,
        "x-forwarded-for": `81.${(i % 200) + 1}.${i % 250}.7`,
      },
      body: JSON.stringify({ page_path: PAGES[i % PAGES.length] }),
    }).then(async (r) => {
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`a tracked visit was answered ${r.status}`);
    }),
  );
}

/** Starts a server (on a fresh data folder when none is given), loads it, and stops it. */
async function measureRun(run: string, env: Record<string, string>, budgetMb: number, dataDir?: string) {
  const started = performance.now();
  const server = await startServer({ env, dataDir });
  const startS = (performance.now() - started) / 1000;
  const startCpuS = processorSeconds(server);
  try {
    const afterStartMb = residentMb(server);
    await pageViews(server);
    const afterViewsMb = residentMb(server);
    await trackedVisits(server);
    const afterVisitsMb = residentMb(server);
    const peakMb = residentMb(server, "VmHWM");
    const figures: Figures = { run, startS, startCpuS, afterStartMb, afterViewsMb, afterVisitsMb, peakMb, budgetMb };
    return { figures, dataDir: server.dataDir };
  } finally {
    await server.stop();
  }
}

async function measure(database: string, env: Record<string, string>, budgetMb: number): Promise<Figures[]> {
  const fresh = await measureRun(`${database}, fresh data folder`, env, budgetMb);
  const restart = await measureRun(`${database}, restart`, env, budgetMb, fresh.dataDir);
  return [fresh.figures, restart.figures];
}

/** A database of its own on the PostgreSQL server, so the run starts empty and leaves nothing behind. */
async function withScratchDatabase<T>(url: string, use: (scratchUrl: string) => Promise<T>): Promise<T> {
  const name = `bench_memory_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    return await use(scratch.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const env = { LOG_LEVEL: "warn", TRUST_PROXY: "true" };
// Before the first start is timed: a start on a server already built, as in the deployment.
compileServerOnce();
const results = await measure("PGlite", { ...env, DATABASE_URL: "" }, BUDGET.pgliteMb);
if (postgresUrl) {
  results.push(
    ...(await withScratchDatabase(postgresUrl, (url) =>
      measure("PostgreSQL", { ...env, DATABASE_URL: url }, BUDGET.postgresMb),
    )),
  );
} else console.log("TEST_DATABASE_URL and DATABASE_URL are unset: PostgreSQL is not measured.");

console.log(`Machine: ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), load average ${loadavg()[0]?.toFixed(1)}`);
const seconds = (value: number) => `${value.toFixed(1)} s`;
printTable(
  [
    "start",
    "first healthy",
    "its processor time",
    "after start",
    `after ${VIEWS} views`,
    `after ${VISITS} visits`,
    "peak",
    "budget",
  ],
  results.map((r) => [
    r.run,
    seconds(r.startS),
    seconds(r.startCpuS),
    `${r.afterStartMb} MB`,
    `${r.afterViewsMb} MB`,
    `${r.afterVisitsMb} MB`,
    `${r.peakMb} MB`,
    `≤ ${r.budgetMb} MB, ≤ ${BUDGET.firstHealthyS} s`,
  ]),
);
const missed = results.flatMap((r) => [
  ...(Math.max(r.afterViewsMb, r.afterVisitsMb, r.peakMb) > r.budgetMb
    ? [`${r.run}: memory over ${r.budgetMb} MB`]
    : []),
  ...(r.startS > BUDGET.firstHealthyS ? [`${r.run}: first healthy answer after ${seconds(r.startS)}`] : []),
]);
for (const line of missed) console.log(`MISSED ${line}`);
process.exit(missed.length > 0 ? 1 : 0);
