// npm run bench:web: builds, serves with our server, runs Lighthouse 12 (mobile preset, Debian's Chromium) on every
// public route and prints one table. Exits non-zero when a budget is missed.
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PUBLIC_PATHS } from "../../src/shared/routes";
import { projectRoot, run, startServer } from "../lib/server-process";

const BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, jsKb: 150, htmlCssKb: 50 };
const JS_BUDGET_ROUTES = new Set(["/", "/optimaite"]);
const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update";
const throttling = process.argv.includes("--simulate") ? "simulate" : "devtools";
// Lighthouse's own advice for scores that vary from run to run: several runs, keep the median one.
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 3) : 3;

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
}

function lighthouse(url: string): Promise<LighthouseResult> {
  return new Promise((resolve, reject) => {
    const bin = path.join(projectRoot, "node_modules", ".bin", "lighthouse");
    const args = [
      url,
      "--output=json",
      "--quiet",
      `--chrome-flags=${CHROME_FLAGS}`,
      `--throttling-method=${throttling}`,
    ];
    const child = spawn(bin, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      err += chunk;
    });
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code} for ${url}: ${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(out) as LighthouseResult);
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** The HTML of / (its stylesheet is inline) and any stylesheet it links (render-blocking), gzipped. */
async function homeHtmlAndCssGzipKb(): Promise<number> {
  const clientDir = path.join(projectRoot, "build", "client");
  const html = await readFile(path.join(clientDir, "index.html"));
  let total = gzipSync(html).length;
  for (const match of html.toString().matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) {
    // React Router marks a stylesheet that lazy code shares with "#"; the file has no such suffix.
    total += gzipSync(await readFile(path.join(clientDir, (match[1] ?? "").split("#")[0] ?? ""))).length;
  }
  return total / 1024;
}

const score = (result: LighthouseResult, key: string) => Math.round((result.categories[key]?.score ?? 0) * 100);

/** Runs Lighthouse RUNS times and keeps the run with the median Performance score. */
async function medianRun(url: string): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    // One retry: a Chrome start can fail when the machine is busy.
    results.push(await lighthouse(url).catch(() => lighthouse(url)));
  }
  results.sort((a, b) => score(a, "performance") - score(b, "performance"));
  return results[Math.floor(results.length / 2)] as LighthouseResult;
}

async function main() {
  await run(path.join(projectRoot, "node_modules", ".bin", "react-router"), ["build"]);
  const server = await startServer();
  const failures: string[] = [];
  const rows: string[][] = [];
  try {
    for (const route of PUBLIC_PATHS) {
      const url = `${server.baseUrl}${route}`;
      const result = await medianRun(url);
      const scripts =
        result.audits["network-requests"]?.details?.items?.filter((i) => i.resourceType === "Script") ?? [];
      const jsKb = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
      const row = {
        performance: score(result, "performance"),
        accessibility: score(result, "accessibility"),
        bestPractices: score(result, "best-practices"),
        seo: score(result, "seo"),
        lcp: result.audits["largest-contentful-paint"]?.numericValue ?? 0,
        tbt: result.audits["total-blocking-time"]?.numericValue ?? 0,
        cls: result.audits["cumulative-layout-shift"]?.numericValue ?? 0,
        jsKb,
      };
      rows.push([
        route,
        String(row.performance),
        String(row.accessibility),
        String(row.bestPractices),
        String(row.seo),
        `${Math.round(row.lcp)} ms`,
        `${Math.round(row.tbt)} ms`,
        row.cls.toFixed(3),
        `${jsKb.toFixed(1)} KB`,
      ]);
      if (row.performance < BUDGET.performance)
        failures.push(`${route}: Performance ${row.performance} < ${BUDGET.performance}`);
      if (row.accessibility < BUDGET.accessibility) failures.push(`${route}: Accessibility ${row.accessibility}`);
      if (row.bestPractices < BUDGET.bestPractices) failures.push(`${route}: Best Practices ${row.bestPractices}`);
      if (row.seo < BUDGET.seo) failures.push(`${route}: SEO ${row.seo}`);
      if (row.cls > BUDGET.cls) failures.push(`${route}: CLS ${row.cls.toFixed(3)} > 0`);
      if (JS_BUDGET_ROUTES.has(route) && jsKb > BUDGET.jsKb)
        failures.push(`${route}: JS ${jsKb.toFixed(1)} KB > ${BUDGET.jsKb} KB`);
    }
  } finally {
    await server.stop();
  }
  const htmlCssKb = await homeHtmlAndCssGzipKb();
  if (htmlCssKb > BUDGET.htmlCssKb) failures.push(`/: HTML + render-blocking CSS ${htmlCssKb.toFixed(1)} KB > 50 KB`);

  const header = ["route", "perf", "a11y", "best", "seo", "LCP", "TBT", "CLS", "JS gzip"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  console.log(`\nLighthouse 12, mobile preset, ${throttling} throttling, median of ${RUNS} runs per route\n`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(`\nHTML of / + render-blocking CSS: ${htmlCssKb.toFixed(1)} KB gzip (budget 50 KB)`);
  if (failures.length > 0) {
    console.log(`\nBudgets missed:\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log("\nAll budgets met.");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
