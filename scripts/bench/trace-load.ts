// npm run bench:trace -- [route | post] [--runs N] [--tap "Button"]: where the main thread's time goes while a page loads on a phone (4x CPU,
// slow 4G), read from a Chromium trace and V8's sampling profiler. Needs a build made with ANALYZE=1 (hidden source
// maps, to name the functions and modules of the minified scripts); serves it with our server. Prints the main
// thread's work by kind (script evaluation per chunk, script calls, style, layout, paint, HTML parsing), every task
// over 50 ms with what is in it, and the script time by source module and by function (React's work loop: render,
// commit). Writes the last run's trace to build/trace-<route>.json (the Performance panel opens it). `post` traces a
// post page: the server's database then holds bench:web's French post (bench-post.ts). With --tap, the page loads and
// settles untraced, then the trace covers a tap on the header's button of that name until its dialog shows (what the
// dialog's first render costs).
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import type { Page } from "@playwright/test";
import { projectRoot, startServer } from "../lib/server-process";
import { publishBenchPost } from "./bench-post";
import { shortModuleName } from "./chunk-modules";
import { headerButton, launchChromium, openDialog, throttledPage } from "./first-tap";

const requested = process.argv.slice(2).find((arg) => arg.startsWith("/") || arg === "post") ?? "/";
/** The path traced: the stored post's once main() has stored it. */
let route = requested;
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1;
const tapArg = process.argv.indexOf("--tap");
const TAPPED = tapArg > 0 ? process.argv[tapArg + 1] : undefined;
const clientDir = path.join(projectRoot, "build", "client");

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; frame?: string }; name?: string };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

async function record(baseUrl: string): Promise<{ events: TraceEvent[]; profile: Profile }> {
  const browser = await launchChromium();
  try {
    const { page, cdp } = await throttledPage(browser, { viewport: { width: 412, height: 823 }, isMobile: true });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", (message) => {
      events.push(...(message.value as unknown as TraceEvent[]));
    });
    if (TAPPED) await loadAndSettle(page, baseUrl);
    await cdp.send("Tracing.start", {
      transferMode: "ReportEvents",
      traceConfig: {
        includedCategories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "v8.execute",
          "v8",
          "blink.user_timing",
          "loading",
          "toplevel",
        ],
      },
    });
    await cdp.send("Profiler.start");
    if (TAPPED) {
      await headerButton(page, TAPPED).click();
      await openDialog(page).waitFor({ state: "visible" });
      await page.waitForTimeout(1000);
    } else await loadAndSettle(page, baseUrl);
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
    const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
    await cdp.send("Tracing.end");
    await done;
    return { events, profile };
  } finally {
    await browser.close();
  }
}

