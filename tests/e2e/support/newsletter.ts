import { mkdir, rmdir } from "node:fs/promises";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { waitForEmail } from "./outbox";

/** Subscribes on the site's API in a language, then presses the button of the emailed confirmation link's page. */
export async function confirmedSubscriber(request: APIRequestContext, email: string, locale: "fr" | "de") {
  expect((await request.post("/api/newsletter", { data: { email, locale } })).status()).toBe(202);
  const confirmation = await waitForEmail(email, /SwissHack/);
  const link = new URL(confirmation.links.find((l) => l.includes("/api/newsletter/confirm")) ?? "");
  expect((await request.post(`${link.pathname}${link.search}`, { maxRedirects: 0 })).status()).toBe(303);
}

/**
 * Runs `work` while no other test sends a newsletter: an issue goes to every confirmed subscriber of its language,
 * so a test's issue sent meanwhile would reach another test's subscribers and, by the weekly limit, keep that test's
 * own issue from them. The turn is a folder in the e2e server's data folder (creating one is atomic). The time spent
 * waiting for the turn is added to the test's timeout: it is the other test's time, not this one's.
 */
export async function inNewsletterTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = path.join(process.env.E2E_DATA_DIR ?? "", "newsletter-turn");
  const waitStarted = Date.now();
  await expect
    .poll(
      () =>
        mkdir(turn).then(
          () => true,
          () => false,
        ),
      { timeout: 120_000, intervals: [500], message: "another test's newsletter sent" },
    )
    .toBe(true);
  test.info().setTimeout(test.info().timeout + (Date.now() - waitStarted));
  try {
    return await work();
  } finally {
    await rmdir(turn);
  }
}
