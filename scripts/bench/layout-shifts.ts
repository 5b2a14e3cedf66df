// npm run bench:shifts [-- --route / --runs 40]: loads each route many times in a phone-sized Chromium (Lighthouse's
// mobile viewport, 412×823 at DPR 1.75) and prints every layout shift with the elements that moved, to find what makes
// bench:web's CLS figure. A shift that happens one load in ten shows in a single Lighthouse run and hides in a median
// of three; this finds it and names it. Exits 1 when any load shifted.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startServer } from "../lib/server-process";
import { launchChromium } from "./first-tap";

const { values: options } = parseArgs({
  options: {
    route: { type: "string", multiple: true, default: ["/", "/de", "/it", "/optimaite", "/fr/optimaite"] },
    runs: { type: "string", default: "20" },
  },
});
const runs = Number(options.runs);
const LOCALES = ["fr-FR", "en-US"];

interface Shift {
  value: number;
  startMs: number;
  /** Chromium sets it after input and after a viewport resize; Lighthouse counts such shifts in the first 500 ms. */
  hadRecentInput: boolean;
  moved: { element: string; from: string; to: string }[];
}

/** Runs in the page before its own scripts: records every shift with the elements that moved. */
function recordShifts() {
  const shifts: Shift[] = [];
  Object.assign(window, { __shifts: shifts });
  const box = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as LayoutShiftEntry[])
      shifts.push({
        value: entry.value,
        startMs: Math.round(entry.startTime),
        hadRecentInput: entry.hadRecentInput,
        moved: entry.sources.map((source) => ({
          element: source.node instanceof Element ? source.node.outerHTML.slice(0, 160) : String(source.node?.nodeName),
          from: box(source.previousRect),
          to: box(source.currentRect),
        })),
      });
  }).observe({ type: "layout-shift", buffered: true });
}

interface LayoutShiftEntry {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "swisshack-bench-shifts-"));
  const server = await startServer({ dataDir });
  const browser = await launchChromium();
  let shiftedLoads = 0;
  try {
    for (const route of options.route) {
      let shifted = 0;
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          // Visitors' browsers speak different languages; setting one is also what made the hero's shift show here.
          locale: LOCALES[run % LOCALES.length],
        });
        const page = await context.newPage();
        await page.addInitScript(recordShifts);
        await page.goto(`${server.baseUrl}${route}`, { waitUntil: "networkidle" });
        await page.waitForTimeout(2500);
        const shifts = (await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)) ?? [];
        await context.close();
        if (shifts.length === 0) continue;
        shifted++;
        console.log(`${route} load ${run + 1}:`);
        for (const shift of shifts) {
          const input = shift.hadRecentInput ? ", after input or a resize" : "";
          console.log(`  ${shift.value.toFixed(4)} at ${shift.startMs} ms${input}`);
          for (const moved of shift.moved) console.log(`    ${moved.from} → ${moved.to}  ${moved.element}`);
        }
      }
      console.log(`${route}: ${shifted} of ${runs} loads shifted`);
      shiftedLoads += shifted;
    }
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(shiftedLoads > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