async function loadAndSettle(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}${route}`, { waitUntil: "load" });
  // Polled twice a second (not every frame, Playwright's default), so the probe barely shows in the trace.
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, {
    timeout: 60_000,
    polling: 500,
  });
  await page.waitForTimeout(3000);
}

/** The renderer's main thread: the CrRendererMain thread that ran the most. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const renderers = new Set(
    events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === "RunTask" && renderers.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const busiest = [...busy].sort((a, b) => b[1] - a[1])[0];
  if (!busiest) throw new Error("no renderer main thread in the trace");
  const [pid, tid] = busiest[0].split(":").map(Number);
  return { pid: pid ?? 0, tid: tid ?? 0 };
}

const KIND: Record<string, string> = {
  EvaluateScript: "script evaluation",
  "v8.compile": "script parse/compile",
  "v8.compileModule": "script parse/compile",
  "v8.evaluateModule": "script evaluation",
  FunctionCall: "script (calls, events, timers)",
  EventDispatch: "script (calls, events, timers)",
  TimerFire: "script (calls, events, timers)",
  FireAnimationFrame: "script (calls, events, timers)",
  RunMicrotasks: "script (calls, events, timers)",
  "V8.GC_SCAVENGER": "garbage collection",
  MajorGC: "garbage collection",
  MinorGC: "garbage collection",
  ParseHTML: "HTML parsing",
  "DecodedDataDocumentParser::AppendBytes": "HTML parsing",
  "HTMLDocumentParser::MaybeFetchQueuedPreloads": "HTML parsing (preload scan)",
  "DocumentLoader::CommitNavigation": "navigation commit",
  "LocalWindowProxy::Initialize": "script context set-up",
  "v8.callFunction": "script (calls, events, timers)",
  "IntersectionObserverController::computeIntersections": "intersection observers",
  Commit: "paint",
  ParseAuthorStyleSheet: "style (parse CSS)",
  UpdateLayoutTree: "style (recalc)",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  "Document::updateStyleAndLayout": "layout",
  UpdateLayer: "paint",
  CompositeLayers: "paint",
};

/** Self time of nested trace events, by kind (a child's time is taken out of its parent's). */
function workByKind(tasks: TraceEvent[], inside: TraceEvent[]): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (kind: string, ms: number) => totals.set(kind, (totals.get(kind) ?? 0) + ms);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const children = inside
      .filter((e) => e.ts >= task.ts && e.ts < end && e !== task && e.dur !== undefined && KIND[e.name])
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    // Self time: walk the nesting with a stack.
    const stack: { e: TraceEvent; childTime: number }[] = [];
    const close = (upTo: number) => {
      while (stack.length > 0) {
        const top = stack.at(-1);
        if (!top || top.e.ts + (top.e.dur ?? 0) > upTo) break;
        stack.pop();
        add(KIND[top.e.name] ?? "other", ((top.e.dur ?? 0) - top.childTime) / 1000);
        const parent = stack.at(-1);
        if (parent) parent.childTime += top.e.dur ?? 0;
      }
    };
    let covered = 0;
    for (const child of children) {
      close(child.ts);
      if (stack.length === 0) covered += child.dur ?? 0;
      stack.push({ e: child, childTime: 0 });
    }
    close(Number.POSITIVE_INFINITY);
    add("other (task overhead, not attributed)", ((task.dur ?? 0) - covered) / 1000);
  }
  return totals;
}

const maps = new Map<string, TraceMap | null>();
function mapFor(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const file = path.join(clientDir, new URL(url).pathname);
    maps.set(url, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, "utf8")) : null);
  }
  return maps.get(url) ?? null;
}

/** A profile frame named by the source map: "function (module)". */
function frameName(frame: ProfileNode["callFrame"]): { fn: string; module: string } {
  if (!frame.url) return { fn: frame.functionName || "(native)", module: frame.functionName || "(native)" };
  if (!frame.url.includes("/assets/")) return { fn: frame.functionName || "(anonymous)", module: frame.url };
  const map = mapFor(frame.url);
  if (!map) return { fn: frame.functionName, module: path.basename(new URL(frame.url).pathname) };
  const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  return {
    fn: original.name ?? frame.functionName ?? "(anonymous)",
    module: original.source ? shortModuleName(original.source) : path.basename(new URL(frame.url).pathname),
  };
}

/** React Router's own functions whose time, callees included, is the router's work with routes. */
const ROUTER_WORK = ["createHydratedRouter", "patchRoutes"];

/**
 * The time spent inside each of ROUTER_WORK (samples with it on the stack, so what it calls counts: flattenRoute,
 * computeScore, compilePath), and the longest task holding it: the router's creation and the route patches of lazy
 * route discovery, whichever functions the sampler caught on top.
 */
function routerWork(
  samples: { ts: number; node: ProfileNode }[],
  nodes: Map<number, ProfileNode>,
  tasks: TraceEvent[],
): string {
  const parents = new Map<number, number>();
  for (const node of nodes.values()) for (const child of node.children ?? []) parents.set(child, node.id);
  const owner = new Map<number, string | null>();
  const ownerOf = (id: number): string | null => {
    const known = owner.get(id);
    if (known !== undefined) return known;
    const node = nodes.get(id);
    const fn = node?.callFrame.url ? frameName(node.callFrame).fn : undefined;
    const parent = parents.get(id);
    const found = fn && ROUTER_WORK.includes(fn) ? fn : parent === undefined ? null : ownerOf(parent);
    owner.set(id, found);
    return found;
  };
  const totals = new Map<string, { ms: number; calls: Set<TraceEvent> }>();
  samples.forEach((sample, i) => {
    const name = ownerOf(sample.node.id);
    if (!name) return;
    const entry = totals.get(name) ?? { ms: 0, calls: new Set<TraceEvent>() };
    entry.ms += ((samples[i + 1]?.ts ?? sample.ts) - sample.ts) / 1000;
    const task = tasks.find((t) => sample.ts >= t.ts && sample.ts < t.ts + (t.dur ?? 0));
    if (task) entry.calls.add(task);
    totals.set(name, entry);
  });
  const lines = ROUTER_WORK.map((name) => {
    const entry = totals.get(name);
    if (!entry) return `    ${name}: not sampled`;
    const longest = Math.max(0, ...[...entry.calls].map((t) => t.dur ?? 0)) / 1000;
    return `    ${entry.ms.toFixed(0).padStart(5)} ms  ${name} (callees included), in ${entry.calls.size} task(s), the longest ${longest.toFixed(0)} ms`;
  });
  return `  React Router's work with routes (sampling profiler):\n${lines.join("\n")}`;
}

function top(map: Map<string, number>, n: number): string {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `    ${ms.toFixed(0).padStart(5)} ms  ${name}`)
    .join("\n");
}

