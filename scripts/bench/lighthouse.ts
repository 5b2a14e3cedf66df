// Runs Lighthouse 12 (mobile preset) with Debian's Chromium and returns the parts of its report bench:web reads.
import { spawn } from "node:child_process";
import path from "node:path";
import { launch } from "chrome-launcher";
import { HYDRATION_MARKS } from "../../src/web/components/hydration/hydration-marks";
import { projectRoot } from "../lib/server-process";

const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update";

export type Throttling = "devtools" | "simulate";

/**
 * One Chromium for every Lighthouse run of a bench, launched as Lighthouse's CLI launches its own (chrome-launcher,
 * the same flags): each run opens its own tab and clears the cache and storage first, and the bench no longer waits
 * for a browser to start and stop at every run.
 */
export async function launchLighthouseChromium(): Promise<{ port: number; close: () => void }> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS.split(" "),
  });
  let open = true;
  const close = () => {
    if (open) chrome.kill();
    open = false;
  };
  return { port: chrome.port, close };
}

export interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: {
        items?: {
          url?: string;
          resourceType?: string;
          transferSize?: number;
          duration?: number;
          startTime?: number;
          name?: string;
        }[];
      };
    }
  >;
  /** How the run was throttled: with simulated throttling, the observed tasks are scaled by cpuSlowdownMultiplier. */
  configSettings?: { throttlingMethod?: string; throttling?: { cpuSlowdownMultiplier?: number } };
  /** Lighthouse's measure of the machine's speed (about 1,000 to 2,000 on a desktop): compares two machines. */
  environment?: { benchmarkIndex?: number };
}

/**
 * One Lighthouse run. `performanceOnly` skips the other categories' audits, which do not change between runs; the
 * full-page screenshot (for the report viewer's element previews) is never taken: 1.6 s a run here.
 */
export function lighthouse(
  url: string,
  throttling: Throttling,
  { port, performanceOnly = false }: { port?: number; performanceOnly?: boolean } = {},
): Promise<LighthouseResult> {
  return new Promise((resolve, reject) => {
    const bin = path.join(projectRoot, "node_modules", ".bin", "lighthouse");
    const args = [
      url,
      "--output=json",
      "--quiet",
      ...(port ? [`--port=${port}`] : [`--chrome-flags=${CHROME_FLAGS}`]),
      `--throttling-method=${throttling}`,
      "--disable-full-page-screenshot",
      ...(performanceOnly ? ["--only-categories=performance"] : []),
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

export const score = (result: LighthouseResult, key: string) => Math.round((result.categories[key]?.score ?? 0) * 100);

/**
 * The run with the median Performance score (Lighthouse's own advice), with the other categories' scores of the
 * first run: only the first run audits them, as accessibility, best practices and SEO do not vary between runs.
 */
export function medianOf(results: LighthouseResult[]): LighthouseResult {
  const [first] = results;
  if (!first) throw new Error("no Lighthouse run to take the median of");
  const sorted = [...results].sort((a, b) => score(a, "performance") - score(b, "performance"));
  const median = sorted[Math.floor(sorted.length / 2)] ?? first;
  return {
    ...median,
    categories: { ...first.categories, performance: median.categories.performance ?? { score: null } },
  };
}

/** Runs Lighthouse `runs` times on one route: every category the first time, then only performance. */
export async function medianRun(
  url: string,
  throttling: Throttling,
  runs: number,
  port?: number,
): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i += 1) {
    const options = { port, performanceOnly: i > 0 };
    // One retry: a run can fail when the machine is busy.
    results.push(await lighthouse(url, throttling, options).catch(() => lighthouse(url, throttling, options)));
  }
  return medianOf(results);
}

/** The scripts the page loaded while Lighthouse watched: their paths and what was sent (body and headers). */
export function loadedScripts(result: LighthouseResult): { pathname: string; transferSize: number }[] {
  const items = result.audits["network-requests"]?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === "Script" && item.url)
    .map((item) => ({ pathname: new URL(item.url ?? "").pathname, transferSize: item.transferSize ?? 0 }));
}

/** The main thread's work during the load (scripts, style, layout, paint...), in ms. */
export const mainThreadMs = (result: LighthouseResult) => result.audits["mainthread-work-breakdown"]?.numericValue ?? 0;

/** The longest main-thread task of the load, in ms (Lighthouse lists the tasks of 50 ms or more; 0 when none). */
export function longestTaskMs(result: LighthouseResult): number {
  const tasks = result.audits["long-tasks"]?.details?.items ?? [];
  return Math.max(0, ...tasks.map((task) => task.duration ?? 0));
}

/**
 * The longest main-thread task between the page's hydration marks (src/web/components/hydration/hydration-marks.ts),
 * in ms; a task that started before the first mark but ran into it counts. With simulated throttling, Lighthouse's
 * observed (unthrottled) tasks are scaled by its CPU slowdown, as its own simulation does. NaN without the marks.
 */
export function longestHydrationTaskMs(result: LighthouseResult): number {
  const marks = result.audits["user-timings"]?.details?.items ?? [];
  const start = marks.find((mark) => mark.name === HYDRATION_MARKS.start)?.startTime;
  const end = marks.find((mark) => mark.name === HYDRATION_MARKS.end)?.startTime;
  if (start === undefined || end === undefined) return Number.NaN;
  const simulated = result.configSettings?.throttlingMethod === "simulate";
  const slowdown = simulated ? (result.configSettings?.throttling?.cpuSlowdownMultiplier ?? 1) : 1;
  const tasks = result.audits["main-thread-tasks"]?.details?.items ?? [];
  const during = tasks.filter(({ startTime = 0, duration = 0 }) => startTime + duration > start && startTime < end);
  return Math.max(0, ...during.map((task) => (task.duration ?? 0) * slowdown));
}
