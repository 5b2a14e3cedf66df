// Performance as a person feels it, for bench:web: on a phone (4x CPU, Lighthouse's slow 4G), how long from the
// navigation until the main call to action has done what it says when tapped the moment it shows, and the
// interaction-to-next-paint of opening the audit dialog once the page has settled.
import { type Browser, type BrowserContextOptions, type CDPSession, chromium, type Page } from "@playwright/test";
import { pageLanguageOf } from "../../src/shared/i18n/paths";
import { OPTIMAITE_UI_EN } from "../../src/web/i18n/catalogues/optimaite/ui-en";
import { OPTIMAITE_UI_FR } from "../../src/web/i18n/catalogues/optimaite/ui-fr";
import { SWISSHACK_UI_DE } from "../../src/web/i18n/catalogues/swisshack/ui-de";
import { SWISSHACK_UI_FR } from "../../src/web/i18n/catalogues/swisshack/ui-fr";
import { SWISSHACK_UI_IT } from "../../src/web/i18n/catalogues/swisshack/ui-it";

/** Lighthouse's mobile preset: slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and 4x CPU. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

export interface FirstTapFigures {
  route: string;
  /** Navigation start to the button showing, median. */
  visibleMs: number;
  /** Navigation start to the dialog open after a tap the moment the button showed, median. */
  workingMs: number;
  /** The tap to the dialog open, median. */
  afterTapMs: number;
  /** Taps that opened the dialog, of those made. */
  worked: number;
  taps: number;
}

/** The header's call to action in each site's languages. */
const CALL_TO_ACTION: Record<string, string> = {
  "swisshack fr": SWISSHACK_UI_FR.auditCta,
  "swisshack de": SWISSHACK_UI_DE.auditCta,
  "swisshack it": SWISSHACK_UI_IT.auditCta,
  "optimaite en": OPTIMAITE_UI_EN.headerDemo,
  "optimaite fr": OPTIMAITE_UI_FR.headerDemo,
};

/**
 * The probes find the button and the dialog with CSS selectors and text, not by ARIA role: Playwright computes roles
 * over the whole document on the page's main thread, 60–85 ms per poll at 4x CPU, which delayed the very hydration
 * and dialog being timed.
 */
export function headerButton(page: Page, name: string) {
  const exactly = new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`);
  return page.locator("header button").filter({ hasText: exactly, visible: true }).first();
}

export const openDialog = (page: Page) => page.locator('[role="dialog"]');

function callToAction(page: Page, route: string) {
  const { site, locale } = pageLanguageOf(route);
  return headerButton(page, CALL_TO_ACTION[`${site} ${locale}`] ?? "");
}

/**
 * A returning visitor's page (the cookie banner does not ask again) on a phone's network and processor: Lighthouse's
 * slow 4G and 4x CPU, through the DevTools protocol.
 */
export async function throttledPage(
  browser: Browser,
  options: BrowserContextOptions = { viewport: { width: 1280, height: 800 } },
): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext(options);
  await context.addInitScript(() =>
    localStorage.setItem(
      "cookie_consent",
      JSON.stringify({ analytics: false, marketing: false, timestamp: new Date().toISOString() }),
    ),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { page, cdp };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Loads per route (and rounds of the INP): a median of 3, as for Lighthouse, keeps bench:web within 10 minutes. */
export const TAP_RUNS = 3;

/** `runs` loads of the route, each tapped the moment its call to action shows. */
export async function firstTap(
  browser: Browser,
  baseUrl: string,
  route: string,
  runs = TAP_RUNS,
): Promise<FirstTapFigures> {
  const visible: number[] = [];
  const working: number[] = [];
  const afterTap: number[] = [];
  let worked = 0;
  for (let run = 0; run < runs; run++) {
    const { page } = await throttledPage(browser);
    try {
      const start = Date.now();
      await page.goto(`${baseUrl}${route}`, { waitUntil: "commit" });
      const button = callToAction(page, route);
      await button.waitFor({ state: "visible", timeout: 30_000 });
      visible.push(Date.now() - start);
      // A person taps where the button is, at once; the browser queues the tap until the page's main thread takes
      // it. (Playwright's click() first waits for two animation frames and a hit test, which a loading page delays:
      // that wait was counted as the page's.)
      const tapped = Date.now();
      const box = await button.boundingBox();
      if (!box) throw new Error(`the call to action of ${route} has no box`);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const opened = await openDialog(page)
        .waitFor({ state: "visible", timeout: 30_000 })
        .then(() => true)
        .catch(() => false);
      if (opened) {
        worked += 1;
        working.push(Date.now() - start);
        afterTap.push(Date.now() - tapped);
      }
    } finally {
      await page.context().close();
    }
  }
  return {
    route,
    visibleMs: median(visible),
    workingMs: median(working),
    afterTapMs: median(afterTap),
    worked,
    taps: runs,
  };
}

/** INP of opening the audit dialog on /, once the page has loaded and settled: the longest interaction's duration. */
export async function auditDialogInp(browser: Browser, baseUrl: string, runs = TAP_RUNS): Promise<number> {
  const values: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { page } = await throttledPage(browser);
    try {
      await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
      await page.evaluate(() => {
        const durations: number[] = [];
        (window as unknown as { __interactions: number[] }).__interactions = durations;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as PerformanceEventTiming[]) {
            if (entry.interactionId) durations.push(entry.duration);
          }
        }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      });
      await callToAction(page, "/").click();
      await openDialog(page).waitFor({ state: "visible" });
      // Event timings are reported after the next paint.
      await page.waitForTimeout(500);
      const durations = await page.evaluate(() => (window as unknown as { __interactions: number[] }).__interactions);
      values.push(Math.max(0, ...durations));
    } finally {
      await page.context().close();
    }
  }
  return median(values);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
}