function summarize(events: TraceEvent[], profile: Profile) {
  const { pid, tid } = mainThread(events);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X");
  const navigation = events.find((e) => e.name === "navigationStart" && e.pid === pid)?.ts ?? onMain[0]?.ts ?? 0;
  const tasks = onMain.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > 0 && e.ts >= navigation);
  const total = tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0) / 1000;
  const what = TAPPED ? `${route}, the tap on "${TAPPED}" until its dialog shows,` : route;
  console.log(`\n${what} at 4x CPU, slow 4G: ${tasks.length} main-thread tasks, ${total.toFixed(0)} ms in all`);
  console.log("  by kind (self time):");
  console.log(top(workByKind(tasks, onMain), 20));

  const byScript = new Map<string, number>();
  for (const e of onMain) {
    if ((e.name === "EvaluateScript" || e.name === "v8.evaluateModule") && e.ts >= navigation && e.args?.data?.url) {
      const name = path.basename(new URL(e.args.data.url).pathname);
      byScript.set(name, (byScript.get(name) ?? 0) + (e.dur ?? 0) / 1000);
    }
  }
  console.log("  script evaluation by chunk:");
  console.log(top(byScript, 20));

  // The profile's samples: self time per function and module, and which tasks they fall in.
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  const sampleTimes: { ts: number; node: ProfileNode }[] = [];
  let ts = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    ts += delta;
    const node = nodes.get(id);
    if (node) sampleTimes.push({ ts, node });
  });
  sampleTimes.forEach((sample, i) => {
    const ms = ((sampleTimes[i + 1]?.ts ?? sample.ts) - sample.ts) / 1000;
    if (sample.node.callFrame.functionName === "(idle)" || sample.node.callFrame.functionName === "(program)") return;
    const { fn, module } = frameName(sample.node.callFrame);
    byFunction.set(`${fn} (${module})`, (byFunction.get(`${fn} (${module})`) ?? 0) + ms);
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
  });
  console.log("  JS self time by source module (sampling profiler):");
  console.log(top(byModule, 15));
  console.log("  JS self time by function:");
  console.log(top(byFunction, 25));

  console.log(routerWork(sampleTimes, nodes, tasks));

  console.log("  tasks over 50 ms (start after navigation, duration, what is in them):");
  for (const task of tasks.filter((t) => (t.dur ?? 0) > 50_000)) {
    const inside = workByKind([task], onMain);
    const scripts = onMain
      .filter(
        (e) =>
          e.ts >= task.ts &&
          e.ts < task.ts + (task.dur ?? 0) &&
          ["EvaluateScript", "v8.evaluateModule", "FunctionCall", "TimerFire", "EventDispatch"].includes(e.name) &&
          (e.dur ?? 0) > 5_000,
      )
      .map((e) => `${e.name}${e.args?.data?.url ? ` ${path.basename(new URL(e.args.data.url).pathname)}` : ""}`);
    const fns = new Map<string, number>();
    for (let i = 0; i < sampleTimes.length; i += 1) {
      const sample = sampleTimes[i];
      if (!sample || sample.ts < task.ts || sample.ts >= task.ts + (task.dur ?? 0)) continue;
      const { fn, module } = frameName(sample.node.callFrame);
      if (fn === "(idle)" || fn === "(program)") continue;
      fns.set(
        `${fn} (${module})`,
        (fns.get(`${fn} (${module})`) ?? 0) + ((sampleTimes[i + 1]?.ts ?? sample.ts) - sample.ts) / 1000,
      );
    }
    console.log(
      `    at ${((task.ts - navigation) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(0)} ms — ` +
        [...inside]
          .sort((a, b) => b[1] - a[1])
          .filter(([, ms]) => ms >= 1)
          .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
          .join(", "),
    );
    if (scripts.length > 0) console.log(`      ${[...new Set(scripts)].join("; ")}`);
    if (fns.size > 0) console.log(top(fns, 6).replaceAll("    ", "        "));
  }
}

async function main() {
  if (!existsSync(path.join(clientDir, "index.html"))) throw new Error("no build: run ANALYZE=1 npm run build first");
  const dataDir = await mkdtemp(path.join(tmpdir(), "swisshack-bench-trace-"));
  if (requested === "post") route = await publishBenchPost(dataDir);
  const server = await startServer({ dataDir });
  try {
    let last: TraceEvent[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { events, profile } = await record(server.baseUrl);
      summarize(events, profile);
      last = events;
    }
    const name = `${route === "/" ? "home" : route.replaceAll("/", "_")}${TAPPED ? "-tap" : ""}`;
    const file = path.join(projectRoot, "build", `trace-${name}.json`);
    await writeFile(file, JSON.stringify({ traceEvents: last }));
    console.log(`\ntrace written to ${path.relative(projectRoot, file)}`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
