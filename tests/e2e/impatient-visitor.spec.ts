import type { Locator, Page } from "@playwright/test";
import { formatUsd } from "../../src/shared/number-format";
import { calculateRoi, ROI_DEFAULTS } from "../../src/shared/roi";
import { fillAudit } from "./support/audit";
import { readOutbox } from "./support/outbox";
import { expect, test } from "./support/test";

/**
 * A person on a slow phone taps each call to action as soon as it shows: at 4x CPU throttling, right after the HTML
 * arrives (`waitUntil: "commit"`), without waiting for anything else. Every tap must do what it says, every time.
 */
const ROUNDS = 5;

interface CallToAction {
  name: string;
  tap: (page: Page) => Locator;
  /** What the person sees when the tap worked. */
  done: (page: Page) => Promise<void>;
  phone?: boolean;
}

const auditDialog = async (page: Page) =>
  expect(page.getByRole("dialog", { name: "Votre audit financier gratuit" })).toBeVisible();
const anyDialog = async (page: Page) => expect(page.getByRole("dialog")).toBeVisible();
const firstQuestionOpens = async (page: Page) => expect(page.locator("details").first()).toHaveAttribute("open", "");
const menuOpens = async (page: Page) =>
  expect(page.getByRole("banner").locator('button[aria-expanded="true"]')).toBeVisible();

const PAGES: Record<string, CallToAction[]> = {
  "/": [
    {
      name: "Audit gratuit",
      tap: (p) => p.getByRole("banner").getByRole("button", { name: "Audit gratuit" }),
      done: auditDialog,
    },
    {
      name: "Je demande mon audit gratuit",
      tap: (p) => p.getByRole("button", { name: "Je demande mon audit gratuit" }),
      done: auditDialog,
    },
    { name: "FAQ", tap: (p) => p.locator("details summary").first(), done: firstQuestionOpens },
    { name: "menu", tap: (p) => p.getByRole("button", { name: "Ouvrir le menu" }), done: menuOpens, phone: true },
    {
      name: "chat",
      tap: (p) => p.getByRole("button", { name: "Ouvrir l'assistant" }),
      done: (p) => expect(p.getByRole("textbox").last()).toBeVisible(),
    },
  ],
  "/premium": [
    {
      name: "Commencer par l'audit gratuit",
      tap: (p) => p.getByRole("button", { name: "Commencer par l'audit gratuit" }),
      done: auditDialog,
    },
  ],
  "/optimaite": [
    {
      name: "Book Free Demo",
      tap: (p) => p.getByRole("banner").getByRole("button", { name: "Book Free Demo" }),
      done: anyDialog,
    },
    { name: "Contact Us", tap: (p) => p.getByRole("button", { name: "Contact Us" }), done: anyDialog },
    { name: "menu", tap: (p) => p.getByRole("button", { name: "Open menu" }), done: menuOpens, phone: true },
  ],
  "/details": [
    {
      name: "Book Free Demo",
      tap: (p) => p.getByRole("banner").getByRole("button", { name: "Book Free Demo" }),
      done: anyDialog,
    },
  ],
  "/integrations": [
    {
      name: "Request Custom Integration",
      tap: (p) => p.getByRole("button", { name: "Request Custom Integration" }),
      done: anyDialog,
    },
    {
      name: "Start Integration",
      tap: (p) => p.getByRole("button", { name: /^Start Integration/ }).first(),
      done: anyDialog,
    },
  ],
  "/faq": [
    {
      name: "Book Free Demo",
      tap: (p) => p.getByRole("banner").getByRole("button", { name: "Book Free Demo" }),
      done: anyDialog,
    },
    { name: "FAQ", tap: (p) => p.locator("details summary").first(), done: firstQuestionOpens },
  ],
};

async function throttleCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

