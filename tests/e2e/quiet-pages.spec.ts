import type { Page } from "@playwright/test";
import { LANGUAGE_TAGS } from "../../src/shared/i18n/locales";
import { LOCALIZED_PUBLIC_PATHS, pageLanguageOf } from "../../src/shared/i18n/paths";
import { validAuditRequest } from "../../src/shared/schemas/audit.fixture";
import { createPreAnalysis } from "./support/audit";
import { signInAsAdmin } from "./support/auth";
import { waitForEmail } from "./support/outbox";
import { expect, test } from "./support/test";

// Issue 51: once a page has loaded and its own animations have ended, it goes quiet: one language in <html lang>, and
// (almost) nothing changing in the document. A page that keeps rendering drains a phone's battery and makes a screen
// reader read it again.

const QUIET_WINDOW_MS = 2_000;
const MAX_MUTATIONS = 50;

/**
 * Waits until the page's own animations have ended (its finite CSS and Web animations, the counters' count-up), then
 * watches the document for two seconds: the `<html lang>` values seen (sampled every 100 ms) and the mutations made.
 */
interface Watched {
  languages: string[];
  samples: string[];
  mutations: number;
  /** The first mutations, described: what keeps changing. */
  changes: string[];
}

async function watchOnceSettled(page: Page): Promise<Watched> {
  // As a person sees it: the page has loaded, and what comes after it (the cookie banner, the chat's launcher, the
  // lazy parts) has come, whatever React is doing meanwhile: the window below catches a page that keeps rendering.
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle");
  // Settled: no finite CSS or Web animation running, and every counter in view showing its final figure (one out of
  // view waits at 0 without a timer). Held for a second: on a busy machine an element's coming into view is noted a
  // few frames late, and its fade or count starts only then.
  await page.waitForFunction(
    () => {
      const finiteRunning = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === "running" &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
        );
      const counting = [...document.querySelectorAll<HTMLElement>("[data-final]")].some((counter) => {
        const { top, bottom } = counter.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight && counter.textContent !== counter.dataset.final;
      });
      const state = window as unknown as { settledSince?: number };
      if (finiteRunning || counting) state.settledSince = undefined;
      else state.settledSince ??= performance.now();
      return state.settledSince !== undefined && performance.now() - state.settledSince >= 1_000;
    },
    undefined,
    { polling: 100, timeout: 15_000 },
  );
  return page.evaluate(
    (windowMs) =>
      new Promise<Watched>((resolve) => {
        let mutations = 0;
        const changes: string[] = [];
        const samples: string[] = [];
        const describe = (record: MutationRecord) => {
          const target = record.target instanceof Element ? record.target : record.target.parentElement;
          const name = `${target?.tagName.toLowerCase()}.${target?.getAttribute("class")?.slice(0, 40) ?? ""}`;
          return `${record.type} ${record.attributeName ?? ""} ${name} "${record.target.textContent?.slice(0, 30)}"`;
        };
        const observer = new MutationObserver((records) => {
          mutations += records.length;
          for (const record of records) if (changes.length < 10) changes.push(describe(record));
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const sampler = setInterval(() => samples.push(document.documentElement.lang), 100);
        setTimeout(() => {
          clearInterval(sampler);
          observer.disconnect();
          samples.push(document.documentElement.lang);
          resolve({ languages: [...new Set(samples)], mutations, samples, changes });
        }, windowMs);
      }),
    QUIET_WINDOW_MS,
  );
}

async function expectQuiet(page: Page, language?: string) {
  const watched = await watchOnceSettled(page);
  const message = `<html lang> sampled every 100 ms: ${watched.samples.join(" ")}`;
  expect(watched.languages, message).toHaveLength(1);
  if (language) expect(watched.languages, message).toEqual([language]);
  expect(watched.mutations, `DOM mutations in 2 s once loaded, first: ${watched.changes.join("; ")}`).toBeLessThan(
    MAX_MUTATIONS,
  );
}

function languageOfPath(path: string): string {
  const { site, locale } = pageLanguageOf(path);
  return LANGUAGE_TAGS[site][locale] ?? locale;
}

for (const path of LOCALIZED_PUBLIC_PATHS) {
  test(`${path} goes quiet once loaded`, async ({ page }) => {
    await page.goto(path);
    await expectQuiet(page, languageOfPath(path));
  });
}

for (const [locale, tag] of [
  ["fr", "fr-CH"],
  ["de", "de-CH"],
  ["it", "it-CH"],
] as const) {
  test(`the private pre-analysis page in ${locale} goes quiet once loaded`, async ({ page, request }) => {
    const token = await createPreAnalysis(
      request,
      {
        ...validAuditRequest,
        canton: "VD",
        status: "resident",
        locale,
        email: `quiet.${locale}.${Date.now()}@example.com`,
      },
      { paid3aThisYear: 0, expectedCosts: "low" },
    );
    await page.goto(locale === "fr" ? `/pre-analyse/${token}` : `/pre-analyse/${token}?lang=${locale}`);
    // The document's own title, once loaded (a busy machine can take a while to write the pre-analysis).
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expectQuiet(page, tag);
  });
}

test("the blog index and a post go quiet once loaded", async ({ page }) => {
  await signInAsAdmin(page);
  const origin = { origin: new URL(page.url()).origin };
  const slug = `quiet-page-${Date.now()}`;
  const created = await page.request.post("/api/admin/posts", {
    headers: origin,
    data: {
      locale: "fr",
      title: "Une page qui se tait",
      slug,
      excerpt: "Rien ne bouge une fois la page chargée.",
      bodyMarkdown: "## Le calme\n\nUne page chargée ne change plus.\n",
      coverImageId: null,
      coverImageAlt: "",
      tags: ["calme"],
      author: "L'équipe",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/admin/posts/${id}/publish`, { headers: origin })).status()).toBe(200);

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "Une page qui se tait" })).toBeVisible();
  await expectQuiet(page, "fr-CH");
  await page.goto("/blog");
  await expectQuiet(page, "fr-CH");
});

const CANCEL_BUTTON = { en: "Cancel my demo", fr: "Annuler ma démo" };

for (const [locale, tag] of [
  ["en", "en-US"],
  ["fr", "fr-CA"],
] as const) {
  test(`the private demo page in ${locale} goes quiet once loaded`, async ({ page }) => {
    const slots = await page.request.get("/api/demo-slots?timeZone=Europe/Zurich");
    expect(slots.status()).toBe(200);
    const { days } = (await slots.json()) as { days: { slots: { start: string }[] }[] };
    const starts = days.flatMap((day) => day.slots.map((slot) => slot.start));
    const email = `quiet.demo.${locale}.${test.info().retry}@example.com`;
    // Times near the end of the open weeks, which the other tests' bookings never take first.
    const start = starts[starts.length - (locale === "en" ? 3 : 4)] as string;
    const booked = await page.request.post("/api/submit-demo-booking", {
      data: { name: "Dr. Quiet", email, project: "Calls", locale, slot: { start, timeZone: "Europe/Zurich" } },
      headers: { origin: new URL(String(test.info().project.use.baseURL)).origin },
    });
    expect(booked.status()).toBe(201);
    const mail = await waitForEmail(email, /OptimAIte/);
    const link = new URL(mail.links.find((l) => new URL(l).pathname.startsWith("/demo/")) as string);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("button", { name: CANCEL_BUTTON[locale] })).toBeVisible({ timeout: 15_000 });
    // The picker's open times have loaded, and its time-zone choice lists every zone (named a slice per task).
    await expect(page.getByRole("radio").first()).toBeAttached();
    await expect
      .poll(() => page.locator(`select[id$="-zone"] option`).count(), { timeout: 15_000 })
      .toBeGreaterThan(100);
    await expectQuiet(page, tag);
  });
}

// Pages whose language comes from their address's parameters, and a page that is not there: quiet too.
for (const [path, tag] of [
  ["/auth?site=swisshack&lang=fr", "fr-CH"],
  ["/auth?site=swisshack&lang=de", "de-CH"],
  ["/reset-password?lang=it", "it-CH"],
  ["/de/no-such-page", "de-CH"],
] as const) {
  test(`${path} goes quiet once loaded`, async ({ page }) => {
    await page.goto(path);
    await expectQuiet(page, tag);
  });
}

test("/admin goes quiet once loaded", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("tab").first()).toBeVisible();
  // The back office in the account's language, French until chosen (decision 0044).
  await expectQuiet(page, "fr-CH");
});
