import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";
import { writeAndPublishPost } from "./support/blog";
import { withConsentGiven } from "./support/consent";
import { confirmedSubscriber, inNewsletterTurn } from "./support/newsletter";
import { type OutboxEmail, readOutbox, waitForEmail } from "./support/outbox";
import { expect, test } from "./support/test";

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** From the Posts tab, as the owner does it: "Send as newsletter" on the post, then send now to its language. */
async function sendPostAsNewsletter(page: Page, post: { title: string }, locale: "fr" | "de") {
  await page.getByRole("tab", { name: "Posts" }).click();
  await page.getByRole("button", { name: `Send as newsletter: ${post.title}` }).click();
  const panel = page.getByRole("region", { name: "Newsletter campaigns" });
  const form = panel.getByRole("form", { name: "Campaign" });
  await expect(form.getByLabel("Subject")).toHaveValue(post.title);
  await expect(form.getByLabel("Subscribers' language")).toHaveValue(locale);
  await panel.getByRole("button", { name: "Send now…" }).click();
  await page
    .getByRole("dialog", { name: "Send this campaign now?" })
    .getByRole("button", { name: /^Send to \d+ subscribers?$/ })
    .click();
  await expect(panel.getByRole("form", { name: "Campaign" })).toHaveCount(0);
  return panel;
}

/** The issues of this subject that reached these addresses, by address. */
async function issuesTo(addresses: string[], subject: string) {
  const emails = (await readOutbox()).filter((email) => email.subject === subject && addresses.includes(email.to));
  return emails.map((email) => email.to).sort();
}

test("the owner sends a published French post as the newsletter to the French subscribers, once; a German post to the German ones", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000); // two posts, four subscribers, three sends, and maybe a wait for its turn to send
  const run = testInfo.workerIndex + Date.now().toString(36).slice(-5);
  const french = [`lea.${run}@example.com`, `marc.${run}@example.com`];
  const german = [`anna.${run}@example.ch`, `jonas.${run}@example.ch`];
  const frenchPost = { language: "French" as const, title: `Le 3e pilier avant le 31 décembre ${run}` };
  const germanPost = { language: "German" as const, title: `Die Säule 3a vor dem 31. Dezember ${run}` };

  // The public pages visited later do not ask about cookies (the back office never does, decision 0044).
  await withConsentGiven(page);
  await signInAsAdmin(page, "en");
  const frenchSlug = await writeAndPublishPost(page, {
    ...frenchPost,
    excerpt: "Le plafond 2026 et la date qui compte.",
    markdown:
      "## Le plafond 2026\n\nLe versement doit être **crédité** avant le 31 décembre.\n\n- 7 258 CHF pour un salarié",
    tags: "3e pilier",
    author: "Léa Martin",
    cover: { description: "Un bocal de pièces suisses", colour: { r: 200, g: 16, b: 46 } },
  });
  const germanSlug = await writeAndPublishPost(page, {
    ...germanPost,
    excerpt: "Der Höchstbetrag 2026.",
    markdown: "## Der Höchstbetrag 2026\n\nDie Einzahlung muss **gutgeschrieben** sein.",
    tags: "Säule 3a",
    author: "Lea Martin",
  });

  // The issues go to every confirmed subscriber of their language: no other test sends one meanwhile.
  await inNewsletterTurn(async () => {
    for (const email of french) await confirmedSubscriber(request, email, "fr");
    for (const email of german) await confirmedSubscriber(request, email, "de");

    await sendPostAsNewsletter(page, frenchPost, "fr");
    let issue: OutboxEmail | undefined;
    for (const email of french) {
      issue = await waitForEmail(email, exactly(frenchPost.title));
      expect(issue.text).toContain("Le versement doit être crédité avant le 31 décembre.");
      expect(issue.links.some((link) => link.endsWith(`/blog/${frenchSlug}`))).toBe(true);
    }
    // The email as a reader's mail app shows it, on a phone and on a desktop.
    const email = await page.context().newPage();
    await email.setContent(issue?.html ?? "");
    for (const width of [375, 1280]) {
      await email.setViewportSize({ width, height: 900 });
      await email.screenshot({ path: testInfo.outputPath(`newsletter-email-${width}.png`), fullPage: true });
    }
    await email.close();

    // The owner sends the post again: the weekly limit skips everyone who had it, so nobody gets it twice.
    const panel = await sendPostAsNewsletter(page, frenchPost, "fr");
    const campaigns = panel.getByRole("row", { name: new RegExp(frenchPost.title) });
    await expect(campaigns).toHaveCount(2);
    // The newest first (cells: language, status, recipients, sent, failed, skipped, …).
    await expect
      .poll(async () => Number(await campaigns.first().getByRole("cell").nth(5).textContent()), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);

    await sendPostAsNewsletter(page, germanPost, "de");
    for (const email of german) {
      const germanIssue = await waitForEmail(email, exactly(germanPost.title));
      expect(germanIssue.text).toContain("Die Einzahlung muss gutgeschrieben sein.");
      expect(germanIssue.links.some((link) => link.endsWith(`/de/blog/${germanSlug}`))).toBe(true);
    }

    // Whatever arrives late has arrived: one email each, in their own language only.
    await page.waitForTimeout(3_000);
    const everyone = [...french, ...german];
    expect(await issuesTo(everyone, frenchPost.title)).toEqual([...french].sort());
    expect(await issuesTo(everyone, germanPost.title)).toEqual([...german].sort());
  });
});