test.describe("an impatient visitor at 4x CPU", () => {
  test.slow();
  test.beforeEach(async ({ page }) => {
    // A returning visitor: the cookie choice was made before, so the banner does not ask again.
    await page.addInitScript(() =>
      localStorage.setItem(
        "cookie_consent",
        JSON.stringify({ analytics: false, marketing: false, timestamp: new Date().toISOString() }),
      ),
    );
    await throttleCpu(page);
  });

  for (const [path, actions] of Object.entries(PAGES)) {
    for (const action of actions) {
      test(`${path}: "${action.name}" works on the first tap, ${ROUNDS} times out of ${ROUNDS}`, async ({ page }) => {
        if (action.phone) await page.setViewportSize({ width: 375, height: 740 });
        for (let round = 1; round <= ROUNDS; round++) {
          await page.goto(path, { waitUntil: "commit" });
          await action.tap(page).click();
          await action.done(page);
        }
      });
    }
  }
});

test.describe("an impatient visitor at 4x CPU, typing", () => {
  test.slow();
  test.beforeEach(async ({ page }) => throttleCpu(page));

  test("/optimaite: the ROI calculator counts what was typed before the page was interactive", async ({ page }) => {
    const expected = formatUsd(calculateRoi({ ...ROI_DEFAULTS, callsPerDay: 120 }).monthlyROI);
    for (let round = 1; round <= ROUNDS; round++) {
      await page.goto("/optimaite", { waitUntil: "commit" });
      const calculator = page.locator("#roi-calculator");
      await calculator.getByLabel("Calls per day").fill("120");
      // Look at the figure, as the person would.
      const monthlyRoi = calculator.getByText("Monthly ROI").locator("..").locator("p").nth(1);
      await monthlyRoi.scrollIntoViewIfNeeded();
      await expect(monthlyRoi).toHaveText(expected);
    }
  });
});

/** Chromium's "Slow 3G": 400 ms round trip, 400 kbit/s each way. */
async function slow3g(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
}

/** Holds every script of the page until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const emailsTo = async (address: string) => (await readOutbox()).filter((mail) => mail.to.includes(address));
const interactive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

test.describe("an impatient visitor on slow 3G", () => {
  test.setTimeout(180_000);
  test.beforeEach(async ({ page }) => slow3g(page));

  test("the newsletter form, typed and sent twice before the scripts arrive, is stored once", async ({ page }) => {
    // On a slow network the scripts may still come quickly from a warm server: hold them until the form is sent.
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Inscription à la newsletter" });
    await form.getByLabel("Votre adresse e-mail").fill("slow.newsletter@example.com");
    const send = form.getByRole("button", { name: "S'inscrire" });
    await send.click();
    await send.click();
    expect(await interactive(page), "the scripts had not arrived when the form was sent").toBe(false);
    release();
    await expect(page.getByText("Bienvenue dans SwissHack ! 🇨🇭")).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await emailsTo("slow.newsletter@example.com")).length).toBe(1);
    await page.waitForTimeout(1_000);
    expect(await emailsTo("slow.newsletter@example.com")).toHaveLength(1);
  });

  test("the audit, asked for before the scripts arrive, opens by itself and is stored once", async ({ page }) => {
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("banner").getByRole("button", { name: "Audit gratuit" }).click();
    expect(await interactive(page), "the scripts had not arrived at the tap").toBe(false);
    // No second tap: the dialog opens once the page is interactive.
    await expect(page.getByRole("dialog", { name: "Votre audit financier gratuit" })).toBeVisible({ timeout: 30_000 });
    await fillAudit(page, "slow.audit@example.com");
    const send = page.getByRole("dialog").getByRole("button", { name: "Recevoir mon audit gratuit" });
    // Tapped twice in a row, as on a phone that seems not to react.
    await send.dblclick();
    await expect(page.getByRole("button", { name: "Affiner mon estimation" })).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await emailsTo("slow.audit@example.com")).length).toBe(1);
    await page.waitForTimeout(1_000);
    expect(await emailsTo("slow.audit@example.com")).toHaveLength(1);
  });
});
